import Foundation
import Testing
import Wayfinder
import WayfinderComponents
import WayfinderTesting

/// The links the adapters hand a module host (WayfinderTests' IncomingLinkTests has the router's
/// side): the host's policy refuses what the router's refuses, and its modules hear the origin.
@Suite("links from outside the app, through a module host")
@MainActor
struct ModuleHostIncomingLinkTests {
    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test func aModuleHostRefusesTheSameLinksAndItsModulesHearTheOrigin() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let host = ModuleHost(
            navigator: navigator, policy: RoutingPolicy(allowedSchemes: ["myapp"], allowedSourceApps: ["com.example.mail"]))
        try host.router.register("myapp://admin") { _ in .navigate(.push(DetailViewModel())) }
        try host.router.register("myapp://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        _ = host.start()
        let admin = IncomingLink(url: try url("myapp://admin"), origin: .otherApp(sourceApplication: "com.example.mail"))
        let stranger = IncomingLink(url: try url("myapp://detail"), origin: .otherApp(sourceApplication: "com.stranger.app"))
        for link in [admin, stranger] {
            guard case .opened(.failure(.refused)) = host.open(link) else {
                Issue.record("\(link) was not refused")
                continue
            }
        }
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        guard case .opened(.success) = host.openInternal("myapp://admin") else {
            Issue.record("the app's own link was refused")
            return
        }
    }

    @Test func aUniversalLinkThroughTheHostOpensFromItsPageWithItsReferrer() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let host = ModuleHost(navigator: navigator, policy: RoutingPolicy(allowedSchemes: ["https"]))
        var origins: [RouteOrigin] = []
        try host.router.register("https://example.com/detail", access: .exposed) { request in
            origins.append(request.origin)
            return .navigate(.push(DetailViewModel()))
        }
        _ = host.start()
        let page = try url("https://example.com/detail")
        guard case .opened(.success) = host.continueUserActivity(
            type: "NSUserActivityTypeBrowsingWeb", webpageURL: page, referrer: try url("https://search.example"))
        else {
            Issue.record("the universal link did not open")
            return
        }
        guard case .opened(.success) = host.open(IncomingLink(url: page, origin: .pushNotification)) else {
            Issue.record("the URL did not open")
            return
        }
        #expect(origins == [.webPage(referrer: "https://search.example"), .pushNotification])
    }
}
