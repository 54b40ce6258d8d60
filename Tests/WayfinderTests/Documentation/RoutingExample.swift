import Wayfinder

// The routing example of the PatternsAndPrecedence article, compiled and tested
// (RoutingExampleTests.swift). Keep the two in sync.

struct WebPageScreen: Screen { let viewModel: WebPageViewModel }

/// The parameters of a repository link, decoded from the URL.
struct RepositoryLink: Decodable {
    let user: String
    let name: String
}

@MainActor
func makeAppRouter(for navigator: Navigator) throws -> Router {
    let services = navigator.services
    let router = Router(services: services, policy: RoutingPolicy(allowedSchemes: ["myapp", "https"]))

    // A deep link opens the profile, then the repository over it, in one change.
    try router.register(
        "myapp://profile/:user/repos/:name", produces: [ProfileViewModel.self, RepositoryViewModel.self]
    ) { (link: RepositoryLink, _) in
        .navigate(.resetStack([
            ProfileViewModel(services: services),
            RepositoryViewModel(name: link.name),
        ]))
    }
    // Only the app's own code may open the sign-in sheet by URL.
    try router.register("myapp://sign-in", access: .internalOnly, produces: [SignInViewModel.self]) { _ in
        .navigate(.present(SignInViewModel()))
    }
    // The web site's links become app links; other https links open as web pages.
    try router.addRewriteRule(#"https://example\.com/(\w+)/(\w+)"#, "myapp://profile/$1/repos/$2")
    try navigator.screens.register(WebPageViewModel.self) { WebPageScreen(viewModel: $0) }
    router.setWebPages()
    return router
}
