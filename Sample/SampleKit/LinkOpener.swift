import Wayfinder
import WayfinderComponents

/// Opens an app URL from inside the app, so that modules can link to each other's screens by
/// URL without importing each other. The app shell provides it on top of its ``Router``.
@MainActor
public protocol LinkOpener: AnyObject {
    /// Opens a URL as the app's own link.
    ///
    /// - Parameter url: A `sample://` or `https://` URL.
    /// - Returns: `nil` when it opened, otherwise why not, in words.
    @discardableResult
    func open(_ url: String) -> String?
}

extension ServiceRegistry {
    /// The app's ``LinkOpener``, or `nil` when no module provides one (a module's screens then
    /// offer no cross-module links rather than failing).
    ///
    /// - Returns: The link opener, if registered.
    @MainActor
    public func linkOpener() -> (any LinkOpener)? {
        try? resolve((any LinkOpener).self)
    }
}
