import Foundation

extension Router {
    /// A ``Restorable`` view model's URL as a journey keeps it: matched by the routes (rewritten,
    /// judged by the policy as the app's own), rebuilt from its route's pattern with its string
    /// parameters replaced by a placeholder, unless the app reveals its route's URLs; a URL no
    /// route matches by its scheme and host only (a web URL's; another's by its scheme).
    @MainActor
    func journeyURL(_ url: URL, revealing reveals: @MainActor (RouteEvent.Handler) -> Bool) -> String {
        let text = url.absoluteString
        var trace = Trace(rewrittenURL: text)
        switch resolve(text, origin: .app, trace: &trace) {
        case .success(.route(_, let match)):
            return reveals(.route(match.pattern)) ? match.url : LinkRedaction.redacted(match)
        case .success(.webPage):
            return reveals(.webPage) ? text : LinkRedaction.schemeAndHost(text)
        case .success(.fallback):
            return reveals(.fallback) ? text : LinkRedaction.schemeAndHost(text)
        case .failure:
            return LinkRedaction.schemeAndHost(text)
        }
    }

    /// A view model of the type a journey names, made again from its URL as restoring it would
    /// (through the rewrite rules, the policy for `origin` and the routes, navigating nothing),
    /// or why the URL makes none, in a few words.
    @MainActor
    package func journeyViewModel(_ url: String, named type: String, origin: RouteOrigin) -> (made: (any ViewModel)?, why: String) {
        var issues: [RestorationIssue] = []
        guard let made = restoredViewModels(url, origin: origin, issues: &issues) else {
            return (nil, issues.first.map(String.init(describing:)) ?? "it opens nothing")
        }
        guard let viewModel = made.last(where: { TypeNames.name(of: Swift.type(of: $0)) == type }) else {
            return (nil, "it opens " + made.map { TypeNames.name(of: Swift.type(of: $0)) }.joined(separator: ", "))
        }
        return (viewModel, "")
    }
}
