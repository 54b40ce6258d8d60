import SampleKit
import Wayfinder

/// Picks a theme and hands it back, typed, to the screen that presented the picker.
public final class ThemePickerViewModel: SampleViewModel, ResultProducing {
    /// Delivers the picked theme.
    public let result = ResultChannel<Theme>()
    private let current: Theme
    private let services: any NavigationServices

    /// Creates the picker.
    ///
    /// - Parameters:
    ///   - current: The theme chosen now, marked in the list.
    ///   - services: Where "Cancel" dismisses the picker.
    public init(current: Theme, services: any NavigationServices) {
        self.current = current
        self.services = services
    }

    /// "Choose a theme".
    public var title: String { "Choose a theme" }
    /// The current theme.
    public var lines: [String] { ["Now: \(current.displayName)"] }
    /// One action per theme, and cancel.
    public var actions: [SampleAction] {
        Theme.allCases.map { theme in
            SampleAction(theme.displayName) { [result] in result.finish(with: theme) }
        } + [SampleAction("Cancel") { [services] in services.dismiss() }]
    }
}
