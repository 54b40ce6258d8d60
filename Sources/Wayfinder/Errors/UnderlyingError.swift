/// An error thrown by code of the app's (a route handler, a service factory, a module), kept as
/// it was thrown inside one of Wayfinder's errors.
///
/// ```swift
/// if case .handlerFailed(_, let underlying) = error, let notFound = underlying.error as? NotFound { … }
/// ```
///
/// It compares by the error's type and description, so the errors that carry it stay
/// `Equatable` and `Hashable`.
public struct UnderlyingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error as thrown.
    public let error: any Error

    /// Keeps an error.
    ///
    /// - Parameter error: The error as thrown.
    package init(_ error: any Error) {
        self.error = error
    }

    /// The error's own description.
    public var description: String { String(describing: error) }

    /// Whether two errors have the same type and description.
    ///
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another error.
    /// - Returns: Whether they have the same type and description.
    public static func == (lhs: UnderlyingError, rhs: UnderlyingError) -> Bool {
        type(of: lhs.error) == type(of: rhs.error) && lhs.description == rhs.description
    }

    /// Hashes the error's type and description.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: error)))
        hasher.combine(description)
    }
}
