import Foundation
import Wayfinder

/// A navigator whose screens include the web page, and a router on its services.
@MainActor
func makeRouter(policy: RoutingPolicy = RoutingPolicy()) throws -> (Navigator, Router) {
    let navigator = try makeNavigator()
    try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
    navigator.services.resetRoot(HomeViewModel())
    return (navigator, Router(services: navigator.services, policy: policy))
}

/// Collects a router's events.
@MainActor
final class RouteEventLog {
    private(set) var events: [RouteEvent] = []
    private var subscription: NavigationSubscription?

    init(_ router: Router) {
        subscription = router.subscribe { [weak self] event in self?.events.append(event) }
    }

    var lines: [String] { events.map(\.description) }
}

struct HandlerError: Error, CustomStringConvertible {
    var description: String { "no such repository" }
}

/// Every origin from outside the app: the policy judges a URL from each of them.
let externalOrigins: [RouteOrigin] = [
    .otherApp(sourceApplication: "com.example.mail"), .otherApp(sourceApplication: nil),
    .webPage(referrer: "https://example.com"), .pushNotification,
]

/// The app's own origin and every origin from outside it.
let allOrigins: [RouteOrigin] = [.app] + externalOrigins
