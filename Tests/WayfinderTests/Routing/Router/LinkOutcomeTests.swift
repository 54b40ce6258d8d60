import Testing
import Wayfinder

// No link is reported done and then lost: a link whose navigation cannot apply is refused at once,
// and one whose navigation is queued or held is reported to the router's observers when it ends,
// whichever way; `openAndWait` returns that final outcome.

/// A navigator whose detail screen is behind a sign-in (the picker, answered "ok"), and a router
/// with a route to the detail (a push) and one back (a pop); the stack's root is `root`, if any.
@MainActor
private func makeGuardedApp(root: (any ViewModel)? = HomeViewModel()) throws -> (Navigator, Router, NavigationSubscription) {
    let navigator = try makeNavigator()
    if let root { navigator.services.resetRoot(root) }
    let router = Router(services: navigator.services)
    try router.register("app://detail") { _ in .navigate(.push(DetailViewModel())) }
    try router.register("app://back") { _ in .navigate(.pop()) }
    let signIn = navigator.bus.addGuard(for: DetailViewModel.self) { _ in
        .suspend { services in
            await services.result(of: PickerViewModel(), as: .present) == .finished("ok") ? .proceed : .cancel
        }
    }
    return (navigator, router, signIn)
}

/// The user dismisses the sign-in sheet the guard presented: the guard cancels what it held.
@MainActor
private func dismissSignIn(_ navigator: Navigator) async throws {
    let sheet = try #require(navigator.stack.snapshot.topController?.id)
    navigator.report(.dismissed(sheet))
    await navigator.settle()
}

@Suite("a link's outcome")
@MainActor
struct LinkOutcomeTests {
    @Test func aLinkOpenedBeforeTheRootIsRefusedAtOnceWithoutAskingTheGuard() async throws {
        let (navigator, router, signIn) = try makeGuardedApp(root: nil)
        let log = RouteEventLog(router)

        let result = router.openInternal("app://detail")

        #expect(result.failure == .navigationFailed(.noRoot))
        #expect(!navigator.bus.isSuspended)
        await navigator.settle()
        #expect(log.lines == ["failed app://detail from app: navigation failed: no root: the stack is empty; call resetRoot (or resetScreens) first"])
        signIn.cancel()
    }

    @Test func onceTheRootIsThereTheLinkLandsBehindTheSignInAndIsReportedWhenItDoes() async throws {
        let (navigator, router, signIn) = try makeGuardedApp()
        let log = RouteEventLog(router)

        #expect(router.openInternal("app://detail").success?.description == "navigated: suspended")
        await navigator.settle()
        #expect(log.lines.isEmpty)  // held, not done
        let form = try #require(navigator.stack.topViewModel as? PickerViewModel)

        form.result.finish(with: "ok")
        await navigator.settle()
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "DetailViewModel"]])
        #expect(log.lines == ["opened app://detail from app by app://detail"])
        signIn.cancel()
    }

    @Test func aHeldLinkTheGuardCancelsIsReportedAsFailed() async throws {
        let (navigator, router, signIn) = try makeGuardedApp()
        let log = RouteEventLog(router)

        router.openInternal("app://detail")
        await navigator.settle()
        try await dismissSignIn(navigator)

        #expect(log.lines == ["failed app://detail from app: navigation failed: cancelled by a guard or an interceptor"])
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"]])
        signIn.cancel()
    }

    @Test func aQueuedLinkThatFailsLaterIsReportedWhenItFails() async throws {
        let (navigator, router, signIn) = try makeGuardedApp()
        let log = RouteEventLog(router)
        navigator.services.push(DetailViewModel())  // held by the sign-in
        await navigator.settle()

        // Queued behind the held push; by its turn the push was cancelled, and there is nothing to pop.
        #expect(router.openInternal("app://back").success?.description == "navigated: queued")
        #expect(log.lines.isEmpty)
        try await dismissSignIn(navigator)

        #expect(log.lines == [
            "failed app://back from app: navigation failed: cannot pop: the top navigation controller holds only its root screen",
        ])
        signIn.cancel()
    }

    @Test func aQueuedLinkThatAsksIsReportedWhenItsQuestionIsShown() async throws {
        let (navigator, router, signIn) = try makeGuardedApp()
        try router.register("app://sign-out") { _ in
            .ask(AlertQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Cancel")])) { _ in }
        }
        let log = RouteEventLog(router)
        navigator.services.push(DetailViewModel())  // held by the sign-in
        await navigator.settle()

        // An ask carries a completion of its own: the link's is added after it, not dropped.
        #expect(router.openInternal("app://sign-out").success?.description == "navigated: queued")
        #expect(log.lines.isEmpty)  // queued, not done
        try await dismissSignIn(navigator)

        #expect(navigator.stack.snapshot.question?.content.title == "Sign out?")
        #expect(log.lines == ["opened app://sign-out from app by app://sign-out"])
        signIn.cancel()
    }

    @Test func openAndWaitReturnsTheFinalOutcome() async throws {
        let (navigator, router, signIn) = try makeGuardedApp()
        let opening = Task { await router.openAndWait(IncomingLink(url: "app://detail", origin: .app)) }
        await navigator.settle()
        let form = try #require(navigator.stack.topViewModel as? PickerViewModel)

        form.result.finish(with: "ok")
        let result = await opening.value

        #expect(result.success?.change?.after.names == [["HomeViewModel", "DetailViewModel"]])
        #expect(await router.openAndWait(IncomingLink(url: "app://back", origin: .app)).isSuccess)
        #expect(await router.openAndWait(IncomingLink(url: "app://back", origin: .app)).failure == .navigationFailed(.cannotPopRoot))
        signIn.cancel()
    }
}
