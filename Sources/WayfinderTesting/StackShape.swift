import Wayfinder

/// A stack as a test states it: the view model types of each level's screens (of each tab, for a
/// tab level; of each column, for a split level), without identifiers. Two shapes are equal when
/// their levels hold the same types in the same places. An expected shape can also check values:
/// its screens made with ``ScreenShape/screen(_:where:)`` carry predicates, which ``TestNavigator/expectStack(_:fileID:filePath:line:column:)-(StackShape,_,_,_,_)``
/// runs on the view models shown.
///
/// ```swift
/// let expected = StackShape([HomeViewModel.self, RepoViewModel.self], modals: [[LoginViewModel.self]])
/// #expect(StackShape(navigator.stack.snapshot) == expected)
/// ```
///
/// Its ``lines`` print one line per level, tab, column and screen, and the question shown, if any:
///
/// ```text
/// root
///   HomeViewModel
///   RepoViewModel
/// modal 1
///   LoginViewModel
///   ? Sign in with your passkey?
/// ```
public struct StackShape: Equatable, Sendable, CustomStringConvertible {
    /// One screen: its view model type and, in an expected shape, a predicate on its values.
    public struct ScreenShape: Equatable, Sendable, CustomStringConvertible {
        /// The view model type's name, as in `RepoViewModel`.
        public let name: String
        private let type: ObjectIdentifier
        /// What must hold for the view model; only an expected shape has one.
        let predicate: (@MainActor @Sendable (any ViewModel) -> Bool)?
        /// Whether the screen checks values.
        var hasPredicate: Bool { predicate != nil }

        init(_ type: Any.Type) {
            self.name = TypeNames.name(of: type)
            self.type = ObjectIdentifier(type)
            self.predicate = nil
        }

        /// An expected screen: a view model of this type whose values satisfy `predicate`.
        ///
        /// ```swift
        /// navigator.expectStack(StackShape(screens: [
        ///     .screen(HomeViewModel.self),
        ///     .screen(RepositoryViewModel.self) { $0.name == "wayfinder" },
        /// ]))
        /// ```
        ///
        /// - Parameters:
        ///   - type: The view model's type.
        ///   - predicate: What must hold for its values; `nil` checks the type only.
        /// - Returns: The screen.
        public static func screen<Model: ViewModel>(
            _ type: Model.Type, where predicate: (@MainActor @Sendable (Model) -> Bool)? = nil
        ) -> ScreenShape {
            guard let predicate else { return ScreenShape(type, predicate: nil) }
            return ScreenShape(type) { viewModel in
                guard let model = viewModel as? Model else { return false }
                return predicate(model)
            }
        }

        private init(_ type: Any.Type, predicate: (@MainActor @Sendable (any ViewModel) -> Bool)?) {
            self.name = TypeNames.name(of: type)
            self.type = ObjectIdentifier(type)
            self.predicate = predicate
        }

        /// Whether the two screens show the same view model type; predicates are not compared.
        ///
        /// - Parameters:
        ///   - lhs: A screen.
        ///   - rhs: Another screen.
        /// - Returns: Whether their types are the same.
        public static func == (lhs: ScreenShape, rhs: ScreenShape) -> Bool {
            lhs.type == rhs.type
        }

        /// The view model type's name, followed by `where …` when there is a predicate.
        public var description: String { predicate == nil ? name : "\(name) where …" }
    }

    /// One level: one navigation controller, one per tab, or one per column.
    struct Level: Equatable, Sendable {
        /// The screens of each navigation controller, root first.
        let controllers: [[ScreenShape]]
        /// The selected controller (tab), or the focused column's index.
        let selectedIndex: Int
        /// The tab container type's name, for a tab level.
        let tabContainer: String?
        /// The split container type's name, for a split level.
        var splitContainer: String? = nil
        /// The split's columns, in the order of ``controllers``, for a split level. Whether the
        /// split is collapsed is not part of the shape: it is the window's, not the stack's content.
        var columns: [SplitColumn]? = nil
    }

    /// The levels, root first.
    let levels: [Level]
    /// The title of the question shown over the top level, if any.
    let question: String?

    /// The shape of a snapshot, tabs included.
    ///
    /// - Parameter snapshot: The stack to describe.
    public init(_ snapshot: StackSnapshot) {
        levels = snapshot.levels.map { level in
            Level(
                controllers: level.controllers.map { $0.screens.map { ScreenShape($0.viewModelType) } },
                selectedIndex: level.selectedIndex,
                tabContainer: level.tabContainerType.map { TypeNames.name(of: $0) },
                splitContainer: level.split.map { TypeNames.name(of: $0.containerType) },
                columns: level.split?.columns)
        }
        question = snapshot.question?.content.title
    }

    /// A shape of plain levels (no tabs).
    ///
    /// - Parameters:
    ///   - root: The root level's view model types, root first.
    ///   - modals: Each modal level's view model types, bottom level first.
    ///   - question: The title of the question shown over the top level, if one is.
    public init(_ root: [any ViewModel.Type], modals: [[any ViewModel.Type]] = [], question: String? = nil) {
        levels = ([root] + modals).map { types in
            Level(controllers: [types.map { ScreenShape($0) }], selectedIndex: 0, tabContainer: nil)
        }
        self.question = question
    }

    /// A shape of plain levels (no tabs) whose screens can also check their view models' values.
    ///
    /// - Parameters:
    ///   - root: The root level's screens, root first.
    ///   - modals: Each modal level's screens, bottom level first.
    ///   - question: The title of the question shown over the top level, if one is.
    public init(screens root: [ScreenShape], modals: [[ScreenShape]] = [], question: String? = nil) {
        levels = ([root] + modals).map { Level(controllers: [$0], selectedIndex: 0, tabContainer: nil) }
        self.question = question
    }

    /// A shape whose root is a split: its columns' view model types, and the focused column.
    ///
    /// ```swift
    /// navigator.expectStack(StackShape(
    ///     split: LibraryViewModel.self,
    ///     columns: [.sidebar: [ShelvesViewModel.self], .detail: [BookViewModel.self]],
    ///     focused: .detail))
    /// ```
    ///
    /// - Parameters:
    ///   - container: The split container's type.
    ///   - columns: Each column's view model types, root first; the split's columns are the keys.
    ///   - focused: The focused column.
    ///   - modals: Each modal level's view model types, bottom level first.
    ///   - question: The title of the question shown over the top level, if one is.
    public init(
        split container: any SplitContainerViewModel.Type, columns: [SplitColumn: [any ViewModel.Type]],
        focused: SplitColumn, modals: [[any ViewModel.Type]] = [], question: String? = nil
    ) {
        // A focused column not listed is a column with no screens: a shape no stack has.
        let order = Set(columns.keys).union([focused]).sorted()
        let root = Level(
            controllers: order.map { column in (columns[column] ?? []).map { ScreenShape($0) } },
            selectedIndex: order.firstIndex(of: focused) ?? 0, tabContainer: nil,
            splitContainer: String(describing: container), columns: order)
        levels = [root] + modals.map { types in
            Level(controllers: [types.map { ScreenShape($0) }], selectedIndex: 0, tabContainer: nil)
        }
        self.question = question
    }

    /// The path the user sees: each level's selected navigation controller only (the focused
    /// column of a split), without tabs.
    public var visiblePath: StackShape {
        StackShape(
            levels: levels.map { level in
                Level(controllers: [level.controllers[level.selectedIndex]], selectedIndex: 0, tabContainer: nil)
            },
            question: question)
    }

    private init(levels: [Level], question: String?) {
        self.levels = levels
        self.question = question
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
            } else if let container = level.splitContainer, let columns = level.columns {
                lines.append("\(title) · split \(container)")
                for (index, column) in columns.enumerated() {
                    lines.append("  \(column)\(index == level.selectedIndex ? " (focused)" : "")")
                    lines += level.controllers[index].map { "    \($0)" }
                }
            } else {
                lines.append(title)
                lines += level.controllers[level.selectedIndex].map { "  \($0)" }
            }
        }
        if let question { lines.append("  ? \(question)") }
        return lines
    }

    /// The ``lines``, joined.
    public var description: String { lines.joined(separator: "\n") }
}
