import Wayfinder

/// The terminal as a toolkit for Wayfinder's container renderer, the way UIKit is one for the
/// UIKit adapter: the renderer builds and changes its nodes step by step, and the user's `b`,
/// `d`, `t <n>` and answers to a question change them as a back tap, a sheet dragged down, a tab
/// tap and an alert's button would, which the renderer reports to the navigator (see
/// `TerminalHost+Gestures.swift`).
///
/// A step the renderer asks to animate finishes on a later turn (after ``transitionTime`` when
/// it is not zero), so commands sent meanwhile wait their turn as they would behind a UIKit
/// animation; ``onStep`` hears each step, for the transcript and the full-screen frame.
///
/// The terminal's ``width`` is its window's: a split view shows its columns side by side from
/// ``SampleApp/splitWidth`` columns on, and collapses into one stack below, as UIKit's does in a
/// compact width (see `TerminalHost+Split.swift`).
@MainActor
final class TerminalHost: TabContainerHost, SplitContainerHost, QuestionHost {
    private(set) weak var renderer: ContainerRenderer<TerminalHost>?
    private(set) var root: TerminalNode?
    /// How long an animated step takes on screen; zero finishes it on the next turn.
    var transitionTime: Duration = .zero
    /// Hears each step as it starts, in words, as in `present Settings (sheet(medium, large))`.
    var onStep: ((String) -> Void)?
    /// Animated steps not finished yet (a new split's first layout counts as one).
    private(set) var moving = 0
    /// The terminal's width in columns; ``resize(width:)`` changes it.
    private(set) var width = SampleApp.defaultWidth

    // MARK: ContainerHost

    func didAttach(_ renderer: ContainerRenderer<TerminalHost>) {
        self.renderer = renderer
    }

    func makeContainer(for screen: any Screen, id: ScreenID) -> TerminalNode {
        TerminalNode(.screen(screen))
    }

    func makeNavigationContainer(id: NavigationControllerID, children: [TerminalNode]) -> TerminalNode {
        TerminalNode(.navigation, children: children)
    }

    func makeTabContainer(tabs: [TerminalNode], selectedIndex: Int) -> TerminalNode {
        let tabBar = TerminalNode(.tabs, children: tabs)
        tabBar.selectedIndex = selectedIndex
        return tabBar
    }

    func setRoot(_ root: TerminalNode) {
        self.root = root
        onStep?("new root: " + (root.columns != nil ? Self.describe(split: root) : Self.describe(root.visibleStack)))
        if root.columns != nil { layOutSplit(root) }
    }

    func children(of navigationContainer: TerminalNode) -> [TerminalNode] {
        navigationContainer.children
    }

    func setChildren(
        _ children: [TerminalNode], of navigationContainer: TerminalNode, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        navigationContainer.children = children
        onStep?("show " + Self.describe(navigationContainer) + (animated ? ", animated" : ""))
        finish(animated, completion)
    }

    func selectTab(_ index: Int, of tabContainer: TerminalNode) {
        tabContainer.selectedIndex = index
        onStep?("select tab \(index + 1)")
    }

    func present(
        _ container: TerminalNode, from presenter: TerminalNode, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        container.style = style
        container.presenting = presenter
        presenter.presented = container
        onStep?("present " + Self.describe(container) + (style == .automatic ? "" : " as \(style)"))
        finish(animated, completion)
    }

    func dismiss(_ container: TerminalNode, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if case .question(let question) = container.kind {
            if container.presenting?.question === container { container.presenting?.question = nil }
            container.presenting = nil
            onStep?("take away the question “\(question.content.title)”")
            return finish(animated, completion)
        }
        container.presenting?.presented = nil
        container.presenting = nil
        onStep?("dismiss " + Self.describe(container))
        finish(animated, completion)
    }

    func makeQuestionContainer(for question: QuestionSnapshot) -> TerminalNode {
        let node = TerminalNode(.question(question))
        node.fieldText = question.content.textField?.text
        return node
    }

    func presentQuestion(
        _ question: TerminalNode, from presenter: TerminalNode, anchor: TerminalNode?,
        completion: @escaping @MainActor () -> Void
    ) {
        question.presenting = presenter
        presenter.question = question
        if case .question(let asked) = question.kind { onStep?("ask “\(asked.content.title)”") }
        finish(true, completion)
    }

    /// Calls `completion` at once, or, when `animated`, on a later turn (after
    /// ``transitionTime``), counting the step as ``moving`` meanwhile.
    func finish(_ animated: Bool, _ completion: @escaping @MainActor () -> Void) {
        guard animated else { return completion() }
        moving += 1
        let time = transitionTime
        Task { [weak self] in
            if time > .zero { try? await Task.sleep(for: time) }
            self?.moving -= 1
            completion()
        }
    }

    /// The terminal's window is resized: a split at the root collapses or expands to fit.
    ///
    /// - Parameter width: The new width in columns.
    func resize(width: Int) {
        self.width = width
        if let root, root.columns != nil { fit(root) }
    }

    // MARK: The screen

    /// The levels on screen: the root, then each presented level.
    var levels: [TerminalNode] {
        var levels: [TerminalNode] = []
        var level = root
        while let current = level {
            levels.append(current)
            level = current.presented
        }
        return levels
    }

    /// The screen the user sees.
    var topScreen: (any Screen)? {
        levels.last?.visibleStack.children.last?.screen
    }

    /// A stack in words: its screens' titles, as in `[Repositories › wayfinder]`, after its
    /// label when it is a split's (`detail [wayfinder]`).
    static func describe(_ stack: TerminalNode) -> String {
        let titles = "[" + stack.children.map { SampleApp.title(of: $0.screen?.viewModel) }.joined(separator: " › ") + "]"
        return stack.label.map { "\($0) \(titles)" } ?? titles
    }
}
