import Testing
import Wayfinder

@Suite("route patterns")
struct RoutePatternTests {
    @Test func aPatternKnowsItsSchemeHostAndParameters() throws {
        let pattern = try RoutePattern("APP://User/:id<Int>/posts(/:page)")
        #expect(pattern.scheme == "app")
        #expect(pattern.host == "user")
        #expect(pattern.parameterNames == ["id", "page"])
        #expect(!pattern.isWebPattern)
        #expect(pattern.text == "APP://User/:id<Int>/posts(/:page)")
        #expect(try RoutePattern("https://shop.com/*path").isWebPattern)
        #expect(try RoutePattern("app://files/*").parameterNames == ["*"])
    }

    @Test func patternsCompareByTheirTextAsStringsDo() throws {
        // Canonically equivalent texts are equal patterns, with or without keys rewritten.
        let composed = try RoutePattern("APP://Host/caf\u{E9}")
        let decomposed = try RoutePattern("APP://Host/cafe\u{301}")
        #expect(composed == decomposed)
        #expect(Set([composed, decomposed]).count == 1)
        #expect(try RoutePattern("app://host/a") != RoutePattern("APP://host/a"))
    }

    @Test func literalsWrittenDifferentlyFromTheirKeysMatchByTheirKeys() throws {
        // The scheme and host lowercased, escapes decoded: keys that are not the pattern's own
        // bytes, next to a literal and names that are.
        let pattern = try RoutePattern("Web+App://Caf%C3%A9/Menu%20Items/:id/Plain/*rest")
        #expect(pattern.scheme == "web+app")
        #expect(pattern.host == "xn--caf-dma", "a host in another script, in its ASCII form")
        #expect(pattern.parameterNames == ["id", "rest"])
        var table = RouteTable<String>()
        try table.register(pattern.text, "menu")
        let match = try #require(table.match("WEB+APP://CAF%C3%A9/Menu%20Items/7/Plain/a/b"))
        #expect(match.match.parameters == ["id": "7", "rest": "a/b"])
        #expect(table.match("web+app://café/menu%20items/7/Plain/a") == nil)
        #expect(table.match("web+app://café/Menu%20Items/7/plain/a") == nil)
        #expect(table.output(for: "WEB+APP://CAF%C3%A9/Menu%20Items/:id/Plain/*rest") == "menu")
    }

    @Test(arguments: [
        ("user/:id", 4, RoutePatternError.Problem.missingScheme),
        ("1app://x", 0, .missingScheme),
        ("app:user", 4, .missingSlashes),
        ("app://", 6, .missingHost),
        ("app:///user", 6, .missingHost),
        ("app://a//b", 8, .emptySegment),
        ("app://a/:", 9, .invalidName("")),
        ("app://a/:1d", 9, .invalidName("1d")),
        ("app://a/:id-x", 9, .invalidName("id-x")),
        ("app://a/:id/:id", 12, .duplicateName("id")),
        ("app://a/:id<Int", 11, .invalidType),
        ("app://a/:id<>", 11, .invalidType),
        ("app://a/*rest/b", 8, .wildcardNotLast),
        ("app://a(:b)", 7, .malformedOptionalGroup),
        ("app://a(/b", 7, .malformedOptionalGroup),
        ("app://a/b)", 9, .malformedOptionalGroup),
        ("app://a(/b)/c", 11, .optionalGroupNotTrailing),
        ("app://a(/b)(/c)", 11, .optionalGroupNotTrailing),
        ("app://a b", 7, .invalidCharacter(" ")),
        ("app://a/b?x=1", 9, .queryOrFragment),
        ("app://a/%zz", 8, .invalidPercentEncoding),
        ("https://:host/x", 8, .webHostNotLiteral),
        ("app://搜索/a b", 10, .invalidCharacter(" ")),
        ("https://shop.com:8080/item", 16, .invalidCharacter(":")),
        ("app://user@host/x", 10, .invalidCharacter("@")),
    ])
    func anInvalidPatternIsRejectedWithThePositionOfTheFault(
        _ text: String, _ position: Int, _ problem: RoutePatternError.Problem
    ) {
        #expect(throws: RoutePatternError(pattern: text, position: position, problem: problem)) {
            try RoutePattern(text)
        }
    }

    @Test func anUnknownTypeIsRejectedAtRegistrationWithItsPosition() {
        var table = RouteTable<Int>()
        let error = RoutePatternError(pattern: "app://user/:id<Intt>", position: 15, problem: .unknownParameterType("Intt"))
        #expect(throws: RouteTableError.invalidPattern(error)) {
            try table.register("app://user/:id<Intt>", 1)
        }
        #expect(error.description == #"invalid route pattern "app://user/:id<Intt>" at 15: unknown parameter type "Intt""#)
        #expect(table.count == 0)
    }

    @Test func anIdenticalPatternIsRejectedEvenWithOtherNamesOrCase() throws {
        var table = RouteTable<Int>()
        try table.register("app://user/:id(/:tab)", 1)
        #expect(throws: RouteTableError.duplicatePattern("APP://USER/:name(/:section)", existing: "app://user/:id(/:tab)")) {
            try table.register("APP://USER/:name(/:section)", 2)
        }
        #expect(table.match("app://user/7")?.output == 1)
        try table.register("app://user/:id/:tab", 3)  // not identical: no optional group
        #expect(table.count == 2)
    }
}
