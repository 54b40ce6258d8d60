import Testing
import Wayfinder

@Suite("validate")
struct RouteValidationTests {
    private func overlaps(_ patterns: [String]) throws -> [String] {
        var table = RouteTable<Int>()
        try table.addParameterType(RouteParameterType("Slug") { _ in true })
        for (index, pattern) in patterns.enumerated() { try table.register(pattern, index) }
        return table.validate().map(\.description)
    }

    @Test func disjointRoutesDoNotOverlap() throws {
        #expect(try overlaps(["app://a/b", "app://a/c", "app://b/:x", "other://a/b", "app://a/:n<Int>/x", "app://a/c/y"]) == [])
    }

    @Test func precedenceOverlapsNameTheWinner() throws {
        #expect(try overlaps(["app://user/:id", "app://user/me", "app://user/*rest", "app://user/:n<Int>"]) == [
            "app://user/:id overlaps app://user/*rest and takes precedence",
            "app://user/:n<Int> overlaps app://user/*rest and takes precedence",
            "app://user/:n<Int> overlaps app://user/:id and takes precedence",
            "app://user/me overlaps app://user/*rest and takes precedence",
            "app://user/me overlaps app://user/:id and takes precedence",
        ])
    }

    @Test func aLiteralATypeRefusesDoesNotOverlapIt() throws {
        #expect(try overlaps(["app://user/me", "app://user/:id<Int>"]) == [])
    }

    @Test func tiesAreReportedAsAmbiguous() throws {
        var table = RouteTable<Int>()
        try table.addParameterType(RouteParameterType("Slug") { _ in true })
        try table.register("app://list/:id(/:page)", 1)
        try table.register("app://list/:key", 2)
        try table.register("app://post/:s<Slug>", 3)
        try table.register("app://post/:n<Int>/edit", 4)
        try table.register("app://post/:m<Int>", 5)
        let ambiguous = table.validate().filter(\.isAmbiguous).map(\.description)
        #expect(ambiguous == [
            "app://list/:key and app://list/:id(/:page) are ambiguous; app://list/:key wins a tie-break",
            "app://post/:m<Int> and app://post/:s<Slug> are ambiguous; app://post/:m<Int> wins a tie-break",
        ])
        #expect(table.match("app://list/1")?.output == 2)
        #expect(table.match("app://post/1")?.output == 5)
    }

    @Test func aPairIsListedBothWaysWhenTheWinnerDependsOnTheURL() throws {
        #expect(try overlaps(["app://list(/:page)", "app://list(/all)"]) == [
            "app://list(/:page) and app://list(/all) are ambiguous; app://list(/:page) wins a tie-break",
            "app://list(/all) overlaps app://list(/:page) and takes precedence",
        ])
    }

    @Test func aHostLiteralOverlapsATypedHostInEitherCase() throws {
        var table = RouteTable<Int>()
        try table.addParameterType(RouteParameterType("Upper") { $0.allSatisfy(\.isUppercase) })
        try table.register("app://home", 1)
        try table.register("app://:code<Upper>", 2)
        #expect(table.match("app://HOME")?.output == 1)
        #expect(table.validate().map(\.description) == ["app://home overlaps app://:code<Upper> and takes precedence"])
    }

    @Test func overlapsFoundDeeperThanTheFirstDifference() throws {
        #expect(try overlaps(["app://a/:x/c", "app://a/b/:y", "app://a/b/d"]) == [
            "app://a/b/:y overlaps app://a/:x/c and takes precedence",
            "app://a/b/d overlaps app://a/b/:y and takes precedence",
        ])
    }

    @Test func aWildcardOverlapsEverythingBelowItsNode() throws {
        #expect(try overlaps(["app://*", "app://a/b/c", "https://shop.com/*p", "https://shop.com/x"]) == [
            "app://a/b/c overlaps app://* and takes precedence",
            "https://shop.com/x overlaps https://shop.com/*p and takes precedence",
        ])
    }
}
