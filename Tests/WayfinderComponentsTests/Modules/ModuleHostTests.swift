import Foundation
import Testing
import Wayfinder
import WayfinderComponents
import WayfinderTesting

private protocol Journal: AnyObject, Sendable {
    @MainActor func write(_ line: String)
}

@MainActor
private final class RecordingJournal: Journal {
    var lines: [String] = []
    func write(_ line: String) { lines.append(line) }
}

/// A module that records what it hears in a shared log and registers one route and screen.
@MainActor
private final class TestModule: Module {
    let name: String
    let priority: Int
    private let registration: (ModuleRegistrar) throws -> Void
    private let failingEvent: String?
    private var onEvent: ((LifecycleEvent) -> Void)?
    static var heard: [String] = []

    init(
        _ name: String, priority: Int = 0, failingEvent: String? = nil,
        register: @escaping (ModuleRegistrar) throws -> Void = { _ in }
    ) {
        self.name = name
        self.priority = priority
        self.registration = register
        self.failingEvent = failingEvent
    }

    /// Also runs `onEvent` for each event the module hears.
    func hearing(_ onEvent: @escaping (LifecycleEvent) -> Void) -> TestModule {
        self.onEvent = onEvent
        return self
    }

    func register(in registrar: ModuleRegistrar) throws {
        TestModule.heard.append("\(name).register")
        try registration(registrar)
    }

    func handle(_ event: LifecycleEvent) throws {
        TestModule.heard.append("\(name).\(event.name)")
        onEvent?(event)
        if event.name == failingEvent { throw HandlerError() }
    }
}

private struct Broken: Error, CustomStringConvertible {
    var description: String { "missing configuration" }
}

@Suite("modules", .serialized)
@MainActor
struct ModuleHostTests {
    private func host() throws -> ModuleHost {
        TestModule.heard = []
        return ModuleHost(navigator: Navigator(screens: ScreenMap()))
    }

    @Test func modulesRegisterAndHearEventsByPriorityThenInTheOrderAdded() throws {
        let host = try host()
        try host.add(TestModule("Low", priority: -5))
        try host.add(TestModule("FirstDefault"))
        try host.add(TestModule("High", priority: 10))
        try host.add(TestModule("SecondDefault"))
        #expect(host.start(launchOptions: ["source": "test"]).isEmpty)
        host.send(.didEnterBackground)
        host.send(.custom("sync", payload: [:]))
        let order = ["High", "FirstDefault", "SecondDefault", "Low"]
        #expect(TestModule.heard == order.map { "\($0).register" } + order.map { "\($0).didFinishLaunching" }
            + order.map { "\($0).didEnterBackground" } + order.map { "\($0).custom(sync)" })
        #expect(host.modules.map(\.name) == order)
        #expect(host.phase == .started)
    }

    @Test func aModuleThatFailsToRegisterIsReportedRolledBackAndLeftOut() throws {
        let host = try host()
        try host.add(TestModule("Profile") { registrar in
            try registrar.screen(DetailViewModel.self) { TestScreen(viewModel: $0) }
            try registrar.route("app://detail") { _ in .navigate(.push(DetailViewModel())) }
            try registrar.service(Journal.self) { _ in RecordingJournal() }
            try registrar.target("Profile") { EmptyTarget() }
            throw Broken()
        })
        try host.add(TestModule("Settings") { registrar in
            try registrar.screen(SettingsViewModel.self) { TestScreen(viewModel: $0) }
            try registrar.route("app://settings") { _ in .navigate(.present(SettingsViewModel())) }
        })
        let failures = host.start()
        #expect(failures == [ModuleFailure(module: "Profile", phase: .registering, error: Broken())])
        #expect(host.failures == failures)
        #expect(host.navigator.screens.entry(for: DetailViewModel.self) == nil)
        #expect(host.router.patterns == ["app://settings"])
        #expect(!host.serviceRegistry.isRegistered(Journal.self))
        #expect(host.mediator.targets.isEmpty)
        #expect(host.provisions(of: "Profile").isEmpty)
        #expect(host.provisions(of: "Settings") == [.screen("SettingsViewModel"), .route("app://settings")])
        host.send(.didReceiveMemoryWarning)
        #expect(!TestModule.heard.contains { $0.hasPrefix("Profile.") && !$0.hasSuffix("register") })
        #expect(TestModule.heard.contains("Settings.didReceiveMemoryWarning"))
    }

    @Test func aRegistrationConflictBetweenModulesFailsTheLaterOneOnly() throws {
        let host = try host()
        try host.add(TestModule("A") { try $0.route("app://shared") { _ in .handled } })
        try host.add(TestModule("B") { registrar in
            try registrar.screen(LoginViewModel.self) { TestScreen(viewModel: $0) }
            try registrar.route("app://shared") { _ in .handled }
        })
        let failures = host.start()
        #expect(failures.map(\.module) == ["B"])
        #expect(failures.first?.phase == .registering)
        #expect(failures.first?.error.error is RouteTableError)
        #expect(failures.first?.description == #"B failed in register: the route pattern "app://shared" is identical to the registered "app://shared""#)
        #expect(host.navigator.screens.entry(for: LoginViewModel.self) == nil)
        #expect(host.router.canOpen(IncomingLink(url: "app://shared", origin: .app)))
    }

    @Test func aModuleThatFailsAnEventIsReportedAndTheOthersStillHearIt() throws {
        let host = try host()
        try host.add(TestModule("Fragile", priority: 1, failingEvent: "willTerminate"))
        try host.add(TestModule("Sturdy"))
        host.start()
        let failures = host.send(.willTerminate)
        #expect(failures == [ModuleFailure(module: "Fragile", phase: .handling("willTerminate"), error: HandlerError())])
        #expect(TestModule.heard.suffix(2) == ["Fragile.willTerminate", "Sturdy.willTerminate"])
    }

    @Test func deepLinksBeforeStartUpWaitAndOpenInOrderAfterIt() throws {
        let host = try host()
        host.router.policy.allowedSchemes = ["app"]
        var opened: [String] = []
        try host.add(TestModule("Catalog") { registrar in
            try registrar.screen(HomeViewModel.self) { TestScreen(viewModel: $0) }
            try registrar.screen(DetailViewModel.self) { TestScreen(viewModel: $0) }
            try registrar.route("app://home", access: .exposed) { _ in .navigate(.resetRoot(HomeViewModel())) }
            try registrar.route("app://detail/:n<Int>", access: .exposed) { .navigate(.push(DetailViewModel($0.match.parameters["n"].flatMap(Int.init)!))) }
        }.hearing { event in
            if case .openURL(let url, _) = event { opened.append(url) }
        })
        try host.add(TestModule("Launcher", priority: -1).hearing { [unowned host] event in
            if case .didFinishLaunching = event { host.openInternal("app://detail/3") }
        })
        guard case .queued = host.open(IncomingLink(url: "app://home", origin: .pushNotification)) else {
            Issue.record("expected the link to wait")
            return
        }
        _ = host.continueUserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: URL(string: "app://detail/2"))
        #expect(host.navigator.stack.snapshot.isEmpty)
        host.start()
        #expect(opened == ["app://home", "app://detail/3"])
        #expect(host.navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self, DetailViewModel.self]))
        let numbers = host.navigator.stack.viewModels(of: host.navigator.stack.snapshot.topController).compactMap { ($0 as? DetailViewModel)?.number }
        #expect(numbers == [2, 3])
        guard case .opened(.success) = host.openInternal("app://detail/4") else {
            Issue.record("expected the link to open at once")
            return
        }
        #expect(TestModule.heard.contains("Catalog.continueUserActivity"))
    }

    @Test func eventsBeforeStartUpWaitForDidFinishLaunching() throws {
        let host = try host()
        try host.add(TestModule("A") { _ in host.send(.custom("during", payload: [:])) })
        try host.add(TestModule("B"))
        #expect(host.send(.willEnterForeground).isEmpty)
        host.openInternal("app://nowhere")
        host.start()
        #expect(TestModule.heard == [
            "A.register", "B.register", "A.didFinishLaunching", "B.didFinishLaunching",
            "A.willEnterForeground", "B.willEnterForeground", "A.openURL", "B.openURL",
            "A.custom(during)", "B.custom(during)",
        ])
    }

    @Test func whatArrivesWhileWaitingLinksAreDeliveredQueuesBehindThem() throws {
        let host = try host()
        var opened: [String] = []
        try host.add(TestModule("Chain").hearing { [unowned host] event in
            guard case .openURL(let url, _) = event else { return }
            opened.append(url)
            if url == "app://1" { host.openInternal("app://3") }
        })
        host.openInternal("app://1")
        host.openInternal("app://2")
        host.start()
        #expect(opened == ["app://1", "app://2", "app://3"])
    }

    @Test func modulesAreNamedOnceAndAddedBeforeStart() throws {
        let host = try host()
        try host.add(TestModule("One"))
        #expect(throws: ModuleHostError.duplicateModule("One")) { try host.add(TestModule("One")) }
        host.start()
        #expect(throws: ModuleHostError.alreadyStarted("Two")) { try host.add(TestModule("Two")) }
        #expect(host.start().isEmpty)
        #expect(TestModule.heard.filter { $0 == "One.register" }.count == 1)
    }

    @Test func modulesUseEachOthersServicesWithoutImportingThem() throws {
        let host = try host()
        let journal = RecordingJournal()
        try host.add(TestModule("Logging", priority: 10) { registrar in
            try registrar.service(Journal.self) { _ in journal }
        })
        try host.add(TestModule("Checkout").hearing { [unowned host] event in
            if case .didEnterBackground = event { try? host.serviceRegistry.resolve(Journal.self).write("checkout saved") }
        })
        host.start()
        host.send(.didEnterBackground)
        #expect(journal.lines == ["checkout saved"])
        #expect(host.provisions(of: "Logging") == [.service("Journal")])
    }
}

private final class EmptyTarget: MediatorTarget {
    let actions: [MediatorAction] = []
}
