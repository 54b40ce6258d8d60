// What CHANGELOG.md tells a 0.2.0 app to write instead, as an app's code: every replacement of
// the unreleased version's "→ `…`" and "write `…`" lines is in this file (or, for the components
// library, in WayfinderComponentsTests/Documentation/ChangelogComponentsMigrations.swift), and
// DocumentationCodeTests checks it. CI compiles both outside the package (Tests/Consumer), so a
// replacement that names a member apps cannot see fails the build. Nothing here runs: each
// function only has to compile.

import Foundation
import Wayfinder
import WayfinderTesting

private final class A: ViewModel {
    func go() {}
}

private final class B: ViewModel {}

private final class Child: ResultProducing {
    let result = ResultChannel<Int>()
}

@MainActor
private func stackMigrations(_ navigator: Navigator, snapshot: StackSnapshot, level: LevelSnapshot, i: Int) {
    _ = snapshot.levels.map { $0.controllers[$0.selectedIndex] }
    _ = snapshot.topController
    _ = snapshot.question
    _ = snapshot.levels.isEmpty
    _ = level.tabContainerType != nil
    _ = level.split != nil
    _ = level.split?.containerType
    _ = level.controllers.count
    _ = level.controllers[i]
    _ = snapshot.levels.count
    _ = snapshot.topController?.screens.count
    _ = navigator.stack.snapshot.topLevel?.collapsedScreens
    _ = navigator.stack.snapshot
}

@MainActor
private func parameterMigrations<T: LosslessStringConvertible & Sendable>(
    _ router: Router, url: String, request: RouteRequest, match: RouteMatch, name: String, as type: T.Type
) {
    _ = router.openInternal(url)
    _ = request.match.parameters[name].flatMap(T.init)
    _ = request.extras[name] as? T
    _ = match.parameters[name].flatMap(T.init)
}

@MainActor
private func routingMigrations(
    _ router: Router, url: URL, o: RouteOrigin, s: String, p: String, t: String, link: IncomingLink,
    request: RouteRequest, match: RouteMatch, name: String, table: RouteTable<String>, overlap: RouteOverlap,
    origin: RouteOrigin, routeOutcome: RouteOutcome, vm: any ViewModel
) throws {
    _ = RoutingPolicy(allowedSchemes: ["myapp", "https"])
    _ = router.policy.allowedSchemes.contains(s)
    _ = router.open(IncomingLink(url: url, origin: o))
    _ = router.openInternal(url.absoluteString)
    _ = IncomingLink(url: url, origin: .otherApp(sourceApplication: s))
    _ = "NSUserActivityTypeBrowsingWeb"
    _ = request.match.url
    _ = match.query[name]?.first
    try router.addRewriteRule(p, t)
    _ = router.explain(link)
    _ = table.match(url.absoluteString)
    _ = overlap.isAmbiguous
    _ = origin != .app
    let change: NavigationChange? = if case .navigated(let outcome) = routeOutcome { outcome.change } else { nil }
    _ = change
    let destination: RouteDestination = .navigate(.push(vm))
    _ = destination
    _ = router.openInternal(s)
    try router.register("app://x", access: .exposed, shows: [A.self]) { _ in .navigate(.push(A())) }
    _ = router.open(IncomingLink(url: s, origin: .app))
}

@MainActor
private func navigationMigrations(
    _ services: any NavigationServices, missing: MissingScreen, content: QuestionContent, change: NavigationChange,
    style: ModalStyle, report: RestorationReport, question: AskedQuestion, vm: any ViewModel, child: Child,
    s: ModalStyle
) async {
    _ = missing.viewModel == nil
    _ = content.buttons.firstIndex { $0.role == .cancel }
    let plan = TransitionPlan(change, animated: true)
    _ = plan.steps.isEmpty
    _ = change.before == change.after
    _ = style != .fullScreen
    _ = report.result
    _ = services.send(.ask(question))
    let extras: [String: any Sendable] = [:]
    _ = extras
    _ = await services.sendAndWait(.push(vm))
    _ = await services.result(of: child)
    _ = await services.result(of: child, as: .present(s))
}

@MainActor
private func rendererMigration(renderer: TestRenderer) {
    _ = TestNavigator(renderer: renderer)
}

@MainActor
private func recorderMigration(_ navigator: Navigator) {
    _ = NavigationRecorder(navigator)
}

@MainActor
private func reportMigrations(_ navigator: Navigator, screen: ScreenID, question: QuestionID, reply: QuestionReply) {
    _ = navigator.report(.popped(to: screen))
    let report: UserReport = .answered(question, reply)
    _ = report
}

@MainActor
private func testingMigrations(_ navigator: TestNavigator, command: NavigationCommand) {
    navigator.expectCommands([.sent(.push(A.expected()))])
    navigator.expectCommands([.sent(.resetStack([A.expected(), B.expected()]))])
    navigator.expectCommands([.sent(.pushInColumn(.detail, A.expected()))])
    let x: ExpectedCommand = .sent(.pop())
    navigator.expectCommands([x])
    navigator.expectTopViewModel(A.self)?.go()
    _ = navigator.stack.snapshot
    navigator.expectCommands([.sent(.push(RepositoryViewModel.expected { $0.name == "x" }))])
    switch command {
    case .resetScreens(let viewModels, _): _ = viewModels
    default: break
    }
}
