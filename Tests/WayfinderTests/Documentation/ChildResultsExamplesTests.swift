import Testing
import Wayfinder
import WayfinderTesting

/// A navigator that also maps the branch screens.
@MainActor
private func makeBranchNavigator() throws -> Navigator {
    let navigator = try makeNavigator()
    try navigator.screens.register(BranchViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(BranchPickerViewModel.self) { TestScreen(viewModel: $0) }
    return navigator
}

@Suite("Results from child screens article")
@MainActor
struct ChildResultsExamplesTests {
    @Test func aPickedBranchComesBack() async throws {
        let navigator = try makeBranchNavigator()
        let repository = BranchViewModel(services: navigator.services)
        navigator.services.resetRoot(repository)

        let choosing = Task { await repository.chooseBranch() }
        await navigator.settle()  // the task runs: the picker is shown, and awaited
        let picker = try #require(navigator.stack.topViewModel as? BranchPickerViewModel)
        picker.pick("release/2.0")
        await choosing.value

        #expect(repository.branch == "release/2.0")
        #expect(navigator.stack.topViewModel === repository)     // the picker was closed
    }

    @Test func aPickerSwipedAwayEndsWithoutAValue() async throws {
        let navigator = try makeBranchNavigator()
        let repository = BranchViewModel(services: navigator.services)
        navigator.services.resetRoot(repository)

        let choosing = Task { await repository.chooseBranch() }
        await navigator.settle()
        let sheet = try #require(navigator.stack.snapshot.topController?.id)
        navigator.report(.dismissed(sheet))
        await choosing.value

        #expect(repository.branch == "main")
        #expect(repository.lastExit == .dismissedByUser)
    }

    @Test func aPushedChildThatIsPoppedIsCancelled() async throws {
        let navigator = try makeBranchNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services

        let waiting = Task { await services.result(of: BranchPickerViewModel()) }
        await navigator.settle()
        #expect(navigator.stack.topViewModel is BranchPickerViewModel)
        navigator.services.pop()

        #expect(await waiting.value == .cancelled(.popped))
    }

    @Test func aChildThatCannotBeShownEndsAtOnce() async throws {
        let navigator = try makeBranchNavigator()      // the stack is empty: nothing can be presented

        let result = await navigator.services.result(of: BranchPickerViewModel(), as: .present)

        #expect(result == .cancelled(.notShown(.noRoot)))
    }

    @Test func eachChildReportsToOneCaller() async throws {
        let navigator = try makeBranchNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services
        let picker = BranchPickerViewModel()

        let first = Task { await services.result(of: picker) }
        await navigator.settle()
        let second = await services.result(of: picker)
        picker.pick("main")

        #expect(second == .cancelled(.alreadyAwaited))
        #expect(await first.value == .finished("main"))
    }

    @Test func cancellingTheAwaitingTaskClosesTheChild() async throws {
        let navigator = try makeBranchNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services

        let waiting = Task { await services.result(of: BranchPickerViewModel()) }
        await navigator.settle()
        #expect(navigator.stack.topViewModel is BranchPickerViewModel)
        waiting.cancel()

        #expect(await waiting.value == .cancelled(.awaitCancelled))
        await navigator.settle()  // the picker is closed on the main actor, after the cancellation
        navigator.expectStack([HomeViewModel.self])
    }

    @Test func finishingWithNobodyWaitingDropsTheValue() throws {
        let navigator = try makeBranchNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let picker = BranchPickerViewModel()
        navigator.services.push(picker)

        #expect(picker.result.finish(with: "main") == false)
        #expect(navigator.stack.topViewModel === picker)
    }
}
