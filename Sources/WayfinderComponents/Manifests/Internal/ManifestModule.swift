import Wayfinder

/// The module a manifest describes: it registers the manifest's routes and services through the
/// catalog.
@MainActor
final class ManifestModule: Module {
    let manifest: Manifest
    let catalog: ManifestCatalog

    init(_ manifest: Manifest, catalog: ManifestCatalog) {
        self.manifest = manifest
        self.catalog = catalog
    }

    var name: String { manifest.name }
    var priority: Int { manifest.priority }

    func register(in registrar: ModuleRegistrar) throws {
        for (index, route) in manifest.routes.enumerated() {
            guard let entry = catalog.viewModels[route.viewModel] else {
                throw ManifestError(
                    file: manifest.file, keyPath: "routes[\(index)].viewModel", problem: .unknownViewModel(route.viewModel))
            }
            let presentation = route.presentation
            var registered = Router.Route(access: route.access, sourceApps: route.sourceApps, shows: nil) { request in
                .show(try entry.make(request), as: presentation)
            }
            registered.shows = entry.shows
            registered.demand = .manifestRoute(file: manifest.file, keyPath: "routes[\(index)].viewModel")
            do {
                try registrar.route(route.pattern, registered)
            } catch {
                let problem: ManifestError.Problem = switch error {
                case .invalidPattern(let error): .invalidPattern(error)
                case .duplicatePattern(_, let existing): .duplicateRoute(pattern: route.pattern, existing: existing, file: "another module")
                default: .wrongValue(expected: error.description)
                }
                throw ManifestError(file: manifest.file, keyPath: "routes[\(index)].pattern", problem: problem)
            }
        }
        for (index, service) in manifest.services.enumerated() {
            guard let implementation = catalog.implementations[service.implementation] else {
                throw ManifestError(
                    file: manifest.file, keyPath: "services[\(index)].implementation",
                    problem: .unknownImplementation(service.implementation))
            }
            do {
                try implementation.register(registrar, service.scope)
            } catch {
                throw ManifestError(
                    file: manifest.file, keyPath: "services[\(index)].service",
                    problem: .duplicateService(service.service, file: "another module"))
            }
        }
    }
}
