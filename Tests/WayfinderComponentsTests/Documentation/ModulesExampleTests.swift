import Foundation
import Testing
import Wayfinder
import WayfinderComponents

@Suite("Modular apps example")
@MainActor
struct ModulesExampleTests {
    @Test func threeModulesMakeOneApp() throws {
        let host = try makeApp(manifestsIn: .module)
        host.open(IncomingLink(url: "myapp://repos/wayfinder", origin: .otherApp(sourceApplication: nil)))  // waits
        #expect(host.start().isEmpty)  // registers, sends didFinishLaunching, then opens the link

        #expect(host.navigator.stack.snapshot.description == """
            root · nav#1
              #1 ProfileViewModel
              #2 RepositoryViewModel
            """)
        #expect(try host.serviceRegistry.resolve(RepositoryStore.self).description(of: "wayfinder")
            == "wayfinder: a navigation library")
        let viewModel = try host.mediator.perform(
            "Repositories", action: "repositoryViewModel", parameters: ["name": "engine"]).get()
        #expect((viewModel as? RepositoryViewModel)?.name == "engine")
        #expect(throws: MediatorError.notRemoteCallable(target: "Repositories", action: "repositoryViewModel")) {
            try host.mediator.performRemote(
            "myapp://Repositories/repositoryViewModel", origin: .webPage(referrer: nil), policy: host.router.policy).get()
        }
        #expect(host.modules.map(\.name) == ["Repositories", "Profile", "Account"])
        #expect(host.provisions(of: "Account") == [.route("myapp://sign-in")])
    }
}
