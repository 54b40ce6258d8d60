import Wayfinder

/// The settings sheet, presented modally.
public final class SettingsViewModel: SampleViewModel {
    private let services: any NavigationServices

    init(services: any NavigationServices) {
        self.services = services
    }

    /// The sheet's title.
    public var title: String { "Settings" }
    /// What the sheet shows.
    public var lines: [String] { ["Theme: terminal"] }
    /// Close the sheet.
    public var actions: [SampleAction] {
        [SampleAction("Done") { [services] in services.dismiss() }]
    }
}
