import UIKit
import Wayfinder
import WayfinderUIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let navigator = Navigator(screens: ScreenMap())
    private var renderer: UIKitRenderer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        do {
            try navigator.screens.register(ProfileViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(RepositoryViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(SignInViewModel.self) { ScreenController(viewModel: $0) }
            renderer = try UIKitRenderer(window: window, navigator: navigator)  // shows the stack in the window
        } catch {
            assertionFailure("navigation set-up: \(error)")
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
        self.window = window
    }
}

final class ScreenController<Model: ViewModel>: UIViewController, Screen {  // one per view model in an app
    let viewModel: Model
    init(viewModel: Model) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
