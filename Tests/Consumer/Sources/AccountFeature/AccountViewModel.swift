import SampleKit
import Wayfinder

/// The account screen's view model; it opens the settings through the services it is given.
public final class AccountViewModel: ViewModel {
    let services: any NavigationServices

    public init(services: any NavigationServices) {
        self.services = services
    }

    /// Registers the account screen.
    public static func register(in screens: ScreenMap) throws {
        try screens.register(AccountViewModel.self) { AppScreen(viewModel: $0) }
    }
}
