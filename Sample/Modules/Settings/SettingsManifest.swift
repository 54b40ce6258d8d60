import Foundation
import Wayfinder

/// The Settings feature, declared in `settings.json`: its routes and its ``ThemeStore`` come
/// from the manifest; this file names the view models and the implementation the manifest uses.
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
}
