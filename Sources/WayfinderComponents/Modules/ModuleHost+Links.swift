import Foundation
import Wayfinder

// Deep links and user activities through the host: the modules hear the event, then the router
// opens the URL. Before the modules have started, both wait. The host has one entry for a URL
// from outside (an IncomingLink, which carries its origin) and one for the app's own, as the
// router does; asking without opening (canOpen, explain, value(for:as:)) is the router's alone:
// `host.router`.

extension ModuleHost {
    /// Opens a URL from outside the app, from the origin its link carries: the modules hear
    /// ``LifecycleEvent/openURL(_:origin:)``, then the router opens it, as
    /// `Router.open(_:extras:)` does. Before the modules have started, it waits.
    ///
    /// ```swift
    /// host.open(IncomingLink(url: payloadURL, origin: .pushNotification))
    /// ```
    ///
    /// - Parameters:
    ///   - link: The URL and its origin, as an adapter made it from what the system said, or as
    ///     you read it (`IncomingLink(url:origin:)`).
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func open(_ link: IncomingLink, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        deliver(Pending(event: .openURL(link.url, origin: link.origin), link: (link.url, link.origin, extras))) ?? .queued
    }

    /// Not available: a URL from outside is opened with the origin its `IncomingLink` carries,
    /// the app's own with ``openInternal(_:extras:)``. The compiler's message says what to write.
    ///
    /// - Parameters:
    ///   - url: The deep link, as text.
    ///   - extras: Values for the route's handler.
    /// - Returns: What the router did (as from an unknown app, were it callable).
    @available(*, unavailable, message: "name where the URL comes from: open(IncomingLink(url: url, origin: ...)) with .otherApp(sourceApplication:), .webPage(referrer:) or .pushNotification for a URL from outside the app, or openInternal(url) for the app's own links")
    @discardableResult
    public func open(_ url: String, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(IncomingLink(url: url, origin: .otherApp(sourceApplication: nil)), extras: extras)
    }

    /// Opens one of the app's own links, from the app itself (`RouteOrigin.app`), as
    /// `Router.openInternal(_:extras:)` does, the modules hearing it first.
    ///
    /// - Parameters:
    ///   - url: The app's link, as text (a `URL`'s `absoluteString`).
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func openInternal(_ url: String, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(IncomingLink(url: url, origin: .app), extras: extras)
    }

    /// Continues a user activity: the modules hear
    /// ``LifecycleEvent/continueUserActivity(type:webpageURL:)``, then a universal link
    /// (`webpageURL`) is opened from `RouteOrigin.webPage(referrer:)`. Before the modules have
    /// started, it waits.
    ///
    /// - Parameters:
    ///   - type: The activity type (`NSUserActivity.activityType`).
    ///   - webpageURL: The universal link, if any (`NSUserActivity.webpageURL`).
    ///   - referrer: The page that linked to it, when known (`NSUserActivity.referrerURL`).
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did (`nil` without a URL once
    ///   started).
    @discardableResult
    public func continueUserActivity(type: String, webpageURL: URL?, referrer: URL? = nil) -> DeepLinkDelivery? {
        let url = webpageURL?.absoluteString
        let event = LifecycleEvent.continueUserActivity(type: type, webpageURL: url)
        return deliver(Pending(event: event, link: url.map { ($0, .webPage(referrer: referrer?.absoluteString), [:]) }))
    }
}
