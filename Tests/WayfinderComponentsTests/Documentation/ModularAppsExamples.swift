import Foundation
import Wayfinder
import WayfinderComponents

// The examples of the ModularApps article, compiled and tested (ModularAppsExamplesTests.swift).
// The article also quotes ModulesExample.swift. Keep them in sync.

// Services: a protocol, an implementation, and a service that depends on another.
protocol PriceFormatter: Sendable {
    func format(cents: Int) -> String
}

struct EuroFormatter: PriceFormatter {
    func format(cents: Int) -> String { "€\(cents / 100).\(String(format: "%02d", cents % 100))" }
}

protocol Checkout: Sendable {
    func total(of prices: [Int]) -> String
}

struct StandardCheckout: Checkout {
    let formatter: any PriceFormatter
    func total(of prices: [Int]) -> String { formatter.format(cents: prices.reduce(0, +)) }
}

func makeCheckoutServices() throws -> ServiceRegistry {
    let registry = ServiceRegistry()
    try registry.register(PriceFormatter.self) { _ in EuroFormatter() }
    // A factory resolves what it needs from the registry it is given.
    try registry.register(Checkout.self, scope: .transient) { registry in
        StandardCheckout(formatter: try registry.resolve(PriceFormatter.self))
    }
    return registry
}

// Services across threads: a service that every thread resolves.
protocol IssueTitles: Sendable {
    func title(of number: Int) -> String
}

final class BundledIssueTitles: IssueTitles {
    func title(of number: Int) -> String { "Issue #\(number)" }
}

// The mediator: a typed wrapper over a stringly call, shipped by the module that owns the target.
extension Mediator {
    @MainActor
    func repositoryViewModel(named name: String) -> RepositoryViewModel? {
        try? perform("Repositories", action: "repositoryViewModel", parameters: ["name": name]).get()
            as? RepositoryViewModel
    }
}

// A module that fails: what it registered before the failure is removed again.
final class ImportViewModel: ViewModel {}
struct ImportScreen: Screen { let viewModel: ImportViewModel }

final class LegacyImportModule: Module {
    let name = "LegacyImport"

    func register(in registrar: ModuleRegistrar) throws {
        try registrar.screen(ImportViewModel.self) { ImportScreen(viewModel: $0) }
        // Repositories provides this route already: this throws, and the screen is removed again.
        try registrar.route("myapp://repos/:id") { _ in .navigate(.push(ImportViewModel())) }
    }
}

// The start-up check of the screens: a tab container lists its tabs' types.
final class HomeTabsViewModel: TabContainerViewModel {
    // The check reads this list; makeTabs() runs only when the container becomes the root.
    static let tabTypes: [any ViewModel.Type]? = [RepositoryViewModel.self, SignInViewModel.self]

    func makeTabs() -> [any ViewModel] {
        [RepositoryViewModel(name: "wayfinder"), SignInViewModel()]
    }
}
