/// One screen of a ``StackSnapshot``: its identifier and the types of its view model and screen.
///
/// A snapshot holds no reference to the screen or its view model, so keeping snapshots (in a
/// test, a log or a change event) never keeps a popped screen alive.
public struct ScreenSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The screen's identifier in its stack.
    public let id: ScreenID
    /// The type of the screen's view model, e.g. `RepoViewModel.self`.
    public let viewModelType: Any.Type
    /// The type of the screen, e.g. `RepoScreen.self`.
    public let screenType: Any.Type

    /// Creates a screen snapshot, for instance the expected value in a test.
    ///
    /// - Parameters:
    ///   - id: The screen's identifier.
    ///   - viewModelType: The type of its view model.
    ///   - screenType: The type of the screen.
    package init(id: ScreenID, viewModelType: Any.Type, screenType: Any.Type) {
        self.id = id
        self.viewModelType = viewModelType
        self.screenType = screenType
    }

    /// The unqualified name of the view model type, e.g. `RepoViewModel`.
    public var viewModelTypeName: String { TypeNames.name(of: viewModelType) }

    /// The identifier and the view model type, as in `#3 RepoViewModel`.
    public var description: String { "\(id) \(viewModelTypeName)" }

    /// Two screen snapshots are equal when identifier and both types are.
    ///
    /// - Parameters:
    ///   - lhs: A snapshot.
    ///   - rhs: Another snapshot.
    /// - Returns: Whether they describe the same screen.
    public static func == (lhs: ScreenSnapshot, rhs: ScreenSnapshot) -> Bool {
        lhs.id == rhs.id && lhs.viewModelType == rhs.viewModelType
            && lhs.screenType == rhs.screenType
    }

    /// Hashes the identifier and both types.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ObjectIdentifier(viewModelType))
        hasher.combine(ObjectIdentifier(screenType))
    }
}
