import Foundation

/// A URL the system hands the app from outside, with the origin that what the system said about
/// it implies: open it with ``Router/open(_:extras:)`` or WayfinderComponents'
/// `ModuleHost.open(_:extras:)`, and the ``RoutingPolicy`` judges it as an outside URL.
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
/// None of them is ever ``RouteOrigin/app``: a URL from outside is never trusted with internal-only
/// routes, schemes or source apps the policy keeps out.
public struct IncomingLink: Hashable, Sendable, CustomStringConvertible {
    /// The activity type of a universal link or a web page handed off from a browser: the value
    /// of Foundation's `NSUserActivityTypeBrowsingWeb` on Apple platforms.
    public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    /// The URL, as the system gave it.
    public let url: URL
    /// Where it comes from, as the system told it.
    public let origin: RouteOrigin

    /// Creates a link from an origin of your own reading, for a source the adapters do not know
    /// (a push notification's payload: ``RouteOrigin/pushNotification``).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - origin: Where it comes from.
    public init(url: URL, origin: RouteOrigin) {
        self.url = url
        self.origin = origin
    }

    /// A URL another app asked the system to open in this one: UIKit's
    /// `scene(_:openURLContexts:)`, a scene's connection options, the launch options'
    /// `.url`. The origin is ``RouteOrigin/otherApp(sourceApplication:)``.
    ///
    /// The system names the source app only when it belongs to the same developer team (since
    /// iOS 13); otherwise `sourceApplication` is `nil`, which a policy with
    /// ``RoutingPolicy/allowedSourceApps`` refuses.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - sourceApplication: The bundle identifier of the app that opened it, when the system
    ///     tells it (`UIOpenURLContext.options.sourceApplication`).
    /// - Returns: The link.
    public static func openedByOtherApp(_ url: URL, sourceApplication: String?) -> IncomingLink {
        IncomingLink(url: url, origin: .otherApp(sourceApplication: sourceApplication))
    }

    /// A user activity the system continues in this app: a universal link, or a web page handed
    /// off from a browser, when its type is ``browsingWebActivityType`` and it has a web page
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
        default: .openedByOtherApp(url, sourceApplication: nil)
        }
    }

    /// The URL and its origin, as in `app://settings from otherApp(unknown)`.
    public var description: String {
        "\(url.absoluteString) from \(origin)"
    }
}
