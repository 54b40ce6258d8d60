import Foundation

/// Keeps the chosen theme. The Settings manifest registers ``InMemoryThemeStore`` for it.
public protocol ThemeStore: AnyObject, Sendable {
    /// The chosen theme.
    var theme: Theme { get set }
}

/// A ``ThemeStore`` kept in memory, safe to use from any thread.
public final class InMemoryThemeStore: ThemeStore, @unchecked Sendable {
    // NSLock rather than `Synchronization.Mutex`, which needs macOS 15: the package supports 13.
    private let lock = NSLock()
    private var stored: Theme

    /// Creates a store.
    ///
    /// - Parameter theme: The theme at first; ``Theme/classic`` by default.
    public init(theme: Theme = .classic) {
        stored = theme
    }

    /// The chosen theme.
    public var theme: Theme {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
