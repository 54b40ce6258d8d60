import Foundation
import Testing
import Wayfinder
import WayfinderComponents

/// A manifest's route is guarded like any other way onto the stack: the guard of the view model
/// it shows holds it, whatever the manifest says about how it is shown.
@Suite("manifests: guarded routes")
@MainActor
struct ManifestGuardTests {
    private static let manifest = """
        {"name": "Vault", "routes": [
          {"pattern": "app://detail", "viewModel": "Detail"},
          {"pattern": "app://detail/sheet", "viewModel": "Detail", "presentation": "present", "style": "sheet"}]}
        """

    private func startedHost() throws -> ModuleHost {
        let manifest = try Manifest.decode(Data(Self.manifest.utf8), file: "vault.json")
        var catalog = ManifestCatalog()
        catalog.viewModel("Detail") { _ in DetailViewModel() }
        let host = ModuleHost(navigator: try makeNavigator())
        host.navigator.services.resetRoot(HomeViewModel())
        try host.add(manifests: [manifest], catalog: catalog)
        #expect(host.start().isEmpty)
        return host
    }

    @Test(arguments: ["app://detail", "app://detail/sheet"])
    func aManifestRouteWaitsForTheGuardOfWhatItShows(_ url: String) async throws {
        let host = try startedHost()
        let signIn = host.navigator.bus.addGuard(for: DetailViewModel.self) { _ in
            .suspend { services in
                await services.result(of: PickerViewModel(), as: .present) == .finished("ok") ? .proceed : .cancel
            }
        }

        _ = try host.openInternal(url).openedResult.get()
        await host.navigator.settle()
        #expect(!host.navigator.stack.snapshot.names.joined().contains("DetailViewModel"))
        let form = try #require(host.navigator.stack.topViewModel as? PickerViewModel)

        form.result.finish(with: "ok")
        await host.navigator.settle()
        #expect(host.navigator.stack.snapshot.names.joined().contains("DetailViewModel"))
        signIn.cancel()
    }

    @Test func aManifestRouteTheGuardRefusesChangesNothing() throws {
        let host = try startedHost()
        let refusing = host.navigator.bus.addGuard(for: DetailViewModel.self) { _ in .cancel }

        #expect(try host.openInternal("app://detail").openedResult.failure == .navigationFailed(.cancelled))
        #expect(host.navigator.stack.snapshot.names == [["HomeViewModel"]])
        refusing.cancel()
    }
}
