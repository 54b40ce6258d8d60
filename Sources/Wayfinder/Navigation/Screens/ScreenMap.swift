/// Maps view model types to the screens that show them.
///
/// ```swift
/// let screens = ScreenMap()
/// try screens.register(LoginViewModel.self) { viewModel in LoginScreen(viewModel: viewModel) }
/// let navigator = Navigator(screens: screens)
/// ```
///
/// The factory receives the concrete view model type. Each entry also has a name (by default the
/// view model's type name without its module, as in `LoginViewModel` or, for a nested type,
/// `Settings.ViewModel`) so that configuration such as a manifest can refer to it. A view model is matched by its exact dynamic type: a subclass needs
/// its own registration.
///
/// The map is a reference type and thread-safe: modules can register into the map a navigator
/// already uses, and any thread can read it. Registering a type or a name twice is refused with a
/// ``ScreenMapError``; nothing is overwritten silently.
///
/// A view model without an entry fails with ``NavigationError/noScreen(for:)`` only when
/// something shows it. To find it at launch or in a test instead, check the map against what the
/// app's routes, manifests and tab containers declare they show:
///
/// ```swift
/// host.start()
/// for missing in host.validateScreens() { print(missing) }
/// // IssueViewModel has no screen; needed by route app://repos/:name/issues/:number<Int>
/// ```
///
/// WayfinderComponents' `ModuleHost.validateScreens()` checks an app of modules;
/// ``Router/validateScreens(in:)`` a router on its own. Only entries count there, not a fallback
/// screen.
public final class ScreenMap: Sendable {
    /// One registration: a name, a view model type and the factory of its screens.
    package struct Entry: Sendable {
        /// The name the entry is registered under.
        package let name: String
        /// The view model type, e.g. `LoginViewModel.self`.
        package let viewModelType: Any.Type
        private let factory: @MainActor @Sendable (any ViewModel) -> (any Screen)?

        fileprivate init(
            name: String, viewModelType: Any.Type,
            factory: @escaping @MainActor @Sendable (any ViewModel) -> (any Screen)?
        ) {
            self.name = name
            self.viewModelType = viewModelType
            self.factory = factory
        }

        /// Builds a screen for a view model of this entry's type.
        ///
        /// - Parameter viewModel: The view model to show.
        /// - Returns: The screen, or `nil` when the view model is not of ``viewModelType``.
        @MainActor
        package func makeScreen(for viewModel: any ViewModel) -> (any Screen)? {
            factory(viewModel)
        }
    }

    private struct Registry {
        var entries: [ObjectIdentifier: Entry] = [:]
        var typesByName: [String: ObjectIdentifier] = [:]
    }

    private let registry = Locked(Registry())
    private let fallback: (@MainActor @Sendable (any ViewModel) -> any Screen)?

    /// Creates an empty map.
    public init() {
        fallback = nil
    }

    /// Creates an empty map that builds a screen with `fallback` for any view model type that has
    /// no entry, instead of failing with ``NavigationError/noScreen(for:)``. A test navigator
    /// uses it to show every view model on a placeholder screen.
    ///
    /// - Parameter fallback: Builds the screen of a view model whose type has no entry.
    public init(fallback: @escaping @MainActor @Sendable (any ViewModel) -> any Screen) {
        self.fallback = fallback
    }

    /// Maps a view model type to a screen factory.
    ///
    /// - Parameters:
    ///   - viewModelType: The view model type, e.g. `LoginViewModel.self`.
    ///   - name: The entry's name; `nil` (the default) uses the type name without its module, as in
    ///     `LoginViewModel` or `Settings.ViewModel`.
    ///   - factory: Builds the screen for a view model of that type.
    /// - Throws: ``ScreenMapError/alreadyRegistered(viewModel:)`` when the type has a factory
    ///   already; ``ScreenMapError/nameTaken(_:byViewModel:)`` when another type has the name.
    public func register<Model: ViewModel, Shown: Screen>(
        _ viewModelType: Model.Type, name: String? = nil,
        _ factory: @escaping @MainActor (Model) -> Shown
    ) throws(ScreenMapError) {
        let typeName = String(describing: viewModelType)
        let entry = Entry(name: name ?? Self.defaultName(of: viewModelType), viewModelType: viewModelType) { viewModel in
            guard let model = viewModel as? Model else { return nil }
            return factory(model)
        }
        let key = ObjectIdentifier(viewModelType)
        let refusal: ScreenMapError? = registry.withLock { registry in
            if registry.entries[key] != nil { return .alreadyRegistered(viewModel: typeName) }
            if let other = registry.typesByName[entry.name], let owner = registry.entries[other] {
                return .nameTaken(entry.name, byViewModel: String(describing: owner.viewModelType))
            }
            registry.entries[key] = entry
            registry.typesByName[entry.name] = key
            return nil
        }
        if let refusal { throw refusal }
    }

    /// The default name of a type: its fully qualified name without the module, so that nested
    /// types that share a short name (`Settings.ViewModel`, `Profile.ViewModel`) get distinct names.
    static func defaultName(of type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: "."),
              qualified[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return qualified }
        return String(qualified[qualified.index(after: dot)...])
    }

    /// Removes a view model type's entry; screens already built stay on the stack.
    ///
    /// - Parameter viewModelType: The exact view model type registered.
    /// - Returns: Whether it had an entry.
    @discardableResult
    public func unregister(_ viewModelType: any ViewModel.Type) -> Bool {
        let key = ObjectIdentifier(viewModelType)
        return registry.withLock { registry in
            guard let entry = registry.entries.removeValue(forKey: key) else { return false }
            registry.typesByName[entry.name] = nil
            return true
        }
    }

    /// The entry for a view model type.
    ///
    /// - Parameter viewModelType: The view model type to look up.
    /// - Returns: Its entry, or `nil` when it has none.
    package func entry(for viewModelType: any ViewModel.Type) -> Entry? {
        let key = ObjectIdentifier(viewModelType)
        return registry.withLock { $0.entries[key] }
    }

    /// Whether a type has an entry (not the fallback).
    func hasEntry(for type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        return registry.withLock { $0.entries[key] != nil }
    }

    /// The entry registered under a name.
    ///
    /// - Parameter name: The entry's name (by default the view model's unqualified type name).
    /// - Returns: Its entry, or `nil` when no entry has that name.
    package func entry(named name: String) -> Entry? {
        registry.withLock { registry in registry.typesByName[name].flatMap { registry.entries[$0] } }
    }

    /// The names of every entry, sorted.
    package var names: [String] {
        registry.withLock { $0.typesByName.keys.sorted() }
    }

    // MARK: Building screens

    /// Builds the screen for a view model.
    @MainActor
    func makeScreen(for viewModel: any ViewModel) throws(NavigationError) -> any Screen {
        if let entry = entry(for: type(of: viewModel)) {
            guard let screen = entry.makeScreen(for: viewModel) else { throw .noScreen(for: typeName(of: viewModel)) }
            return screen
        }
        guard let fallback else { throw .noScreen(for: typeName(of: viewModel)) }
        return fallback(viewModel)
    }

    /// Builds screens for several view models, after checking that every one is mapped, so that
    /// a missing mapping fails before any factory runs. An entry is looked up once for a run of
    /// view models of one type (each lookup takes the registry's lock).
    @MainActor
    func makeScreens(for viewModels: [any ViewModel]) throws(NavigationError) -> [(any ViewModel, any Screen)] {
        var last: (type: ObjectIdentifier, entry: Entry?)?
        func entry(of viewModel: any ViewModel) -> Entry? {
            let type = ObjectIdentifier(Swift.type(of: viewModel))
            if let last, last.type == type { return last.entry }
            let found = self.entry(for: Swift.type(of: viewModel))
            last = (type, found)
            return found
        }
        // Checked first, so that a missing mapping fails before any factory runs.
        if fallback == nil {
            for viewModel in viewModels where entry(of: viewModel) == nil {
                throw .noScreen(for: typeName(of: viewModel))
            }
        }
        var built: [(any ViewModel, any Screen)] = []
        built.reserveCapacity(viewModels.count)
        for viewModel in viewModels {
            let screen: any Screen
            if let entry = entry(of: viewModel) {
                guard let made = entry.makeScreen(for: viewModel) else { throw .noScreen(for: typeName(of: viewModel)) }
                screen = made
            } else if let fallback {
                screen = fallback(viewModel)
            } else {
                throw .noScreen(for: typeName(of: viewModel))
            }
            built.append((viewModel, screen))
        }
        return built
    }

    private typealias Factory = @MainActor (any ViewModel) throws(NavigationError) -> any Screen

    /// The entry's factory for the view model's type, else the fallback.
    @MainActor
    private func factory(for viewModel: any ViewModel) throws(NavigationError) -> Factory {
        if let entry = entry(for: type(of: viewModel)) {
            return { viewModel throws(NavigationError) in
                guard let screen = entry.makeScreen(for: viewModel) else { throw .noScreen(for: typeName(of: viewModel)) }
                return screen
            }
        }
        guard let fallback else { throw .noScreen(for: typeName(of: viewModel)) }
        return { viewModel in fallback(viewModel) }
    }
}
