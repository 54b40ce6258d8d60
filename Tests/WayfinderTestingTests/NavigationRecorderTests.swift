import Testing
import Wayfinder
import WayfinderTesting

private final class RootViewModel: ViewModel {}
private final class ChildViewModel: ViewModel {}
private struct PlainScreen<Model: ViewModel>: Screen {
    let viewModel: Model
}

@MainActor
private func makeNavigator() throws -> Navigator {
    let screens = ScreenMap()
    try screens.register(RootViewModel.self) { PlainScreen(viewModel: $0) }
    try screens.register(ChildViewModel.self) { PlainScreen(viewModel: $0) }
    return Navigator(screens: screens)
}

@Suite("NavigationRecorder")
@MainActor
struct NavigationRecorderTests {
    @Test func recordsEveryEventInOrder() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(RootViewModel())
        navigator.services.push(ChildViewModel(), animated: false)
        navigator.services.dismiss()
        #expect(recorder.lines == [
            "willPerform resetRoot(RootViewModel)", "didPerform resetRoot(RootViewModel)",
            "willPerform push(ChildViewModel, animated: false)", "didPerform push(ChildViewModel, animated: false)",
            "willPerform dismiss", "failed dismiss: nothing to dismiss: no modal level is presented",
        ])
        #expect(recorder.performedCommands == ["resetRoot(RootViewModel)", "push(ChildViewModel, animated: false)"])
        #expect(recorder.errors == [.nothingToDismiss])
        #expect(recorder.events.map(\.commandName) == ["resetRoot", "resetRoot", "push", "push", "dismiss", "dismiss"])
    }

    @Test func keepsTheChangesOfAppliedCommands() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(bus: navigator.bus)
        navigator.services.resetRoot(RootViewModel())
        navigator.services.push(ChildViewModel())
        #expect(recorder.changes.count == 2)
        #expect(recorder.changes.last?.after == navigator.stack.snapshot)
        #expect(recorder.changes.last?.inserted.map(\.viewModelTypeName) == ["ChildViewModel"])
    }

    @Test func clearForgetsAndStopEndsRecording() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(RootViewModel())
        recorder.clear()
        #expect(recorder.events.isEmpty)
        navigator.services.push(ChildViewModel())
        #expect(recorder.performedCommands == ["push(ChildViewModel)"])
        recorder.stop()
        navigator.services.pop()
        #expect(recorder.performedCommands == ["push(ChildViewModel)"])
    }

    @Test func recordingKeepsNoViewModelAlive() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(RootViewModel())
        weak var weakChild: ChildViewModel?
        do {
            let child = ChildViewModel()
            weakChild = child
            navigator.services.push(child)
        }
        navigator.services.pop()
        #expect(weakChild == nil)
        #expect(recorder.performedCommands.last == "pop")
    }
}
