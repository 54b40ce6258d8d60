import Testing
import Wayfinder
import WayfinderTesting

@Suite("bus: events, order and re-entrancy")
@MainActor
struct BusTests {
    @Test func eachCommandIsReportedAsWillThenDidOrFailed() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.pop()
        #expect(recorder.lines == [
            "willPerform resetRoot(HomeViewModel)",
            "didPerform resetRoot(HomeViewModel)",
            "willPerform pop",
            "failed pop: cannot pop: the top navigation controller holds only its root screen",
        ])
    }

    @Test func didPerformCarriesTheChangeTheCallReturned() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        let change = try navigator.services.resetRoot(HomeViewModel()).get().change
        #expect(recorder.changes == [try #require(change)])
    }

    @Test func observersAreCalledInSubscriptionOrder() throws {
        let navigator = try makeNavigator()
        var calls: [String] = []
        let first = navigator.bus.subscribe { event in calls.append("first \(event)") }
        let second = navigator.bus.subscribe { event in calls.append("second \(event)") }
        navigator.services.resetRoot(HomeViewModel())
        #expect(calls == [
            "first willPerform resetRoot(HomeViewModel)", "second willPerform resetRoot(HomeViewModel)",
            "first didPerform resetRoot(HomeViewModel)", "second didPerform resetRoot(HomeViewModel)",
        ])
        _ = (first, second)
    }

    @Test func aCommandFromAnObserverIsQueuedAndPerformedAfterTheCurrentOne() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        var queuedResults: [Result<NavigationOutcome, NavigationError>] = []
        var stackSeenByFirstObserver: [[String]] = []
        let pusher = navigator.bus.subscribe { event in
            guard case .didPerform(.resetRoot, _) = event else { return }
            queuedResults.append(services.push(ListViewModel()))
            queuedResults.append(services.push(DetailViewModel()))
            stackSeenByFirstObserver = navigator.stack.snapshot.names
        }
        let recorder = NavigationRecorder(navigator)
        let result = services.resetRoot(HomeViewModel())
        #expect(result.isSuccess)
        #expect(queuedResults == [.success(.queued), .success(.queued)])
        #expect(stackSeenByFirstObserver == [["HomeViewModel"]])
        #expect(recorder.lines == [
            "willPerform resetRoot(HomeViewModel)", "didPerform resetRoot(HomeViewModel)",
            "willPerform push(ListViewModel)", "didPerform push(ListViewModel)",
            "willPerform push(DetailViewModel)", "didPerform push(DetailViewModel)",
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self, DetailViewModel.self]))
        _ = pusher
    }

    @Test func aCommandFromAnInterceptorIsQueuedToo() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        var inner: Result<NavigationOutcome, NavigationError>?
        let interceptor = navigator.bus.addInterceptor { command in
            if case .resetRoot = command, inner == nil { inner = services.push(ListViewModel()) }
            return .proceed
        }
        navigator.services.resetRoot(HomeViewModel())
        #expect(inner == .success(.queued))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        _ = interceptor
    }

    @Test func anObserverSubscribedDuringDeliveryStartsWithTheNextEvent() throws {
        let navigator = try makeNavigator()
        var late: [String] = []
        var lateSubscription: NavigationSubscription?
        let first = navigator.bus.subscribe { event in
            if lateSubscription == nil {
                lateSubscription = navigator.bus.subscribe { late.append($0.description) }
            }
        }
        navigator.services.resetRoot(HomeViewModel())
        #expect(late == ["didPerform resetRoot(HomeViewModel)"])
        _ = first
    }

    @Test func commandsSentAfterTheNavigatorIsGoneFail() throws {
        var navigator: Navigator? = try makeNavigator()
        let services = try #require(navigator?.services)
        weak let weakNavigator = navigator
        navigator = nil
        #expect(weakNavigator == nil)
        #expect(services.resetRoot(HomeViewModel()).failure == .noNavigator)
    }
}
