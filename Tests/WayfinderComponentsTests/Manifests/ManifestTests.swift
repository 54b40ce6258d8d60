import Foundation
import Testing
import Wayfinder
import WayfinderComponents
import WayfinderTesting

private protocol Clock: Sendable { var now: Int { get } }
private struct FixedClock: Clock { let now: Int }
private protocol Greeting: Sendable {}
private struct Hello: Greeting {}

@MainActor
private func catalog() -> ManifestCatalog {
    var catalog = ManifestCatalog()
    catalog.viewModel("Detail") { DetailViewModel($0.match.parameters["id"].flatMap(Int.init) ?? 0) }
    catalog.viewModel("Login") { _ in LoginViewModel() }
    catalog.viewModel("Settings") { _ in SettingsViewModel() }
    catalog.viewModel("Home") { _ in HomeViewModel() }
    catalog.implementation("FixedClock", of: Clock.self) { _ in FixedClock(now: 9) }
    catalog.implementation("Hello", of: Greeting.self) { _ in Hello() }
    return catalog
}

private func decodeManifest(_ json: String, file: String = "test.json") throws(ManifestError) -> Manifest {
    try Manifest.decode(Data(json.utf8), file: file)
}

@Suite("manifests")
@MainActor
struct ManifestTests {
    private func host() throws -> ModuleHost {
        let host = ModuleHost(navigator: try makeNavigator(), policy: RoutingPolicy(allowedSchemes: ["app"]))
        host.navigator.services.resetRoot(HomeViewModel())
        return host
    }

    @Test func aJSONManifestDecodesWithDefaults() throws {
        let manifest = try Manifest.load(named: "catalog-profile", in: .module)
        #expect(manifest.name == "Profile")
        #expect(manifest.file == "catalog-profile.json")
        #expect(manifest.description.split(separator: "\n") == [
            "Profile (priority 5, catalog-profile.json)",
            "route app://profile/:id<Int> → Detail (push, exposed)",
            "route app://login → Login (present)",
            "service Clock → FixedClock (shared)",
        ])
        #expect(try decodeManifest(#"{"name": "Bare"}"#).description == "Bare (priority 0, test.json)")
    }

    @Test func aPropertyListManifestDecodesToo() throws {
        let url = try #require(Bundle.module.url(forResource: "catalog-settings", withExtension: "plist"))
        let manifest = try Manifest.load(contentsOf: url)
        #expect(manifest.description.split(separator: "\n") == [
            "Settings (priority 0, catalog-settings.plist)",
            "route app://settings → Settings (resetRoot, exposed, from com.example.mail)",
        ])
    }

    @Test func manifestsAndCodeModulesMakeOneApp() throws {
        let host = try host()
        try host.add(manifests: [
            Manifest.load(named: "catalog-profile", in: .module),
            Manifest.load(named: "catalog-settings", in: .module),
        ], catalog: catalog())
        #expect(host.modules.map(\.name) == ["Profile", "Settings"])
        #expect(host.start().isEmpty)
        _ = try host.openInternal("app://profile/42").openedResult.get()
        #expect((host.navigator.stack.topViewModel as? DetailViewModel)?.number == 42)
        #expect(try host.serviceRegistry.resolve(Clock.self).now == 9)
        #expect(host.provisions(of: "Profile") == [.route("app://profile/:id<Int>"), .route("app://login"), .service("Clock")])
        #expect(try host.open(IncomingLink(url: "app://login", origin: .pushNotification)).openedResult.failure
            == .refused(.notExposed(pattern: "app://login", origin: .pushNotification)))
        _ = try host.open(IncomingLink(url: "app://settings", origin: .otherApp(sourceApplication: "com.example.mail"))).openedResult.get()
        #expect(host.navigator.stack.snapshot.shape == StackShape([SettingsViewModel.self]))
    }

    @Test(arguments: [
        (#"{"name": "A", "routes": [}"#, "", "is not a JSON or property-list manifest"),
        (#"{"routes": []}"#, "name", "missing"),
        (#"{"name": 7}"#, "name", "expected a string"),
        (#"{"name": "A", "routes": {"pattern": "app://x"}}"#, "routes", "expected a list"),
        (#"{"name": "A", "routes": [{"pattern": "app://x"}]}"#, "routes[0].viewModel", "missing"),
        (#"{"name": "A", "routes": [{"pattern": 3, "viewModel": "Home"}]}"#, "routes[0].pattern", "expected a string"),
        (#"{"name": "A", "routes": [{"pattern": "app://x", "viewModel": "Home", "presentation": "slide"}]}"#,
         "routes[0].presentation", #"expected one of "push", "present", "resetRoot""#),
        (#"{"name": "A", "services": [{"service": "Clock", "implementation": "FixedClock", "scope": "forever"}]}"#,
         "services[0].scope", #"expected one of "shared", "transient", "weak""#),
        (#"{"name": "A", "priority": "high"}"#, "priority", "expected a whole number"),
        ("neither JSON nor a property list", "", "is not a JSON or property-list manifest"),
        (#"<?xml version="1.0"?><plist version="1.0"><dict><key>name</key><integer>3</integer></dict></plist>"#,
         "name", "expected a string"),
    ])
    func aBrokenFileIsReportedWithItsKeyPath(_ json: String, _ keyPath: String, _ problem: String) {
        do {
            _ = try decodeManifest(json, file: "broken.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "broken.json")
            #expect(error.keyPath == keyPath)
            #expect(error.problem.description.hasPrefix(problem), "\(error)")
        }
    }

    @Test func aByteOrderMarkAndAFractionalPriorityAreHandled() throws {
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"name": "Marked"}"#.utf8)
        #expect(try Manifest.decode(bom, file: "bom.json").name == "Marked")
        #expect(throws: ManifestError(file: "p.json", keyPath: "priority", problem: .wrongValue(expected: "a whole number"))) {
            try decodeManifest(#"{"name": "A", "priority": 1.5}"#, file: "p.json")
        }
    }

    @Test func aTextPropertyListThatIsNotUTF8IsRefusedNotATrap() throws {
        // Found by fuzzing: Foundation's XML property-list parser traps on 0xFF inside <integer>.
        let plist = Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>name</key><string>A</string><key>priority</key><integer>"#.utf8)
            + Data([0xFF, 0x33]) + Data("</integer></dict></plist>".utf8)
        let offset = plist.firstIndex(of: 0xFF)!
        #expect(throws: ManifestError(
            file: "bad.plist", keyPath: "", problem: .notAManifest("a text property list must be UTF-8; byte \(offset) is not"))) {
            try Manifest.decode(plist, file: "bad.plist")
        }
        // Valid UTF-8 beyond ASCII still decodes.
        let unicode = #"<?xml version="1.0"?><plist version="1.0"><dict><key>name</key><string>Ünï</string></dict></plist>"#
        #expect(try Manifest.decode(Data(unicode.utf8), file: "u.plist").name == "Ünï")
    }

    @Test func aQualifiedServiceNameIsAccepted() throws {
        let host = try host()
        let qualified = String(reflecting: Clock.self)
        try host.add(manifests: [decodeManifest(
            #"{"name": "Q", "services": [{"service": "\#(qualified)", "implementation": "FixedClock"}]}"#)], catalog: catalog())
        host.start()
        #expect(try host.serviceRegistry.resolve(Clock.self).now == 9)
    }

    @Test func manifestsComeBeforeStartUp() throws {
        let host = try host()
        host.start()
        #expect(throws: ManifestError(file: "late.json", keyPath: "", problem: .modulesStarted)) {
            try host.add(manifests: [decodeManifest(#"{"name": "Late"}"#, file: "late.json")], catalog: catalog())
        }
    }

    @Test func aClashWithACodeModuleFailsTheManifestModuleAtStartNamingFileAndKeyPath() throws {
        let host = try host()
        try host.add(manifests: [decodeManifest(
            #"{"name": "M", "routes": [{"pattern": "app://y", "viewModel": "Home"}, {"pattern": "app://x", "viewModel": "Home"}]}"#,
            file: "m.json")], catalog: catalog())
        try host.add(CodeModule())
        let failures = host.start()
        #expect(failures.map(\.description) == [
            #"M failed in register: m.json: routes[1].pattern: the route "app://x" is identical to "app://x" in another module"#,
        ])
        #expect(host.router.patterns == ["app://x"])
    }

    @Test func aMissingFileIsReported() {
        #expect(throws: ManifestError.self) {
            try Manifest.load(contentsOf: URL(fileURLWithPath: "/nonexistent/manifest.json"))
        }
        do {
            _ = try Manifest.load(named: "nowhere", in: .module)
        } catch {
            #expect(error.file == "nowhere")
        }
    }

    @Test(arguments: [
        (#"{"name": "B", "routes": [{"pattern": "app://x", "viewModel": "Nope"}]}"#, "routes[0].viewModel",
         ManifestError.Problem.unknownViewModel("Nope")),
        (#"{"name": "B", "services": [{"service": "Clock", "implementation": "Sundial"}]}"#, "services[0].implementation",
         .unknownImplementation("Sundial")),
        (#"{"name": "B", "services": [{"service": "Clock", "implementation": "Hello"}]}"#, "services[0].service",
         .implementationMismatch(implementation: "Hello", provides: "Greeting")),
        (#"{"name": "B", "routes": [{"pattern": "app://profile/:n<Int>", "viewModel": "Home"}]}"#, "routes[0].pattern",
         .duplicateRoute(pattern: "app://profile/:n<Int>", existing: "app://profile/:id<Int>", file: "catalog-profile.json")),
        (#"{"name": "B", "routes": [{"pattern": "app://code", "viewModel": "Home"}]}"#, "routes[0].pattern",
         .duplicateRoute(pattern: "app://code", existing: "app://code", file: "code")),
        (#"{"name": "B", "services": [{"service": "Clock", "implementation": "FixedClock"}]}"#, "services[0].service",
         .duplicateService("Clock", file: "catalog-profile.json")),
        (#"{"name": "Profile"}"#, "name", .duplicateModule("Profile")),
        (#"{"name": "B", "routes": [{"pattern": "app://x/:id<Intt>", "viewModel": "Home"}]}"#, "routes[0].pattern",
         .invalidPattern(RoutePatternError(pattern: "app://x/:id<Intt>", position: 12, problem: .unknownParameterType("Intt")))),
    ])
    func aManifestThatDoesNotFitIsRefusedAndNothingIsAdded(
        _ json: String, _ keyPath: String, _ problem: ManifestError.Problem
    ) throws {
        let host = try host()
        try host.router.register("app://code") { _ in .handled }
        let good = try Manifest.load(named: "catalog-profile", in: .module)
        let bad = try decodeManifest(json, file: "second.json")
        #expect(throws: ManifestError(file: "second.json", keyPath: keyPath, problem: problem)) {
            try host.add(manifests: [good, bad], catalog: catalog())
        }
        #expect(host.modules.isEmpty)
        #expect(host.router.patterns == ["app://code"])
    }
}

@MainActor
private final class CodeModule: Module {
    let name = "Code"
    let priority = 1
    func register(in registrar: ModuleRegistrar) throws {
        try registrar.route("app://x") { _ in .handled }
    }
}

extension DeepLinkDelivery {
    /// The router's result, or an error when the link was queued.
    var openedResult: Result<RouteOutcome, RoutingError> {
        get throws {
            guard case .opened(let result) = self else { throw QueuedError() }
            return result
        }
    }
}

private struct QueuedError: Error {}
