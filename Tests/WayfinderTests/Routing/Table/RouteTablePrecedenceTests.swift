import Testing
import Wayfinder

@Suite("RouteTable precedence")
struct RouteTablePrecedenceTests {
    /// Registers the patterns in every order and checks each URL gets the same route.
    private func expectSameWinnerInEveryOrder(_ patterns: [String], _ expectations: [String: String?]) throws {
        for order in permutations(patterns) {
            var table = RouteTable<String>()
            for pattern in order { try table.register(pattern, pattern) }
            for (url, expected) in expectations {
                #expect(table.match(url)?.output == expected, "\(url) with registration order \(order)")
            }
        }
    }

    @Test func literalBeatsTypedBeatsUntypedBeatsWildcardInAnyRegistrationOrder() throws {
        try expectSameWinnerInEveryOrder(
            ["app://user/me", "app://user/:id<Int>", "app://user/:name", "app://user/*rest"],
            [
                "app://user/me": "app://user/me",
                "app://user/42": "app://user/:id<Int>",
                "app://user/bob": "app://user/:name",
                "app://user/bob/friends": "app://user/*rest",
                "app://user": nil,
            ])
    }

    @Test func aLongerLiteralPrefixWinsAndFailuresBacktrack() throws {
        try expectSameWinnerInEveryOrder(
            ["app://a/b/:x", "app://a/:y/c", "app://a/:y/:z/d", "app://a/*"],
            [
                "app://a/b/c": "app://a/b/:x",
                "app://a/q/c": "app://a/:y/c",
                "app://a/b/c/d": "app://a/:y/:z/d",
                "app://a/b/c/e": "app://a/*",
            ])
    }

    @Test func typedParametersAreTriedInTypeOrder() throws {
        try expectSameWinnerInEveryOrder(
            ["app://n/:d<Double>", "app://n/:i<Int>", "app://n/:b<Bool>"],
            ["app://n/7": "app://n/:i<Int>", "app://n/7.5": "app://n/:d<Double>", "app://n/true": "app://n/:b<Bool>"])
    }

    @Test func anOptionalGroupMatchesWithOrWithoutItsSegments() throws {
        var table = RouteTable<String>()
        try table.register("app://list/:id(/:page(/:line))", "list")
        #expect(table.match("app://list/1")?.match.parameters == ["id": "1"])
        #expect(table.match("app://list/1/2")?.match.parameters == ["id": "1", "page": "2"])
        #expect(table.match("app://list/1/2/3")?.match.parameters == ["id": "1", "page": "2", "line": "3"])
        #expect(table.match("app://list/1/2/3/4") == nil)
        #expect(table.match("app://list") == nil)
    }

    @Test func aPatternThatMatchesAllItsSegmentsBeatsAShortenedOne() throws {
        try expectSameWinnerInEveryOrder(
            ["app://list/:id(/:page)", "app://list/:key"],
            ["app://list/1": "app://list/:key", "app://list/1/2": "app://list/:id(/:page)"])
    }

    @Test func aWildcardTakesOneOrMoreSegmentsAsOneDecodedValue() throws {
        var table = RouteTable<String>()
        try table.register("app://files/*path", "files")
        try table.register("app://*", "anything")
        #expect(table.match("app://files/a/b%20c/d/")?.match.parameters == ["path": "a/b c/d"])
        #expect(table.match("app://files")?.match.parameters == ["*": "files"])
        #expect(table.match("app://other/x")?.match.parameters == ["*": "other/x"])
    }

    @Test func aValueTheTypeRefusesMeansNoMatchNeverATrap() throws {
        var table = RouteTable<String>()
        try table.register("app://item/:id<Int>", "int")
        try table.register("app://uuid/:id<UUID>", "uuid")
        try table.register("app://price/:p<Double>", "double")
        for url in ["app://item/7x", "app://item/99999999999999999999999", "app://uuid/not-a-uuid",
                    "app://price/nan", "app://price/inf", "app://item/%FF"] {
            #expect(table.match(url) == nil, "\(url)")
        }
        #expect(table.match("app://item/-3")?.match.parameters["id"].flatMap(Int.init) == -3)
        #expect(table.match("app://uuid/E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
    }

    @Test func addedParameterTypesAreUsedAndOrderedByName() throws {
        var table = RouteTable<String>()
        try table.addParameterType(RouteParameterType("Slug") { $0.allSatisfy { $0.isLetter || $0 == "-" } })
        #expect(throws: RouteTableError.duplicateParameterType("Int")) {
            try table.addParameterType(RouteParameterType("Int") { _ in true })
        }
        #expect(throws: RouteTableError.invalidParameterTypeName("my-type")) {
            try table.addParameterType(RouteParameterType("my-type") { _ in true })
        }
        try table.register("app://post/:slug<Slug>", "slug")
        try table.register("app://post/:id<Int>", "int")
        #expect(table.match("app://post/hello-world")?.output == "slug")
        #expect(table.match("app://post/12")?.output == "int")
        #expect(table.match("app://post/a_b") == nil)
    }

    @Test func unregisteringRemovesOnlyThatRoute() throws {
        var table = RouteTable<String>()
        try table.register("app://user/:id", "user")
        try table.register("app://user/me", "me")
        #expect(table.unregister("app://user/me") == "me")
        #expect(table.unregister("app://user/me") == nil)
        #expect(table.match("app://user/me")?.output == "user")
        #expect(table.count == 1)
        #expect(table.patterns.map(\.text) == ["app://user/:id"])
        try table.register("app://user/me", "me again")
        #expect(table.match("app://user/me")?.output == "me again")
        #expect(table.output(for: "app://USER/:other") == "user")
    }

    private func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
