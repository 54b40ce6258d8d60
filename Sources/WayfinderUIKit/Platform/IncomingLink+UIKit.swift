// Compiled on Apple platforms with UIKit only; see UIKitHost.swift. Each function reads what
// UIKit says about a URL and forwards it to IncomingLink's factories in Wayfinder, which decide
// the origin (tested there on every platform).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension IncomingLink {
    /// The links of the URL contexts a scene receives in `scene(_:openURLContexts:)`, each from
    /// the app that opened it (`RouteOrigin.otherApp(sourceApplication:)`, with the source
    /// application the system names).
    ///
    /// The system names the source app only when it belongs to the same developer team (since
    /// iOS 13); otherwise `sourceApplication` is `nil`, which a policy with
    /// `RoutingPolicy.allowedSourceApps` refuses.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     for link in IncomingLink.links(from: contexts) { router.open(link) }
    /// }
    /// ```
    ///
    /// - Parameter contexts: The URL contexts, as UIKit hands them.
    /// - Returns: One link a context.
    @MainActor
    public static func links(from contexts: Set<UIOpenURLContext>) -> [IncomingLink] {
        contexts.map { IncomingLink(url: $0.url, origin: .otherApp(sourceApplication: $0.options.sourceApplication)) }
    }

    /// The links a scene is started with, in `scene(_:willConnectTo:options:)`: the URLs other
    /// apps opened it with, then its universal links (`RouteOrigin.webPage(referrer:)`).
    ///
    /// - Parameter options: The scene's connection options.
    /// - Returns: The links, URL contexts first.
    @MainActor
    public static func links(from options: UIScene.ConnectionOptions) -> [IncomingLink] {
        links(from: options.urlContexts) + options.userActivities.compactMap(IncomingLink.init(userActivity:))
    }

    /// The link an app without scenes is launched with, from
    /// `application(_:didFinishLaunchingWithOptions:)`'s `.url` and `.sourceApplication`.
    ///
    /// Read it only in an app whose `didFinishLaunching` returns `false` for a URL: when it
    /// returns `true`, UIKit hands the same URL to `application(_:open:options:)` next (see
    /// ``IncomingLink/init(url:options:)``), and opening both would open it twice.
    ///
    /// - Parameter launchOptions: The launch options, as UIKit hands them.
    /// - Returns: The link, or none.
    public static func links(fromLaunchOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> [IncomingLink] {
        guard let url = launchOptions?[.url] as? URL else { return [] }
        return [IncomingLink(url: url, origin: .otherApp(sourceApplication: launchOptions?[.sourceApplication] as? String))]
    }

    /// The link an app without scenes is asked to open in `application(_:open:options:)`.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - options: The options UIKit hands with it; its `.sourceApplication` names the app.
    public init(url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) {
        self.init(url: url, origin: .otherApp(sourceApplication: options[.sourceApplication] as? String))
    }

    /// The universal link a user activity continues (`scene(_:continue:)`,
    /// `application(_:continue:restorationHandler:)`), or `nil` when the activity is not a web
    /// link (see `IncomingLink.continuedActivity(type:webpageURL:referrer:)`).
    ///
    /// - Parameter userActivity: The activity, as UIKit hands it.
    public init?(userActivity: NSUserActivity) {
        guard let link = IncomingLink.continuedActivity(
            type: userActivity.activityType, webpageURL: userActivity.webpageURL, referrer: userActivity.referrerURL)
        else { return nil }
        self = link
    }
}
#endif
