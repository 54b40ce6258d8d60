import Wayfinder

/// One action of a ``MediatorTarget``: a name, whether a URL may call it, and what it does.
public struct MediatorAction: Sendable {
    /// What an action receives: values by name, of any `Sendable` type (strings only when the
    /// call came from a URL).
    typealias Parameters = [String: any Sendable]

    /// The action's name, as callers spell it.
    public let name: String
    /// Whether a URL (``Mediator/performRemote(_:origin:policy:)``) may call it. Actions are local-only unless
    /// marked, whatever their name.
    public let isRemoteCallable: Bool
    let perform: @MainActor @Sendable (Parameters) throws -> (any Sendable)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - remote: Whether a URL may call it (`false` by default).
    ///   - perform: What it does, on the main actor; it returns a value (a view model, a
    ///     service, a count…) or `nil`.
    public init(
        _ name: String, remote: Bool = false,
        _ perform: @escaping @MainActor @Sendable ([String: any Sendable]) throws -> (any Sendable)?
    ) {
        self.name = name
        self.isRemoteCallable = remote
        self.perform = perform
    }
}
