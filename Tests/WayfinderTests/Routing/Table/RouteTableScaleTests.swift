import Testing
import Wayfinder

/// The trie behind ``RouteTable`` at scale: many siblings, long literals, shared keys.
@Suite("RouteTable at scale")
struct RouteTableScaleTests {
    @Test func everyRouteOfALargeTableMatchesItsOwnURLAfterTheTableGrew() throws {
        var table = RouteTable<Int>()
        for index in 0..<3_000 {
            try table.register("app://m\(index / 8)/page\(index)/:id", index)
        }
        for index in stride(from: 0, to: 3_000, by: 7) {
            let found = try #require(table.match("app://M\(index / 8)/page\(index)/x\(index)"))
            #expect(found.output == index)
            #expect(found.match.parameters == ["id": "x\(index)"])
        }
        #expect(table.match("app://m0/page8/x") == nil)  // page8 lives under m1
        #expect(table.match("app://m375/page0/x") == nil)
    }

    @Test func literalsLongerThanSixteenBytesCompareEveryByte() throws {
        var table = RouteTable<String>()
        try table.register("app://host/abcdefghijklmnopqrstuvwxyz-one", "one")
        try table.register("app://host/abcdefghijklmnopqrstuvwxyz-two", "two")
        try table.register("app://averyveryverylonghostname.example/x", "long host")
        #expect(table.match("app://host/abcdefghijklmnopqrstuvwxyz-one")?.output == "one")
        #expect(table.match("app://host/abcdefghijklmnopqrstuvwxyz-two")?.output == "two")
        #expect(table.match("app://host/abcdefghijklmnopqrstuvwxyz-thr") == nil)
        #expect(table.match("app://host/abcdefghijklmnop") == nil)
        #expect(table.match("app://AVeryVeryVeryLongHostName.EXAMPLE/x")?.output == "long host")
        #expect(table.match("app://averyveryverylonghostname.exampl/x") == nil)
    }

    @Test func theSameLiteralUnderDifferentParentsIsADifferentChild() throws {
        var table = RouteTable<String>()
        try table.register("app://a/settings", "a")
        try table.register("app://b/settings", "b")
        try table.register("other://a/settings", "other")
        #expect(table.match("app://a/settings")?.output == "a")
        #expect(table.match("app://b/settings")?.output == "b")
        #expect(table.match("other://a/settings")?.output == "other")
        #expect(table.match("app://c/settings") == nil)
        #expect(table.match("app://settings/a") == nil)
    }

    @Test func aRemovedRouteLeavesTheNextBestAtItsNode() throws {
        var table = RouteTable<String>()
        try table.register("app://list(/:page)", "optional page")
        try table.register("app://list", "list")
        #expect(table.match("app://list")?.output == "list")
        #expect(table.unregister("app://list") == "list")
        #expect(table.match("app://list")?.output == "optional page")
        #expect(table.unregister("app://list(/:page)") == "optional page")
        #expect(table.match("app://list") == nil)
    }

    @Test func aRouteRemovedAndRegisteredAgainMatchesAgain() throws {
        var table = RouteTable<String>()
        try table.register("app://list", "list")
        try table.register("app://list(/:page)", "optional page")
        #expect(table.count == 2)
        #expect(table.unregister("app://list(/:page)") == "optional page")
        #expect(table.match("app://list")?.output == "list")
        #expect(table.match("app://list/2") == nil)
        #expect(table.unregister("app://list") == "list")
        #expect(table.count == 0)
        #expect(table.match("app://list") == nil)
        try table.register("app://list", "list again")
        #expect(table.match("app://list")?.output == "list again")
        #expect(table.output(for: "app://list") == "list again")
        #expect(throws: RouteTableError.self) { try table.register("app://list", "twice") }
        #expect(table.count == 1)
    }

    @Test func theURLsSchemeDecidesWhetherPlusIsASpace() throws {
        var table = RouteTable<String>()
        try table.register("https://shop.com/search", "web")
        try table.register("app://search", "app")
        #expect(table.match("HTTPS://shop.com/search?q=a+b")?.match.query == ["q": ["a b"]])
        #expect(table.match("app://search?q=a+b")?.match.query == ["q": ["a+b"]])
        table.formEncodedSchemes = ["APP"]
        #expect(table.match("app://search?q=a+b")?.match.query == ["q": ["a b"]])
        #expect(table.match("https://shop.com/search?q=a+b")?.match.query == ["q": ["a+b"]])
    }
}
