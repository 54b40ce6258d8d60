/// What one command did to the stack: the whole state before and after, and the screens that
/// entered and left.
///
/// Every screen that leaves the stack is named in ``removed``; the stack keeps no reference to it
/// (or to its view model) afterwards.
public struct NavigationChange: Equatable, Sendable {
    /// The stack before the command.
    public let before: StackSnapshot
    /// The stack after the command.
    public let after: StackSnapshot
    /// The screens the command created, in stack order.
    public let inserted: [ScreenSnapshot]
    /// The screens the command removed (and released), in stack order.
    public let removed: [ScreenSnapshot]

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - before: The stack before the command.
    ///   - after: The stack after the command.
    ///   - inserted: The screens the command created.
    ///   - removed: The screens the command removed.
    public init(
        before: StackSnapshot, after: StackSnapshot,
        inserted: [ScreenSnapshot] = [], removed: [ScreenSnapshot] = []
    ) {
        self.before = before
        self.after = after
        self.inserted = inserted
        self.removed = removed
    }

    /// Whether the command left the stack as it was (for instance `popToRoot` at the root).
    public var isEmpty: Bool { before == after }
}

extension NavigationChange: CustomStringConvertible {
    /// A one-line summary, as in `+[#4 RepoViewModel] −[#2 HomeViewModel]`, or `no change`.
    public var description: String {
        var parts: [String] = []
        if !inserted.isEmpty { parts.append("+[\(inserted.map(\.description).joined(separator: ", "))]") }
        if !removed.isEmpty { parts.append("−[\(removed.map(\.description).joined(separator: ", "))]") }
        if parts.isEmpty { return isEmpty ? "no change" : "rearranged" }
        return parts.joined(separator: " ")
    }
}
