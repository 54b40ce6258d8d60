import Foundation
import Wayfinder
import WayfinderComponents

/// Fuzz target `manifest`: any bytes as a JSON or property-list manifest. Decoding must give a
/// manifest or a typed error naming the file; a manifest that decodes is registered with a module
/// host, which must accept it or refuse it with a typed error.
enum ManifestFuzzTarget {
    /// - Returns: What went wrong, or `nil`.
    @MainActor
    static func run(_ input: FuzzInput) -> String? {
        let manifest: Manifest
        do {
            manifest = try Manifest.decode(Data(input.bytes), file: "fuzz.json")
        } catch {
            return error.file == "fuzz.json" ? nil : "an error naming \(error.file) for fuzz.json"
        }
        guard manifest.file == "fuzz.json" else { return "a manifest of \(manifest.file) from fuzz.json" }
        let host = ModuleHost(navigator: Navigator(screens: ScreenMap()))
        do {
            try host.add(manifests: [manifest], catalog: catalog)
        } catch {
            return error.file == "fuzz.json" ? nil : "a registration error naming \(error.file) for fuzz.json"
        }
        return nil
    }

    /// A view model for the catalog's names.
    private final class Page: ViewModel {}

    private protocol Clock: Sendable {}
    private struct SystemClock: Clock {}

    private static let catalog: ManifestCatalog = {
        var catalog = ManifestCatalog()
        for name in ["Home", "Detail", "Settings"] { catalog.viewModel(name) { _ in Page() } }
        catalog.implementation("SystemClock", of: (any Clock).self) { _ in SystemClock() }
        return catalog
    }()
}
