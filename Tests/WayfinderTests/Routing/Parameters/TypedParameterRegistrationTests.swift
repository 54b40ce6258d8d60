import Foundation
import Testing
import Wayfinder

// A parameters type that asks for what its pattern cannot give is refused when the route is
// registered, with an error naming the property, and nothing is registered.

@Suite("typed parameters: checked at registration")
@MainActor
struct TypedParameterRegistrationTests {
    /// Registers `pattern` with `Parameters` on a new router and returns the refusal, if any;
    /// a refused route must leave the router without routes.
    private func refusal<Parameters: Decodable>(
        _ pattern: String, _ type: Parameters.Type, on router: Router? = nil
    ) throws -> RouteTableError? {
        let router = try router ?? makeRouter().1
        let before = router.patterns.count
        do {
            try router.register(pattern) { (_: Parameters, _) in .handled }
            #expect(router.patterns.count == before + 1)
            return nil
        } catch {
            #expect(router.patterns.count == before)
            return error
        }
    }

    private func mismatch(
        _ pattern: String, _ type: String, _ parameter: String, _ expected: String, _ problem: RouteParameterError.Problem
    ) -> RouteTableError {
        .parametersMismatch(RouteParameterError(
            pattern: pattern, parametersType: type, parameter: parameter, expected: expected, problem: problem,
            atRegistration: true))
    }

    struct IssueLink: Decodable {
        let name: String
        let number: Int
    }

    @Test func aRequiredPropertyMustBeAPathParameter() throws {
        let error = try refusal("app://repos/:name/issues", IssueLink.self)
        #expect(error == mismatch("app://repos/:name/issues", "IssueLink", "number", "Int", .notInPattern))
        #expect(error?.description
            == #"IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter "number""#)
        #expect(try refusal("app://repos/:name/issues/:number<Int>", IssueLink.self) == nil)
        #expect(try refusal("app://repos/:name/issues/*number", IssueLink.self) == nil)
    }

    struct Page: Decodable {
        let id: Int
        let page: Int
    }

    @Test func aRequiredPropertyCannotBeInAnOptionalGroup() throws {
        let error = try refusal("app://list/:id(/:page)", Page.self)
        #expect(error == mismatch("app://list/:id(/:page)", "Page", "page", "Int", .inOptionalGroup))
        #expect(error?.description == #"Page.page (Int) is required, but app://list/:id(/:page) has "page" only in an optional group"#)
    }

    struct Loose: Decodable {
        let id: Int
        let page: Int?
        let tags: [String]
        let limit: Int?
    }

    @Test func optionalsAndArraysNeedNoPathParameter() throws {
        #expect(try refusal("app://loose/:id(/:page)", Loose.self) == nil)
    }

    struct Numbered: Decodable { let id: Int }
    struct Fractional: Decodable { let id: Double }
    struct Flagged: Decodable { let id: Bool }
    struct Textual: Decodable { let id: String }
    struct Identified: Decodable { let id: UUID }
    struct OptionalNumber: Decodable { let id: Int? }

    @Test func aDeclaredTypeMustConvertToThePropertysType() throws {
        #expect(try refusal("app://a/:id<UUID>", Numbered.self) == mismatch("app://a/:id<UUID>", "Numbered", "id", "Int", .typeMismatch(declared: "UUID")))
        #expect(try refusal("app://a/:id<Double>", Numbered.self) == mismatch("app://a/:id<Double>", "Numbered", "id", "Int", .typeMismatch(declared: "Double")))
        #expect(try refusal("app://a/:id<Int>", Flagged.self) == mismatch("app://a/:id<Int>", "Flagged", "id", "Bool", .typeMismatch(declared: "Int")))
        #expect(try refusal("app://a/:id<Int>", Identified.self) == mismatch("app://a/:id<Int>", "Identified", "id", "UUID", .typeMismatch(declared: "Int")))
        #expect(try refusal("app://a(/:id<Bool>)", OptionalNumber.self) == mismatch("app://a(/:id<Bool>)", "OptionalNumber", "id", "Int", .typeMismatch(declared: "Bool")))
        #expect(mismatch("app://a/:id<UUID>", "Numbered", "id", "Int", .typeMismatch(declared: "UUID")).description
            == "Numbered.id (Int) cannot hold the values of app://a/:id<UUID>: UUID does not convert to Int")
        // What converts: Int to Double, anything to String, each type to itself.
        #expect(try refusal("app://a/:id<Int>", Fractional.self) == nil)
        #expect(try refusal("app://a/:id<Bool>", Textual.self) == nil)
        #expect(try refusal("app://a/:id<UUID>", Identified.self) == nil)
        #expect(try refusal("app://a/:id<Bool>", Flagged.self) == nil)
    }

    @Test func anAddedOrAbsentTypeIsCheckedWhenAURLOpens() throws {
        let (_, router) = try makeRouter()
        try router.addParameterType(RouteParameterType("Slug") { !$0.isEmpty })
        #expect(try refusal("app://post/:id<Slug>", Numbered.self, on: router) == nil)
        #expect(router.openInternal("app://post/hello").failure == .invalidParameter(RouteParameterError(
            pattern: "app://post/:id<Slug>", parametersType: "Numbered", parameter: "id", expected: "Int", problem: .invalidValue("hello"),
            atRegistration: false)))
    }

    struct Address: Decodable { let street: String }
    struct Nested: Decodable { let id: Int; let address: Address? }
    struct Dictionaried: Decodable { let id: Int; let extra: [String: String]? }

    @Test func aPropertyThatNeedsStructureIsRefused() throws {
        #expect(try refusal("app://a/:id", Nested.self) == mismatch("app://a/:id", "Nested", "address", "Address", .unsupported))
        #expect(try refusal("app://a/:id", Dictionaried.self)
            == mismatch("app://a/:id", "Dictionaried", "extra", "Dictionary<String, String>", .unsupported))
    }

    @Test func parametersMustBeNamed() throws {
        let (_, router) = try makeRouter()
        #expect(throws: mismatch("app://a/:id", "Int", "", "Int", .notKeyed)) {
            try router.register("app://a/:id") { (_: Int, _) in .handled }
        }
        #expect(mismatch("app://a/:id", "Int", "", "Int", .notKeyed).description
            == "Int cannot hold the parameters of app://a/:id: it is not decoded by property names")
    }

    enum Section: String, Decodable { case code, issues }
    enum ListedSection: String, Decodable, CaseIterable { case code, issues }
    struct SectionLink: Decodable { let section: Section; let id: Int }
    struct ListedSectionLink: Decodable { let section: ListedSection; let id: Int }
    struct OptionalSectionLink: Decodable { let section: Section?; let id: Int }

    @Test func theProbePassesEnumsThatListTheirCasesAndOptionalOnes() throws {
        #expect(try refusal("app://a/:section", ListedSectionLink.self)
            == mismatch("app://a/:section", "ListedSectionLink", "id", "Int", .notInPattern))
        #expect(try refusal("app://a/:id", OptionalSectionLink.self) == nil)
        #expect(try refusal("app://b", OptionalSectionLink.self)
            == mismatch("app://b", "OptionalSectionLink", "id", "Int", .notInPattern))
    }

    @Test func aRequiredEnumThatDoesNotListItsCasesStopsTheProbe() throws {
        // The documented limit: the probe cannot make a `Section`, so `id` goes unchecked here
        // and fails when a URL opens.
        let (_, router) = try makeRouter()
        #expect(try refusal("app://a/:section", SectionLink.self, on: router) == nil)
        #expect(router.openInternal("app://a/code").failure == .invalidParameter(RouteParameterError(
            pattern: "app://a/:section", parametersType: "SectionLink", parameter: "id", expected: "Int", problem: .missing,
            atRegistration: false)))
        #expect(try refusal("app://b/:id", SectionLink.self)
            == mismatch("app://b/:id", "SectionLink", "section", "Section", .notInPattern))
    }
}
