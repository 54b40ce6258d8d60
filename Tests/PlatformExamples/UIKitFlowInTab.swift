import UIKit
import Wayfinder
import WayfinderUIKit

/// The orders list: one screen, whichever instance a link makes.
final class OrdersViewModel: ViewModel, Identifiable {
    nonisolated var id: String { "orders" }
}

/// One order.
final class OrderViewModel: ViewModel {
    let number: Int
    init(number: Int) { self.number = number }
}

/// The parameters of an order's link, decoded from the URL.
struct OrderLink: Decodable {
    let number: Int
}

/// The app's own tab bar controller: a feed the app shows itself, and Wayfinder's orders in the
/// second tab. It keeps the navigator, the renderer and the router; the renderer holds the tab
/// bar weakly, so a logout that replaces the window's root frees them all.
final class MainTabBarController: UITabBarController {
    private let navigator = Navigator(screens: ScreenMap())
    private var renderer: UIKitRenderer?
    private(set) var router: Router?
    private let analytics = ScreenAnalytics()

    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UINavigationController(rootViewController: UIViewController())
        let orders = UINavigationController()
        viewControllers = [feed, orders]
        do {
            try navigator.screens.register(OrdersViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(OrderViewModel.self) { ScreenController(viewModel: $0) }
            renderer = try UIKitRenderer(tab: 1, of: self, navigator: navigator)
            let router = Router(services: navigator.services)
            // A link into the tab: the tab is selected, what covers it goes, and the list stays.
            try router.register(
                "myapp://orders/:number<Int>", access: .exposed, shows: [OrdersViewModel.self, OrderViewModel.self]
            ) { (link: OrderLink, _) in
                .navigate(.showInTab(1, [OrdersViewModel(), OrderViewModel(number: link.number)]))
            }
            self.router = router
        } catch {
            assertionFailure("navigation set-up: \(error)")  // RendererError.noNavigationContainer(inTab: 1): not a navigation controller
        }
        navigator.services.resetRoot(OrdersViewModel())
        orders.delegate = analytics  // set after adoption: it goes behind the renderer's, and hears every callback
    }
}

/// The app's analytics, as a navigation controller delegate.
final class ScreenAnalytics: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("shown: \(type(of: viewController))")
    }
}
