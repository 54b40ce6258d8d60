import Foundation
import Testing
import Wayfinder

@Suite("parameters: decoding, Unicode, query, fragment")
struct ParameterDecodingTests {
    private func table(_ patterns: String...) throws -> RouteTable<String> {
        var table = RouteTable<String>()
        for pattern in patterns { try table.register(pattern, pattern) }
        return table
    }

    @Test func chineseTextMatchesRawAndPercentEncoded() throws {
        let table = try table("app://search/:term")
        let encoded = try #require("原子弹".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
        #expect(encoded == "%E5%8E%9F%E5%AD%90%E5%BC%B9")
        #expect(table.match("app://search/原子弹")?.match.parameters == ["term": "原子弹"])
        #expect(table.match("app://search/\(encoded)")?.match.parameters == ["term": "原子弹"])
    }

    @Test func literalSegmentsCompareDecoded() throws {
        let table = try table("app://搜索/:term", "app://a%20b/c")
        #expect(table.match("app://%E6%90%9C%E7%B4%A2/x")?.output == "app://搜索/:term")
        #expect(table.match("app://a b/c")?.output == "app://a%20b/c")
        #expect(table.match("app://a%20b/c")?.output == "app://a%20b/c")
    }

    @Test func encodedSlashesStayInsideTheirSegmentAndDecodeOnce() throws {
        let table = try table("app://file/:name")
        #expect(table.match("app://file/a%2Fb")?.match.parameters == ["name": "a/b"])
        #expect(table.match("app://file/%252F")?.match.parameters == ["name": "%2F"])
        #expect(table.match("app://file/100%")?.match.parameters == ["name": "100%"])
    }

    @Test func invalidUTF8MatchesNoParameter() throws {
        let table = try table("app://file/:name")
        #expect(table.match("app://file/%C3%28") == nil)
    }

    @Test func repeatedQueryKeysAreKeptInOrder() throws {
        let table = try table("app://list")
        let match = try #require(table.match("app://list?tag=a&tag=b%20c&empty&=x&tag=d")?.match)
        #expect(match.query == ["tag": ["a", "b c", "d"], "empty": [""], "": ["x"]])
        #expect(match.query["tag"]?.first == "a")
        #expect(match.query["missing"]?.first == nil)
    }

    @Test func plusIsASpaceOnlyWhereTheSchemeUsesFormEncoding() throws {
        var table = try table("app://search", "https://shop.com/search")
        #expect(table.match("https://shop.com/search?q=red+shoes%2B")?.match.query == ["q": ["red shoes+"]])
        #expect(table.match("app://search?q=red+shoes")?.match.query == ["q": ["red+shoes"]])
        table.formEncodedSchemes.insert("APP")
        #expect(table.match("app://search?q=red+shoes")?.match.query == ["q": ["red shoes"]])
    }

    @Test func queryItemsSplitOnBytesNotCharacters() throws {
        let table = try table("app://list")
        #expect(table.match("app://list?a=1&\u{301}b=2")?.match.query == ["a": ["1"], "\u{301}b": ["2"]])
        #expect(table.match("app://list?a=\u{301}1")?.match.query == ["a": ["\u{301}1"]])
    }

    @Test func theFragmentIsAvailableDecoded() throws {
        let table = try table("app://doc/:id")
        let match = try #require(table.match("app://doc/7?x=1#section%202")?.match)
        #expect(match.fragment == "section 2")
        #expect(match.query == ["x": ["1"]])
        #expect(table.match("app://doc/7")?.match.fragment == nil)
    }

    @Test func typedParametersConvertForTheCaller() throws {
        let table = try table("app://p/:i<Int>/:d<Double>/:b<Bool>/:u<UUID>")
        let uuid = UUID()
        let match = try #require(table.match("app://p/7/2.5/true/\(uuid.uuidString.lowercased())")?.match)
        #expect(match.parameters["i"].flatMap(Int.init) == 7)
        #expect(match.parameters["d"].flatMap(Double.init) == 2.5)
        #expect(match.parameters["b"].flatMap(Bool.init) == true)
        #expect(match.parameters["u"].flatMap(UUID.init(uuidString:)) == uuid)
        #expect(match.parameters["missing"].flatMap(Int.init) == nil)
    }
}
