import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// The PatternsAndPrecedence article quotes the bodies of these tests; keep them in sync.

@Suite("PatternsAndPrecedence article examples")
@MainActor
struct PatternsAndPrecedenceExamplesTests {
    /// A router on a navigator that knows the article's screens and the fixtures'.
    private func makeArticleRouter() throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter()
        try navigator.screens.register(PostViewModel.self) { TestScreen(viewModel: $0) }
        try navigator.screens.register(SearchResultsViewModel.self) { TestScreen(viewModel: $0) }
        try navigator.screens.register(ShareViewModel.self) { TestScreen(viewModel: $0) }
        return (navigator, router)
    }

    @Test func precedenceGoesLiteralTypedParameterWildcard() throws {
        let table = try makeUserRouteTable()
        #expect(table.match("app://user/me")?.output == "my profile")
        #expect(table.match("app://user/42")?.output == "a profile by number")
        #expect(table.match("app://user/ada")?.output == "a profile by name")
        #expect(table.match("app://user/ada/followers")?.output == "anything under a user")
        #expect(table.match("app://user") == nil)
    }

    @Test func aBranchThatFailsDeeperGivesWayToTheNext() throws {
        var table = RouteTable<String>()
        try table.register("app://repos/new", "a new repository")
        try table.register("app://repos/:owner/issues", "the issues of an owner")
        #expect(table.match("app://repos/new")?.output == "a new repository")
        #expect(table.match("app://repos/new/issues")?.match.parameters == ["owner": "new"])
    }

    @Test func optionalGroupsAndWildcards() throws {
        var table = RouteTable<String>()
        try table.register("app://list/:id(/:page)", "list")
        try table.register("app://files/*path", "files")
        #expect(table.match("app://list/7")?.match.parameters == ["id": "7"])
        #expect(table.match("app://list/7/2")?.match.parameters == ["id": "7", "page": "2"])
        #expect(table.match("app://files/docs/read%20me.txt")?.match.parameters == ["path": "docs/read me.txt"])
    }

    @Test func ambiguousRoutesAreListedByValidate() throws {
        var table = RouteTable<String>()
        try table.register("app://list/:id(/:page)", "a page of a list")
        try table.register("app://list/:key", "a list by key")
        #expect(table.validate().map(\.description) == [
            "app://list/:key and app://list/:id(/:page) are ambiguous; app://list/:key wins a tie-break",
        ])
    }

    @Test func theAppRouterHasNoTies() throws {
        let router = try makeSiteRouter(for: try makeAppNavigator())
        #expect(router.validate().filter(\.isAmbiguous).isEmpty)
        var table = try makeUserRouteTable()
        try table.register("app://user/:n<Double>", "a tie with Int")
        #expect(table.validate().filter(\.isAmbiguous).map(\.description) == [
            "app://user/:id<Int> and app://user/:n<Double> are ambiguous; app://user/:id<Int> wins a tie-break",
        ])
    }

    @Test func aPatternIsCheckedWhenItIsRegistered() throws {
        var table = try makeUserRouteTable()
        #expect(throws: RouteTableError.duplicatePattern("APP://User/:id", existing: "app://user/:name")) {
            try table.register("APP://User/:id", "the same shape")
        }
        #expect(throws: RouteTableError.self) {
            try table.register("app://user/:id<Integer>", "an unknown type")
        }
    }

    @Test func anInvalidPatternNamesThePositionOfTheFault() {
        var table = RouteTable<String>()
        let error = #expect(throws: RouteTableError.self) {
            try table.register("app://user/:id<Intt>", "a typo")
        }
        guard case .invalidPattern(let fault) = error else {
            Issue.record("expected an invalid pattern, got \(String(describing: error))")
            return
        }
        #expect(fault.pattern == "app://user/:id<Intt>")
        #expect(fault.position == 15)
        #expect(fault.problem == .unknownParameterType("Intt"))
    }

    @Test func aParameterTypeOfTheAppsOwn() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerPostRoute(on: router)
        #expect(throws: Never.self) { try router.openInternal("app://post/hello-world").get() }
        #expect((navigator.stack.topViewModel as? PostViewModel)?.slug == "hello-world")
        #expect(throws: RoutingError.noRoute("app://post/Hello_World")) { try router.openInternal("app://post/Hello_World").get() }
    }

    @Test func theHandlerReadsThePathAndTheQueryDecoded() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerSearchRoute(on: router)
        router.openInternal("app://search/%E5%8E%9F%E5%AD%90%E5%BC%B9?tag=a&tag=b&page=2")
        let search = try #require(navigator.stack.topViewModel as? SearchResultsViewModel)
        #expect(search.term == "原子弹")
        #expect(search.tags == ["a", "b"])
        #expect(search.page == 2)
    }

    @Test func aLinkWithoutTheQueryGetsNoTagsAndTheFirstPage() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerSearchRoute(on: router)
        router.openInternal("app://search/swift")
        let search = try #require(navigator.stack.topViewModel as? SearchResultsViewModel)
        #expect(search.tags.isEmpty)
        #expect(search.page == 1)
    }

    @Test func aValueThatDoesNotFitFailsNamingTheParameter() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerSearchRoute(on: router)
        let before = navigator.stack.snapshot

        let result = router.openInternal("app://search/swift?page=two")

        let error = #expect(throws: RoutingError.self) { try result.get() }
        #expect(error?.description == #"invalid parameter "page" of app://search/:term: expected Int, found "two""#)
        #expect(navigator.stack.snapshot == before)
        #expect(!router.canOpen(IncomingLink(url: "app://search/swift?page=two", origin: .app)))
    }

    @Test func aTypeThatDoesNotFitItsPatternIsRefusedWhenRegistered() throws {
        let (_, router) = try makeArticleRouter()
        let error = #expect(throws: RouteTableError.self) {
            try registerIssuesRoute(on: router)
        }
        guard case .parametersMismatch(let mismatch) = error else {
            Issue.record("expected a parameters mismatch, got \(String(describing: error))")
            return
        }
        #expect(mismatch.description
            == #"IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter "number""#)
        #expect(router.patterns.isEmpty)
    }

    @Test func extrasTravelBesideTheURL() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerShareRoute(on: router)
        let image = Data([0x89, 0x50, 0x4E, 0x47])

        let result = router.openInternal("app://share", extras: ["image": image])

        #expect(throws: Never.self) { try result.get() }
        #expect((navigator.stack.topViewModel as? ShareViewModel)?.image == image)
        let error = #expect(throws: RoutingError.self) { try router.openInternal("app://share").get() }
        guard case .handlerFailed(let pattern, let underlying) = error else {
            Issue.record("expected the handler's error, got \(String(describing: error))")
            return
        }
        #expect(pattern == "app://share")
        #expect(underlying.error is MissingAttachment)
    }

    @Test func aHandlerErrorIsKeptAsThrown() throws {
        let (_, router) = try makeArticleRouter()
        try registerShareRoute(on: router)
        var asked = false
        func askForAttachment() { asked = true }

        let result = router.openInternal("app://share")
        if case .failure(.handlerFailed(_, let underlying)) = result, underlying.error is MissingAttachment {
            askForAttachment()
        }

        #expect(asked, "expected the handler's MissingAttachment, got \(result)")
    }

    @Test func anObjectRouteHandsBackAValue() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerBadgeRoute(on: router) { 3 }
        let before = navigator.stack.snapshot
        #expect(try router.value(for: IncomingLink(url: "app://badge/count", origin: .app), as: Int.self).get() == 3)
        #expect(throws: RoutingError.unexpectedValue(expected: "String", found: "Int")) {
            try router.value(for: IncomingLink(url: "app://badge/count", origin: .app), as: String.self).get()
        }
        #expect(navigator.stack.snapshot == before)
    }

    @Test func webPagesAndTheFallbackTakeWhatNoRouteTakes() throws {
        let (navigator, router) = try makeArticleRouter()
        try registerSearchRoute(on: router)
        configureLastResorts(of: router)
        navigator.services.push(ListViewModel())

        router.openInternal("https://swift.org/documentation")
        navigator.expectStack([HomeViewModel.self, ListViewModel.self], modal: [WebPageViewModel.self])
        router.openInternal("app://nowhere")
        navigator.expectStack([HomeViewModel.self])
        #expect(!router.canOpen(IncomingLink(url: "app://nowhere", origin: .app)))
        guard case .handled = try router.openInternal("not a URL").get() else {
            Issue.record("text that is not a URL navigated")
            return
        }
    }
}
