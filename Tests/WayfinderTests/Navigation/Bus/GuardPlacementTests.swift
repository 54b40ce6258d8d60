import Foundation
import Testing
import Wayfinder

// A guard belongs to the view models it protects: whatever would place one on the stack — every
// command that places screens, a link, a restoration — waits for the guard, and the view model
// is shown only once the guard lets it through.

/// A screen behind sign-in; restorable, so that a saved stack can bring it back.
private final class VaultViewModel: Restorable {
    var restorationURL: URL? { URL(string: "app://vault") }
}

/// A tab container that makes a new vault tab each time it is asked.
private final class VaultTabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [HomeViewModel(), VaultViewModel()] }
}

/// A split container whose detail column is a new vault each time it is asked.
private final class VaultSplit: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: HomeViewModel(), detail: VaultViewModel()) }
}

/// One way a vault reaches the stack: the root it starts from, and what sends it.
private struct Arrival: CustomTestStringConvertible, Sendable {
    let name: String
    let root: @MainActor @Sendable () -> NavigationCommand
    let send: @MainActor @Sendable (Navigator, Router) -> Void

    var testDescription: String { name }

    static func command(
        _ name: String, root: @escaping @MainActor @Sendable () -> NavigationCommand = { .resetRoot(HomeViewModel()) },
        _ command: @escaping @MainActor @Sendable () -> NavigationCommand
    ) -> Arrival {
        Arrival(name: name, root: root) { navigator, _ in navigator.services.send(command()) }
    }

    static let all: [Arrival] = [
        .command("push") { .push(VaultViewModel()) },
        .command("present") { .present(VaultViewModel(), style: .sheet) },
        .command("resetScreens") { .resetScreens([ListViewModel(), VaultViewModel()]) },
        .command("resetStack") { .resetStack([HomeViewModel(), VaultViewModel()]) },
        .command("resetRoot") { .resetRoot(VaultViewModel()) },
        .command("resetRoot, a tab's root") { .resetRoot(VaultTabs()) },
        .command("resetRoot, a column's root") { .resetRoot(VaultSplit()) },
        .command("showInTab", root: { .resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()])) }) {
            .showInTab(1, [ListViewModel(), VaultViewModel()])
        },
        .command("showInColumn", root: { .resetRoot(ReaderSplitViewModel()) }) { .showInColumn(.detail, [VaultViewModel()]) },
        .command("pushInColumn", root: { .resetRoot(ReaderSplitViewModel()) }) { .pushInColumn(.detail, VaultViewModel()) },
        .command("restore") { .restore(StackLayout(levels: [.stack([HomeViewModel()]), .stack([VaultViewModel()])])) },
        Arrival(name: "a link", root: { .resetRoot(HomeViewModel()) }) { _, router in
            router.openInternal("app://vault")
        },
        Arrival(name: "a restoration", root: { .resetRoot(HomeViewModel()) }) { _, router in
            // A state that did not come back restores nothing, and the test fails: no vault shown.
            if let saved = savedVaultStack.flatMap({ try? JSONDecoder().decode(RestorationState.self, from: $0) }) {
                _ = router.restore(saved, origin: .app)
            }
        },
    ]
}

/// A saved stack of the home screen with the vault pushed on it (as `restorationState()` wrote it).
@MainActor
private var savedVaultStack: Data? {
    guard let navigator = try? makeVaultNavigator() else { return nil }
    navigator.services.resetStack([HomeRestorable(), VaultViewModel()])
    return try? JSONEncoder().encode(navigator.stack.restorationState().state)
}

private final class HomeRestorable: Restorable {
    var restorationURL: URL? { URL(string: "app://home") }
}

@MainActor
private func makeVaultNavigator() throws -> Navigator {
    let navigator = try makeNavigator()
    try navigator.screens.register(VaultViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(HomeRestorable.self) { TestScreen(viewModel: $0) }
    return navigator
}

/// The navigator at the arrival's root, and a router whose `app://vault` link answers a whole
/// stack with the vault on top (the deep link of the issue) and `app://home` the restored root.
@MainActor
private func makeVaultApp(startingAt arrival: Arrival) throws -> (Navigator, Router) {
    let navigator = try makeVaultNavigator()
    let router = Router(services: navigator.services)
    try router.register("app://vault") { _ in .navigate(.resetStack([HomeViewModel(), VaultViewModel()])) }
    try router.register("app://home") { _ in .navigate(.resetRoot(HomeRestorable())) }
    navigator.services.send(arrival.root())
    return (navigator, router)
}

/// Whether a view model of this type is anywhere on the stack: any level, tab or column.
@MainActor
private func holdsVault(_ navigator: Navigator) -> Bool {
    navigator.stack.snapshot.levels.contains { level in
        level.controllers.contains { controller in controller.screens.contains { $0.viewModelTypeName == "VaultViewModel" } }
    }
}

@Suite("a guard holds its view models whatever places them")
@MainActor
struct GuardPlacementTests {
    @Test(arguments: Arrival.all)
    fileprivate func theVaultWaitsForSignIn(_ arrival: Arrival) async throws {
        let (navigator, router) = try makeVaultApp(startingAt: arrival)
        var asked: [VaultViewModel] = []
        let signInGuard = navigator.bus.addGuard(for: VaultViewModel.self) { vault in
            asked.append(vault)
            return .suspend { services in
                await services.result(of: PickerViewModel(), as: .present) == .finished("signed in") ? .proceed : .cancel
            }
        }

        arrival.send(navigator, router)
        await navigator.settle()
        #expect(navigator.bus.isSuspended)
        #expect(!holdsVault(navigator))
        let signIn = try #require(navigator.stack.topViewModel as? PickerViewModel)
        #expect(asked.count == 1)

        signIn.result.finish(with: "signed in")
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(holdsVault(navigator))
        // The vault shown is the one the guard was asked about (a container's tab or column too).
        #expect(asked.count == 1)
        #expect(asked.first.map(navigator.stack.contains) == true)
        signInGuard.cancel()
    }

    @Test(arguments: Arrival.all)
    fileprivate func aRefusedVaultNeverReachesTheStack(_ arrival: Arrival) async throws {
        let (navigator, router) = try makeVaultApp(startingAt: arrival)
        let before = navigator.stack.snapshot
        let refusing = navigator.bus.addGuard(for: VaultViewModel.self) { _ in .cancel }

        arrival.send(navigator, router)
        await navigator.settle()
        #expect(!holdsVault(navigator))
        #expect(navigator.stack.snapshot == before)
        refusing.cancel()
    }

    @Test func aCommandPlacingSeveralGuardedViewModelsAsksEachGuardOnce() throws {
        let navigator = try makeVaultNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var vaultGuard: [String] = []
        var detailGuard: [Int] = []
        let first = navigator.bus.addGuard(for: VaultViewModel.self) { _ in vaultGuard.append("asked"); return .proceed }
        let second = navigator.bus.addGuard(for: DetailViewModel.self, where: { $0.number > 1 }) { detail in
            detailGuard.append(detail.number)
            return .proceed
        }

        let result = navigator.services.resetScreens([VaultViewModel(), DetailViewModel(1), VaultViewModel(), DetailViewModel(2), DetailViewModel(3)])
        #expect(result.isSuccess)
        #expect(vaultGuard == ["asked"])
        // Asked about the first it protects that the command places: the condition narrows them.
        #expect(detailGuard == [2])
        first.cancel()
        second.cancel()
    }

    @Test func aViewModelTheCommandKeepsInPlaceIsCoveredByTheGuardToo() throws {
        let navigator = try makeVaultNavigator()
        let shown = VaultViewModel()
        navigator.services.resetStack([HomeViewModel(), shown])
        var asked: [VaultViewModel] = []
        let refusing = navigator.bus.addGuard(for: VaultViewModel.self) { vault in asked.append(vault); return .cancel }

        // Kept in place: the guard is asked about it, and refuses the command.
        #expect(navigator.services.resetScreens([HomeViewModel(), shown, DetailViewModel()]).failure == .cancelled)
        #expect(asked.count == 1 && asked.first === shown)
        // A new vault beside it: the guard is asked about the new one.
        let other = VaultViewModel()
        #expect(navigator.services.resetScreens([HomeViewModel(), shown, other]).failure == .cancelled)
        #expect(asked.count == 2 && asked.last === other)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "VaultViewModel"]])
        refusing.cancel()
    }

    @Test func aRestoredColumnThatReplacesItsRootDoesNotAskAboutTheRootItDrops() throws {
        let navigator = try makeVaultNavigator()
        let refusing = navigator.bus.addGuard(for: VaultViewModel.self) { _ in .cancel }

        // The split's detail root would be a vault; the saved column shows a detail instead.
        let layout = StackLayout(levels: [.split(VaultSplit(), columns: [.detail: .replacingRoot([DetailViewModel()])], focused: .detail)])
        #expect(navigator.services.restore(layout).isSuccess)
        #expect(!holdsVault(navigator))
        // With the column's root kept, the vault would be shown: the guard refuses.
        let keptRoot = StackLayout(levels: [.split(VaultSplit(), columns: [.detail: .onRoot([])], focused: .detail)])
        #expect(navigator.services.restore(keptRoot).failure == .cancelled)
        refusing.cancel()
    }

    @Test func aGuardForAProtocolHoldsEveryViewModelThatAdoptsIt() throws {
        let navigator = try makeVaultNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let refusing = navigator.bus.addGuard(for: (any Restorable).self) { _ in .cancel }

        #expect(navigator.services.push(VaultViewModel()).failure == .cancelled)
        #expect(navigator.services.push(DetailViewModel()).isSuccess)
        refusing.cancel()
    }

    @Test func aGuardThatRedirectsSendsTheNewCommandThroughTheGuardsAgain() throws {
        let navigator = try makeVaultNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var asked: [String] = []
        let toLogin = navigator.bus.addGuard(for: VaultViewModel.self) { _ in
            asked.append("vault")
            return .redirect(.present(LoginViewModel()))
        }
        let login = navigator.bus.addGuard(for: LoginViewModel.self) { _ in asked.append("login"); return .proceed }

        let result = navigator.services.push(VaultViewModel())
        #expect(result.isSuccess)
        #expect(asked == ["vault", "login"])
        #expect(navigator.stack.topViewModel is LoginViewModel)
        toLogin.cancel()
        login.cancel()
    }

    @Test func aCommandThatCannotApplyFailsAtOnceWithoutAskingTheGuard() throws {
        let navigator = try makeVaultNavigator()
        var asked = 0
        let guarding = navigator.bus.addGuard(for: VaultViewModel.self) { _ in asked += 1; return .suspend { _ in .proceed } }

        #expect(navigator.services.push(VaultViewModel()).failure == .noRoot)
        #expect(asked == 0)
        #expect(!navigator.bus.isSuspended)
        guarding.cancel()
    }
}
