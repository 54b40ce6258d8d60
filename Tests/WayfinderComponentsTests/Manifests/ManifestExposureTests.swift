import Foundation
import Testing
import Wayfinder
import WayfinderComponents

/// A manifest's route is internal unless it says `"exposed": true`; the `access` key of 0.2, or
/// any key a route does not have, is a `ManifestError` naming it, never a setting left out.
@Suite("manifests: exposed routes")
@MainActor
struct ManifestExposureTests {
    private func host(_ json: String) throws -> ModuleHost {
        let host = ModuleHost(navigator: try makeNavigator(), policy: RoutingPolicy(allowedSchemes: ["app"]))
        host.navigator.services.resetRoot(HomeViewModel())
        var catalog = ManifestCatalog()
        catalog.viewModel("Detail") { _ in DetailViewModel() }
        try host.add(manifests: [Manifest.decode(Data(json.utf8), file: "routes.json")], catalog: catalog)
        #expect(host.start().isEmpty)
        return host
    }

    @Test(arguments: externalOrigins)
    func aRouteOpensFromOutsideOnlyWhenTheManifestExposesIt(_ origin: RouteOrigin) throws {
        let host = try host(#"""
            {"name": "Links", "routes": [
              {"pattern": "app://public", "viewModel": "Detail", "exposed": true},
              {"pattern": "app://private", "viewModel": "Detail"},
              {"pattern": "app://hidden", "viewModel": "Detail", "exposed": false}]}
            """#)
        #expect(host.router.open(IncomingLink(url: "app://public", origin: origin)).isSuccess)
        for pattern in ["app://private", "app://hidden"] {
            #expect(host.router.open(IncomingLink(url: pattern, origin: origin)).failure
                == .refused(.notExposed(pattern: pattern, origin: origin)))
            #expect(host.router.openInternal(pattern).isSuccess)
        }
    }

    @Test(arguments: [
        (#"{"pattern": "app://x", "viewModel": "Detail", "access": "anyOrigin"}"#, "routes[0].access",
         #"expected "exposed": true in its place"#),
        (#"{"pattern": "app://x", "viewModel": "Detail", "access": "internalOnly"}"#, "routes[0].access",
         #"a route is internal unless it says "exposed": true"#),
        (#"{"pattern": "app://x", "viewModel": "Detail", "exposd": true}"#, "routes[0].exposd",
         "expected one of the keys pattern, viewModel, presentation, style, column, exposed, sourceApps"),
        (#"{"pattern": "app://x", "viewModel": "Detail", "exposed": "yes"}"#, "routes[0].exposed", "expected true or false"),
        (#"{"pattern": "app://x", "viewModel": "Detail", "exposed": 1}"#, "routes[0].exposed", "expected true or false"),
    ])
    func anOldUnknownOrWrongKeyIsADescriptiveError(_ route: String, _ keyPath: String, _ problem: String) {
        let json = #"{"name": "A", "routes": ["# + route + "]}"
        do {
            _ = try Manifest.decode(Data(json.utf8), file: "old.json")
            Issue.record("expected an error for \(route)")
        } catch {
            #expect(error.file == "old.json")
            #expect(error.keyPath == keyPath)
            #expect(error.description.contains(problem), "\(error)")
        }
    }

    @Test func aPropertyListWithTheOldKeyIsRefusedToo() {
        let plist = #"""
            <?xml version="1.0"?><plist version="1.0"><dict><key>name</key><string>A</string><key>routes</key>
            <array><dict><key>pattern</key><string>app://x</string><key>viewModel</key><string>Detail</string>
            <key>access</key><string>internalOnly</string></dict></array></dict></plist>
            """#
        #expect(throws: ManifestError.self) { try Manifest.decode(Data(plist.utf8), file: "old.plist") }
        do {
            _ = try Manifest.decode(Data(plist.utf8), file: "old.plist")
        } catch {
            #expect(error.keyPath == "routes[0].access")
        }
    }
}
