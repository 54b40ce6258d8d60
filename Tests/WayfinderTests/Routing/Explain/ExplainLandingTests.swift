import Testing
import Wayfinder
import WayfinderTesting

private final class Repositories: ViewModel, Identifiable {
    nonisolated var id: String { "repositories" }
}

private final class Repository: ViewModel, Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
    nonisolated var id: String { name }
}

private final class Issue: ViewModel {}
private final class Inbox: ViewModel {}
private final class Sheet: ViewModel {}
private final class Sidebar: ViewModel {}
private final class Placeholder: ViewModel {}

private final class Home: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [Repositories(), Inbox()] }
}

private final class Browser: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: Sidebar(), detail: Placeholder()) }
}

private struct Failure: Error {}

@Suite("explain: where a link would land")
@MainActor
struct ExplainLandingTests {
    private func app() throws -> (TestNavigator, Router) {
        let navigator = TestNavigator()
        let router = Router(services: navigator.services)
        try router.register("app://repos/:name/issues/:number") { request in
            .navigate(.showInTab(0, [Repositories(), Repository(request.match.parameters["name"] ?? ""), Issue()]))
        }
        try router.register("app://browse/:name") { request in .navigate(.showInColumn(.detail, [Repository(request.match.parameters["name"] ?? "")])) }
        try router.register("app://inbox") { _ in .navigate(.push(Inbox())) }
        try router.register("app://sheet") { _ in .navigate(.present(Sheet())) }
        try router.register("app://home") { _ in .navigate(.resetStack([Home(), Issue()])) }
        try router.register("app://answer") { _ in .value(42) }
        try router.register("app://broken") { _ in throw Failure() }
        try router.register("app://back") { _ in .navigate(.pop()) }
        try router.register("app://inbox-tab") { _ in .navigate(.selectTab(1)) }
        return (navigator, router)
    }

    @Test func aLinkIntoATabSaysWhichScreensItKeepsAndWhatGoes() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Home())
        navigator.services.push(Repository("wayfinder"))
        navigator.services.present(Sheet())
        let before = navigator.stack.snapshot

        let explanation = router.explain(IncomingLink(url: "app://repos/wayfinder/issues/3", origin: .app), landingOn: navigator.stack)
        #expect(explanation.landing?.success == RouteLanding(
            place: .tab(0), kept: ["Repositories", "Repository"], added: ["Issue"], dismissedLevels: 1))
        #expect(explanation.description.hasSuffix(
            "\nlands: tab 0, keeping Repositories, Repository; adding Issue; dismissing 1 modal level"))
        #expect(navigator.stack.snapshot == before)  // nothing navigated
        navigator.expectCommands([.sent(.resetRoot(Home.expected())), .sent(.push(Repository.expected())), .sent(.present(Sheet.expected()))])
    }

    @Test func aLinkIntoAColumnSaysTheColumn() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Browser())
        navigator.services.showInColumn(.detail, [Repository("atlas")])
        let landing = router.explain(IncomingLink(url: "app://browse/atlas", origin: .app), landingOn: navigator.stack).landing?.success
        #expect(landing == RouteLanding(place: .column(.detail), kept: ["Repository"], added: [], dismissedLevels: 0))
        #expect(landing?.description == "detail column, keeping Repository")
    }

    @Test func aPushLandsOnTheSelectedTabOrTheFocusedColumnOrTheTop() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Home())
        navigator.services.selectTab(1)
        #expect(router.explain(IncomingLink(url: "app://inbox", origin: .app), landingOn: navigator.stack).landing?.success?.place == .tab(1))
        navigator.services.resetRoot(Browser())
        #expect(router.explain(IncomingLink(url: "app://inbox", origin: .app), landingOn: navigator.stack).landing?.success?.place == .column(.sidebar))
        navigator.services.present(Sheet())
        let onSheet = router.explain(IncomingLink(url: "app://inbox", origin: .app), landingOn: navigator.stack).landing?.success
        #expect(onSheet == RouteLanding(place: .top, kept: ["Sheet"], added: ["Inbox"], dismissedLevels: 0))
    }

    @Test func newLevelsNewRootsAndValuesSayWhereTheyGo() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Issue())
        let landing = { (url: String) in router.explain(IncomingLink(url: url, origin: .app), landingOn: navigator.stack).landing?.success }
        #expect(landing("app://sheet") == RouteLanding(place: .modal(level: 1), kept: [], added: ["Sheet"], dismissedLevels: 0))
        #expect(landing("app://home") == RouteLanding(place: .root, kept: [], added: ["Home", "Issue"], dismissedLevels: 0))
        #expect(landing("app://answer")?.place == .nowhere)
        #expect(landing("app://nowhere") == nil)  // no route: the outcome says why
    }

    @Test func aRouteMaySendAnyCommandAndSaysWhereItLands() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Home())
        navigator.services.push(Repository("wayfinder"))
        let landing = { (url: String) in router.explain(IncomingLink(url: url, origin: .app), landingOn: navigator.stack).landing?.success }
        #expect(landing("app://back") == RouteLanding(place: .top, kept: [], added: [], dismissedLevels: 0))
        #expect(landing("app://inbox-tab") == RouteLanding(place: .tab(1), kept: ["Inbox"], added: [], dismissedLevels: 0))

        _ = try router.openInternal("app://back").get()
        _ = try router.openInternal("app://inbox-tab").get()
        navigator.expectCommands([
            .sent(.resetRoot(Home.expected())), .sent(.push(Repository.expected())), .sent(.pop()), .sent(.selectTab(1)),
        ])
        #expect(navigator.stack.snapshot.topController?.screens.map(\.viewModelTypeName) == ["Inbox"])
    }

    @Test func aHandlerThatFailsSaysSo() throws {
        let (navigator, router) = try app()
        navigator.services.resetRoot(Issue())
        let explanation = router.explain(IncomingLink(url: "app://broken", origin: .app), landingOn: navigator.stack)
        #expect(explanation.landing?.success == nil)
        #expect(explanation.landing?.failure != nil)
        #expect(explanation.description.contains("lands: nowhere, the handler failed:"))
    }
}
