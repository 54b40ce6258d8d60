import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

/// A plain screen's view model.
final class PlainViewModel: ViewModel {}

/// A child whose caller awaits an `Int`.
final class ChildViewModel: ResultProducing {
    let result = ResultChannel<Int>()
}

/// A screen that holds unsaved work until it saves: it asks before the user leaves, or refuses.
final class GuardedViewModel: LeaveGuarding {
    let services: any NavigationServices
    let asks: Bool
    var hasUnsavedWork = true

    init(services: any NavigationServices, asks: Bool) {
        self.services = services
        self.asks = asks
    }

    func userAttemptedToLeave() async -> LeaveDecision {
        guard asks else { return .stay }
        let discard = try? await services.ask(DialogQuestion(
            title: "Discard?", buttons: [.destructive("Discard", true), .cancel("Keep editing", false)]))
        return discard == true ? .leave : .stay
    }
}

/// A root tab bar of three plain tabs.
final class ThreeTabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [PlainViewModel(), PlainViewModel(), PlainViewModel()] }
}

/// A root split: a sidebar and a detail column, and a supplementary column between them when asked.
final class ModelSplit: SplitContainerViewModel {
    let threeColumns: Bool
    init(threeColumns: Bool) { self.threeColumns = threeColumns }

    func makeColumns() -> SplitColumns {
        SplitColumns(sidebar: PlainViewModel(), supplementary: threeColumns ? PlainViewModel() : nil, detail: PlainViewModel())
    }
}

/// Where a renderer run went wrong: the step (from 0), its action and what was wrong.
struct RendererFailure: Error, CustomStringConvertible {
    let step: Int
    let action: RendererAction
    let message: String

    var description: String { "step \(step + 1), \(action): \(message)" }
}

/// Runs random actions on a navigator, the UIKit adapter's renderer and a simulated UIKit, and
/// checks after every step that:
/// - the adapter never did what UIKit refuses (changing a navigation controller mid-transition,
///   presenting on a presenting view controller, replacing the root under a presentation);
/// - when no gesture of the user is in progress, the screen is what the renderer believes it shows;
/// - once everything has settled: the screen equals the stack, every command sent was completed
///   exactly once (none lost), the reports the navigator heard are exactly the user's completed
///   gestures in order (no echo of the adapter's own changes, no cancelled swipe, no gesture a
///   guarded screen held back), and every awaited child's caller got exactly one result;
/// - every question ends at most once at any step, and exactly once by the end.
@MainActor
final class RendererModelRun {
    let test: TestNavigator
    let uikit: SimulatedUIKit
    let renderer: ContainerRenderer<SimulatedUIKit>
    private var navigator: Navigator { test.navigator }
    private var step = 0
    private var commandsSent = 0
    private var completions: [Int: Int] = [:]
    private var reports: [String] = []
    private var awaitsStarted = 0
    private var results: [Int: Int] = [:]
    private var awaited: [ChildViewModel] = []
    /// How many times each question asked ended, by the order it was asked in.
    private var endings: [Int: Int] = [:]
    private var questionsAsked = 0
    private var guarded: [GuardedViewModel] = []
    private var subscription: NavigationSubscription?
    /// How many times each kind of thing happened, to check that runs reach every case.
    private(set) var tally: [String: Int] = [:]

    /// Whether the renderer shows a flow inside the app's own navigation controller (every
    /// third seed), above two screens of the app's, rather than the whole window.
    let isEmbedded: Bool
    /// Whether the run starts with a split root (every fourth seed, in the window).
    let startsWithSplit: Bool

    init(seed: UInt64) throws {
        test = TestNavigator()
        uikit = SimulatedUIKit(seed: seed, delaysWillShow: seed % 2 == 1)
        isEmbedded = seed % 3 == 0
        startsWithSplit = !isEmbedded && seed % 4 == 2
        if isEmbedded {
            let navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home", "Settings"])
            uikit.showAppRoot(navigation)
            uikit.letsUserLeaveFlow = false
            renderer = try ContainerRenderer(host: uikit, navigator: test.navigator, placement: .navigationContainer(navigation))
        } else {
            renderer = try ContainerRenderer(host: uikit, navigator: test.navigator)
        }
        subscription = test.navigator.bus.subscribe { [weak self] event in
            // Width changes are checked on the screen at the end (UIKit collapsed as the stack
            // says), not one by one: the host reports a new split's width as it lays it out.
            guard case .reported(let report, _) = event else { return }
            if case .resizedSplit = report {
                self?.count("resize reported")
                return
            }
            self?.reports.append(Self.describe(report))
        }
        // A flow cannot have tabs or a split at its root: its resetRootTabs fail with
        // cannotShow. Every fourth window run starts with a split, in a compact window half the time.
        if isEmbedded {
            navigator.services.resetRoot(PlainViewModel())
        } else if startsWithSplit {
            uikit.resize(compact: seed % 8 == 2)
            navigator.services.resetRoot(ModelSplit(threeColumns: seed % 3 == 1))
        } else {
            navigator.services.resetRoot(ThreeTabs())
        }
    }

    /// Runs the actions, then settles: the first failure, or `nil`.
    func run(_ actions: [RendererAction]) async -> RendererFailure? {
        for action in actions + [.settle] {
            do throws(RendererFailure) {
                try await perform(action)
                try check(after: action)
            } catch {
                return error
            }
            step += 1
        }
        return nil
    }

    private func perform(_ action: RendererAction) async throws(RendererFailure) {
        let heldBack = uikit.heldBackGestures.count
        defer { if uikit.heldBackGestures.count > heldBack { count("gesture held back") } }
        switch action {
        case .command(let command):
            send(command)
        case .finishAnimation(let pick):
            guard !uikit.animations.isEmpty else { return }
            count("animation finished")
            uikit.finishAnimation(at: pick % uikit.animations.count)
        case .beginBackSwipe:
            guard uikit.canPop else { return }
            count("back swipe")
            if renderer.isBusy { count("gesture during a transition") }
            countCollapsedBack()
            uikit.beginBackSwipe()
        case .tapBack:
            guard uikit.canPop else { return }
            count("back tap")
            countCollapsedBack()
            uikit.tapBack()
        case .beginDragDown:
            guard uikit.canDragDown else { return }
            count("drag down")
            if renderer.isBusy { count("gesture during a transition") }
            uikit.beginDragDown()
        case .endGesture(let completing, let didShowOnCancel):
            guard uikit.gesture != nil else { return }
            count(completing ? "gesture completed" : "gesture cancelled")
            uikit.endGesture(completing: completing, didShowOnCancel: didShowOnCancel)
        case .resize(let compact):
            // Not while the user's finger or the end of their gesture moves a screen (UIKit
            // finishes a pop it had begun in the column it began in).
            guard uikit.gesture == nil, !uikit.hasUsersAnimations else { return }
            count(compact ? "window compact" : "window regular")
            uikit.resize(compact: compact)
        case .tapTab(let index):
            guard uikit.canTapTab else { return }
            count("tab tap")
            uikit.tapTab(index % max(uikit.tabCount, 1))
        case .tapAlertButton(let pick):
            guard let buttons = uikit.questionOnScreen?.question?.content.buttons.count else { return }
            count("alert button tapped")
            uikit.tapAlertButton(pick % buttons)
        case .tapOutsideDialog:
            guard uikit.questionOnScreen?.question?.content.style == .confirmationDialog else { return }
            count("dialog tapped away")
            uikit.tapOutsideDialog()
        case .toggleUnsavedWork(let pick):
            let shown = guarded.filter(navigator.stack.contains)
            guard !shown.isEmpty else { return }
            count("unsaved work toggled")
            shown[pick % shown.count].hasUnsavedWork.toggle()
        case .appDismisses(let pick):
            let presenters = uikit.presentersOfLevels
            guard uikit.gesture == nil, uikit.animations.isEmpty, !presenters.isEmpty else { return }
            count("app dismissed")
            uikit.appDismisses(from: presenters[pick % presenters.count])
        case .appRemovesScreen(let pick):
            // One of the renderer's screens above its first (a flow's first screen going is the
            // user leaving it, which these runs keep out).
            guard uikit.gesture == nil, uikit.animations.isEmpty, let navigation = uikit.visibleNavigationController
            else { return }
            let screens = navigation.children.indices.filter { navigation.children[$0].screenID != nil }
            guard screens.count > 1 else { return }
            count("app removed a screen")
            let removed = screens[1 + pick % (screens.count - 1)]
            uikit.appSetsChildren(of: navigation) { $0.children.enumerated().filter { $0.offset != removed }.map(\.element) }
        case .yield:
            // The app's tasks run now (an awaiting caller shows its child, a woken one goes on),
            // at a random point of the run.
            await test.settle()
        case .settle:
            try await settle(action)
        }
    }

    /// Counts a back swipe or tap in a collapsed split, and one that goes back to an earlier column.
    private func countCollapsedBack() {
        guard uikit.visibleNavigationController?.kind == .compactNavigation else { return }
        count("collapsed split back swipe")
        if let root = navigator.stack.snapshot.levels.first, root.split?.isCollapsed == true,
           let focused = root.focusedColumn, focused != .sidebar, root.controller(for: focused)?.count == 1 {
            count("collapsed back to an earlier column")
        }
    }

    // MARK: Commands

    private func send(_ command: RendererAction.Command) {
        let services = navigator.services
        switch command {
        case .push: sendCounted(.push(PlainViewModel(), animated: true))
        case .pushForResult: awaitChild { await services.result(of: $0) }
        case .present(let style): sendCounted(.present(PlainViewModel(), style: style, animated: true))
        case .presentForResult: awaitChild { await services.result(of: $0, as: .present(.sheet)) }
        case .pop: sendCounted(.pop(animated: true))
        case .popToRoot: sendCounted(.popToRoot(animated: true))
        case .dismiss: sendCounted(.dismiss(animated: true))
        case .resetScreens(let seed):
            var viewModels = navigator.stack.viewModels(of: navigator.stack.snapshot.topController)
            var generator = SeededGenerator(seed: UInt64(seed))
            viewModels.shuffle(using: &generator)
            sendCounted(.resetScreens(viewModels + [PlainViewModel()], animated: true))
        case .resetStack: sendCounted(.resetStack([PlainViewModel(), PlainViewModel(), PlainViewModel()]))
        case .resetRootTabs:
            // A run that started with a split lays out a split again.
            sendCounted(.resetRoot(startsWithSplit ? ModelSplit(threeColumns: commandsSent % 2 == 0) : ThreeTabs()))
        case .selectTab(let index): sendCounted(.selectTab(index))
        case .showInTab(let number):
            let index = number % 4
            var viewModels: [any ViewModel] = []
            if let root = navigator.stack.snapshot.levels.first, root.tabContainerType != nil, root.controllers.indices.contains(index) {
                viewModels = Array(navigator.stack.viewModels(of: root.controllers[index]).prefix(number % 3))
            }
            viewModels += (0...(number % 2)).map { _ in PlainViewModel() }
            sendCounted(.showInTab(index, viewModels, animated: true))
        case .resetRootSplit(let threeColumns): sendCounted(.resetRoot(ModelSplit(threeColumns: threeColumns)))
        case .showInColumn(let number):
            let column = SplitColumn.allCases[number % 3]
            var viewModels: [any ViewModel] = []
            if let controller = navigator.stack.snapshot.levels.first?.controller(for: column) {
                viewModels = Array(navigator.stack.viewModels(of: controller).prefix(number % 2))
            }
            viewModels += (0...(number % 4 == 3 ? 1 : 0)).map { _ in PlainViewModel() }
            sendCounted(.showInColumn(column, viewModels, animated: true))
        case .pushInColumn(let number):
            sendCounted(.pushInColumn(SplitColumn.allCases[number % 3], PlainViewModel(), animated: true))
        case .close(let position):
            let all = navigator.stack.allViewModels
            guard !all.isEmpty else { return }
            sendCounted(.close(all[position % all.count], animated: true))
        case .finishChild(let position):
            let shown = awaited.filter { navigator.stack.contains($0) && $0.result.isAwaited }
            guard !shown.isEmpty else { return }
            count("child finished")
            shown[position % shown.count].result.finish(with: position)
        case .ask(let number):
            ask(number)
        case .presentGuarded(let asks):
            let viewModel = GuardedViewModel(services: services, asks: asks)
            guarded.append(viewModel)
            sendCounted(.present(viewModel, style: .sheet, animated: true))
        case .pushGuarded(let asks):
            let viewModel = GuardedViewModel(services: services, asks: asks)
            guarded.append(viewModel)
            sendCounted(.push(viewModel, animated: true))
        }
    }

    /// Asks an alert or a dialog, with or without a cancel button, and counts how it ends.
    private func ask(_ number: Int) {
        questionsAsked += 1
        let id = questionsAsked
        endings[id] = 0
        var buttons = [QuestionContent.Button(title: "Go", role: .default), .init(title: "Delete", role: .destructive)]
        if number % 2 == 0 { buttons.append(.init(title: "Cancel", role: .cancel)) }
        let content = QuestionContent(style: number % 4 < 2 ? .alert : .confirmationDialog, title: "Question \(id)", buttons: buttons)
        count("sent ask")
        navigator.services.ask(AskedQuestion(content) { [weak self] ending in
            MainActor.assumeIsolated {
                self?.endings[id, default: 0] += 1
                if case .success(let ending) = ending { self?.count("question \(ending)") }
            }
        })
    }

    private func sendCounted(_ command: NavigationCommand) {
        commandsSent += 1
        let id = commandsSent
        count("sent \(command.name)")
        if case .success(.queued) = navigator.bus.send(command, completion: { [weak self] _ in self?.completions[id, default: 0] += 1 }) {
            count("command waited")
        }
    }

    private func awaitChild(_ show: @escaping @MainActor (ChildViewModel) async -> ChildResult<Int>) {
        let child = ChildViewModel()
        awaited.append(child)
        awaitsStarted += 1
        let id = awaitsStarted
        count("child awaited")
        Task { @MainActor [weak self] in
            let result = await show(child)
            self?.results[id, default: 0] += 1
            self?.count(result.value == nil ? "child cancelled" : "child result")
        }
    }

    // MARK: Checks

    private func check(after action: RendererAction) throws(RendererFailure) {
        if let misuse = uikit.misuses.first { throw failure(action, "UIKit would refuse this: \(misuse)") }
        if completions.values.contains(where: { $0 > 1 }) { throw failure(action, "a command was completed twice") }
        if results.values.contains(where: { $0 > 1 }) { throw failure(action, "a child's caller got two results") }
        if let twice = endings.first(where: { $0.value > 1 }) { throw failure(action, "question \(twice.key) ended twice") }
        guard uikit.gesture == nil, !uikit.hasUsersAnimations else { return }
        var believed = renderer.shownScreens
        if let collapsed = renderer.shownCollapsedScreens {
            // The columns' screens are in the compact column meanwhile.
            believed[0] = believed[0].mapValues { _ in [] }
            if uikit.shown.first?.compact != collapsed {
                throw failure(action, "the renderer believes the collapsed split shows \(collapsed), UIKit shows \(uikit.shown.first?.compact ?? [])")
            }
        } else if let compact = uikit.shown.first?.compact, !compact.isEmpty {
            throw failure(action, "the renderer believes the split is expanded, UIKit's compact column shows \(compact)")
        }
        let questionShown = uikit.shown.last?.question
        if renderer.shownQuestion != questionShown {
            throw failure(action, "the renderer believes it shows question \(String(describing: renderer.shownQuestion)), UIKit shows \(String(describing: questionShown))")
        }
        // The app's own navigation controller has no identifier of the stack's: it stands for
        // the root controller the renderer believes it shows there.
        let rootID = believed.first?.keys.first
        let actual = uikit.shown.map { level in
            Dictionary(uniqueKeysWithValues: level.controllers.compactMap { controller in
                (controller.id ?? rootID).map { ($0, controller.screens) }
            })
        }
        if believed != actual {
            throw failure(action, "the renderer believes it shows \(believed), UIKit shows \(actual)")
        }
    }

    /// Finishes gestures and animations until nothing moves, then checks the whole picture.
    private func settle(_ action: RendererAction) async throws(RendererFailure) {
        var turns = 0
        while turns < 10_000 {
            turns += 1
            if uikit.gesture != nil {
                uikit.endGesture(completing: turns % 2 == 0, didShowOnCancel: turns % 3 == 0)
            } else if !uikit.animations.isEmpty {
                uikit.finishAnimation(at: turns % uikit.animations.count)
            } else if navigator.isTransitioning || renderer.isBusy || completions.count < commandsSent {
                await test.settle()
                if turns > 9_000 { break }
            } else {
                break
            }
            try check(after: action)
        }
        guard uikit.animations.isEmpty, uikit.gesture == nil, !navigator.isTransitioning, !renderer.isBusy else {
            throw failure(action, "it never settled: \(uikit.animations.map(\.name)), transitioning \(navigator.isTransitioning)")
        }
        count("settled")
        if isEmbedded { count("embedded run") }
        if completions.count != commandsSent {
            throw failure(action, "\(commandsSent - completions.count) of \(commandsSent) commands never completed")
        }
        var expected = Self.shown(navigator.stack.snapshot)
        if isEmbedded, let root = expected.first {
            expected[0] = SimulatedUIKit.ShownLevel(
                controllers: root.controllers.map { SimulatedUIKit.ShownController(id: nil, screens: $0.screens) },
                selectedIndex: root.selectedIndex, style: root.style, question: root.question)
            if uikit.root?.appScreenNames != ["Home", "Settings"] {
                throw failure(action, "the app's own screens changed: \(uikit.root?.appScreenNames ?? [])")
            }
        }
        if uikit.shown != expected {
            throw failure(action, "the screen differs from the stack\nscreen: \(uikit.shown)\nstack:  \(expected)")
        }
        if reports != uikit.completedGestures {
            throw failure(action, "the navigator heard \(reports), the user did \(uikit.completedGestures)")
        }
    }

    /// Closes everything, lets the awaiting tasks run, and checks each caller got one result. A
    /// task that had not started yet may show its child after the first reset, so the stack is
    /// reset again while a child is on it.
    func finishChildren() async -> String? {
        for _ in 0..<1_000 where results.count < awaitsStarted || navigator.stack.snapshot.question != nil {
            if awaited.contains(where: navigator.stack.contains) || navigator.stack.snapshot.isEmpty || navigator.stack.snapshot.question != nil {
                navigator.services.resetRoot(PlainViewModel())
            }
            while !uikit.animations.isEmpty { uikit.finishAnimation(at: 0) }
            await test.settle()
        }
        if let twice = results.first(where: { $0.value > 1 }) { return "awaited child \(twice.key)'s caller got \(twice.value) results" }
        if let wrong = endings.first(where: { $0.value != 1 }) { return "question \(wrong.key) ended \(wrong.value) times" }
        guard results.count < awaitsStarted else { return nil }
        let waiting = awaited.filter(\.result.isAwaited)
        return "\(awaitsStarted - results.count) of \(awaitsStarted) awaited children never resolved their caller "
            + "(\(waiting.count) still awaited, \(waiting.filter(navigator.stack.contains).count) of them in the stack)"
    }

    private func failure(_ action: RendererAction, _ message: String) -> RendererFailure {
        RendererFailure(step: step, action: action, message: message)
    }

    private func count(_ what: String) {
        tally[what, default: 0] += 1
    }

    /// The screen a stack should look like.
    static func shown(_ snapshot: StackSnapshot) -> [SimulatedUIKit.ShownLevel] {
        let levels = snapshot.levels
        return levels.indices.map { index in
            let level = levels[index]
            // A collapsed split shows its screens in its compact column; its columns are empty.
            let collapsed = level.split?.isCollapsed == true
            return SimulatedUIKit.ShownLevel(
                controllers: level.controllers.map {
                    SimulatedUIKit.ShownController(id: $0.id, screens: collapsed ? [] : $0.screens.map(\.id))
                },
                // A question is only ever over the top level.
                selectedIndex: level.split != nil ? 0 : level.selectedIndex, style: level.presentation,
                question: index == levels.count - 1 ? snapshot.question?.id : nil,
                compact: level.split.map { _ in collapsed ? level.collapsedScreens.map(\.id) : [] },
                isCollapsed: level.split?.isCollapsed)
        }
    }

    static func describe(_ report: UserReport) -> String {
        switch report {
        case .popped(let screen): "pop to \(screen)"
        case .dismissed(let controller): "dismiss \(controller)"
        case .selectedTab(let index): "select tab \(index)"
        case .answered(let question, let reply): "answer \(question) \(reply)"
        case .resizedSplit: "\(report)"
        }
    }
}

extension NavigationControllerStack {
    /// Every view model with a screen, level by level and controller by controller.
    var allViewModels: [any ViewModel] {
        snapshot.levels.flatMap(\.controllers).flatMap { viewModels(of: $0) }
    }
}
