import SampleKit
import Wayfinder

/// The settings sheet's root: it pushes its own pages inside the sheet.
public final class SettingsViewModel: SampleViewModel {
    private let store: any ThemeStore
    private let services: any NavigationServices

    /// Creates the sheet's root.
    ///
    /// - Parameters:
    ///   - store: Where the theme is kept.
    ///   - services: Where to push pages and dismiss the sheet.
    public init(store: any ThemeStore, services: any NavigationServices) {
        self.store = store
        self.services = services
    }

    /// "Settings".
    public var title: String { "Settings" }
    /// The theme.
    public var lines: [String] { ["Theme: \(store.theme.displayName)"] }
    /// Push a page, or close the sheet.
    public var actions: [SampleAction] {
        [
            SampleAction("Appearance") { [store, services] in
                services.push(AppearanceViewModel(store: store, services: services))
            },
            SampleAction("About") { [services] in services.push(AboutViewModel()) },
            SampleAction("Done") { [services] in services.dismiss() },
        ]
    }
}
