import Testing
import Wayfinder

@Suite("subscriptions")
@MainActor
struct SubscriptionTests {
    @Test func cancellingStopsDelivery() throws {
        let navigator = try makeNavigator()
        var count = 0
        let subscription = navigator.bus.subscribe { _ in count += 1 }
        navigator.services.resetRoot(HomeViewModel())
        #expect(count == 2)
        subscription.cancel()
        subscription.cancel()
        navigator.services.push(ListViewModel())
        #expect(count == 2)
    }

    @Test func releasingStopsDelivery() throws {
        let navigator = try makeNavigator()
        var count = 0
        var subscription: NavigationSubscription? = navigator.bus.subscribe { _ in count += 1 }
        navigator.services.resetRoot(HomeViewModel())
        #expect(count == 2)
        subscription = nil
        navigator.services.push(ListViewModel())
        #expect(count == 2)
        _ = subscription  // read once, so the compiler sees the release as intended
    }

    @Test func cancellingDuringDeliverySkipsTheLaterObserver() throws {
        let navigator = try makeNavigator()
        var laterCalls = 0
        var later: NavigationSubscription?
        let first = navigator.bus.subscribe { _ in later?.cancel() }
        later = navigator.bus.subscribe { _ in laterCalls += 1 }
        navigator.services.resetRoot(HomeViewModel())
        #expect(laterCalls == 0)
        _ = first
    }

    @Test func cancellingReleasesTheObserverAndWhatItCaptured() throws {
        let navigator = try makeNavigator()
        var captured: HomeViewModel? = HomeViewModel()
        weak let weakCaptured = captured
        let subscription = navigator.bus.subscribe { [captured] _ in _ = captured }
        captured = nil
        #expect(weakCaptured != nil)
        subscription.cancel()
        #expect(weakCaptured == nil)
    }

    @Test func anObserverMayCancelItsOwnSubscription() throws {
        let navigator = try makeNavigator()
        var calls = 0
        var subscription: NavigationSubscription?
        subscription = navigator.bus.subscribe { _ in
            calls += 1
            subscription?.cancel()
            subscription = nil
        }
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        #expect(calls == 1)
    }
}
