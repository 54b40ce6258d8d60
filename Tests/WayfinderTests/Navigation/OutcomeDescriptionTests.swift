import Testing
import Wayfinder
import WayfinderTesting

/// What a call did prints as a reader would say it, not as an enum dump.
@Suite("outcomes and changes, described")
@MainActor
struct OutcomeDescriptionTests {
    @Test func aNavigationOutcomeNamesWhatHappened() throws {
        let navigator = try makeNavigator()
        let renderer = TestRenderer(finishing: .manually)
        try navigator.attach(renderer)
        #expect("\(navigator.services.resetRoot(HomeViewModel()))" == "success(performed +[#1 HomeViewModel])")
        #expect(try navigator.services.push(ListViewModel()).get().description == "queued")  // behind the root on its way
        renderer.finishAll()
        #expect(try navigator.services.pop().get().description == "performed −[#2 ListViewModel]")
        renderer.finishAll()
        #expect(try navigator.services.popToRoot().get().description == "performed no change")
        let guarding = navigator.bus.addInterceptor { _ in .suspend { _ in .cancel } }
        #expect(try navigator.services.push(DetailViewModel()).get().description == "suspended")
        guarding.cancel()
    }

    @Test func aRouteOutcomeSaysWhetherItNavigatedAndHow() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://list") { _ in .navigate(.push(ListViewModel())) }
        try router.register("app://answer") { _ in .value(42) }
        try router.register("app://log") { _ in .handled }
        navigator.services.resetRoot(HomeViewModel())
        #expect(try router.openInternal("app://list").get().description == "navigated: performed +[#3 ListViewModel]")
        #expect(try router.openInternal("app://answer").get().description == "value 42")
        #expect(try router.openInternal("app://log").get().description == "handled")
    }
}
