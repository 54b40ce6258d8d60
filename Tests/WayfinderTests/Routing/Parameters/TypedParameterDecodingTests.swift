import Foundation
import Testing
import Wayfinder

// What a route's parameters type receives: each built-in type, optional and array properties,
// query items, and the typed error when a value does not convert.

/// The last parameters a route's handler received.
@MainActor
final class Received<Parameters> {
    var value: Parameters?
    var calls = 0
}

enum Sort: String, Decodable {
    case name, date
}

enum Tab: String, Decodable, CaseIterable {
    case code, issues
}

@Suite("typed parameters: decoding")
@MainActor
struct TypedParameterDecodingTests {
    /// Opens `url` on a router whose one route, `pattern`, decodes `Parameters`.
    private func open<Parameters: Decodable>(
        _ url: String, on pattern: String, as type: Parameters.Type
    ) throws -> Result<Parameters, RoutingError> {
        let (_, router) = try makeRouter()
        let received = Received<Parameters>()
        try router.register(pattern) { (parameters: Parameters, _) in
            received.value = parameters
            received.calls += 1
            return .handled
        }
        return router.openInternal(url).flatMap { _ in
            received.value.map { .success($0) } ?? .failure(.noRoute("the handler did not run"))
        }
    }

    // MARK: Built-in types

    struct Everything: Decodable, Equatable {
        let i: Int
        let d: Double
        let b: Bool
        let u: UUID
        let s: String
    }

    @Test func eachBuiltInTypeArrivesAsItsSwiftType() throws {
        let uuid = UUID()
        let decoded = try open(
            "app://p/-7/2.5/true/\(uuid.uuidString.lowercased())/caf%C3%A9", on: "app://p/:i<Int>/:d<Double>/:b<Bool>/:u<UUID>/:s",
            as: Everything.self
        ).get()
        #expect(decoded == Everything(i: -7, d: 2.5, b: true, u: uuid, s: "café"))
    }

    struct Widths: Decodable, Equatable {
        let i8: Int8?
        let i16: Int16?
        let i32: Int32?
        let i64: Int64?
        let u: UInt?
        let u8: UInt8?
        let u16: UInt16?
        let u32: UInt32?
        let u64: UInt64?
        let f: Float?
    }

    @Test func everyIntegerWidthAndFloatDecodeFromTheQuery() throws {
        let decoded = try open(
            "app://w?i8=-8&i16=16&i32=32&i64=-64&u=1&u8=255&u16=16&u32=32&u64=18446744073709551615&f=0.5",
            on: "app://w", as: Widths.self
        ).get()
        #expect(decoded == Widths(
            i8: -8, i16: 16, i32: 32, i64: -64, u: 1, u8: 255, u16: 16, u32: 32, u64: .max, f: 0.5))
        #expect(try open("app://w", on: "app://w", as: Widths.self).get() == Widths(
            i8: nil, i16: nil, i32: nil, i64: nil, u: nil, u8: nil, u16: nil, u32: nil, u64: nil, f: nil))
    }

    struct Links: Decodable, Equatable {
        let next: URL?
        let sort: Sort?
        let tab: Tab
    }

    @Test func urlsAndEnumsDecodeFromText() throws {
        let decoded = try open("app://repo/issues?next=https%3A%2F%2Fexample.com%2Fa&sort=date", on: "app://repo/:tab", as: Links.self).get()
        #expect(decoded == Links(next: URL(string: "https://example.com/a"), sort: .date, tab: .issues))
    }

    // MARK: Optional and array properties, query items

    struct Page: Decodable, Equatable {
        let id: Int
        let page: Int?
    }

    @Test func anOptionalGroupsParameterIsNilWhenTheURLLeavesItOut() throws {
        #expect(try open("app://list/7/2", on: "app://list/:id<Int>(/:page<Int>)", as: Page.self).get() == Page(id: 7, page: 2))
        #expect(try open("app://list/7", on: "app://list/:id<Int>(/:page<Int>)", as: Page.self).get() == Page(id: 7, page: nil))
    }

    struct Search: Decodable, Equatable {
        let term: String
        let tag: [String]
        let page: Int?
        let ids: [Int]?
    }

    @Test func aSingleValueTakesTheFirstQueryValueAndAnArrayTakesAll() throws {
        let pattern = "app://search/:term"
        #expect(try open("app://search/swift?tag=a&page=2&tag=b%20c&page=3&ids=1&ids=2", on: pattern, as: Search.self).get()
            == Search(term: "swift", tag: ["a", "b c"], page: 2, ids: [1, 2]))
        #expect(try open("app://search/swift", on: pattern, as: Search.self).get()
            == Search(term: "swift", tag: [], page: nil, ids: nil))
    }

    struct Shadowed: Decodable, Equatable {
        let id: String
        let tag: [String]
    }

    @Test func aPathParameterHidesAQueryItemOfItsNameAndFillsAnArrayOfOne() throws {
        #expect(try open("app://u/7/x?id=9&tag=y", on: "app://u/:id/:tag", as: Shadowed.self).get()
            == Shadowed(id: "7", tag: ["x"]))
    }

    struct File: Decodable, Equatable {
        let path: String
    }

    @Test func aWildcardIsOneValue() throws {
        #expect(try open("app://files/docs/read%20me.txt", on: "app://files/*path", as: File.self).get()
            == File(path: "docs/read me.txt"))
    }

    struct Nothing: Decodable {}

    @Test func aTypeWithNoPropertiesTakesAnyURL() throws {
        #expect(throws: Never.self) { try open("app://ping?x=1", on: "app://ping", as: Nothing.self).get() }
    }

    // MARK: Failures

    struct Issue: Decodable {
        let number: Int
    }

    @Test func aValueThatDoesNotConvertFailsNamingTheParameterAndTheType() throws {
        let error = RouteParameterError(
            pattern: "app://issues/:number", parametersType: "Issue", parameter: "number", expected: "Int",
            problem: .invalidValue("seven"), atRegistration: false)
        #expect(try open("app://issues/seven", on: "app://issues/:number", as: Issue.self).failure == .invalidParameter(error))
        #expect(RoutingError.invalidParameter(error).description
            == #"invalid parameter "number" of app://issues/:number: expected Int, found "seven""#)
    }

    struct Flags: Decodable {
        let page: Int?
        let ratio: Double?
        let on: Bool?
        let id: UUID?
        let sort: Sort?
        let ids: [Int]
    }

    @Test(arguments: [
        ("page=two", "page", "Int", "two"),
        ("page=", "page", "Int", ""),
        ("ratio=nan", "ratio", "Double", "nan"),
        ("ratio=1e999", "ratio", "Double", "1e999"),
        ("on=yes", "on", "Bool", "yes"),
        ("id=nope", "id", "UUID", "nope"),
        ("sort=size", "sort", "Sort", "size"),
        ("ids=1&ids=x", "ids", "Int", "x"),
    ])
    func anInvalidQueryValueFailsEvenForAnOptional(query: String, parameter: String, expected: String, value: String) throws {
        #expect(try open("app://flags?\(query)", on: "app://flags", as: Flags.self).failure == .invalidParameter(RouteParameterError(
            pattern: "app://flags", parametersType: "Flags", parameter: parameter, expected: expected, problem: .invalidValue(value),
            atRegistration: false)))
    }

    struct DateRange: Decodable {
        let from: Int
        let to: Int

        enum CodingKeys: CodingKey { case from, to }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            from = try container.decode(Int.self, forKey: .from)
            to = try container.decode(Int.self, forKey: .to)
            guard from <= to else {
                throw DecodingError.dataCorruptedError(forKey: .to, in: container, debugDescription: "to is before from")
            }
        }
    }

    @Test func aTypesOwnCheckIsReportedAsARefusal() throws {
        let failure = try open("app://range/5/2", on: "app://range/:from<Int>/:to<Int>", as: DateRange.self).failure
        guard case .invalidParameter(let error) = failure else {
            Testing.Issue.record("expected an invalid parameter, got \(String(describing: failure))")
            return
        }
        #expect(error.parameter == "to")
        #expect(error.expected == "DateRange")
        #expect(error.description.hasPrefix(#"parameter "to" of app://range/:from<Int>/:to<Int>: DateRange refused the value: "#))
    }

    @Test func aFailureRunsNoHandlerChangesNothingAndIsHeard() throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        let received = Received<Issue>()
        try router.register("app://issues/:number", access: .exposed, shows: [DetailViewModel.self]) { (issue: Issue, _) in
            received.calls += 1
            return .navigate(.push(DetailViewModel(issue.number)))
        }
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot

        #expect(!router.open(IncomingLink(url: "app://issues/seven", origin: .pushNotification)).isSuccess)

        #expect(received.calls == 0)
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines == [
            #"failed app://issues/seven from pushNotification: invalid parameter "number" of app://issues/:number: expected Int, found "seven""#,
        ])
        #expect(!router.canOpen(IncomingLink(url: "app://issues/seven", origin: .app)))
        #expect(router.canOpen(IncomingLink(url: "app://issues/7", origin: .app)))
        #expect(router.openInternal("app://issues/7").isSuccess)
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 7)
    }
}
