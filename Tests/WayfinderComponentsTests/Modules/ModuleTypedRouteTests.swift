import Testing
import Wayfinder
import WayfinderComponents

// A module's route whose parameters type asks for what its pattern cannot give is refused when
// the module registers, and the module is rolled back (WayfinderTests'
// TypedParameterRegistrationTests has the router's side).

@Suite("typed parameters: checked when a module registers")
@MainActor
struct ModuleTypedRouteTests {
    struct IssueLink: Decodable {
        let name: String
        let number: Int
    }

    @Test func aRefusedModuleRouteRollsTheModuleBack() throws {
        let host = ModuleHost(navigator: try makeNavigator())
        try host.add(TypedRouteModule())
        let failures = host.start()
        #expect(failures.map(\.description) == [
            "TypedRoutes failed in register: IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter \"number\"",
        ])
        #expect(host.router.patterns.isEmpty)
    }

    struct RepositoryName: Decodable { let name: String }

    final class TypedRouteModule: Module {
        let name = "TypedRoutes"

        func register(in registrar: ModuleRegistrar) throws {
            try registrar.route("app://repos/:name", shows: [ListViewModel.self]) { (_: RepositoryName, _) in .navigate(.push(ListViewModel())) }
            try registrar.route("app://repos/:name/issues") { (link: IssueLink, _) in .navigate(.push(DetailViewModel(link.number))) }
        }
    }
}
