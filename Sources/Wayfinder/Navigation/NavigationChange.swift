/// What one command did to the stack: the whole state before and after, and the screens that
/// entered and left.
///
/// Every screen that leaves the stack is named in ``removed``; the stack keeps no reference to it
/// (or to its view model) afterwards.
public struct NavigationChange: Equatable, Sendable {
    /// The screens that entered and left: most commands name one, kept inline (no array a
    /// command, and one small value to copy as the change travels to observers and renderers).
    private enum Screens: Equatable, Sendable {
        case none
        case insertedOne(ScreenSnapshot)
        case removedOne(ScreenSnapshot)
        case lists(inserted: [ScreenSnapshot], removed: [ScreenSnapshot])

        init(inserted: [ScreenSnapshot], removed: [ScreenSnapshot]) {
            switch (inserted.count, removed.count) {
            case (0, 0): self = .none
            case (1, 0): self = .insertedOne(inserted[0])
            case (0, 1): self = .removedOne(removed[0])
            default: self = .lists(inserted: inserted, removed: removed)
            }
        }
    }

    /// The stack before the command.
    public let before: StackSnapshot
    /// The stack after the command.
    public let after: StackSnapshot
    private let screens: Screens

    /// The screens the command created, in stack order.
    public var inserted: [ScreenSnapshot] {
        switch screens {
        case .insertedOne(let screen): [screen]
        case .lists(let inserted, _): inserted
        case .none, .removedOne: []
        }
    }

    /// The screens the command removed (and released), in stack order.
    public var removed: [ScreenSnapshot] {
        switch screens {
        case .removedOne(let screen): [screen]
        case .lists(_, let removed): removed
        case .none, .insertedOne: []
        }
    }

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - before: The stack before the command.
    ///   - after: The stack after the command.
    ///   - inserted: The screens the command created.
    ///   - removed: The screens the command removed.
    init(
        before: StackSnapshot, after: StackSnapshot,
        inserted: [ScreenSnapshot] = [], removed: [ScreenSnapshot] = []
    ) {
        self.init(before: before, after: after, screens: Screens(inserted: inserted, removed: removed))
    }

    /// A change that created one screen (a push).
    init(before: StackSnapshot, after: StackSnapshot, insertedOne screen: ScreenSnapshot) {
        self.init(before: before, after: after, screens: .insertedOne(screen))
    }

    /// A change that removed one screen (a pop).
    init(before: StackSnapshot, after: StackSnapshot, removedOne screen: ScreenSnapshot) {
        self.init(before: before, after: after, screens: .removedOne(screen))
    }

    private init(before: StackSnapshot, after: StackSnapshot, screens: Screens) {
        self.before = before
        self.after = after
        self.screens = screens
    }

    /// The same change, ending at another stack (the question taken away after it).
    func ending(at after: StackSnapshot) -> NavigationChange {
        NavigationChange(before: before, after: after, screens: screens)
    }

    /// Whether the command left the stack as it was (for instance `popToRoot` at the root).
    package var isEmpty: Bool { before == after }
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
