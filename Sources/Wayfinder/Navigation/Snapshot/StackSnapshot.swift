/// The whole navigation stack as a value: levels, navigation controllers and screens.
///
/// Snapshots are `Equatable`, so a test compares whole states in one expectation, and print as a
/// readable outline:
///
/// ```text
/// root · nav#1
///   #1 HomeViewModel
///   #2 RepoViewModel
/// modal 1 · nav#3
///   #3 LoginViewModel
/// ```
///
/// A snapshot shares its storage with the stack's history: taking one costs the same at any
/// depth, and it holds no reference to a screen or a view model.
public struct StackSnapshot: Equatable, Sendable {
    /// The levels, from the bottom.
    let history: PersistentStack<LevelSnapshot>

    init(history: PersistentStack<LevelSnapshot>) {
        self.history = history
    }

    /// The snapshot of an empty stack.
    package static let empty = StackSnapshot(history: PersistentStack())

    /// The levels: index 0 the root, each above it a modal level.
    public var levels: [LevelSnapshot] { history.elementsFromBottom }

    /// The number of levels (`0` for an empty stack), without the array.
    var levelCount: Int { history.count }

    /// Whether the stack has no root.
    package var isEmpty: Bool { history.isEmpty }

    /// The top level.
    public var topLevel: LevelSnapshot? { history.top?.element }

    /// The top navigation controller: the top level's selected controller.
    public var topController: NavigationControllerSnapshot? { topLevel?.selectedController }

    /// The screen on top: the one the user sees (under the question, when one is shown).
    public var topScreen: ScreenSnapshot? { topController?.topScreen }

    /// The question shown over the top level, if any.
    public var question: QuestionSnapshot? { topLevel?.question }
}
