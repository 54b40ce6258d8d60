import Wayfinder

extension ModuleHost {
    /// Adds one module per manifest, after checking them all together: names, patterns, view
    /// models, implementations, and duplicates across the manifests and against what is
    /// registered already. The first problem is thrown and nothing is added.
    ///
    /// Modules in code register later, at ``start(launchOptions:)``, in priority order with the
    /// manifests' modules: a clash between the two is found then, and whichever module registers
    /// second fails (rolled back). When that is the manifest's, the ``ModuleFailure``'s error is a
    /// ``ManifestError`` naming its file and key path.
    ///
    /// - Parameters:
    ///   - manifests: The manifests, one per module.
    ///   - catalog: The view models and implementations their names refer to.
    /// - Throws: ``ManifestError`` naming the file, the key path and what was expected.
    public func add(manifests: [Manifest], catalog: ManifestCatalog) throws(ManifestError) {
        if phase != .idle, let first = manifests.first {
            throw ManifestError(file: first.file, keyPath: "", problem: .modulesStarted)
        }
        var check = ManifestCheck(
            modules: Set(modules.map(\.name)), routes: router.tableCopy(), services: Set(serviceRegistry.registeredServices))
        for manifest in manifests {
            try check.check(manifest, catalog: catalog)
        }
        for manifest in manifests {
            do {
                try add(ManifestModule(manifest, catalog: catalog))
            } catch .duplicateModule(let name) {
                throw ManifestError(file: manifest.file, keyPath: "name", problem: .duplicateModule(name))
            } catch {
                throw ManifestError(file: manifest.file, keyPath: "", problem: .modulesStarted)
            }
        }
    }
}

/// Checks manifests against each other and against what is registered, without registering.
private struct ManifestCheck {
    var modules: Set<String>
    /// A copy of the router's table: registering into it finds invalid and duplicate patterns
    /// exactly as the router will.
    var routes: RouteTable<Router.Route>
    var routeFiles: [String: String] = [:]
    var services: Set<String>
    var serviceFiles: [String: String] = [:]

    init(modules: Set<String>, routes: RouteTable<Router.Route>, services: Set<String>) {
        self.modules = modules
        self.routes = routes
        self.services = services
    }

    mutating func check(_ manifest: Manifest, catalog: ManifestCatalog) throws(ManifestError) {
        let file = manifest.file
        guard modules.insert(manifest.name).inserted else {
            throw ManifestError(file: file, keyPath: "name", problem: .duplicateModule(manifest.name))
        }
        for (index, route) in manifest.routes.enumerated() {
            do {
                let placeholder = Router.Route(access: route.access, sourceApps: nil, shows: []) { _ in .handled }
                try routes.register(route.pattern, placeholder)
                routeFiles[route.pattern] = file
            } catch .invalidPattern(let error) {
                throw ManifestError(file: file, keyPath: "routes[\(index)].pattern", problem: .invalidPattern(error))
            } catch .duplicatePattern(_, let existing) {
                throw ManifestError(
                    file: file, keyPath: "routes[\(index)].pattern",
                    problem: .duplicateRoute(pattern: route.pattern, existing: existing, file: routeFiles[existing] ?? "code"))
            } catch {
                throw ManifestError(file: file, keyPath: "routes[\(index)].pattern", problem: .wrongValue(expected: "\(error)"))
            }
            guard catalog.viewModels[route.viewModel] != nil else {
                throw ManifestError(file: file, keyPath: "routes[\(index)].viewModel", problem: .unknownViewModel(route.viewModel))
            }
        }
        for (index, service) in manifest.services.enumerated() {
            guard let implementation = catalog.implementations[service.implementation] else {
                throw ManifestError(
                    file: file, keyPath: "services[\(index)].implementation",
                    problem: .unknownImplementation(service.implementation))
            }
            guard implementation.service == service.service || implementation.qualifiedService == service.service else {
                throw ManifestError(
                    file: file, keyPath: "services[\(index)].service",
                    problem: .implementationMismatch(implementation: service.implementation, provides: implementation.service))
            }
            guard services.insert(service.service).inserted else {
                throw ManifestError(
                    file: file, keyPath: "services[\(index)].service",
                    problem: .duplicateService(service.service, file: serviceFiles[service.service] ?? "code"))
            }
            serviceFiles[service.service] = file
        }
    }
}
