import SampleKit
import Wayfinder

/// The settings screen's view model, shown by `app://settings`.
public final class SettingsViewModel: ViewModel {
    public init() {}

    /// Registers the settings screen and its route, which is the app's own (app-only, the
    /// default: the app opens it with `openInternal`; nothing outside the app may).
    public static func register(in screens: ScreenMap, router: Router) throws {
        try screens.register(SettingsViewModel.self) { AppScreen(viewModel: $0) }
        try router.register("app://settings", shows: [SettingsViewModel.self]) { _ in .navigate(.push(SettingsViewModel())) }
    }
}
