import Foundation
import Testing
import Wayfinder
import WayfinderComponents

private final class ProfileTarget: MediatorTarget {
    static let made = Counter()
    init() { Self.made.increment() }

    let actions = [
        MediatorAction("viewModel") { parameters in DetailViewModel(parameters["id"] as? Int ?? 0) },
        MediatorAction("badgeCount", remote: true) { parameters in
            Int(parameters["base"] as? String ?? "0").map { $0 + 3 }
        },
        MediatorAction("nativeDeleteAccount") { _ in "deleted" },
        MediatorAction("echo", remote: true) { parameters in parameters["tag"] },
        MediatorAction("fail") { _ in throw HandlerError() },
    ]
}

private final class ForgivingTarget: MediatorTarget {
    let actions: [MediatorAction] = []
    let notFound: MediatorAction? = MediatorAction("notFound") { parameters in
        "no \(parameters[Mediator.missingActionKey] as? String ?? "?")"
    }
}

/// A typed convenience, as a module would ship for its callers.
extension Mediator {
    @MainActor
    fileprivate func profileViewModel(id: Int) -> DetailViewModel? {
        try? perform("Profile", action: "viewModel", parameters: ["id": id]).get() as? DetailViewModel
    }
}

@Suite("mediator")
@MainActor
struct MediatorTests {
    private func mediator() throws -> Mediator {
        let mediator = Mediator()
        try mediator.register("Profile") { ProfileTarget() }
        try mediator.register("Forgiving") { ForgivingTarget() }
        return mediator
    }

    @Test func aLocalCallRunsTheActionWithTypedParameters() throws {
        let mediator = try mediator()
        #expect(mediator.profileViewModel(id: 7)?.number == 7)
        #expect(try mediator.perform("Profile", action: "nativeDeleteAccount").get() as? String == "deleted")
        #expect(mediator.targets == ["Forgiving", "Profile"])
    }

    @Test func anUnknownActionGoesToTheTargetsNotFoundThenTheFallbackThenFails() throws {
        let mediator = try mediator()
        #expect(try mediator.perform("Forgiving", action: "missing").get() as? String == "no missing")
        #expect(mediator.perform("Profile", action: "missing").failure == .actionNotFound(target: "Profile", action: "missing"))
        #expect(mediator.perform("Nobody", action: "x").failure == .targetNotFound("Nobody"))
        var asked: [String] = []
        mediator.setFallback { target, action, _ in
            asked.append("\(target).\(action)")
            return target == "Nobody" ? .some("fallback") : nil
        }
        #expect(mediator.perform("Profile", action: "missing").failure == .actionNotFound(target: "Profile", action: "missing"))
        #expect(try mediator.perform("Nobody", action: "x").get() as? String == "fallback")
        #expect(try mediator.perform("Forgiving", action: "other").get() as? String == "no other")
        #expect(asked == ["Profile.missing", "Nobody.x"])
    }

    @Test func aThrowingActionIsATypedError() throws {
        let mediator = try mediator()
        #expect(mediator.perform("Profile", action: "fail").failure
            == .actionFailed(target: "Profile", action: "fail", message: "no such repository"))
    }

    @Test func targetsAreCachedOnlyWhenAskedAndCanBeReleased() throws {
        let mediator = try mediator()
        let before = ProfileTarget.made.value
        mediator.perform("Profile", action: "viewModel")
        mediator.perform("Profile", action: "viewModel")
        #expect(ProfileTarget.made.value == before + 2)
        #expect(!mediator.isCached("Profile"))
        mediator.perform("Profile", action: "viewModel", shouldCacheTarget: true)
        mediator.perform("Profile", action: "viewModel")
        #expect(ProfileTarget.made.value == before + 3)
        #expect(mediator.isCached("Profile"))
        mediator.releaseCachedTarget("Profile")
        #expect(!mediator.isCached("Profile"))
        mediator.perform("Profile", action: "viewModel")
        #expect(ProfileTarget.made.value == before + 4)
    }

    @Test func aTargetMadeForARemovedRegistrationIsNotCached() throws {
        let mediator = Mediator()
        try mediator.register("Vanishing") { [mediator] in
            mediator.unregister("Vanishing")
            return ForgivingTarget()
        }
        #expect(try mediator.perform("Vanishing", action: "x", shouldCacheTarget: true).get() as? String == "no x")
        #expect(!mediator.isCached("Vanishing"))
        #expect(mediator.perform("Vanishing", action: "x").failure == .targetNotFound("Vanishing"))
    }

    @Test func aDuplicateTargetIsAnErrorAndUnregisterRemovesIt() throws {
        let mediator = try mediator()
        #expect(throws: MediatorError.duplicateTarget("Profile")) { try mediator.register("Profile") { ProfileTarget() } }
        mediator.perform("Profile", action: "viewModel", shouldCacheTarget: true)
        #expect(mediator.unregister("Profile"))
        #expect(!mediator.isCached("Profile"))
        #expect(mediator.perform("Profile", action: "viewModel").failure == .targetNotFound("Profile"))
    }

    @Test func aURLCallsOnlyActionsMarkedRemoteCallable() throws {
        let mediator = try mediator()
        let (outside, policy) = (RouteOrigin.webPage(referrer: nil), RoutingPolicy(allowedSchemes: ["app"]))
        #expect(try mediator.performRemote("app://Profile/badgeCount?base=4", origin: outside, policy: policy).get() as? Int == 7)
        #expect(try mediator.performRemote("app://Profile/echo?tag=a&tag=b", origin: outside, policy: policy).get() as? [String] == ["a", "b"])
        #expect(mediator.performRemote("app://Profile/viewModel?id=1", origin: outside, policy: policy).failure
            == .notRemoteCallable(target: "Profile", action: "viewModel"))
        #expect(mediator.performRemote("app://Profile/nativeDeleteAccount", origin: outside, policy: policy).failure
            == .notRemoteCallable(target: "Profile", action: "nativeDeleteAccount"))
        #expect(mediator.performRemote("app://Forgiving/anything", origin: outside, policy: policy).failure
            == .actionNotFound(target: "Forgiving", action: "anything"))
        #expect(mediator.performRemote("app://Nobody/x", origin: outside, policy: policy).failure == .targetNotFound("Nobody"))
        #expect(mediator.performRemote("app://Profile", origin: outside, policy: policy).failure == .malformedURL("app://Profile"))
        // Text with no scheme fails the scheme list from outside; from the app it is malformed.
        #expect(mediator.performRemote("not a url", origin: outside, policy: policy).failure == .refused(.schemeNotAllowed("")))
        #expect(mediator.performRemote("not a url", origin: .app, policy: policy).failure == .malformedURL("not a url"))
    }

    @Test func aRemoteCallNeverReachesTheFallbackOrTheCache() throws {
        let mediator = try mediator()
        let (outside, policy) = (RouteOrigin.webPage(referrer: nil), RoutingPolicy(allowedSchemes: ["app"]))
        var fallbackCalls = 0
        mediator.setFallback { _, _, _ in
            fallbackCalls += 1
            return .some("fallback")
        }
        #expect(mediator.performRemote("app://Nobody/x", origin: outside, policy: policy).failure == .targetNotFound("Nobody"))
        mediator.performRemote("app://Profile/badgeCount", origin: outside, policy: policy)
        #expect(fallbackCalls == 0)
        #expect(!mediator.isCached("Profile"))
    }
}

@Suite("remote calls through the router")
@MainActor
struct RemoteCallRoutingTests {
    @Test func theRoutersPolicyAppliesFirstThenOnlyRemoteActionsRun() throws {
        let host = ModuleHost(
            navigator: Navigator(screens: ScreenMap()),
            policy: RoutingPolicy(allowedSchemes: ["myapp-action"], allowedSourceApps: ["com.example.partner"]))
        try host.mediator.register("Profile") { ProfileTarget() }
        try host.routeRemoteCalls(scheme: "myapp-action", access: .exposed)
        host.start()
        let partner = RouteOrigin.otherApp(sourceApplication: "com.example.partner")
        guard case .opened(.success(.value(let count))) = host.open(IncomingLink(url: "myapp-action://Profile/badgeCount?base=1", origin: partner))
        else {
            Issue.record("expected the remote action's value")
            return
        }
        #expect(count as? Int == 4)
        guard case .opened(.failure(let refused)) = host.open(IncomingLink(url: "myapp-action://Profile/nativeDeleteAccount", origin: partner)),
              case .opened(.failure(let stranger)) = host.open(
                IncomingLink(url: "myapp-action://Profile/badgeCount", origin: .otherApp(sourceApplication: "com.example.other")))
        else {
            Issue.record("expected failures")
            return
        }
        #expect(refused == .handlerFailed(
            pattern: "myapp-action://:target/:action",
            error: UnderlyingError(MediatorError.notRemoteCallable(target: "Profile", action: "nativeDeleteAccount"))))
        #expect(refused.description.hasSuffix(#"the action "nativeDeleteAccount" of "Profile" cannot be called from a URL"#))
        #expect(stranger == .refused(.sourceAppNotAllowed("com.example.other", pattern: nil)))
    }
}
