import Testing
import Wayfinder
import WayfinderComponents

/// A target whose one remote-callable action counts its calls.
private final class BadgeTarget: MediatorTarget {
    let calls: Counter
    init(calls: Counter) { self.calls = calls }
    var actions: [MediatorAction] {
        [MediatorAction("badgeCount", remote: true) { [calls] _ in
            calls.increment()
            return calls.value
        }]
    }
}

/// Remote calls judged by the routing policy of their origin, before the mediator's own rule.
@Suite("mediator: remote calls and the routing policy")
@MainActor
struct RemoteCallPolicyTests {
    private let policy = RoutingPolicy(
        allowedSchemes: ["app"], allowedSourceApps: ["com.example.mail"], maximumURLLength: 64)

    private func mediator(counting calls: Counter) throws -> Mediator {
        let mediator = Mediator()
        try mediator.register("Profile") { BadgeTarget(calls: calls) }
        return mediator
    }

    @Test(arguments: allOrigins)
    func aCallTheOriginMayMakeRuns(_ origin: RouteOrigin) throws {
        let calls = Counter()
        let mediator = try mediator(counting: calls)
        let result = mediator.performRemote("app://Profile/badgeCount", origin: origin, policy: policy)
        if case .otherApp(let source) = origin, source != "com.example.mail" {
            #expect(result.failure == .refused(.sourceAppNotAllowed(source, pattern: nil)))
            #expect(calls.value == 0)
        } else {
            #expect(try result.get() as? Int == 1)
        }
    }

    @Test(arguments: externalOrigins)
    func aSchemeOrADotSegmentIsRefusedFromOutsideBeforeAnyTargetIsMade(_ origin: RouteOrigin) throws {
        let made = Counter()
        let mediator = Mediator()
        try mediator.register("Profile") {
            made.increment()
            return BadgeTarget(calls: Counter())
        }
        let source: String?? = if case .otherApp(let source) = origin { source } else { nil }
        let listed = source == nil || source == "com.example.mail"
        // The scheme list comes first, then the source apps, then dot segments.
        #expect(mediator.performRemote("other://Profile/badgeCount", origin: origin, policy: policy).failure
            == .refused(.schemeNotAllowed("other")))
        #expect(mediator.performRemote("app://Profile/%2e%2e", origin: origin, policy: policy).failure
            == .refused(listed ? .dotSegment(offset: 14) : .sourceAppNotAllowed(source ?? nil, pattern: nil)))
        #expect(made.value == 0)
    }

    @Test func theAppItselfIsTrustedWithSchemesButNotWithLimits() throws {
        let calls = Counter()
        let mediator = try mediator(counting: calls)
        try mediator.register("Other") { BadgeTarget(calls: calls) }
        #expect(try mediator.performRemote("other://Profile/badgeCount", origin: .app, policy: policy).get() as? Int == 1)
        let long = "app://Profile/badgeCount?padding=" + String(repeating: "a", count: 64)
        #expect(mediator.performRemote(long, origin: .app, policy: policy).failure
            == .refused(.urlTooLong(length: long.utf8.count, limit: 64)))
        #expect(mediator.performRemote("app://Profile/badgeCount\r\n", origin: .app, policy: policy).failure
            == .refused(.controlCharacter(offset: 24)))
        #expect(calls.value == 1)
    }

    @Test(arguments: externalOrigins)
    func throughTheRouterACallKeepsItsOriginAndTheRoutersRules(_ origin: RouteOrigin) throws {
        let calls = Counter()
        let host = ModuleHost(navigator: try makeNavigator(), policy: policy, mediator: try mediator(counting: calls))
        try host.routeRemoteCalls(scheme: "app", access: .exposed)
        #expect(host.start().isEmpty)
        let result = host.router.open(IncomingLink(url: "app://Profile/badgeCount", origin: origin))
        if case .otherApp(let source) = origin, source != "com.example.mail" {
            #expect(result.failure == .refused(.sourceAppNotAllowed(source, pattern: nil)))
            #expect(calls.value == 0)
        } else if case .success(.value(let value)) = result {
            #expect(value as? Int == 1)
        } else {
            Issue.record("the call did not run: \(result)")
        }
    }

    @Test(arguments: externalOrigins)
    func theRouteForRemoteCallsIsAppOnlyUnlessExposed(_ origin: RouteOrigin) throws {
        let calls = Counter()
        let host = ModuleHost(
            navigator: try makeNavigator(), policy: RoutingPolicy(allowedSchemes: ["app"]), mediator: try mediator(counting: calls))
        try host.routeRemoteCalls(scheme: "app")
        #expect(host.start().isEmpty)
        let refused = host.router.open(IncomingLink(url: "app://Profile/badgeCount", origin: origin))
        #expect(refused.failure == .refused(.notExposed(pattern: "app://:target/:action", origin: origin)))
        #expect(refused.failure?.description.contains("register it with access: .exposed") == true)
        #expect(calls.value == 0)
        guard case .success(.value(let value)) = host.router.openInternal("app://Profile/badgeCount") else {
            Issue.record("the app's own call did not run")
            return
        }
        #expect(value as? Int == 1)
    }
}
