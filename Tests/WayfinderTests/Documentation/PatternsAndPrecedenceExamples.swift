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
func registerPostRoute(on router: Router) throws {
    let slug = RouteParameterType("Slug") { value in
        !value.isEmpty && value.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
    try router.addParameterType(slug)
    try router.register("app://post/:slug<Slug>") { request in
        .push(PostViewModel(slug: request.parameters["slug"]!))
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

/// A search route: the term from the path, the rest from the query.
func registerSearchRoute(on router: Router) throws {
    try router.register("app://search/:term") { request in
        let tags = request.query["tag"] ?? []
        let page = request.match.queryValue("page").flatMap(Int.init) ?? 1
        return .push(SearchResultsViewModel(term: request.parameters["term"]!, tags: tags, page: page))
    }
}

final class ShareViewModel: ViewModel {
    let image: Data
    init(image: Data) { self.image = image }
}

struct MissingAttachment: Error {}

/// A route that needs a value the URL cannot carry: the caller passes it as an extra.
func registerShareRoute(on router: Router) throws {
    try router.register("app://share", access: .internalOnly) { request in
        guard let image = request.extra("image", as: Data.self) else { throw MissingAttachment() }
        return .present(ShareViewModel(image: image), style: .sheet)
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
    router.setFallback { request in
        // An unknown link takes the user home; text that is not a URL does nothing.
        if case .malformedURL = request.reason { return .handled }
        return .resetRoot(HomeViewModel())
    }
}
