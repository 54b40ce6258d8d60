import Wayfinder
import WayfinderTesting

// The code of the Rendering article ("Showing the stack on screen"), compiled and tested
// (RenderingExamplesTests.swift). The article shows these declarations without the namespace's
// indentation; keep the two in sync.

enum RenderingArticle {
    // MARK: View models

    final class InboxViewModel: ViewModel {
        let services: any NavigationServices
        private(set) var log: [String] = []

        init(services: any NavigationServices) {
            self.services = services
        }

        func open(_ subject: String) {
            services.push(MessageViewModel(subject: subject))
        }

        func compose() async {
            let result = await services.sendAndWait(.present(ComposeViewModel(), style: .sheet(detents: [.medium, .large])))
            if case .success = result { log.append("compose sheet on screen") }
        }
    }

    final class MessageViewModel: ViewModel {
        let subject: String
        init(subject: String) { self.subject = subject }
    }

    final class ComposeViewModel: ViewModel {}

    struct TitleScreen<Model: ViewModel>: Screen {
        let viewModel: Model
    }

    /// Its timeouts read a manual clock that only a test moves, so that a busy machine never
    /// times out a renderer the test has yet to finish.
    @MainActor
    static func makeNavigator() throws -> Navigator {
        let screens = ScreenMap()
        try screens.register(InboxViewModel.self) { TitleScreen(viewModel: $0) }
        try screens.register(MessageViewModel.self) { TitleScreen(viewModel: $0) }
        try screens.register(ComposeViewModel.self) { TitleScreen(viewModel: $0) }
        return Navigator(screens: screens, clock: ManualClock())
    }

    // MARK: Renderers

    final class StepLogRenderer: NavigationRenderer {
        private(set) var lines: [String] = []

        func render(_ transition: NavigationTransition) {
            lines += transition.plan.steps.map(\.description)
            transition.finish()  // nothing to animate: on screen at once
        }
    }

    /// Shows each navigation controller as a list of screen identifiers: a stand-in for a toolkit.
    final class ScreenListRenderer: NavigationRenderer {
        /// The navigation controllers of each level, root level first.
        private(set) var levels: [[NavigationControllerID: [ScreenID]]] = []
        private(set) var selectedTab = 0
        /// A split root's columns, and whether it is collapsed into one stack.
        private(set) var columns: [SplitColumn] = []
        private(set) var isCollapsed = false
        /// The question shown over the top level.
        private(set) var question: QuestionSnapshot?
        private var animating: NavigationTransition?

        func render(_ transition: NavigationTransition) {
            for step in transition.plan.steps {
                apply(step)
            }
            if transition.plan.steps.contains(where: \.animated) {
                animating = transition  // finished when the animation ends
            } else {
                transition.finish()
            }
        }

        /// The toolkit's animation completion.
        func animationDidEnd() {
            let transition = animating
            animating = nil
            transition?.finish()  // may hand over the next transition before it returns
        }

        private func apply(_ step: TransitionStep) {
            switch step {
            case .setRoot(let level):
                levels = [controllers(of: level)]
                selectedTab = level.selectedIndex  // the selected tab, or the focused column
                columns = level.split?.columns ?? []
                isCollapsed = level.split?.isCollapsed ?? false
            case .setScreens(let controller, let level, let keeping, let adding, _):
                let kept = levels[level][controller, default: []].prefix(keeping)
                levels[level][controller] = Array(kept) + adding.map(\.id)
            case .selectTab(let index):
                selectedTab = index
            case .focusColumn(let column, _):
                selectedTab = columns.firstIndex(of: column) ?? selectedTab
            case .setSplitCollapsed(let collapsed):
                isCollapsed = collapsed
            case .dismiss(let fromLevel, _):
                levels.removeSubrange(fromLevel...)
            case .present(let level, _, _):
                levels.append(controllers(of: level))  // steps present bottom first
            case .ask(let asked, _):
                question = asked
            case .removeQuestion:
                question = nil
            @unknown default:  // a step of a later version (TransitionStep may gain cases)
                break
            }
        }

        private func controllers(of level: LevelSnapshot) -> [NavigationControllerID: [ScreenID]] {
            Dictionary(uniqueKeysWithValues: level.controllers.map { ($0.id, $0.screens.map(\.id)) })
        }
    }

    // MARK: A container host

    /// A container of the tree toolkit: a screen or a navigation container.
    final class Node {
        let screen: ScreenID?
        var children: [Node]
        var presented: Node?
        weak var presenter: Node?

        init(screen: ScreenID?, children: [Node] = []) {
            self.screen = screen
            self.children = children
        }
    }

    /// A toolkit of nodes, driven by a `ContainerRenderer`. Nothing animates: each call completes
    /// at once. It shows navigation containers and presentations only: `ContainerHost`'s core,
    /// with no tabs, split columns or questions.
    final class TreeHost: ContainerHost {
        private(set) var root: Node?
        private weak var renderer: ContainerRenderer<TreeHost>?

        func didAttach(_ renderer: ContainerRenderer<TreeHost>) {
            self.renderer = renderer  // to pass the user's gestures on
        }

        func makeContainer(for screen: any Screen, id: ScreenID) -> Node {
            Node(screen: id)
        }

        func makeNavigationContainer(id: NavigationControllerID, children: [Node]) -> Node {
            Node(screen: nil, children: children)
        }

        func setRoot(_ root: Node) {
            self.root = root
        }

        func children(of navigationContainer: Node) -> [Node] {
            navigationContainer.children
        }

        func setChildren(
            _ children: [Node], of navigationContainer: Node, animated: Bool, completion: @escaping @MainActor () -> Void
        ) {
            navigationContainer.children = children
            completion()
        }

        func present(
            _ container: Node, from presenter: Node, style: ModalStyle, animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            presenter.presented = container
            container.presenter = presenter
            completion()
        }

        func dismiss(_ container: Node, animated: Bool, completion: @escaping @MainActor () -> Void) {
            container.presenter?.presented = nil
            container.presenter = nil
            completion()
        }

        /// The user taps Back: the toolkit pops, and the renderer reports it to the navigator.
        func userTapsBack(in navigationContainer: Node) {
            renderer?.navigationTransitionWillBegin(in: navigationContainer)
            navigationContainer.children.removeLast()
            renderer?.navigationTransitionDidEnd(in: navigationContainer)
        }
    }
}

// MARK: Split views

// The split-view root's view models (RenderingSplitViewModels.swift), and a navigator for them.

extension RenderingArticle {
    typealias LibraryViewModel = RenderingSplitViewModels.LibraryViewModel
    typealias ShelvesViewModel = RenderingSplitViewModels.ShelvesViewModel
    typealias NoBookViewModel = RenderingSplitViewModels.NoBookViewModel
    typealias BookViewModel = RenderingSplitViewModels.BookViewModel
    typealias ReviewsViewModel = RenderingSplitViewModels.ReviewsViewModel

    /// A navigator whose screen map has a screen for each of the library's view models; its
    /// timeouts read a manual clock.
    ///
    /// - Returns: The navigator.
    /// - Throws: A registration error (none: each type is registered once).
    @MainActor
    static func makeLibraryNavigator() throws -> Navigator {
        let screens = ScreenMap()
        try screens.register(ShelvesViewModel.self) { TitleScreen(viewModel: $0) }
        try screens.register(NoBookViewModel.self) { TitleScreen(viewModel: $0) }
        try screens.register(BookViewModel.self) { TitleScreen(viewModel: $0) }
        try screens.register(ReviewsViewModel.self) { TitleScreen(viewModel: $0) }
        return Navigator(screens: screens, clock: ManualClock())
    }
}
