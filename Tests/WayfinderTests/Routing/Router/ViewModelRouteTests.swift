import Testing
import Wayfinder
import WayfinderTesting

// Routes whose handler returns the view model they show, with a presentation.

@Suite("Router: routes that return their view model")
@MainActor
struct ViewModelRouteTests {
    struct Detail: Decodable {
        let number: Int
    }

    @Test func eachPresentationShowsTheReturnedViewModel() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://detail/:number<Int>", as: .push) { (detail: Detail, _) in DetailViewModel(detail.number) }
        try router.register("app://login", as: .present(.sheet)) { _ in LoginViewModel() }
        try router.register("app://home", as: .resetRoot) { _ in HomeViewModel() }

        #expect(router.openInternal("app://detail/7").isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self]))
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 7)
        #expect(router.openInternal("app://login").isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(navigator.stack.snapshot.levels.last?.presentation == .sheet)
        #expect(router.openInternal("app://home").isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func aHandlerThatThrowsFailsAsAnyHandlerDoes() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://detail/:number<Int>", as: .push) { (_: Detail, _) -> DetailViewModel in throw HandlerError() }
        let before = navigator.stack.snapshot
        #expect(router.openInternal("app://detail/7").failure
            == .handlerFailed(pattern: "app://detail/:number<Int>", error: UnderlyingError(HandlerError())))
        #expect(navigator.stack.snapshot == before)
    }
}
