import Wayfinder

/// A part of the app that provides screens, routes, services and targets, and hears the app's
/// lifecycle events: "who provides it, maintains it". Modules never import each other; they
/// meet through the registries of a ``ModuleHost``.
///
/// ```swift
/// final class ProfileModule: Module {
///     let name = "Profile"
///     let priority = 100
///
///     func register(in registrar: ModuleRegistrar) throws {
///         try registrar.screen(ProfileViewModel.self) { ProfileScreen(viewModel: $0) }
///         try registrar.route("app://profile/:id", as: .push) { (link: ProfileLink, _) in ProfileViewModel(id: link.id) }
///         try registrar.service(ProfileService.self) { _ in DefaultProfileService() }
///     }
///
///     func handle(_ event: LifecycleEvent) throws {
///         if case .didEnterBackground = event { cache.flush() }
///     }
/// }
///
/// struct ProfileLink: Decodable { let id: String }
/// ```
@MainActor
public protocol Module: AnyObject {
    /// A stable, unique name: failures and provisions are reported under it.
    var name: String { get }
    /// Modules with a higher priority register and hear events first; equal priorities keep the
    /// order the modules were added in. 0 by default.
    var priority: Int { get }
    /// Adds what the module provides. If it throws, everything it registered is removed again
    /// and the module does not start; the other modules still do.
    ///
    /// - Parameter registrar: Where to register screens, routes, services and targets.
    /// - Throws: Any error; it is reported with the module's name.
    func register(in registrar: ModuleRegistrar) throws
    /// Handles a lifecycle event. Does nothing by default.
    ///
    /// - Parameter event: The event, with its payload.
    /// - Throws: Any error; it is reported with the module's name and the event, and the other
    ///   modules still hear the event.
    func handle(_ event: LifecycleEvent) throws
}

extension Module {
    /// Priority 0.
    public var priority: Int { 0 }

    /// Ignores the event.
    ///
    /// - Parameter event: The event, ignored.
    public func handle(_ event: LifecycleEvent) throws {}
}
