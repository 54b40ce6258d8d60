import Foundation
import Testing
import Wayfinder

@Suite("RouteTable matching")
struct RouteTableMatchingTests {
    @Test func theHostIsTheFirstSegmentAndParametersAreCaptured() throws {
        var table = RouteTable<String>()
        try table.register("app://user/:id", "user")
        try table.register("app://user/:id/posts/:post", "post")
        let (output, match) = try #require(table.match("app://user/7/posts/42?tab=a"))
        #expect(output == "post")
        #expect(match.pattern == "app://user/:id/posts/:post")
        #expect(match.parameters == ["id": "7", "post": "42"])
        #expect(match.query == ["tab": ["a"]])
        #expect(table.match("app://user/7")?.output == "user")
        #expect(table.match("app://user") == nil)
        #expect(table.match("app://user/7/posts") == nil)
    }

    @Test func aWebPatternSeparatesHostAndPath() throws {
        var table = RouteTable<String>()
        try table.register("https://shop.com/product/:id", "product")
        try table.register("https://shop.com", "home")
        #expect(table.match("https://shop.com/product/9")?.match.parameters == ["id": "9"])
        #expect(table.match("https://shop.com/")?.output == "home")
        #expect(table.match("https://shop.com")?.output == "home")
        #expect(table.match("https://other.com/product/9") == nil)
        #expect(table.match("https://shop.com@evil.com/product/9") == nil)
        #expect(table.match(#"https://evil.com\@shop.com/product/9"#) == nil)
        #expect(table.match("https://user@shop.com:8443/product/9")?.output == "product")
    }

    @Test func schemeAndHostAreCaseInsensitiveButThePathIsNot() throws {
        var table = RouteTable<String>()
        try table.register("App://User/Profile", "profile")
        #expect(table.match("APP://user/Profile")?.output == "profile")
        #expect(table.match("app://USER/Profile")?.output == "profile")
        #expect(table.match("app://user/profile") == nil)
    }

    @Test func aHostInAnotherScriptComparesInTheASCIIFormFoundationReadsItIn() throws {
        var table = RouteTable<String>()
        try table.register("app://Äpfel/x", "apples")
        #expect(table.match("app://ÄPFEL/x")?.output == "apples")
        #expect(table.match("app://%C3%84pfel/x")?.output == "apples")
        #expect(table.match("app://äpfel/x")?.output == "apples")
        #expect(table.match("app://xn--pfel-koa/x")?.output == "apples")
        #expect(URL(string: "app://Äpfel/x")?.host(percentEncoded: false) == "xn--pfel-koa")
        #expect(table.match("app://apfel/x") == nil)
        #expect(table.match("app://äpfel/X") == nil, "the path still compares case-sensitively")
    }

    @Test func emptySegmentsAndTrailingSlashesAreIgnored() throws {
        var table = RouteTable<String>()
        try table.register("app://a/b", "ab")
        #expect(table.match("app://a//b/")?.output == "ab")
        #expect(table.match("app:///a/b")?.output == "ab")
    }

    @Test func aURLsAbsoluteStringMatchesWithItsParametersDecoded() throws {
        var table = RouteTable<String>()
        try table.register("app://search/:term", "search")
        let url = try #require(URL(string: "app://search/swift%20testing"))
        #expect(table.match(url.absoluteString)?.match.parameters == ["term": "swift testing"])
    }

    @Test(arguments: ["", "no scheme", "://x", "1app://x", "app", "/user/7"])
    func textWithoutASchemeMatchesNothing(_ text: String) throws {
        var table = RouteTable<String>()
        try table.register("app://*", "anything")
        #expect(table.match(text) == nil)
    }
}
