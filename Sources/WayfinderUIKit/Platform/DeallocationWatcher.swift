// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Runs a closure when the object it is attached to goes: the Objective-C runtime releases an
/// object's associated objects as it deallocates. The host watches an app delegate it holds
/// weakly this way (DelegateForwarder.swift).
final class DeallocationWatcher: NSObject {
    /// The key of the association: an address of its own.
    nonisolated(unsafe) private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    private let whenGone: @MainActor @Sendable () -> Void

    private init(whenGone: @escaping @MainActor @Sendable () -> Void) {
        self.whenGone = whenGone
    }

    /// Calls `whenGone` on the main thread when `object` deallocates there (a delegate of UIKit's
    /// is released on the main thread); a later watch of the same object replaces this one.
    static func watch(_ object: AnyObject, whenGone: @escaping @MainActor @Sendable () -> Void) {
        objc_setAssociatedObject(object, UnsafeRawPointer(key), DeallocationWatcher(whenGone: whenGone), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    deinit {
        guard Thread.isMainThread else { return }
        let whenGone = whenGone
        MainActor.assumeIsolated { whenGone() }
    }
}
#endif
