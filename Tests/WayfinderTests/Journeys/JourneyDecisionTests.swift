import Testing
import Wayfinder
import WayfinderTesting

@Suite("guards' decisions in a journey")
@MainActor
struct JourneyDecisionTests {
    @Test func aGuardsDecisionsAreStepsAndTheHeldCommandIsTheStepItReachedTheStackAt() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.recordJourney()
        let signIn = navigator.bus.addGuard(for: DetailViewModel.self) { _ in
            .suspend { services in
                await services.result(of: PickerViewModel(), as: .present) == .finished("ok") ? .proceed : .cancel
            }
        }
        navigator.services.push(DetailViewModel())
        await navigator.settle()
        try #require(navigator.stack.topViewModel as? PickerViewModel).result.finish(with: "ok")
        await navigator.settle()
        #expect(navigator.journey?.description == """
            1. guard DetailViewModel: push DetailViewModel → suspend
            2. present automatic PickerViewModel → performed
            3. close PickerViewModel #2 → performed
            4. operation: push DetailViewModel → proceed
            5. push DetailViewModel → performed
            """)
        signIn.cancel()
    }

    @Test func aCommandAGuardOrAnInterceptorStopsIsAStepThatNeverReachedTheStack() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.recordJourney()
        let closed = navigator.bus.addGuard(for: DetailViewModel.self) { _ in .cancel }
        let noSettings = navigator.bus.addInterceptor { command in
            if case .present(let viewModel, _, _) = command, viewModel is SettingsViewModel { return .cancel }
            return .proceed
        }
        navigator.services.push(DetailViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.push(ListViewModel())
        #expect(navigator.journey?.description == """
            1. guard DetailViewModel: push DetailViewModel → cancel
            2. stopped: push DetailViewModel → failed: cancelled by a guard or an interceptor
            3. stopped: present automatic SettingsViewModel → failed: cancelled by a guard or an interceptor
            4. push ListViewModel → performed
            """)
        let json = try #require(navigator.journey?.json())
        #expect(try NavigationJourney(json: json) == navigator.journey)
        closed.cancel()
        noSettings.cancel()
    }
}
