import AccountFeature
import SampleKit
import Wayfinder

/// The sample's route and screen graph: which module provides which route, and which screen
/// each route opens.
///
/// Route handlers are code, so the graph is not guessed from them: each route is opened once, on
/// a fresh app, with an example URL, and the screen on top afterwards is recorded. A route the
/// sign-in guard holds is marked, and the guard is satisfied (the first account signs in) to
/// see where the route leads; so is a route that another app may not open (internal only).
public struct SampleGraph: Equatable, Sendable {
    /// One route and where it leads.
    public struct Edge: Equatable, Sendable {
        /// The module that registered the route.
        public let module: String
        /// The route's pattern.
        public let route: String
        /// The screen type on top after opening it, or why there is none.
        public let screen: String
        /// Whether the sign-in guard held it first.
        public let needsSignIn: Bool
        /// Whether only the app itself may open it (another app is refused).
        public let isInternalOnly: Bool
    }

    /// Every route, grouped by module in the order the modules start.
    public let edges: [Edge]

    /// The values example URLs use for path parameters, by name.
    static let examples = ["name": "wayfinder", "number": "3", "id": "1"]

    /// Opens every route of the sample once and records where it leads.
    ///
    /// - Returns: The graph.
    /// - Throws: ``SampleStartError`` when the sample cannot start.
    @MainActor
    public static func build() async throws -> SampleGraph {
        let probe = try SampleApp()
        var edges: [Edge] = []
        for module in probe.host.modules {
            for case .route(let pattern) in probe.host.provisions(of: module.name) {
                edges.append(try await edge(module: module.name, route: pattern, url: exampleURL(for: pattern)))
            }
            // The shell's web pages are not a pattern: the router takes any https URL of the app's
            // own, and from outside those of the hosts the policy names (the example is one).
            if module.name == "Shell" {
                edges.append(try await edge(module: "Shell", route: "https://…", url: "https://swift.org"))
            }
        }
        return SampleGraph(edges: edges)
    }

    /// An example URL for a pattern: each parameter segment gets its example value.
    static func exampleURL(for pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.hasPrefix(":") else { return segment == "*" ? "anything" : String(segment) }
            let name = segment.dropFirst().prefix { $0 != "<" }
            return examples[String(name)] ?? "1"
        }.joined(separator: "/")
    }

    @MainActor
    private static func edge(module: String, route: String, url: String) async throws -> Edge {
        let app = try SampleApp()
        let before = app.navigator.stack.snapshot
        let isInternalOnly = !app.router.canOpen(IncomingLink(url: url, origin: .otherApp(sourceApplication: SampleApp.sourceApplication)))
        if case .failure(let error) = app.router.openInternal(url) {
            return Edge(module: module, route: route, screen: "refused: \(error)", needsSignIn: false, isInternalOnly: isInternalOnly)
        }
        await app.settle()
        let needsSignIn = app.navigator.bus.isSuspended && app.navigator.stack.topViewModel is SignInViewModel
        if needsSignIn {
            (app.navigator.stack.topScreen as? any RenderedScreen)?.actions.first?.perform()
            await app.settle()
        }
        let screen = app.navigator.stack.snapshot == before
            ? "no screen change"
            : app.navigator.stack.topScreen.map { String(describing: type(of: $0)) } ?? "no screen"
        return Edge(module: module, route: route, screen: screen, needsSignIn: needsSignIn, isInternalOnly: isInternalOnly)
    }

    /// The graph as a Mermaid flowchart (GitHub renders it in Markdown).
    public var mermaid: String {
        let screens = screenIDs
        var lines = ["flowchart LR"]
        for (index, module) in modules.enumerated() {
            lines.append("  subgraph m\(index)[\"\(module)\"]")
            for (route, edge) in edges.enumerated() where edge.module == module {
                lines.append("    r\(route)([\"\(Self.mermaidLabel(edge.route))\(edge.isInternalOnly ? " (internal)" : "")\"])")
            }
            lines.append("  end")
        }
        for (name, id) in screens.sorted(by: { $0.value < $1.value }) {
            lines.append("  s\(id)[\"\(Self.mermaidLabel(name))\"]")
        }
        for (route, edge) in edges.enumerated() {
            let arrow = edge.needsSignIn ? "-. sign in first .->" : "-->"
            lines.append("  r\(route) \(arrow) s\(screens[edge.screen] ?? 0)")
        }
        return lines.joined(separator: "\n")
    }

    /// Mermaid reads `<` as markup and `"` ends a label: generics and constraints show with ‹ ›.
    private static func mermaidLabel(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "‹").replacingOccurrences(of: ">", with: "›")
            .replacingOccurrences(of: "\"", with: "'")
    }

    /// The graph in Graphviz DOT.
    public var dot: String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var lines = ["digraph sample {", "  rankdir=LR;", "  node [shape=box];"]
        for (index, module) in modules.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(quoted(module));")
            for edge in edges where edge.module == module {
                lines.append("    \(quoted(edge.route)) [shape=ellipse\(edge.isInternalOnly ? ", style=dashed" : "")];")
            }
            lines.append("  }")
        }
        for edge in edges {
            let style = edge.needsSignIn ? " [style=dashed, label=\"sign in first\"]" : ""
            lines.append("  \(quoted(edge.route)) -> \(quoted(edge.screen))\(style);")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The modules that provide routes, in order.
    private var modules: [String] {
        edges.reduce(into: []) { modules, edge in
            if !modules.contains(edge.module) { modules.append(edge.module) }
        }
    }

    /// A number for each screen, in order of first appearance.
    private var screenIDs: [String: Int] {
        edges.reduce(into: [:]) { ids, edge in
            if ids[edge.screen] == nil { ids[edge.screen] = ids.count }
        }
    }
}
