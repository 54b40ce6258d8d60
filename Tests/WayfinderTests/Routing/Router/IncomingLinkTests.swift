import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The glue between what the system says about a URL and the router: each path the adapters
/// forward (a URL another app opened, a scene's launch, a universal link, SwiftUI's `onOpenURL`)
/// gives an outside origin, and the policy refuses what it keeps out on every one of them.
@Suite("links from outside the app")
@MainActor
struct IncomingLinkTests {
    /// A glue path: how an adapter turns what the system said into a link.
    struct GluePath: CustomTestStringConvertible, Sendable {
        let name: String
        /// A URL of a scheme the path takes that a policy listing only `myapp` refuses.
        let foreign: String
        let make: @Sendable (URL) -> IncomingLink?
        var testDescription: String { name }
    }

    /// UIKit's `scene(_:openURLContexts:)`, a scene's connection options and the launch options
    /// all carry a URL and the source app the system named.
    nonisolated static let fromOtherApps: [GluePath] = [
        GluePath(name: "a URL another app opened, named", foreign: "other://detail") {
            IncomingLink(url: $0, origin: .otherApp(sourceApplication: "com.stranger.app"))
        },
        GluePath(name: "a URL another app opened, unnamed", foreign: "other://detail") {
            IncomingLink(url: $0, origin: .otherApp(sourceApplication: nil))
        },
        GluePath(name: "SwiftUI's onOpenURL", foreign: "other://detail") { .openedBySystem($0) },
    ]
    /// `scene(_:continue:)`, a scene's connection options' activities and SwiftUI's
    /// `onContinueUserActivity`: a universal link.
    nonisolated static let fromTheWeb: [GluePath] = [
        GluePath(name: "a universal link", foreign: "https://example.com/detail") {
            .continuedActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: $0, referrer: URL(string: "https://example.com"))
        },
        GluePath(name: "SwiftUI's onOpenURL with a web URL", foreign: "https://example.com/detail") {
            .openedBySystem($0)
        },
    ]
    nonisolated static let every = fromOtherApps + fromTheWeb

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test(arguments: every)
    func noPathGivesTheAppsOwnOrigin(_ path: GluePath) throws {
        for text in ["myapp://settings", "https://example.com/settings"] {
            let link = try #require(path.make(try url(text)))
            #expect(link.origin != .app, "\(path.name): \(link)")
        }
    }

    @Test(arguments: every)
    func anAppOnlyRouteIsRefused(_ path: GluePath) throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["myapp", "https"]))
        try router.register("myapp://admin") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("https://example.com/admin") { _ in .navigate(.push(DetailViewModel())) }
        let before = navigator.stack.snapshot
        for text in ["myapp://admin", "https://example.com/admin"] {
            let link = try #require(path.make(try url(text)))
            guard case .failure(.refused(.notExposed(_, let origin))) = router.open(link) else {
                Issue.record("\(path.name): \(text) was not refused as not exposed")
                continue
            }
            #expect(origin == link.origin)
            #expect(!router.canOpen(link))
        }
        #expect(navigator.stack.snapshot == before)
        #expect(router.openInternal("myapp://admin").isSuccess)  // the app's own code may
    }

    /// A link of a scheme the policy does not list: a custom one from an app, `https` from the
    /// web.
    @Test(arguments: every)
    func aForeignSchemeIsRefused(_ path: GluePath) throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["myapp"]))
        try router.register(path.foreign) { _ in .navigate(.push(DetailViewModel())) }
        let before = navigator.stack.snapshot
        let link = try #require(path.make(try url(path.foreign)))
        #expect(router.open(link).failure == .refused(.schemeNotAllowed(try #require(URL(string: link.url)?.scheme))))
        #expect(navigator.stack.snapshot == before)
    }

    @Test(arguments: fromOtherApps)
    func anUnknownSourceAppIsRefused(_ path: GluePath) throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["myapp"], allowedSourceApps: ["com.example.mail"]))
        try router.register("myapp://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        let before = navigator.stack.snapshot
        let link = try #require(path.make(try url("myapp://detail")))
        guard case .failure(.refused(.sourceAppNotAllowed(let app, pattern: nil))) = router.open(link) else {
            Issue.record("\(path.name): an unknown source app was let in")
            return
        }
        #expect(app == nil || app == "com.stranger.app")
        #expect(navigator.stack.snapshot == before)
        // The app the policy names is let in.
        #expect(router.open(IncomingLink(url: "myapp://detail", origin: .otherApp(sourceApplication: "com.example.mail"))).isSuccess)
    }

    @Test func onlyAWebBrowsingActivityWithAPageIsALink() throws {
        let page = try url("https://example.com/a")
        let link = IncomingLink.continuedActivity(
            type: "NSUserActivityTypeBrowsingWeb", webpageURL: page, referrer: try url("https://search.example"))
        #expect(link == IncomingLink(url: page, origin: .webPage(referrer: "https://search.example")))
        #expect(IncomingLink.continuedActivity(type: "com.example.app.reading", webpageURL: page, referrer: nil) == nil)
        #expect(IncomingLink.continuedActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: nil, referrer: nil) == nil)
    }

    @Test func swiftUIsOpenURLTellsAWebLinkFromAnAppsByItsScheme() throws {
        #expect(IncomingLink.openedBySystem(try url("HTTPS://example.com")).origin == .webPage(referrer: nil))
        #expect(IncomingLink.openedBySystem(try url("http://example.com")).origin == .webPage(referrer: nil))
        #expect(IncomingLink.openedBySystem(try url("myapp://x")).origin == .otherApp(sourceApplication: nil))
        #expect("\(IncomingLink.openedBySystem(try url("myapp://x")))" == "myapp://x from otherApp(unknown)")
    }

    @Test func aURLOpensAsItsTextDoesAndAsksForAnOrigin() throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["myapp"]))
        try router.register("myapp://detail/:id<Int>", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        let address = try url("myapp://detail/7")
        #expect(router.canOpen(IncomingLink(url: address, origin: .otherApp(sourceApplication: nil))))
        #expect(router.explain(IncomingLink(url: address, origin: .pushNotification)).description
            == router.explain(IncomingLink(url: "myapp://detail/7", origin: .pushNotification)).description)
        #expect(router.open(IncomingLink(url: address, origin: .pushNotification)).isSuccess)
        #expect(router.openInternal(address.absoluteString).isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self, DetailViewModel.self]))
    }
}
