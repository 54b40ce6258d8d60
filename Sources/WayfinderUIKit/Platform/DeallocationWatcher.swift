// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Runs a closure when the object it is attached to goes: the Objective-C runtime releases an
/// object's associated objects as it deallocates. The host watches an app delegate it holds
/// weakly this way (DelegateForwarder.swift).
final class DeallocationWatcher: NSObject {
    private let whenGone: @MainActor @Sendable () -> Void

    private init(whenGone: @escaping @MainActor @Sendable () -> Void) {
        self.whenGone = whenGone
    }

    /// Calls `whenGone` on the main thread when `object` deallocates. The association's key is
    /// the watcher's `owner` (a forwarder): each owner has its own watch of an object, and a
    /// later watch by the same owner replaces the earlier one.
    static func watch(_ object: AnyObject, for owner: AnyObject, whenGone: @escaping @MainActor @Sendable () -> Void) {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
        objc_setAssociatedObject(object, key, DeallocationWatcher(whenGone: whenGone), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    deinit {
        let whenGone = whenGone
        guard Thread.isMainThread else {
            Task { @MainActor in whenGone() }
            return
        }
        MainActor.assumeIsolated { whenGone() }
    }
}
#endif
