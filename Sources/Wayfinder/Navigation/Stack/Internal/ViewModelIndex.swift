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
