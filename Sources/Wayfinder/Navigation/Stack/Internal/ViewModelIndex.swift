/// The view models in the stack, for its one-instance-one-place checks
/// (``NavigationControllerStack/contains(_:)``): counted while the stack is small, where a scan of
/// its few screens costs less than hashing on every push and pop, and hashed once it is deep, so
/// that a check costs the same at any depth.
struct ViewModelIndex {
    /// Above this many view models, a check hashes.
    static let hashedAbove = 32

    /// How many view models the stack holds (screens and root containers).
    private(set) var count = 0
    /// Their identities, once the stack has been deep enough to need them; dropped again when it
    /// is back under a quarter of ``hashedAbove``.
    private(set) var hashed: Set<ObjectIdentifier>?

    /// Whether a check should hash rather than scan.
    var isDeep: Bool { count > Self.hashedAbove }

    mutating func insert(_ id: ObjectIdentifier) {
        count += 1
        hashed?.insert(id)
    }

    mutating func remove(_ id: ObjectIdentifier) {
        count -= 1
        hashed?.remove(id)
        if count < Self.hashedAbove / 4 { hashed = nil }
    }

    /// Starts hashing: `all` is every view model the stack holds now.
    mutating func hash(_ all: Set<ObjectIdentifier>) {
        hashed = all
    }
}

extension ViewModelIndex {
    /// Checks view models about to become screens together: none may be a root-only container,
    /// and none may appear twice or be `container` (the root container they are shown in). A
    /// short list is scanned in place, a long one hashed.
    ///
    /// Loops, not `contains(where:)`: a closure formed in main-actor code checks the executor at
    /// every call (Swift 6's dynamic isolation check).
    ///
    /// - Throws: The container's error (``NavigationError/tabContainerNotAtRoot(for:)`` or
    ///   ``NavigationError/splitContainerNotAtRoot(for:)``), or
    ///   ``NavigationError/duplicateViewModel(for:)``.
    @MainActor
    static func checkNewScreens(_ viewModels: [any ViewModel], in container: (any ViewModel)? = nil) throws(NavigationError) {
        if viewModels.count <= hashedAbove {
            for index in viewModels.indices {
                let viewModel = viewModels[index]
                if let error = ViewModelTraits.containerError(viewModel) { throw error }
                var isRepeated = viewModel === container
                for earlier in 0..<index where viewModels[earlier] === viewModel { isRepeated = true }
                if isRepeated { throw .duplicateViewModel(for: typeName(of: viewModel)) }
            }
            return
        }
        var seen: Set<ObjectIdentifier> = container.map { [ObjectIdentifier($0)] } ?? []
        for viewModel in viewModels {
            if let error = ViewModelTraits.containerError(viewModel) { throw error }
            guard seen.insert(ObjectIdentifier(viewModel)).inserted else {
                throw .duplicateViewModel(for: typeName(of: viewModel))
            }
        }
    }
}
