import UIKit
import Wayfinder
import WayfinderUIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let navigator = Navigator(screens: ScreenMap())
    private lazy var router = Router(services: navigator.services, policy: RoutingPolicy(allowedSchemes: ["profile", "https"]))
    private var renderer: UIKitRenderer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        do {
            try navigator.screens.register(ProfileViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(RepositoryViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(SignInViewModel.self) { ScreenController(viewModel: $0) }
            // Exposed: other apps and web pages may open a repository (routes are the app's own
            // unless exposed).
            try router.register("profile://repos/:name", access: .exposed, shows: [RepositoryViewModel.self]) { (link: RepositoryLink, _) in
                .navigate(.push(RepositoryViewModel(name: link.name)))
            }
            renderer = try UIKitRenderer(window: window, navigator: navigator)  // shows the stack in the window
        } catch {
            assertionFailure("navigation set-up: \(error)")
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
        self.window = window
        for link in IncomingLink.links(from: options) { router.open(link) }  // launched by a link
    }

    // Another app opened a profile:// URL: the origin names it, when the system says.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for link in IncomingLink.links(from: URLContexts) { router.open(link) }
    }

    // A universal link (https): the origin is the web page.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let link = IncomingLink(userActivity: userActivity) { router.open(link) }
    }
}

final class ScreenController<Model: ViewModel>: UIViewController, Screen {  // one per view model in an app
    let viewModel: Model
    init(viewModel: Model) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
