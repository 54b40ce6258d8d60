import Wayfinder

/// A stack as a test states it: the view model types of each level's screens (of each tab, for a
/// tab level), without identifiers. Two shapes are equal when their levels hold the same types in
/// the same places.
///
/// ```swift
/// let expected = StackShape([HomeViewModel.self, RepoViewModel.self], modals: [[LoginViewModel.self]])
/// #expect(StackShape(navigator.stack.snapshot) == expected)
/// ```
///
/// Its ``lines`` print one line per level, tab and screen:
///
/// ```text
/// root
///   HomeViewModel
///   RepoViewModel
/// modal 1
///   LoginViewModel
/// ```
public struct StackShape: Equatable, Sendable, CustomStringConvertible {
    /// One screen: its view model type.
    public struct Screen: Equatable, Sendable, CustomStringConvertible {
        /// The view model type's name, as in `RepoViewModel`.
        public let name: String
        private let type: ObjectIdentifier

        init(_ type: Any.Type) {
            self.name = String(describing: type)
            self.type = ObjectIdentifier(type)
        }

        /// The view model type's name.
        public var description: String { name }
    }

    /// One level: one navigation controller, or one per tab.
    public struct Level: Equatable, Sendable {
        /// The screens of each navigation controller, root first.
        public let controllers: [[Screen]]
        /// The selected controller (tab).
        public let selectedIndex: Int
        /// The tab container type's name, for a tab level.
        public let tabContainer: String?
    }

    /// The levels, root first.
    public let levels: [Level]

    /// The shape of a snapshot, tabs included.
    ///
    /// - Parameter snapshot: The stack to describe.
    public init(_ snapshot: StackSnapshot) {
        levels = snapshot.levels.map { level in
            Level(
                controllers: level.controllers.map { $0.screens.map { Screen($0.viewModelType) } },
                selectedIndex: level.selectedIndex,
                tabContainer: level.tabContainerType.map { String(describing: $0) })
        }
    }

    /// A shape of plain levels (no tabs).
    ///
    /// - Parameters:
    ///   - root: The root level's view model types, root first.
    ///   - modals: Each modal level's view model types, bottom level first.
    public init(_ root: [any ViewModel.Type], modals: [[any ViewModel.Type]] = []) {
        levels = ([root] + modals).map { types in
            Level(controllers: [types.map { Screen($0) }], selectedIndex: 0, tabContainer: nil)
        }
    }

    /// The path the user sees: each level's selected navigation controller only, without tabs.
    public var visiblePath: StackShape {
        StackShape(levels: levels.map { level in
            Level(controllers: [level.controllers[level.selectedIndex]], selectedIndex: 0, tabContainer: nil)
        })
    }

    private init(levels: [Level]) {
        self.levels = levels
    }

    /// One line per level, tab and screen; `(empty stack)` for an empty stack.
    public var lines: [String] {
        guard !levels.isEmpty else { return ["(empty stack)"] }
        var lines: [String] = []
        for (index, level) in levels.enumerated() {
            let title = index == 0 ? "root" : "modal \(index)"
            if let container = level.tabContainer {
                lines.append("\(title) · tabs \(container)")
                for (tab, screens) in level.controllers.enumerated() {
                    lines.append("  tab \(tab)\(tab == level.selectedIndex ? " (selected)" : "")")
                    lines += screens.map { "    \($0)" }
                }
            } else {
                lines.append(title)
                lines += level.controllers[level.selectedIndex].map { "  \($0)" }
            }
        }
        return lines
    }

    /// The ``lines``, joined.
    public var description: String { lines.joined(separator: "\n") }
}
