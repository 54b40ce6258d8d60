import UIKit
import Wayfinder
import WayfinderUIKit

/// A screen of the app's own, in the app's own navigation controller: "Profile" starts a
/// Wayfinder flow above it, in the same navigation controller.
final class AccountsViewController: UIViewController {
    private var navigator: Navigator?
    private var renderer: UIKitRenderer?

    func didTapProfile() {
        guard let navigationController else { return }
        let navigator = Navigator(screens: ScreenMap())
        do {
            try navigator.screens.register(ProfileViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(RepositoryViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(SignInViewModel.self) { ScreenController(viewModel: $0) }
            let renderer = try UIKitRenderer(navigationController: navigationController, navigator: navigator)
            renderer.flowWasLeft = { [weak self] in  // the user went back to this screen: the flow is over
                self?.renderer = nil
                self?.navigator = nil
            }
            self.renderer = renderer
        } catch {
            assertionFailure("navigation set-up: \(error)")
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))  // above this screen
        self.navigator = navigator
    }
}
