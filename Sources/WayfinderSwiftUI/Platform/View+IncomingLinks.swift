// Compiled where SwiftUI exists only; see NavigationModelView.swift. It reads what SwiftUI says
// about a URL and forwards it to IncomingLink's factories in Wayfinder, which decide the origin
// (tested there on every platform).
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// The activity type of a universal link: Foundation's `NSUserActivityTypeBrowsingWeb`, which
/// `IncomingLink.continuedActivity(type:webpageURL:referrer:)` looks for.
private let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Hands `action` the links the system opens in the app, each with the origin the system
    /// implies: URLs (`onOpenURL`: a web URL is a universal link, any other was opened by an app
    /// SwiftUI does not name) and universal links continued as user activities
    /// (`onContinueUserActivity`, with their referrer). None is ever from the app itself.
    ///
    /// ```swift
    /// NavigationModelView(model: model)
    ///     .onIncomingLink { link in router.open(link) }
    /// ```
    ///
    /// - Parameter action: Opens a link, usually with `Router.open(_:extras:)` or
    ///   `ModuleHost.open(_:extras:)`.
    /// - Returns: The view, handing over its links.
    public func onIncomingLink(perform action: @escaping @MainActor (IncomingLink) -> Void) -> some View {
        onOpenURL { url in action(.openedBySystem(url)) }
            .onContinueUserActivity(browsingWebActivityType) { activity in
                let link = IncomingLink.continuedActivity(
                    type: activity.activityType, webpageURL: activity.webpageURL, referrer: activity.referrerURL)
                if let link { action(link) }
            }
    }
}
#endif
