import Testing
import Wayfinder
import WayfinderTesting

/// A view model that records its lifecycle callbacks in a shared log.
private final class LoggingViewModel: ScreenLifecycle {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }
    func screenDidBecomeTop() { log.lines.append("\(name) became top") }
    func screenDidStopBeingTop() { log.lines.append("\(name) stopped being top") }
}

@MainActor
private final class Log {
    var lines: [String] = []
}

/// A renderer that writes to the log and finishes at once.
private final class LogRenderer: NavigationRenderer {
    let log: Log
    init(log: Log) { self.log = log }
    func render(_ transition: NavigationTransition) {
        log.lines.append("render \(transition.plan.steps.count) step(s)")
        transition.finish()
    }
}

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("renderers and acknowledged transitions", .timeLimit(.minutes(10)))
@MainActor
struct RendererTests {
    private func navigator(
        with renderer: TestRenderer, timeout: Duration = .seconds(10), clock: any Clock<Duration> = ManualClock()
    ) throws -> Navigator {
        let navigator = try makeNavigator(clock: clock)
        try navigator.attach(renderer, timeout: timeout)
        return navigator
    }

    @Test func attachingHandsOverTheStackAsItIs() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel(), style: .fullScreen)
        let renderer = TestRenderer()
        try navigator.attach(renderer)
        #expect(renderer.plans.map(\.description) == ["""
            setRoot nav#1 [#1 HomeViewModel]
            present modal 1 nav#2 fullScreen [#2 LoginViewModel]
            """])
        #expect(throws: RendererError.alreadyAttached) { try navigator.attach(TestRenderer()) }
        navigator.detachRenderer()
        try navigator.attach(TestRenderer())
    }

    @Test func anEmptyStackHandsOverNothingUntilItHasARoot() throws {
        let renderer = TestRenderer()
        let navigator = try navigator(with: renderer)
        #expect(renderer.plans.isEmpty)
        navigator.services.resetRoot(HomeViewModel())
        #expect(renderer.plans.map(\.description) == ["setRoot nav#1 [#1 HomeViewModel]"])
    }

    @Test func aRendererThatFinishesAtOnceKeepsEverythingSynchronous() throws {
        let renderer = TestRenderer()
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        var completed = 0
        #expect(navigator.services.push(ListViewModel()).isPerformed)
        #expect(navigator.bus.send(.present(LoginViewModel())) { _ in completed += 1 }.isPerformed)
        #expect(completed == 1)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(!navigator.isTransitioning)
    }

    @Test func laterCommandsWaitInOrderUntilTheTransitionFinishes() throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.isTransitioning)
        var completions: [String] = []
        #expect(navigator.services.push(ListViewModel()) == .success(.queued))
        #expect(navigator.bus.send(.present(LoginViewModel())) { completions.append("present \($0.isSuccess)") } == .success(.queued))
        #expect(navigator.bus.send(.dismiss()) { completions.append("dismiss \($0.isSuccess)") } == .success(.queued))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))

        renderer.finishNext()  // the root; the push goes on and waits for its own transition
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        renderer.finishNext()  // the push; the presentation goes on
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(completions.isEmpty)
        renderer.finishNext()  // the presentation is shown: its completion runs, the dismissal goes on
        #expect(completions == ["present true"])
        renderer.finishAll()
        #expect(completions == ["present true", "dismiss true"])
        #expect(renderer.plans.map { $0.steps.count } == [1, 1, 1, 1])
        #expect(!navigator.isTransitioning)
    }

    @Test func aCommandSentFromACompletionWaitsBehindTheCommandsSentBeforeIt() throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        navigator.bus.send(.present(LoginViewModel())) { _ in navigator.services.push(DetailViewModel()) }
        navigator.services.push(ListViewModel())  // sent before the presentation's completion runs
        renderer.finishAll()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self, ListViewModel.self, DetailViewModel.self]]))
    }

    @Test func afterATimeoutTheWaitingCommandsFailBeforeTheCompletionSendsNewOnes() async throws {
        let renderer = TestRenderer(finishing: .manually)
        let clock = ManualClock()
        let navigator = try navigator(with: renderer, timeout: .seconds(10), clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        var heard: [String] = []
        navigator.bus.send(.present(LoginViewModel())) { _ in
            navigator.bus.send(.push(DetailViewModel(), animated: true)) { heard.append("detail: \($0.isSuccess)") }
        }
        navigator.bus.send(.push(ListViewModel(), animated: true)) { heard.append("list: \($0.failure.map { "\($0)" } ?? "ok")") }
        clock.advance(by: .seconds(10))
        await navigator.settle()
        #expect(heard == ["list: \(NavigationError.rendererTimedOut)"])
        renderer.finishAll()
        await navigator.settle()
        #expect(heard == ["list: \(NavigationError.rendererTimedOut)", "detail: true"])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self, DetailViewModel.self]]))
    }

    @Test func theAsyncFormsReturnOnceTheTransitionIsShown() async throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        var result: Result<NavigationOutcome, NavigationError>?
        let task = Task { result = await navigator.services.sendAndWait(.push(ListViewModel())) }
        await navigator.settle()  // the task runs as far as its wait for the screen
        #expect(!renderer.unfinished.isEmpty)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        #expect(result == nil)
        renderer.finishNext()
        await task.value
        #expect(result?.isPerformed == true)
    }

    @Test func everyAsyncFormGivesTheResultOfItsCall() async throws {
        let navigator = try navigator(with: TestRenderer())
        let (home, list) = (HomeViewModel(), ListViewModel())
        #expect(await navigator.services.sendAndWait(.resetRoot(home)).isPerformed)
        #expect(await navigator.services.sendAndWait(.push(list)).isPerformed)
        #expect(await navigator.services.sendAndWait(.popTo(home)).isPerformed)
        #expect(await navigator.services.sendAndWait(.pop()).failure == .cannotPopRoot)
        #expect(await navigator.services.sendAndWait(.resetScreens([home, list])).isPerformed)
        #expect(await navigator.services.sendAndWait(.popToRoot()).isPerformed)
        #expect(await navigator.services.sendAndWait(.present(LoginViewModel(), style: .popover)).isPerformed)
        #expect(await navigator.services.sendAndWait(.dismiss()).isPerformed)
        #expect(await navigator.services.sendAndWait(.close(home)).failure == .cannotPopRoot)
        #expect(await navigator.services.sendAndWait(.resetStack([HomeViewModel(), DetailViewModel()])).isPerformed)
        #expect(await navigator.services.sendAndWait(.selectTab(1)).failure == .noTabs)
        #expect(await navigator.services.sendAndWait(.restore(StackLayout(levels: [.stack([SettingsViewModel()])]))).isPerformed)
        #expect(navigator.stack.snapshot.shape == StackShape([SettingsViewModel.self]))
    }

    @Test func withoutARendererTheAsyncFormsReturnAtOnce() async throws {
        let navigator = try makeNavigator()
        #expect(await navigator.services.sendAndWait(.resetRoot(HomeViewModel())).isPerformed)
        #expect(await navigator.services.sendAndWait(.push(UnmappedViewModel())).failure == .noScreen(for: "UnmappedViewModel"))
    }

    @Test func aUserReportDuringATransitionIsAppliedInOrderNotLost() throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        navigator.services.present(LoginViewModel())
        navigator.services.push(ListViewModel())  // on the sheet, once it is shown
        let sheet = try #require(navigator.stack.snapshot.topController?.id)
        #expect(navigator.report(.dismissed(sheet)) == .success(.queued))
        renderer.finishAll()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(renderer.plans.last?.description == "dismiss from modal 1")
    }

    @Test func aChangeWithNothingToShowOrAFailureDoesNotWait() throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        var results: [String] = []
        #expect(navigator.services.popToRoot().isPerformed)
        #expect(navigator.bus.send(.dismiss()) { results.append("\($0.failure.map(String.init(describing:)) ?? "ok")") }.failure
            == .nothingToDismiss)
        #expect(results == ["nothing to dismiss: no modal level is presented"])
        #expect(!navigator.isTransitioning)
        #expect(renderer.plans.count == 1)
    }

    @Test func theAfterChangeStageRunsInItsDocumentedOrder() throws {
        let log = Log()
        let navigator = try makeNavigator()
        try navigator.screens.register(LoggingViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(LoggingViewModel("home", log: log))
        try navigator.attach(LogRenderer(log: log))
        log.lines.removeAll()
        let subscription = navigator.bus.subscribe { event in
            if case .didPerform = event { log.lines.append("observer") }
        }
        navigator.bus.send(.present(LoggingViewModel("sheet", log: log))) { _ in log.lines.append("completion") }
        #expect(log.lines == ["home stopped being top", "sheet became top", "observer", "render 1 step(s)", "completion"])
        subscription.cancel()
    }

    @Test func aRendererThatNeverFinishesFailsTheWaitingCommandsAfterItsTimeout() async throws {
        let renderer = TestRenderer(finishing: .manually)
        let clock = ManualClock()
        let navigator = try navigator(with: renderer, timeout: .seconds(10), clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        renderer.finishAll()
        let list = ListViewModel()
        var heard: [String] = []
        navigator.bus.send(.present(LoginViewModel())) { heard.append("first: \($0.isSuccess)") }
        navigator.bus.send(.present(SettingsViewModel())) { heard.append("waiting: \($0.failure.map(String.init(describing:)) ?? "ok")") }
        navigator.services.push(list)
        let sheet = try #require(navigator.stack.snapshot.topController?.id)
        #expect(navigator.report(.dismissed(sheet)) == .success(.queued))
        let abandoned = try #require(renderer.unfinished.first)

        clock.advance(by: .seconds(10) - .nanoseconds(1))
        #expect(heard.isEmpty)
        // The command that waited fails, then the change's completion runs: it stays (the stack is
        // the truth).
        clock.advance(by: .nanoseconds(1))
        await navigator.settle()
        #expect(heard == ["waiting: \(NavigationError.rendererTimedOut)", "first: true"])
        #expect(!navigator.stack.contains(list))
        // The user's dismissal already happened on screen, so it is applied after the others failed.
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(abandoned.isFinished)
        abandoned.finish()  // late: nothing happens
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func detachingFinishesTheTransitionOnItsWay() throws {
        let renderer = TestRenderer(finishing: .manually)
        let navigator = try navigator(with: renderer)
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.detachRenderer()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        #expect(!navigator.isTransitioning)
    }

    @Test func aReleasedNavigatorLeavesNoCallerWaiting() async throws {
        var navigator: Navigator? = try makeNavigator()
        let renderer = TestRenderer(finishing: .manually)
        try navigator?.attach(renderer)
        let services = try #require(navigator?.services)
        let bus = try #require(navigator?.bus)
        services.resetRoot(HomeViewModel())
        var queued: Result<NavigationChange, NavigationError>?
        bus.send(.present(LoginViewModel())) { queued = $0 }
        let waiter = Task { await services.sendAndWait(.push(ListViewModel())) }
        await (try #require(navigator)).settle()  // the push waits behind the presentation on its way
        #expect(queued == nil)
        navigator = nil
        renderer.finishAll()
        // The released navigator ends its transition on the main actor: the presentation's
        // completion runs, then the push queued behind it fails.
        #expect(await waiter.value.failure == .noNavigator)
        #expect(queued?.failure == .noNavigator)
    }

    @Test func aRendererTimeoutAfterTheNavigatorIsGoneFailsTheWaitingCommandsAsNoNavigator() async throws {
        let clock = ManualClock()
        var navigator: Navigator? = try makeNavigator(clock: clock)
        try navigator?.attach(TestRenderer(finishing: .manually), timeout: .seconds(1))
        let services = try #require(navigator?.services)
        services.resetRoot(HomeViewModel())
        let waiter = Task { await services.sendAndWait(.push(ListViewModel())) }
        await (try #require(navigator)).settle()  // the push waits behind the root on its way
        navigator = nil
        clock.advance(by: .seconds(2))  // the timeout passes before the released navigator's hop
        #expect(await waiter.value.failure == .noNavigator)
    }

    @Test func aTransitionKeptAfterItsNavigatorIsGoneKeepsNoNavigatorAliveAndDoesNothing() throws {
        let renderer = TestRenderer(finishing: .manually)
        var navigator: Navigator? = try makeNavigator()
        weak let released = navigator
        try navigator?.attach(renderer)
        navigator?.services.resetRoot(HomeViewModel())
        let kept = try #require(renderer.unfinished.first)
        navigator = nil
        #expect(released == nil)
        #expect(kept.isFinished)
        #expect(kept.screen(for: ScreenID(rawValue: 1)) == nil)
        kept.finish()
    }

    @Test func theTransitionFindsTheScreensItAdds() throws {
        final class ScreenFinder: NavigationRenderer {
            var found: [String] = []
            func render(_ transition: NavigationTransition) {
                for case .setScreens(_, _, _, let adding, _) in transition.plan.steps {
                    found += adding.map { transition.screen(for: $0.id).map { String(describing: type(of: $0.viewModel)) } ?? "nil" }
                }
                transition.finish()
            }
        }
        let finder = ScreenFinder()
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        try navigator.attach(finder)
        navigator.services.push(ListViewModel())
        navigator.services.push(DetailViewModel())
        #expect(finder.found == ["ListViewModel", "DetailViewModel"])
    }

    /// A `finish()` inside `render` takes effect when the command ends: the renderer is never
    /// handed a transition from inside `render`, and the completion's command runs after it.
    @Test func aFinishInsideRenderEndsTheTransitionWhenTheCommandEnds() throws {
        final class Nester: NavigationRenderer {
            var depth = 0, deepest = 0
            var stillWaitingAfterFinish: [Bool] = []
            weak var navigator: Navigator?
            func render(_ transition: NavigationTransition) {
                depth += 1
                deepest = max(deepest, depth)
                transition.finish()
                stillWaitingAfterFinish.append(navigator?.isTransitioning == true)
                depth -= 1
            }
        }
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let renderer = Nester()
        renderer.navigator = navigator
        try navigator.attach(renderer)
        var order: [String] = []
        navigator.bus.send(.push(ListViewModel())) { _ in
            order.append("completion")
            navigator.services.push(DetailViewModel())
            order.append("sent")
        }
        #expect(renderer.deepest == 1)
        #expect(renderer.stillWaitingAfterFinish == [true, true, true])
        #expect(order == ["completion", "sent"])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self, DetailViewModel.self]))
        #expect(!navigator.isTransitioning)
    }

    /// A renderer attached while a command runs (from an observer), or swapped for another from
    /// a completion, leaves no transition waiting forever: the one of the renderer that went ends
    /// first, and the next command is performed at once.
    @Test func aRendererAttachedOrSwappedWhileACommandRunsLeavesNothingWaiting() throws {
        let navigator = try makeNavigator()
        var attached = false
        let attaching = navigator.bus.subscribe { event in
            guard case .didPerform = event, !attached else { return }
            attached = true
            try? navigator.attach(TestRenderer())
        }
        navigator.services.resetRoot(HomeViewModel())
        #expect(attached)
        #expect(!navigator.isTransitioning)
        #expect(navigator.services.push(ListViewModel()).map(\.change) != .success(nil))
        attaching.cancel()

        var completed = false
        navigator.bus.send(.push(DetailViewModel())) { _ in
            navigator.detachRenderer()
            try? navigator.attach(TestRenderer())
            completed = true
        }
        #expect(completed)
        #expect(!navigator.isTransitioning)
        #expect(navigator.services.pop().map(\.change) != .success(nil))
    }

    /// A transition carries the screens of its own change: a renderer never reads the live stack,
    /// whatever the stack became since.
    @Test func aTransitionFindsTheScreensOfItsChangeNotThoseOfTheStackSince() throws {
        final class Keeper: NavigationRenderer {
            var kept: [NavigationTransition] = []
            func render(_ transition: NavigationTransition) {
                kept.append(transition)
                transition.finish()
            }
        }
        let keeper = Keeper()
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        try navigator.attach(keeper)
        navigator.services.push(ListViewModel())
        let list = try #require(navigator.stack.snapshot.topScreen?.id)
        navigator.services.pop()
        navigator.services.push(DetailViewModel())
        let detail = try #require(navigator.stack.snapshot.topScreen?.id)
        let (pushedList, popped, pushedDetail) = (keeper.kept[1], keeper.kept[2], keeper.kept[3])
        #expect(pushedList.screen(for: list)?.viewModel is ListViewModel)
        #expect(pushedList.screen(for: detail) == nil)
        #expect(popped.screen(for: list) == nil)
        #expect(pushedDetail.screen(for: detail)?.viewModel is DetailViewModel)
    }

    /// The navigator writes each plan into arrays it reuses once the renderer has let go of the
    /// plan before: a renderer that keeps its transitions must still see each plan as it was.
    @Test func plansARendererKeepsStayAsTheyWereWhileLaterPlansAreMade() throws {
        final class Keeper: NavigationRenderer {
            var kept: [NavigationTransition] = []
            var described: [String] = []
            func render(_ transition: NavigationTransition) {
                kept.append(transition)
                described.append(transition.plan.description)
                transition.finish()
            }
        }
        final class Forgetter: NavigationRenderer {
            var described: [String] = []
            func render(_ transition: NavigationTransition) {
                described.append(transition.plan.description)
                transition.finish()
            }
        }
        func run(_ renderer: some NavigationRenderer) throws {
            let navigator = try makeNavigator()
            navigator.services.resetRoot(HomeViewModel())
            try navigator.attach(renderer)
            navigator.services.push(ListViewModel())
            navigator.services.push(DetailViewModel())
            navigator.services.pop()
            navigator.services.push(DetailViewModel())
        }
        let keeper = Keeper()
        try run(keeper)
        #expect(keeper.kept.map(\.plan.description) == keeper.described)
        #expect(keeper.described.count == 5)
        // The same plans when each is dropped at once (and its arrays reused).
        let forgetter = Forgetter()
        try run(forgetter)
        #expect(forgetter.described == keeper.described)
        #expect(forgetter.described[1].contains("ListViewModel") && forgetter.described[2].contains("DetailViewModel"))
    }
}

extension Result where Success == NavigationOutcome {
    var isPerformed: Bool {
        if case .success(.performed) = self { true } else { false }
    }
}
