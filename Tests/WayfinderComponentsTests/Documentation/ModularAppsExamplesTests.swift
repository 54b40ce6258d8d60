import Foundation
import Testing
import Wayfinder
import WayfinderComponents

// The ModularApps article quotes the bodies of these tests; keep them in sync.

private protocol Ledger {}
private protocol Auditor {}
private struct BookLedger: Ledger { let auditor: any Auditor }
private struct StrictAuditor: Auditor { let ledger: any Ledger }

@Suite("ModularApps article examples")
@MainActor
struct ModularAppsExamplesTests {
    @Test func aFactoryResolvesItsDependencies() throws {
        let registry = try makeCheckoutServices()
        #expect(try registry.resolve(Checkout.self).total(of: [1_250, 399]) == "€16.49")
        #expect(throws: ServiceRegistryError.notRegistered("Mediator")) {
            try registry.resolve(Mediator.self)
        }
        #expect(throws: ServiceRegistryError.alreadyRegistered("PriceFormatter")) {
            try registry.register(PriceFormatter.self) { _ in EuroFormatter() }
        }
    }

    @Test func aCycleIsAnErrorNotARecursion() throws {
        let registry = ServiceRegistry()
        try registry.register(Ledger.self) { registry in BookLedger(auditor: try registry.resolve(Auditor.self)) }
        try registry.register(Auditor.self) { registry in StrictAuditor(ledger: try registry.resolve(Ledger.self)) }
        #expect(throws: ServiceRegistryError.circularDependency(["Ledger", "Auditor", "Ledger"])) {
            try registry.resolve(Ledger.self)
        }
    }

    @Test func theTypedWrapperHidesTheStrings() throws {
        let host = try makeApp(manifestsIn: .module)
        host.start()
        #expect(host.mediator.repositoryViewModel(named: "engine")?.name == "engine")
    }

    @Test func remoteCallsGoThroughTheRoutersPolicy() throws {
        let host = try makeApp(manifestsIn: .module)
        host.router.policy.allowedSourceApps = ["com.example.mail"]
        host.router.policy.allowedSchemes.insert("myapp-action")
        try host.routeRemoteCalls(scheme: "myapp-action", access: .exposed)
        host.start()

        let result = host.open(IncomingLink(url: "myapp-action://Repositories/count", origin: .otherApp(sourceApplication: "com.example.mail")))

        guard case .opened(.success(.value(let count))) = result else {
            Issue.record("expected the action's value, got \(result)")
            return
        }
        #expect(count as? Int == 1)
        guard case .opened(.failure(.handlerFailed(_, let underlying))) =
            host.openInternal("myapp-action://Repositories/repositoryViewModel?name=x") else {
            Issue.record("expected the mediator's refusal")
            return
        }
        #expect(underlying.error as? MediatorError == .notRemoteCallable(target: "Repositories", action: "repositoryViewModel"))
        guard case .opened(.failure(.refused)) =
            host.open(IncomingLink(url: "myapp-action://Repositories/count", origin: .otherApp(sourceApplication: "com.example.games"))) else {
            Issue.record("expected the policy's refusal")
            return
        }
    }

    @Test func theExampleAppHasEveryScreen() throws {
        let host = try makeApp(manifestsIn: .module)
        #expect(host.start().isEmpty)
        #expect(host.validateScreens().isEmpty)
    }

    @Test func aForgottenScreenIsFoundAtStartUp() throws {
        let host = ModuleHost(navigator: Navigator(screens: ScreenMap()))
        try host.add(RepositoriesModule())
        var catalog = ManifestCatalog()
        catalog.viewModel("SignInViewModel") { _ in SignInViewModel() }
        try host.add(manifests: [Manifest.load(named: "account", in: .module)], catalog: catalog)
        host.start()

        #expect(host.validateScreens().map(\.description) == [
            "SignInViewModel has no screen; needed by account.json routes[0].viewModel",
        ])
    }

    @Test func aTabContainerIsCheckedByTheTypesOfItsTabs() throws {
        let host = try makeApp(manifestsIn: .module)
        host.start()
        try host.router.register("myapp://home", shows: [HomeTabsViewModel.self]) { _ in .navigate(.resetRoot(HomeTabsViewModel())) }
        #expect(host.validateScreens().isEmpty)
        host.navigator.screens.unregister(SignInViewModel.self)
        #expect(host.validateScreens().map(\.description) == [
            "SignInViewModel has no screen; needed by account.json routes[0].viewModel",
            "SignInViewModel has no screen; needed by tab container HomeTabsViewModel",
        ])
    }

    @Test func aModuleThatFailsIsRolledBack() throws {
        let host = try makeApp(manifestsIn: .module)
        try host.add(LegacyImportModule())

        let failures = host.start()

        #expect(failures.map(\.description) == [
            #"LegacyImport failed in register: the route pattern "myapp://repos/:id" is identical to the registered "myapp://repos/:name""#,
        ])
        #expect(failures.first?.phase == .registering)
        #expect(!host.navigator.screens.unregister(ImportViewModel.self))  // never registered
        #expect(host.provisions(of: "LegacyImport").isEmpty)
        #expect(host.modules.map(\.name) == ["Repositories", "Profile", "Account", "LegacyImport"])
    }

    @Test func aManifestIsCheckedBeforeAnythingIsAdded() throws {
        let host = ModuleHost(navigator: Navigator(screens: ScreenMap()))
        var catalog = ManifestCatalog()
        catalog.viewModel("SignInViewModel") { _ in SignInViewModel() }
        let json = #"{ "name": "Broken", "routes": [{ "pattern": "myapp://x", "viewModel": "Nope" }] }"#

        let manifest = try Manifest.decode(Data(json.utf8), file: "broken.json")

        let error = #expect(throws: ManifestError.self) {
            try host.add(manifests: [manifest], catalog: catalog)
        }
        #expect(error?.keyPath == "routes[0].viewModel")
        #expect(error?.problem == .unknownViewModel("Nope"))
        #expect(host.modules.isEmpty)
        #expect(throws: ManifestError.self) {
            try Manifest.decode(Data(#"{ "name": "Late", "priority": 1.5 }"#.utf8), file: "late.json")
        }
    }
}

/// The section on services across threads; off the main actor, as its threads are.
@Suite("ModularApps article examples: services across threads")
struct ServicesAcrossThreadsExamplesTests {
    @Test func aSharedServiceIsMadeOnceForEveryThread() async throws {
        let registry = ServiceRegistry()
        try registry.register(IssueTitles.self) { _ in BundledIssueTitles() }

        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let titles = try registry.resolve(IssueTitles.self)
                    return ObjectIdentifier(titles as AnyObject)
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(instances.count == 1)
    }
}
