import Foundation
import Wayfinder

// The examples of the PatternsAndPrecedence article, compiled and tested
// (PatternsAndPrecedenceExamplesTests.swift). Keep the three in sync.

/// The user routes of the article, registered in no particular order: precedence does not
/// depend on it.
func makeUserRouteTable() throws -> RouteTable<String> {
    var table = RouteTable<String>()
    try table.register("app://user/*rest", "anything under a user")
    try table.register("app://user/:name", "a profile by name")
    try table.register("app://user/me", "my profile")
    try table.register("app://user/:id<Int>", "a profile by number")
    return table
}

final class PostViewModel: ViewModel {
    let slug: String
    init(slug: String) { self.slug = slug }
}

/// A route whose parameter has a type of the app's own.
struct PostLink: Decodable {
    let slug: String
}

func registerPostRoute(on router: Router) throws {
    let slug = RouteParameterType("Slug") { value in
        !value.isEmpty && value.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
    try router.addParameterType(slug)
    try router.register("app://post/:slug<Slug>", shows: [PostViewModel.self]) { (post: PostLink, _) in
        .navigate(.push(PostViewModel(slug: post.slug)))
    }
}

final class SearchResultsViewModel: ViewModel {
    let term: String
    let tags: [String]
    let page: Int

    init(term: String, tags: [String], page: Int) {
        self.term = term
        self.tags = tags
        self.page = page
    }
}

/// A search route whose handler receives its parameters typed: the term from the path, the
/// tags and the page from the query.
struct SearchLink: Decodable {
    let term: String
    let tag: [String]
    let page: Int?
}

func registerSearchRoute(on router: Router) throws {
    try router.register("app://search/:term", shows: [SearchResultsViewModel.self]) { (search: SearchLink, _) in
        .navigate(.push(SearchResultsViewModel(term: search.term, tags: search.tag, page: search.page ?? 1)))
    }
}

/// A route whose type asks for more than its pattern gives: refused when registered.
struct IssueLink: Decodable {
    let name: String
    let number: Int
}

func registerIssuesRoute(on router: Router) throws {
    // `number` is required, and the pattern cannot give it: refused here.
    try router.register("app://repos/:name/issues") { (link: IssueLink, _) in
        .navigate(.push(RepositoryViewModel(name: link.name)))
    }
}

final class ShareViewModel: ViewModel {
    let image: Data
    init(image: Data) { self.image = image }
}

struct MissingAttachment: Error {}

/// A route that needs a value the URL cannot carry: the caller passes it as an extra.
func registerShareRoute(on router: Router) throws {
    try router.register("app://share") { request in
        guard let image = request.extras["image"] as? Data else { throw MissingAttachment() }
        return .navigate(.present(ShareViewModel(image: image), style: .sheet))
    }
}

/// An object route: it navigates nowhere and hands a value back.
func registerBadgeRoute(on router: Router, unread: @escaping @MainActor @Sendable () -> Int) throws {
    try router.register("app://badge/count") { _ in .value(unread()) }
}

/// What the router does with URLs no route takes.
func configureLastResorts(of router: Router) {
    // Web links no route claims open as web pages, presented as sheets.
    router.setWebPages(presentation: .present(.sheet))
    router.setFallback(shows: [HomeViewModel.self]) { request in
        // An unknown link takes the user home; text that is not a URL does nothing.
        if case .malformedURL = request.reason { return .handled }
        return .navigate(.resetRoot(HomeViewModel()))
    }
}
