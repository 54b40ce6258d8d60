import Wayfinder

// The routing example of the PatternsAndPrecedence article, compiled and tested
// (RoutingExampleTests.swift). Keep the two in sync.

struct WebPageScreen: Screen { let viewModel: WebPageViewModel }

/// The parameters of a repository link, decoded from the URL.
struct UserRepositoryLink: Decodable {
    let user: String
    let name: String
}

@MainActor
func makeSiteRouter(for navigator: Navigator) throws -> Router {
    let services = navigator.services
    // Links from outside: the app's scheme and its web site's, whose pages open as web pages.
    let policy = RoutingPolicy(allowedSchemes: ["myapp", "https"], allowedWebHosts: ["example.com"])
    let router = Router(services: services, policy: policy)

    // A deep link opens the profile, then the repository over it, in one change. Exposed: other
    // apps, web pages and notifications may open it.
    try router.register(
        "myapp://profile/:user/repos/:name", access: .exposed, shows: [ProfileViewModel.self, RepositoryViewModel.self]
    ) { (link: UserRepositoryLink, _) in
        .navigate(.resetStack([
            ProfileViewModel(services: services),
            RepositoryViewModel(name: link.name),
        ]))
    }
    // Not exposed: only the app's own code may open the sign-in sheet by URL.
    try router.register("myapp://sign-in", shows: [SignInViewModel.self]) { _ in
        .navigate(.present(SignInViewModel()))
    }
    // The web site's links become app links; its other pages open as web pages (any page, from
    // the app's own code).
    try router.addRewriteRule(#"https://example\.com/(\w+)/(\w+)"#, "myapp://profile/$1/repos/$2")
    try navigator.screens.register(WebPageViewModel.self) { WebPageScreen(viewModel: $0) }
    router.setWebPages()
    return router
}
