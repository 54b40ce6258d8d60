import Testing
import Wayfinder
import WayfinderTesting

/// Starts awaiting a child's result and lets the navigation happen.
@MainActor
private func startAwaiting(
    _ child: PickerViewModel, on navigator: Navigator,
    _ open: @escaping @MainActor (any NavigationServices, PickerViewModel) async -> ChildResult<String>
) async -> Task<ChildResult<String>, Never> {
    let services = navigator.services
    let task = Task { await open(services, child) }
    await navigator.settle()
    #expect(navigator.stack.contains(child))
    return task
}

@MainActor
private func awaitPresented(_ child: PickerViewModel, on navigator: Navigator) async -> Task<ChildResult<String>, Never> {
    await startAwaiting(child, on: navigator) { await $0.result(of: $1, as: .present) }
}

@MainActor
private func awaitPushed(_ child: PickerViewModel, on navigator: Navigator) async -> Task<ChildResult<String>, Never> {
    await startAwaiting(child, on: navigator) { await $0.result(of: $1) }
}

@Suite("typed results from child screens")
@MainActor
struct ResultTests {
    @Test func aPresentedChildFinishesWithItsValueAndIsDismissed() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let picker = PickerViewModel()
        let task = await awaitPresented(picker, on: navigator)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[PickerViewModel.self]]))
        #expect(picker.result.isAwaited)
        #expect(picker.result.finish(with: "blue"))
        #expect(await task.value == .finished("blue"))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(!picker.result.isAwaited)
        #expect(!picker.result.finish(with: "again"))
    }

    @Test func aPushedChildFinishesWithItsValueAndIsPopped() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let picker = PickerViewModel()
        let task = await awaitPushed(picker, on: navigator)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, PickerViewModel.self]))
        picker.result.finish(with: "main")
        #expect(await task.value.value == "main")
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    /// The six ways out without a value, each resolving the caller once with how the child left.
    @Test(arguments: [
        ("pop", ChildExit.popped), ("dismiss", .dismissed), ("user pop", .poppedByUser),
        ("user dismiss", .dismissedByUser), ("resetRoot", .replaced), ("resetScreens", .replaced),
        ("popToRoot", .popped), ("close below", .closed), ("resetStack", .replaced),
    ])
    func everyOtherWayOutCancels(way: String, exit: ChildExit) async throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        let list = ListViewModel()
        let presented = ["dismiss", "user dismiss"].contains(way)
        if presented { navigator.services.present(list) } else { navigator.services.push(list) }
        let picker = PickerViewModel()
        let task = await awaitPushed(picker, on: navigator)
        let services = navigator.services
        switch way {
        case "pop": services.pop()
        case "popToRoot": services.popToRoot()
        case "dismiss": services.dismiss()
        case "user pop": navigator.report(.popped(to: navigator.stack.snapshot.levels[0].selectedController.screens[1].id))
        case "user dismiss": navigator.report(.dismissed(navigator.stack.snapshot.levels[1].selectedController.id))
        case "resetRoot": services.resetRoot(HomeViewModel())
        case "resetStack": services.resetStack([HomeViewModel(), DetailViewModel()])
        case "resetScreens": services.resetScreens([home])
        case "close below": services.close(list)
        default: Issue.record("unknown way \(way)")
        }
        #expect(await task.value == .cancelled(exit))
        #expect(!navigator.stack.contains(picker))
        #expect(!picker.result.isAwaited)
    }

    @Test func aChildThatNeverAppearsCancelsAtOnce() async throws {
        let navigator = try makeNavigator()
        // No root yet: the presentation fails.
        #expect(await navigator.services.result(of: PickerViewModel(), as: .present) == .cancelled(.notShown(.noRoot)))
        navigator.services.resetRoot(HomeViewModel())
        // An interceptor cancels it.
        var subscription = navigator.bus.addInterceptor { _ in .cancel }
        #expect(await navigator.services.result(of: PickerViewModel()) == .cancelled(.notShown(.cancelled)))
        subscription.cancel()
        // An interceptor sends the user somewhere else.
        subscription = navigator.bus.addInterceptor { command in
            if case .push(let viewModel, _) = command, viewModel is PickerViewModel { return .redirect(.present(LoginViewModel(), style: .automatic, animated: true)) }
            return .proceed
        }
        #expect(await navigator.services.result(of: PickerViewModel()) == .cancelled(.redirected))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
        subscription.cancel()
    }

    @Test func aChildCanBeAwaitedByOneCallerAtATime() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let picker = PickerViewModel()
        let first = await awaitPresented(picker, on: navigator)
        #expect(await navigator.services.result(of: picker) == .cancelled(.alreadyAwaited))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[PickerViewModel.self]]))
        picker.result.finish(with: "first")
        #expect(await first.value == .finished("first"))
        // Once resolved, the same child can be opened and awaited again.
        let second = await awaitPushed(picker, on: navigator)
        navigator.services.pop()
        #expect(await second.value == .cancelled(.popped))
    }

    @Test func cancellingTheAwaitingTaskClosesTheChild() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let picker = PickerViewModel()
        let task = await awaitPresented(picker, on: navigator)
        task.cancel()
        #expect(await task.value == .cancelled(.awaitCancelled))
        await navigator.settle()
        #expect(!navigator.stack.contains(picker))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func aChildLaidOutAgainStaysAwaited() async throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        let picker = PickerViewModel()
        let task = await awaitPushed(picker, on: navigator)
        navigator.services.resetStack([home, picker])
        #expect(picker.result.isAwaited)
        #expect(picker.result.finish(with: "kept"))
        #expect(await task.value == .finished("kept"))
    }

    @Test func aChildAwaitedWhileOnTheStackIsNotShownByACommandLayingItOutAgain() async throws {
        let navigator = try makeNavigator()
        let renderer = TestRenderer(finishing: .manually)
        try navigator.attach(renderer)
        let picker = PickerViewModel()
        navigator.services.resetStack([HomeViewModel(), picker])  // on its way: what follows waits
        navigator.services.resetStack([HomeViewModel(), picker])  // lays the picker out again
        let services = navigator.services
        let task = Task { await services.result(of: picker) }  // a push of a screen on the stack
        while !picker.result.isAwaited { await Task.yield() }
        renderer.finishAll()
        // The reset neither showed nor removed the picker: the push failed, and its caller heard.
        #expect(!picker.result.isAwaited)
        guard !picker.result.isAwaited else { return task.cancel() }
        guard case .cancelled(.notShown(.duplicateViewModel)) = await task.value else {
            Issue.record("expected the push's failure")
            return
        }
    }

    @Test func aChildFinishingAsItIsRemovedIsTooLateAndNothingFails() async throws {
        final class LatePicker: ResultProducing, ScreenLifecycle {
            let result = ResultChannel<String>()
            var finishedOnRemoval: Bool?
            func screenWasRemoved() { finishedOnRemoval = result.finish(with: "late") }
        }
        let navigator = try makeNavigator()
        try navigator.screens.register(LatePicker.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        var failures = 0
        let subscription = navigator.bus.subscribe { if case .failed = $0 { failures += 1 } }
        let picker = LatePicker()
        let services = navigator.services
        let task = Task { await services.result(of: picker) }
        await navigator.settle()
        #expect(navigator.stack.contains(picker))
        navigator.services.pop()
        #expect(await task.value == .cancelled(.popped))
        #expect(picker.finishedOnRemoval == false)
        #expect(failures == 0)
        subscription.cancel()
    }

    @Test func aTaskCancelledAlreadyDoesNotOpenTheChild() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await services.result(of: PickerViewModel(), as: .present)
        }
        #expect(await task.value == .cancelled(.awaitCancelled))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func releasingTheNavigatorWhileTheChildIsHeldResolvesTheCaller() async throws {
        let clock = ManualClock()
        var navigator: Navigator? = try makeNavigator(clock: clock)
        navigator?.services.resetRoot(HomeViewModel())
        // The guard holds the push until the test advances the clock.
        let guarding = navigator?.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend { _ in
                try? await clock.sleep(for: .seconds(1))
                return .proceed
            }
        }
        let services = navigator!.services
        let task = Task { await services.result(of: PickerViewModel()) }
        await navigator!.settle()
        #expect(navigator?.bus.isSuspended == true)
        navigator = nil
        clock.advance(by: .seconds(1))
        #expect(await task.value == .cancelled(.notShown(.noNavigator)))
        guarding?.cancel()
    }

    @Test func releasingTheNavigatorResolvesTheCaller() async throws {
        var navigator: Navigator? = try makeNavigator()
        navigator?.services.resetRoot(HomeViewModel())
        let task = await awaitPresented(PickerViewModel(), on: navigator!)
        navigator = nil
        #expect(await task.value == .cancelled(.released))
    }

    /// Every await started is resolved exactly once, whichever way its child goes: the count of
    /// results equals the count of awaits, and no channel is left waiting.
    @Test func noCallerIsLeftWaiting() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var pickers: [PickerViewModel] = []
        var tasks: [Task<ChildResult<String>, Never>] = []
        let exits: [@MainActor (PickerViewModel) -> Void] = [
            { $0.result.finish(with: "value") },
            { _ in navigator.services.pop() },
            { _ in navigator.services.popToRoot() },
            { navigator.services.close($0) },
            { _ in navigator.report(.popped(to: navigator.stack.snapshot.topController!.screens[0].id)) },
            { _ in navigator.services.resetScreens([HomeViewModel()]) },
        ]
        for round in 0..<60 {
            let picker = PickerViewModel()
            pickers.append(picker)
            tasks.append(await awaitPushed(picker, on: navigator))
            exits[round % exits.count](picker)
            // Ways out that come after the first are ignored.
            picker.result.finish(with: "late")
            navigator.services.resetRoot(HomeViewModel())
        }
        var results: [String: Int] = [:]
        for task in tasks {
            results["\(await task.value)", default: 0] += 1
        }
        #expect(results == [
            "finished(\"value\")": 10, "cancelled(popped)": 20, "cancelled(closed)": 10,
            "cancelled(popped by the user)": 10, "cancelled(replaced)": 10,
        ])
        #expect(pickers.allSatisfy { !$0.result.isAwaited })
    }
}
