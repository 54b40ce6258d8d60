import Wayfinder

/// An app lifecycle event, handed to every started ``Module`` in priority order.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum LifecycleEvent: Sendable {
    /// The app finished launching (sent by ``ModuleHost/start(launchOptions:)``).
    case didFinishLaunching(options: [String: any Sendable])
    /// The app is about to come to the foreground.
    case willEnterForeground
    /// The app went to the background.
    case didEnterBackground
    /// The app is about to terminate.
    case willTerminate
    /// A URL is being opened (sent by ``ModuleHost/open(_:extras:)`` and ``ModuleHost/openInternal(_:extras:)`` before routing).
    case openURL(String, origin: RouteOrigin)
    /// A user activity continues here: a universal link (`webpageURL`), Handoff, a Spotlight
    /// item (sent by ``ModuleHost/continueUserActivity(type:webpageURL:referrer:)``).
    case continueUserActivity(type: String, webpageURL: String?)
    /// A remote (push) notification arrived.
    case didReceiveRemoteNotification(payload: [String: any Sendable])
    /// The system is short of memory.
    case didReceiveMemoryWarning
    /// An event the app defines, by name.
    case custom(String, payload: [String: any Sendable])

    /// The event's name, as in `didEnterBackground` or `custom(sync)`.
    package var name: String {
        switch self {
        case .didFinishLaunching: "didFinishLaunching"
        case .willEnterForeground: "willEnterForeground"
        case .didEnterBackground: "didEnterBackground"
        case .willTerminate: "willTerminate"
        case .openURL: "openURL"
        case .continueUserActivity: "continueUserActivity"
        case .didReceiveRemoteNotification: "didReceiveRemoteNotification"
        case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
        case .custom(let name, _): "custom(\(name))"
        }
    }
}
