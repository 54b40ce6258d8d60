import Wayfinder

/// A module that failed: its name, when, and the error it threw. Returned by
/// ``ModuleHost/start(launchOptions:)`` and ``ModuleHost/send(_:)``.
public struct ModuleFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The module's name.
    public let module: String
    /// When it failed.
    public let phase: ModulePhase
    /// The error it threw.
    public let error: UnderlyingError

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - module: The module's name.
    ///   - phase: When it failed.
    ///   - error: The error it threw.
    package init(module: String, phase: ModulePhase, error: any Error) {
        self.module = module
        self.phase = phase
        self.error = UnderlyingError(error)
    }

    /// A line such as `Profile failed in register: the route pattern … is identical to …`.
    public var description: String {
        "\(module) failed in \(phase): \(error)"
    }
}
