import Foundation
import Wayfinder

/// Fuzz target `match`: a URL (the input after its first byte) opened from an origin (the first
/// byte) by a router with a fixed table: exposed routes with parameters, a wildcard, optional
/// segments, an app-only route, a route for one source app, web pages for one host and rewrite
/// rules that decode what they capture. However it ends, these hold:
///
/// - no external origin reaches the app-only route, and no other app but the allowed one
///   reaches the source-app route (web pages and notifications have no source app: the router
///   leaves them to the route's access);
/// - no external origin opens a web page of a host the policy does not name;
/// - no external origin hands the wildcard a `.` or `..` segment;
/// - the route of `shop.example` is handed no URL whose host Foundation reads otherwise;
/// - a URL `canOpen` refuses does not open, and a refused URL leaves the stack as it was.
@MainActor
enum MatchFuzzTarget {
    /// - Returns: What went wrong, or `nil`.
    static func run(_ input: FuzzInput) -> String? {
        guard let selector = input.bytes.first else { return nil }
        let origin = origins[Int(selector) % origins.count]
        let url = String(decoding: input.bytes.dropFirst(), as: UTF8.self)
        let fixture = Fixture.shared
        if let problem = fixture.problems.first { return "the fixture is broken: \(problem)" }
        fixture.reached = []
        fixture.wildcardPath = nil
        fixture.productURL = nil
        fixture.navigator.services.resetRoot(Page())
        let before = fixture.navigator.stack.snapshot
        let openable = fixture.router.canOpen(IncomingLink(url: url, origin: origin))
        _ = fixture.router.explain(IncomingLink(url: url, origin: origin))
        let opened = fixture.router.open(IncomingLink(url: url, origin: origin))

        let external = origin != .app
        if external, fixture.reached.contains(.admin) { return "\(origin) reached the app-only route with \(url.debugDescription)" }
        if external, case .success = opened, let page = fixture.navigator.stack.topViewModel as? WebPageViewModel,
           page.url.host(percentEncoded: false)?.lowercased() != Fixture.webHost {
            return "\(origin) opened the web page \(page.url) with \(url.debugDescription)"
        }
        if fixture.reached.contains(.pay), case .otherApp(let source) = origin, source != "com.bank.app" {
            return "\(origin) reached the source-app route with \(url.debugDescription)"
        }
        // One reading: a route matched on a host is handed a URL whose host Foundation reads alike.
        if fixture.reached.contains(.product), let handed = fixture.productURL,
           URL(string: handed)?.host(percentEncoded: false)?.lowercased() != "shop.example" {
            return "the route of shop.example was handed \(handed.debugDescription) for \(url.debugDescription)"
        }
        if external, let path = fixture.wildcardPath,
           path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == "." || $0 == ".." }) {
            return "\(origin) handed the wildcard \(path.debugDescription) from \(url.debugDescription)"
        }
        switch opened {
        case .success:
            if !openable { return "\(url.debugDescription) opened from \(origin), but canOpen said no" }
        case .failure:
            if fixture.navigator.stack.snapshot != before { return "a refused \(url.debugDescription) changed the stack" }
        }
        return nil
    }

    private static let origins: [RouteOrigin] = [
        .app, .otherApp(sourceApplication: nil), .otherApp(sourceApplication: "com.bank.app"),
        .otherApp(sourceApplication: "com.evil.app"), .webPage(referrer: "https://evil.example"), .pushNotification,
    ]

    private final class Page: ViewModel {}

    private final class PageScreen: Screen {
        let viewModel: Page
        init(viewModel: Page) { self.viewModel = viewModel }
    }

    private final class WebScreen: Screen {
        let viewModel: WebPageViewModel
        init(viewModel: WebPageViewModel) { self.viewModel = viewModel }
    }

    /// The router under test, built once: building it for every input would cost more than the
    /// input itself.
    @MainActor
    private final class Fixture {
        enum Route { case detail, admin, pay, files, search, product }
        /// The one host whose web pages the outside may open.
        static let webHost = "www.shop.example"

        static let shared = Fixture()

        let navigator: Navigator
        let router: Router
        var reached: Set<Route> = []
        var wildcardPath: String?
        /// The URL the route of `shop.example` was handed, when it ran.
        var productURL: String?
        /// What failed while the fixture was built (nothing, unless the fixture itself is wrong).
        private(set) var problems: [String] = []

        private init() {
            let screens = ScreenMap()
            do {
                try screens.register(Page.self) { PageScreen(viewModel: $0) }
                try screens.register(WebPageViewModel.self) { WebScreen(viewModel: $0) }
            } catch {
                problems.append("\(error)")
            }
            navigator = Navigator(screens: screens)
            router = Router(
                services: navigator.services,
                policy: RoutingPolicy(allowedSchemes: ["app", "https"], allowedWebHosts: [Fixture.webHost], maximumURLLength: 2_048))
            register("app://detail/:id<Int>", .detail)
            register("app://admin/:section", .admin, access: .appOnly)
            register("app://pay/:amount<Double>", .pay, sourceApps: ["com.bank.app"])
            register("app://files/*path", .files)
            register("app://search(/:query)", .search)
            register("https://shop.example/product/:id", .product)
            router.setWebPages()
            do {
                try router.addRewriteRule(#"https://shop\.example/p/(\w+)"#, "app://detail/$1")
                try router.addRewriteRule(#"https://go\.shop\.example/(.*)"#, "$#1")
                try router.addRewriteRule(#"app://old/([^/?#]+)/(.*)"#, "app://$1/$2")
            } catch {
                problems.append("\(error)")
            }
        }

        private func register(
            _ pattern: String, _ route: Route, access: RouteAccess = .exposed, sourceApps: Set<String>? = nil
        ) {
            do {
                try router.register(pattern, access: access, sourceApps: sourceApps) { [unowned self] request in
                    reached.insert(route)
                    if route == .files { wildcardPath = request.match.parameters["path"] }
                    if route == .product { productURL = request.match.url }
                    return .navigate(.push(Page()))
                }
            } catch {
                problems.append("\(error)")
            }
        }
    }
}
