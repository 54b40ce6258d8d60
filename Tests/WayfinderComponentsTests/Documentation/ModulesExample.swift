import Foundation
import Wayfinder
import WayfinderComponents

// The ModularApps article's example app, compiled and tested (ModulesExampleTests.swift). Keep
// the two in sync. Its view models and screens are the Getting started article's
// (GettingStartedExample.swift here is a link to WayfinderTests' file).

// Repositories: a module in code. It provides a screen, a route, a service and a target.
protocol RepositoryStore: Sendable {
    func description(of name: String) -> String
}

struct BundledRepositoryStore: RepositoryStore {
    func description(of name: String) -> String { "\(name): a navigation library" }
}

final class RepositoriesTarget: MediatorTarget {
    let actions = [
        MediatorAction("repositoryViewModel") { parameters in
            RepositoryViewModel(name: parameters["name"] as? String ?? "")
        },
        MediatorAction("count", remote: true) { _ in 1 },
    ]
}

struct RepositoryName: Decodable {
    let name: String
}

final class RepositoriesModule: Module {
    let name = "Repositories"
    let priority = 10

    func register(in registrar: ModuleRegistrar) throws {
        try registrar.screen(RepositoryViewModel.self) { RepositoryScreen(viewModel: $0) }
        // Exposed: other apps, web pages and notifications may open a repository.
        try registrar.route("myapp://repos/:name", access: .exposed, shows: [RepositoryViewModel.self]) { (repository: RepositoryName, _) in
            .navigate(.push(RepositoryViewModel(name: repository.name)))
        }
        try registrar.service(RepositoryStore.self) { _ in BundledRepositoryStore() }
        try registrar.target("Repositories") { RepositoriesTarget() }
    }
}

// Profile: another module in code. It shows the first screen once the app has launched, and
// knows Repositories only through the registries.
final class ProfileModule: Module {
    let name = "Profile"
    private var navigation: (any NavigationServices)?

    func register(in registrar: ModuleRegistrar) throws {
        try registrar.screen(ProfileViewModel.self) { ProfileScreen(viewModel: $0) }
        navigation = registrar.services
    }

    func handle(_ event: LifecycleEvent) throws {
        if case .didFinishLaunching = event, let navigation {
            navigation.resetRoot(ProfileViewModel(services: navigation))
        }
    }
}

// Account: a module described by a manifest (account.json), its names found in a catalog.
@MainActor
func makeApp(manifestsIn bundle: Bundle) throws -> ModuleHost {
    // Links from outside the app may use its scheme, and open the routes the modules exposed.
    let host = ModuleHost(navigator: Navigator(screens: ScreenMap()), policy: RoutingPolicy(allowedSchemes: ["myapp"]))
    try host.add(RepositoriesModule())
    try host.add(ProfileModule())

    var catalog = ManifestCatalog()
    catalog.viewModel("SignInViewModel") { _ in SignInViewModel() }
    try host.navigator.screens.register(SignInViewModel.self) { SignInScreen(viewModel: $0) }
    try host.add(manifests: [Manifest.load(named: "account", in: bundle)], catalog: catalog)
    return host
}
