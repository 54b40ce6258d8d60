import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// Restorable view models of a small app: a tab container (app://home) whose tabs are made by the
// container, repositories (app://repos/:id) and settings (app://settings).

private final class HomeTabs: TabContainerViewModel, Restorable {
    func makeTabs() -> [any ViewModel] { [HomeViewModel(), ListViewModel()] }
    var restorationURL: URL? { URL(string: "app://home") }
}

private final class RepoViewModel: Restorable {
    let id: Int
    init(id: Int) { self.id = id }
    var restorationURL: URL? { URL(string: "app://repos/\(id)") }
}

private final class RestorableSettings: Restorable {
    var restorationURL: URL? { URL(string: "app://settings") }
}

/// A restorable view model that cannot say where it is right now.
private final class DraftViewModel: Restorable {
    var restorationURL: URL? { nil }
}

/// A fresh app: a navigator and a router with the routes that make the view models again.
@MainActor
private func makeApp() throws -> (Navigator, Router) {
    let navigator = try makeNavigator()
    for register in [
        { try navigator.screens.register(RepoViewModel.self) { TestScreen(viewModel: $0) } },
        { try navigator.screens.register(RestorableSettings.self) { TestScreen(viewModel: $0) } },
        { try navigator.screens.register(DraftViewModel.self) { TestScreen(viewModel: $0) } },
    ] as [@MainActor () throws -> Void] {
        try register()
    }
    let router = Router(services: navigator.services)
    try router.register("app://home") { _ in .navigate(.resetRoot(HomeTabs())) }
    // The only route opened from outside here: exposed (the others are app-only, the default).
    try router.register("app://repos/:id<Int>", access: .exposed) { request in .navigate(.push(RepoViewModel(id: Int(request.match.parameters["id"] ?? "") ?? 0))) }
    try router.register("app://settings") { _ in .navigate(.present(RestorableSettings())) }
    try router.register("app://answer") { _ in .value(42) }
    try router.register("app://back") { _ in .navigate(.pop()) }
    return (navigator, router)
}

@Suite("state restoration")
@MainActor
struct RestorationTests {
    @Test func aSavedStackComesBackEqualThroughJSON() throws {
        let (navigator, _) = try makeApp()
        navigator.services.resetStack([HomeTabs(), RepoViewModel(id: 1)])
        navigator.services.selectTab(1)
        navigator.services.push(RepoViewModel(id: 2))
        navigator.services.present(RestorableSettings())
        navigator.services.push(RepoViewModel(id: 3))
        let capture = navigator.stack.restorationState()
        #expect(capture.issues.isEmpty)
        #expect(try capture.state == .decoding(#"""
            {"version":1,"levels":[
              {"screens":[],"tabs":{"container":"app://home","pushed":[["app://repos/1"],["app://repos/2"]],"selected":1}},
              {"screens":["app://settings","app://repos/3"]}]}
            """#))

        let saved = try JSONEncoder().encode(capture.state)
        let (relaunched, router) = try makeApp()
        var commands: [String] = []
        let subscription = relaunched.bus.subscribe { if case .didPerform(let command, _) = $0 { commands.append(command.name) } }
        let report = router.restore(try JSONDecoder().decode(RestorationState.self, from: saved), origin: .app)
        #expect(report.isComplete)
        #expect(commands == ["restore"])
        #expect(relaunched.stack.snapshot == navigator.stack.snapshot)
        #expect(relaunched.stack.restorationState() == capture)
        subscription.cancel()
    }

    @Test func viewModelsThatCannotBeSavedAreReported() throws {
        let (navigator, _) = try makeApp()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(RepoViewModel(id: 7))
        navigator.services.push(DraftViewModel())
        navigator.services.present(DetailViewModel())
        let capture = navigator.stack.restorationState()
        #expect(try capture.state == .screens(["app://repos/7"]))
        #expect(capture.issues == [
            .notRestorable(viewModel: "HomeViewModel", screen: ScreenID(rawValue: 1)),
            .notRestorable(viewModel: "DraftViewModel", screen: ScreenID(rawValue: 3)),
            .notRestorable(viewModel: "DetailViewModel", screen: ScreenID(rawValue: 4)),
        ])
        #expect(capture.issues[1].description == "#3 DraftViewModel is not restorable (no restorationURL)")
    }

    @Test func aTabContainerThatCannotBeSavedTakesItsPushedScreensWithItReported() throws {
        let (navigator, _) = try makeApp()
        navigator.services.resetStack([TabsViewModel([HomeViewModel()]), RepoViewModel(id: 1)])
        let capture = navigator.stack.restorationState()
        #expect(try capture.state == .screens())
        #expect(capture.issues == [.notRestorable(viewModel: "TabsViewModel", screen: nil), .levelLost(url: "app://repos/1")])
    }

    @Test func urlsThatCannotBeRestoredAreReportedAndTheRestComesBack() throws {
        let (navigator, router) = try makeApp()
        navigator.services.resetRoot(HomeViewModel())
        let state = try RestorationState.screens(
            ["app://repos/1", "app://gone", "app://repos/2"], ["app://answer", "app://home", "app://back"], ["app://settings"])
        let report = router.restore(state, origin: .app)
        #expect(!report.isComplete)
        #expect(report.result.isSuccess)
        #expect(report.issues == [
            .unresolved(url: "app://gone", error: .noRoute("app://gone")),
            .notAScreen(url: "app://answer", found: "a value of type Int"),
            .notAScreen(url: "app://home", found: "a tab container"),
            .notAScreen(url: "app://back", found: "a pop"),
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([RepoViewModel.self, RepoViewModel.self], modals: [[RestorableSettings.self]]))
    }

    @Test func whenNothingCanBeRestoredTheStackIsUnchanged() throws {
        let (navigator, router) = try makeApp()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        let lostTabs = try RestorationState.decoding(#"""
            {"version":1,"levels":[{"screens":[],"tabs":{"container":"app://repos/1","pushed":[["app://repos/2"]],"selected":0}}]}
            """#)
        let report = router.restore(lostTabs, origin: .app)
        #expect(report.result.failure == .emptyStack)
        #expect(report.issues == [.notAScreen(url: "app://repos/1", found: "RepoViewModel"), .levelLost(url: "app://repos/2")])
        #expect(navigator.stack.snapshot == before)
        let future = router.restore(try .decoding(#"{"version":2,"levels":[{"screens":["app://repos/1"]}]}"#), origin: .app)
        #expect(future.issues == [.unsupportedVersion(2)])
        #expect(navigator.stack.snapshot == before)
    }

    @Test func tabsThatNoLongerExistAreReportedAndTheRestComesBack() throws {
        let (navigator, router) = try makeApp()
        navigator.services.resetRoot(HomeViewModel())
        let savedWithThreeTabs = try RestorationState.decoding(#"""
            {"version":1,"levels":[
              {"screens":[],"tabs":{"container":"app://home","pushed":[["app://repos/1"],[],["app://repos/3"]],"selected":2}}]}
            """#)
        let report = router.restore(savedWithThreeTabs, origin: .app)
        #expect(report.result.isSuccess)
        #expect(report.issues == [.levelLost(url: "app://repos/3")])
        let root = navigator.stack.snapshot.levels[0]
        #expect(root.selectedIndex == 0)
        #expect(root.controllers.map { $0.screens.map(\.viewModelTypeName) } == [["HomeViewModel", "RepoViewModel"], ["ListViewModel"]])
    }

    @Test(arguments: externalOrigins)
    func stateFromOutsideIsJudgedAsALinkFromThere(_ origin: RouteOrigin) throws {
        let (navigator, router) = try makeApp()
        try router.register("app://admin") { _ in .navigate(.push(RestorableSettings())) }
        router.policy = RoutingPolicy(allowedSchemes: ["app"], allowedSourceApps: ["com.example.mail"], maximumURLLength: 64)
        navigator.services.resetRoot(HomeViewModel())
        let long = "app://repos/1?padding=" + String(repeating: "a", count: 64)
        let state = try RestorationState.screens(["app://repos/1", "app://admin", "other://repos/2", long])

        let report = router.restore(state, origin: origin)

        let unknownApp: String?? = if case .otherApp(let source) = origin, source != "com.example.mail" { source } else { nil }
        let refusal = { (url: String, violation: RoutePolicyViolation) in RestorationIssue.unresolved(url: url, error: .refused(violation)) }
        var refused: [RestorationIssue] = []
        if let unknownApp {
            // An app the policy does not list is refused before any route is looked at.
            refused.append(refusal("app://repos/1", .sourceAppNotAllowed(unknownApp, pattern: nil)))
            refused.append(refusal("app://admin", .sourceAppNotAllowed(unknownApp, pattern: nil)))
        } else {
            refused.append(refusal("app://admin", .notExposed(pattern: "app://admin", origin: origin)))
        }
        refused.append(refusal("other://repos/2", .schemeNotAllowed("other")))
        refused.append(refusal(long, .urlTooLong(length: long.utf8.count, limit: 64)))
        #expect(report.issues == refused)
        // Nothing of a refused URL is shown; what passed is.
        let kept: [any ViewModel.Type] = unknownApp == nil ? [RepoViewModel.self] : [HomeViewModel.self]
        #expect(navigator.stack.snapshot.shape == StackShape(kept))
    }

    @Test func stateTheAppSavedItselfOpensItsAppOnlyRoutes() throws {
        let (navigator, router) = try makeApp()
        try router.register("app://admin") { _ in .navigate(.push(RestorableSettings())) }
        router.policy = RoutingPolicy(allowedSchemes: ["app"], allowedSourceApps: ["com.example.mail"], maximumURLLength: 64)
        let long = "app://repos/1?padding=" + String(repeating: "a", count: 64)
        let state = try RestorationState.screens(["app://repos/1", "app://admin", long])
        let report = router.restore(state, origin: .app)
        // Trusted with app-only routes, though not with the policy's limits.
        #expect(report.issues == [.unresolved(url: long, error: .refused(.urlTooLong(length: long.utf8.count, limit: 64)))])
        #expect(navigator.stack.snapshot.shape == StackShape([RepoViewModel.self, RestorableSettings.self]))
    }
}
