import SampleKit
import Wayfinder

/// The appearance settings: it presents the theme picker and shows the theme it hands back.
public final class AppearanceViewModel: SampleViewModel {
    private let store: any ThemeStore
    private let services: any NavigationServices
    /// What happened to the last pick, for the screen.
    public private(set) var lastPick: String?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - store: Where the theme is kept.
    ///   - services: Where to present the picker.
    public init(store: any ThemeStore, services: any NavigationServices) {
        self.store = store
        self.services = services
    }

    /// "Appearance".
    public var title: String { "Appearance" }
    /// The theme, and how the last pick went.
    public var lines: [String] { ["Theme: \(store.theme.displayName)"] + (lastPick.map { [$0] } ?? []) }
    /// Choose a theme.
    public var actions: [SampleAction] {
        [SampleAction("Choose a theme…") { [weak self] in self?.chooseTheme() }]
    }

    private func chooseTheme() {
        Task { [services, store] in
            switch await services.result(of: ThemePickerViewModel(current: store.theme, services: services), as: .present(.popover)) {
            case .finished(let theme):
                store.theme = theme
                lastPick = "Picked \(theme.displayName)."
            case .cancelled(let exit):
                lastPick = "No theme picked (\(exit))."
            }
        }
    }
}
