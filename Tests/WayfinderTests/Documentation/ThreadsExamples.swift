import Wayfinder

// The examples of the article on threads and isolation, exercised by ThreadsExamplesTests.swift.
// Keep the article in sync.

struct NumberedIssue: Decodable {
    let number: Int
}

/// Registers a module's routes off the main actor, while the router is in use.
func registerIssueRoutes(on router: Router) async throws {
    try router.register("app://issues/:number<Int>", access: .exposed, shows: [DetailViewModel.self]) { (issue: NumberedIssue, _) in
        .navigate(.push(DetailViewModel(issue.number)))
    }
}

/// Opens a link that arrived off the main actor: `open` runs on the main actor, so the call hops.
func openLink(_ link: IncomingLink, with router: Router) async -> Result<RouteOutcome, RoutingError> {
    await router.open(link)
}
