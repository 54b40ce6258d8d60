import Foundation
import SampleKit
import Wayfinder
import WayfinderComponents

/// The Settings feature, declared in `settings.json`: its routes and its ``ThemeStore`` come
/// from the manifest; this file names the view models and the implementation the manifest uses,
/// and the screens that show them.
public enum SettingsManifest {
    /// Reads `settings.json` from this module's resources.
    ///
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` when it is missing or broken.
    public static func load() throws(ManifestError) -> Manifest {
        try Manifest.load(named: "settings", in: .module)
    }

    /// The names `settings.json` uses, with the code behind them.
    ///
    /// - Parameters:
    ///   - services: Where the settings' view models navigate.
    ///   - serviceRegistry: Where their ``ThemeStore`` is resolved.
    /// - Returns: The catalog for ``ModuleHost/add(manifests:catalog:)``.
    public static func catalog(services: any NavigationServices, serviceRegistry: ServiceRegistry) -> ManifestCatalog {
        var catalog = ManifestCatalog()
        catalog.implementation("InMemoryThemeStore", of: (any ThemeStore).self) { _ in InMemoryThemeStore() }
        catalog.viewModel("SettingsViewModel") { _ in
            SettingsViewModel(store: try serviceRegistry.resolve((any ThemeStore).self), services: services)
        }
        catalog.viewModel("AppearanceViewModel") { _ in
            AppearanceViewModel(store: try serviceRegistry.resolve((any ThemeStore).self), services: services)
        }
        return catalog
    }

    /// Registers a screen for each of the feature's view models: the two the manifest's routes
    /// open, and the pages they push and present. A manifest declares routes, not screens; the
    /// app adds these beside the manifest, so that the start-up check of the screen map finds
    /// them.
    ///
    /// - Parameter screens: The navigator's screen map.
    /// - Throws: ``ScreenMapError`` when one of them has a screen already.
    @MainActor
    public static func registerScreens(in screens: ScreenMap) throws(ScreenMapError) {
        try screens.register(SettingsViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(AppearanceViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(ThemePickerViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(AboutViewModel.self) { TextScreen(viewModel: $0) }
    }
}
