import Wayfinder

/// The container renderer's host for SwiftUI: it builds and changes a ``NavigationModel``'s
/// nodes as the renderer decides; SwiftUI, reading the model, animates. It keeps the model (the
/// navigator keeps the renderer, which keeps this host).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SwiftUIHost: TabContainerHost, SplitContainerHost, QuestionHost {
    let model: NavigationModel

    init(model: NavigationModel) {
        self.model = model
    }

    /// Gives the model its renderer (held weakly), to pass SwiftUI's binding writes on.
    ///
    /// - Parameter renderer: The renderer that drives this model.
    func didAttach(_ renderer: ContainerRenderer<SwiftUIHost>) {
        model.renderer = renderer
    }

    /// Makes a screen's node.
    ///
    /// - Parameters:
    ///   - screen: The screen from the stack, for the views to show.
    ///   - id: The screen's identifier in the stack.
    /// - Returns: A screen node.
    func makeContainer(for screen: any Screen, id: ScreenID) -> ScreenNode {
        ScreenNode(.screen(id, screen))
    }

    /// Makes a navigation stack node holding these children.
    ///
    /// - Parameters:
    ///   - id: The stack's navigation controller it shows.
    ///   - children: Its children, root first.
    /// - Returns: The navigation stack node.
    func makeNavigationContainer(id: NavigationControllerID, children: [ScreenNode]) -> ScreenNode {
        ScreenNode(.navigation(id), children: children)
    }

    /// Makes the tab bar node holding these stacks.
    ///
    /// - Parameters:
    ///   - tabs: One navigation stack per tab.
    ///   - selectedIndex: The selected tab.
    /// - Returns: The tab bar node.
    func makeTabContainer(tabs: [ScreenNode], selectedIndex: Int) -> ScreenNode {
        ScreenNode(.tabs, children: tabs, selectedIndex: selectedIndex)
    }

    /// Makes the split view's node holding these stacks. SwiftUI collapses the columns itself.
    ///
    /// - Parameters:
    ///   - columns: One navigation stack per column.
    ///   - split: The columns.
    ///   - focused: The focused column.
    /// - Returns: The split view's node.
    func makeSplitContainer(columns: [ScreenNode], split: SplitSnapshot, focused: SplitColumn) -> ScreenNode {
        ScreenNode(.split(split.columns), children: columns, selectedIndex: split.columns.firstIndex(of: focused) ?? 0)
    }

    /// `nil`: `NavigationSplitView` collapses its columns on its own.
    ///
    /// - Parameter splitContainer: The split view's node.
    /// - Returns: `nil`.
    func compactContainer(of splitContainer: ScreenNode) -> ScreenNode? { nil }

    /// Focuses a column: the one a collapsed split shows on top.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - splitContainer: The split view's node.
    func showColumn(_ column: SplitColumn, of splitContainer: ScreenNode) {
        guard let index = splitContainer.columns?.firstIndex(of: column), splitContainer.selectedIndex != index else { return }
        splitContainer.selectedIndex = index
    }

    /// Shows the root node.
    ///
    /// - Parameter root: The new root.
    func setRoot(_ root: ScreenNode) {
        if model.root !== root { model.root = root }
    }

    /// The children of a navigation stack node as they are now.
    ///
    /// - Parameter navigationContainer: The navigation stack node.
    /// - Returns: Its children, root first.
    func children(of navigationContainer: ScreenNode) -> [ScreenNode] {
        navigationContainer.children
    }

    /// Sets a navigation stack node's children and calls `completion` once the transition is over.
    ///
    /// - Parameters:
    ///   - children: The children, root first.
    ///   - navigationContainer: The navigation stack node.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition is over.
    func setChildren(
        _ children: [ScreenNode], of navigationContainer: ScreenNode, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        navigationContainer.setChildren(children)
        afterAnimation(animated, completion)
    }

    /// Selects a tab.
    ///
    /// - Parameters:
    ///   - index: The tab's index, from 0.
    ///   - tabContainer: The tab bar node.
    func selectTab(_ index: Int, of tabContainer: ScreenNode) {
        if tabContainer.selectedIndex != index { tabContainer.selectedIndex = index }
    }

    /// Presents a level in its style and calls `completion` once it is on screen.
    ///
    /// - Parameters:
    ///   - container: The level's navigation stack node.
    ///   - presenter: The container of the level below.
    ///   - style: The presentation style.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the presentation is over.
    func present(
        _ container: ScreenNode, from presenter: ScreenNode, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if container.style != style { container.style = style }
        if container.selectedDetent != style.initialDetent { container.selectedDetent = style.initialDetent }
        if presenter.presented !== container { presenter.presented = container }
        afterAnimation(animated, completion)
    }

    /// Dismisses a presented level and those above it, or a question, and calls `completion` once
    /// they are gone.
    ///
    /// - Parameters:
    ///   - container: The presented navigation stack node, or a question's node.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is over.
    func dismiss(_ container: ScreenNode, animated: Bool, completion: @escaping @MainActor () -> Void) {
        var presenter = model.root
        while let current = presenter, current.presented !== container, current.question !== container {
            presenter = current.presented
        }
        if presenter?.question === container {
            // Always given SwiftUI's animation time: a question that follows at once (a new one
            // replacing it) would otherwise reach SwiftUI in the same update, and not be shown.
            presenter?.question = nil
            afterAnimation(true, completion)
        } else {
            presenter?.presented = nil
            afterAnimation(animated, completion)
        }
    }

    /// Makes a question's node; the views show it as an alert or a confirmation dialog.
    ///
    /// - Parameter question: The question, from the stack.
    /// - Returns: The question's node.
    func makeQuestionContainer(for question: QuestionSnapshot) -> ScreenNode {
        ScreenNode(.question(question))
    }

    /// Asks a question over a level and calls `completion` once it is shown. SwiftUI places a
    /// dialog's popover itself, so the anchor is not used.
    ///
    /// - Parameters:
    ///   - question: The question's node.
    ///   - presenter: The level's node.
    ///   - anchor: The screen asked over (unused).
    ///   - completion: Called once the question is on screen.
    func presentQuestion(
        _ question: ScreenNode, from presenter: ScreenNode, anchor: ScreenNode?, completion: @escaping @MainActor () -> Void
    ) {
        presenter.question = question
        afterAnimation(true, completion)
    }

    /// Finishes a step at once, or after the animation's time.
    private func afterAnimation(_ animated: Bool, _ completion: @escaping @MainActor () -> Void) {
        guard animated, model.animationDuration > .zero else { return completion() }
        let duration = model.animationDuration
        Task {
            try? await Task.sleep(for: duration)
            completion()
        }
    }
}
