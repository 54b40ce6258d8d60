import Foundation
import Wayfinder

// Deep links and user activities through the host: the modules hear the event, then the router
// opens the URL. Before the modules have started, both wait.

extension ModuleHost {
    /// Opens a link the system handed the app, from the origin the system said: the modules hear
    /// ``LifecycleEvent/openURL(_:origin:)``, then the router opens it. Before the modules have
    /// started, it waits.
    ///
    /// - Parameters:
    ///   - link: The URL and its origin, as an adapter made it from what the system said.
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func open(_ link: IncomingLink, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(link.url.absoluteString, origin: link.origin, extras: extras)
    }

    /// Opens a deep link whose origin you name: the modules hear
    /// ``LifecycleEvent/openURL(_:origin:)``, then the router opens it. Before the modules have
    /// started, it waits. There is no default origin; the app's own links go through
    /// ``openInternal(_:extras:)-(String,_)``.
    ///
    /// - Parameters:
    ///   - url: The deep link, as text.
    ///   - origin: Where it comes from.
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func open(_ url: String, origin: RouteOrigin, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        deliver(Pending(event: .openURL(url, origin: origin), link: (url, origin, extras))) ?? .queued
    }

    /// Opens a deep link whose origin you name; see ``open(_:origin:extras:)-(String,_,_)``.
    ///
    /// - Parameters:
    ///   - url: The deep link.
    ///   - origin: Where it comes from.
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func open(_ url: URL, origin: RouteOrigin, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(url.absoluteString, origin: origin, extras: extras)
    }

    /// Not available: a deep link is opened from an origin you name. The compiler's message says
    /// what to write instead.
    ///
    /// - Parameters:
    ///   - url: The deep link, as text.
    ///   - extras: Values for the route's handler.
    /// - Returns: What the router did (as from an unknown app, were it callable).
    @available(*, unavailable, message: "name where the URL comes from: open(url, origin:) with .otherApp(sourceApplication:), .webPage(referrer:) or .pushNotification for a URL from outside the app, open(link) for an IncomingLink, or openInternal(url) for the app's own links")
    @discardableResult
    public func open(_ url: String, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(url, origin: .otherApp(sourceApplication: nil), extras: extras)
    }

    /// Not available: a deep link is opened from an origin you name; see the `String` form.
    ///
    /// - Parameters:
    ///   - url: The deep link.
    ///   - extras: Values for the route's handler.
    /// - Returns: What the router did (as from an unknown app, were it callable).
    @available(*, unavailable, message: "name where the URL comes from: open(url, origin:) with .otherApp(sourceApplication:), .webPage(referrer:) or .pushNotification for a URL from outside the app, open(link) for an IncomingLink, or openInternal(url) for the app's own links")
    @discardableResult
    public func open(_ url: URL, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(url.absoluteString, origin: .otherApp(sourceApplication: nil), extras: extras)
    }

    /// Opens one of the app's own links, from the app itself (`RouteOrigin.app`), as
    /// `Router.openInternal(_:extras:)` does, the modules hearing it first.
    ///
    /// - Parameters:
    ///   - url: The app's link, as text.
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func openInternal(_ url: String, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(url, origin: .app, extras: extras)
    }

    /// Opens one of the app's own links, from the app itself; see
    /// ``openInternal(_:extras:)-(String,_)``.
    ///
    /// - Parameters:
    ///   - url: The app's link.
    ///   - extras: Values for the route's handler.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did.
    @discardableResult
    public func openInternal(_ url: URL, extras: [String: any Sendable] = [:]) -> DeepLinkDelivery {
        open(url.absoluteString, origin: .app, extras: extras)
    }

    /// Continues a user activity: the modules hear
    /// ``LifecycleEvent/continueUserActivity(type:webpageURL:)``, then a universal link
    /// (`webpageURL`) is opened from `RouteOrigin.webPage(referrer:)`. Before the modules have
    /// started, it waits.
    ///
    /// - Parameters:
    ///   - type: The activity type.
    ///   - webpageURL: The universal link, if any, as text.
    ///   - referrer: The page that linked to it, when known.
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did (`nil` without a URL once
    ///   started).
    @discardableResult
    public func continueUserActivity(type: String, webpageURL: String?, referrer: String? = nil) -> DeepLinkDelivery? {
        let event = LifecycleEvent.continueUserActivity(type: type, webpageURL: webpageURL)
        return deliver(Pending(event: event, link: webpageURL.map { ($0, .webPage(referrer: referrer), [:]) }))
    }

    /// Continues a user activity; see ``continueUserActivity(type:webpageURL:referrer:)-(_,String?,_)``.
    ///
    /// - Parameters:
    ///   - type: The activity type (`NSUserActivity.activityType`).
    ///   - webpageURL: The universal link, if any (`NSUserActivity.webpageURL`).
    ///   - referrer: The page that linked to it, when known (`NSUserActivity.referrerURL`).
    /// - Returns: ``DeepLinkDelivery/queued`` or what the router did (`nil` without a URL once
    ///   started).
    @discardableResult
    public func continueUserActivity(type: String, webpageURL: URL?, referrer: URL? = nil) -> DeepLinkDelivery? {
        continueUserActivity(type: type, webpageURL: webpageURL?.absoluteString, referrer: referrer?.absoluteString)
    }
}
