/// A module that failed: its name, when, and why. Returned by ``ModuleHost`` calls and kept in
/// ``ModuleHost/failures``.
public struct ModuleFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The module's name.
    public let module: String
    /// `register`, or the name of the event it failed to handle.
    public let phase: String
    /// The error, described.
    public let message: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - module: The module's name.
    ///   - phase: `register` or an event's name.
    ///   - message: The error, described.
    public init(module: String, phase: String, message: String) {
        self.module = module
        self.phase = phase
        self.message = message
    }

    /// A line such as `Profile failed in register: the route pattern … is identical to …`.
    public var description: String {
        "\(module) failed in \(phase): \(message)"
    }
}
