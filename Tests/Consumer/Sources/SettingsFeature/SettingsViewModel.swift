import SampleKit
import Wayfinder

/// The settings screen's view model, shown by `app://settings`.
public final class SettingsViewModel: ViewModel {
    public init() {}

    /// Registers the settings screen and its route.
    public static func register(in screens: ScreenMap, router: Router) throws {
        try screens.register(SettingsViewModel.self) { AppScreen(viewModel: $0) }
        try router.register("app://settings", produces: [SettingsViewModel.self]) { _ in .navigate(.push(SettingsViewModel())) }
    }
}
