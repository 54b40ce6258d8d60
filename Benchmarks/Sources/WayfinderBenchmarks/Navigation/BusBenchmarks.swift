import Foundation
import Wayfinder
import WayfinderTesting

/// The bus, the stack and the testing kit. No peer runs this path, so these rows have
/// Wayfinder's figures only.
@MainActor
enum BusBenchmarks {
    /// `push` then `pop`, per operation, on a stack already `depth` screens deep.
    static func pushPop(depth: Int) throws -> Measurement {
        let bench = try BenchNavigator()
        for _ in 1..<depth { bench.services.push(BenchViewModel(), animated: false) }
        let models = (0..<1_000).map { _ in BenchViewModel() }
        return Measure.run(operations: 2 * models.count) {
            for model in models {
                bench.services.push(model, animated: false)
                bench.services.pop(animated: false)
            }
            return bench.events
        }
    }

    /// A deep link from another app to a three-screen stack: a rewrite rule, the policy, the match,
    /// the handler and one `resetStack`, per link.
    static func deepLink() throws -> Measurement {
        openLinks(try deepLinkRouter())
    }

    /// A router with a rewrite rule and a route to a three-screen stack, on a bench navigator,
    /// and the links to open.
    static func deepLinkRouter() throws -> (bench: BenchNavigator, router: Router, links: [String]) {
        let bench = try BenchNavigator()
        let router = Router(services: bench.services, policy: RoutingPolicy(allowedSchemes: ["app", "https"]))
        try router.addRewriteRule(#"https://example\.com/(\w+)/(\w+)/issues/(\d+)"#, "app://repos/$1/$2/issues/$3")
        // Exposed: the links come from another app.
        try router.register("app://repos/:owner/:name/issues/:number<Int>", access: .exposed) { request in
            .navigate(.resetStack([BenchViewModel(), BenchViewModel(), BenchViewModel()]))
        }
        return (bench, router, (0..<1_000).map { "https://example.com/apple/swift/issues/\($0)" })
    }

    /// A router whose web route takes any path on `example.com`, and links that a browser reads
    /// as `example.com` but Foundation as `evil.com` (`https://example.com\@evil.com/…`): before
    /// issue 43 the route matched them; now they are refused before matching, which must cost no
    /// more.
    static func ambiguousLinkRouter() throws -> (bench: BenchNavigator, router: Router, links: [String]) {
        let bench = try BenchNavigator()
        let router = Router(services: bench.services, policy: RoutingPolicy(allowedSchemes: ["app", "https"]))
        try router.register("https://example.com/*rest", access: .exposed) { _ in
            .navigate(.resetStack([BenchViewModel(), BenchViewModel(), BenchViewModel()]))
        }
        return (bench, router, (0..<1_000).map { #"https://example.com\@evil.com/apple/swift/issues/"# + "\($0)" })
    }

    /// The same links and rewrite rule as ``deepLinkRouter()``, on a root of three tabs, each link
    /// landing in the second tab and keeping the user's place (`showInTab`): the tab's root is kept
    /// (an equal identity), its other two screens replaced.
    static func tabLinkRouter() throws -> (bench: BenchNavigator, router: Router, links: [String]) {
        let bench = try BenchNavigator()
        try bench.navigator.screens.register(BenchTabRoot.self) { BenchTabRootScreen(viewModel: $0) }
        bench.services.resetRoot(BenchTabs())
        let router = Router(services: bench.services, policy: RoutingPolicy(allowedSchemes: ["app", "https"]))
        try router.addRewriteRule(#"https://example\.com/(\w+)/(\w+)/issues/(\d+)"#, "app://repos/$1/$2/issues/$3")
        try router.register("app://repos/:owner/:name/issues/:number<Int>", access: .exposed) { request in
            .navigate(.showInTab(1, [BenchTabRoot(tab: 1), BenchViewModel(), BenchViewModel()]))
        }
        return (bench, router, (0..<1_000).map { "https://example.com/apple/swift/issues/\($0)" })
    }

    /// Opens every link of a deep-link router from another app, timed per link.
    static func openLinks(_ setup: (bench: BenchNavigator, router: Router, links: [String])) -> Measurement {
        Measure.run(operations: setup.links.count) { openAll(setup) }
    }

    /// Opens every link of a deep-link router from another app once; returns how many opened.
    static func openAll(_ setup: (bench: BenchNavigator, router: Router, links: [String])) -> Int {
        let origin = RouteOrigin.otherApp(sourceApplication: "com.apple.mobilesafari")
        var opened = 0
        for link in setup.links {
            if case .success = setup.router.open(IncomingLink(url: link, origin: origin)) { opened += 1 }
        }
        return opened
    }

    /// Pushes each view model and pops it; returns the events the bench's observer heard.
    static func pushPopAll(_ bench: BenchNavigator, _ models: [BenchViewModel]) -> Int {
        for model in models {
            bench.services.push(model, animated: true)
            bench.services.pop(animated: true)
        }
        return bench.events
    }

    /// A test's loop with the testing kit: push, expect the stack, pop, expect it again; returns
    /// how many expectations passed (two a view model).
    static func expectStackAll(_ test: TestNavigator, _ models: [BenchViewModel]) -> Int {
        var passed = 0
        for model in models {
            test.services.push(model)
            if test.expectStack([BenchViewModel.self, BenchViewModel.self]) { passed += 1 }
            test.services.pop()
            if test.expectStack([BenchViewModel.self]) { passed += 1 }
        }
        return passed
    }

    /// Milliseconds to push `count` screens and `popToRoot` them all.
    static func pushThenPopToRoot(_ count: Int) throws -> Measurement {
        let bench = try BenchNavigator()
        let models = (0..<count).map { _ in BenchViewModel() }
        return Measure.run(runs: 3, operations: 1) {
            for model in models { bench.services.push(model, animated: false) }
            bench.services.popToRoot(animated: false)
            return bench.events
        }
    }

    /// Milliseconds to present `count` modal levels and dismiss them all, one at a time.
    static func presentThenDismiss(_ count: Int) throws -> Measurement {
        let bench = try BenchNavigator()
        let models = (0..<count).map { _ in BenchViewModel() }
        return Measure.run(runs: 3, operations: 1) {
            for model in models { bench.services.present(model, animated: false) }
            for _ in models { bench.services.dismiss(animated: false) }
            return bench.events
        }
    }

    /// Bytes the stack holds per screen, with 100,000 pushed (the view models counted too).
    static func bytesPerScreen(_ count: Int) throws -> Double {
        let bench = try BenchNavigator()
        let held = Measure.retainedBytes {
            for _ in 0..<count { bench.services.push(BenchViewModel(), animated: false) }
            return bench.navigator.stack.snapshot.topController?.screens.count ?? 0
        }
        consume(held.kept)
        return Double(held.bytes) / Double(count)
    }

    /// A test-style loop with the testing kit: push, expect the stack, pop, expect it again.
    /// Returns the time per assertion.
    static func testingKitAssertions() -> Measurement {
        let test = TestNavigator()
        test.services.resetRoot(BenchViewModel())
        let models = (0..<1_000).map { _ in BenchViewModel() }
        return Measure.run(operations: 2 * models.count) { expectStackAll(test, models) }
    }

}
