import Foundation

/// A URL and where it comes from: what ``Router/open(_:extras:)``, ``Router/canOpen(_:)``,
/// ``Router/explain(_:)`` and ``Router/value(for:as:extras:)`` take, so that the
/// ``RoutingPolicy`` judges every URL by its origin. (The app's own links need none:
/// ``Router/openInternal(_:extras:)``.)
///
/// The adapters make these from the system's own objects (`WayfinderUIKit` from a scene's URL
/// contexts, connection options and user activities; `WayfinderSwiftUI` from `onOpenURL` and
/// `onContinueUserActivity`), so the glue an app writes never picks an origin itself:
///
/// ```swift
/// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///     for link in IncomingLink.links(from: contexts) { router.open(link) }
/// }
/// ```
///
/// For a source the adapters do not know, name the origin: a push notification's payload is
/// `IncomingLink(url: payloadURL, origin: .pushNotification)`. None the adapters make is ever
/// ``RouteOrigin/app``: a URL from outside is never trusted with app-only routes, or with schemes,
/// web hosts or source apps the policy keeps out.
public struct IncomingLink: Hashable, Sendable, CustomStringConvertible {
    /// The activity type of a universal link or a web page handed off from a browser: the value
    /// of Foundation's `NSUserActivityTypeBrowsingWeb` on Apple platforms.
    static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    /// The URL, as text, as it was given: it may hold characters a `URL` would need escaped.
    public let url: String
    /// Where it comes from.
    public let origin: RouteOrigin

    /// Creates a link from text and the origin you read for it.
    ///
    /// - Parameters:
    ///   - url: The URL, as text; it may hold characters a `URL` would need escaped.
    ///   - origin: Where it comes from; the policy depends on it.
    public init(url: String, origin: RouteOrigin) {
        self.url = url
        self.origin = origin
    }

    /// Creates a link from a URL and the origin you read for it.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - origin: Where it comes from; the policy depends on it.
    public init(url: URL, origin: RouteOrigin) {
        self.init(url: url.absoluteString, origin: origin)
    }

    /// A user activity the system continues in this app: a universal link, or a web page handed
    /// off from a browser, when its type is `NSUserActivityTypeBrowsingWeb` and it has a web page
    /// URL; the origin is ``RouteOrigin/webPage(referrer:)``. Any other activity (Handoff of the
    /// app's own activities, Spotlight) is not a link: `nil`.
    ///
    /// - Parameters:
    ///   - type: The activity's type (`NSUserActivity.activityType`).
    ///   - webpageURL: Its web page URL (`NSUserActivity.webpageURL`).
    ///   - referrer: The page that linked to it, when known (`NSUserActivity.referrerURL`).
    /// - Returns: The link, or `nil` when the activity is not a web link.
    public static func continuedActivity(type: String, webpageURL: URL?, referrer: URL?) -> IncomingLink? {
        guard type == browsingWebActivityType, let webpageURL else { return nil }
        return IncomingLink(url: webpageURL, origin: .webPage(referrer: referrer?.absoluteString))
    }

    /// A URL the system opens in the app without saying where it comes from (SwiftUI's
    /// `onOpenURL`): an `http` or `https` URL is a universal link (``RouteOrigin/webPage(referrer:)``
    /// with no referrer), any other scheme was opened by an app the system does not name
    /// (``RouteOrigin/otherApp(sourceApplication:)`` with `nil`).
    ///
    /// - Parameter url: The URL to open.
    /// - Returns: The link.
    public static func openedBySystem(_ url: URL) -> IncomingLink {
        switch url.scheme?.lowercased() {
        case "http", "https": IncomingLink(url: url, origin: .webPage(referrer: nil))
        default: IncomingLink(url: url, origin: .otherApp(sourceApplication: nil))
        }
    }

    /// The URL and its origin, as in `app://settings from otherApp(unknown)`.
    public var description: String {
        "\(url) from \(origin)"
    }
}
