import SampleApp
import Testing

/// `--graph`: every route, the module that provides it and the screen it opens.
@Suite("sample graph")
@MainActor
struct SampleGraphTests {
    @Test func everyRouteLeadsToItsScreen() async throws {
        let graph = try await SampleGraph.build()
        let edges = Dictionary(uniqueKeysWithValues: graph.edges.map { ($0.route, $0) })
        #expect(graph.edges.count == 9)
        let issue = try #require(edges["sample://repos/:name/issues/:number<Int>"])
        #expect(issue.module == "Repositories")
        #expect(issue.screen == "TextScreen<IssueViewModel>")
        #expect(issue.needsSignIn)
        #expect(edges["sample://settings"]?.module == "Settings")
        #expect(edges["sample://settings"]?.screen == "TextScreen<SettingsViewModel>")
        #expect(edges["sample://signin"]?.screen == "TextScreen<SignInViewModel>")
        #expect(edges["sample://signin"]?.needsSignIn == false)
        #expect(edges["https://…"]?.screen == "WebPageScreen")
    }

    @Test func mermaidAndDotNameTheSameRoutesAndScreens() async throws {
        let graph = try await SampleGraph.build()
        #expect(graph.mermaid.hasPrefix("flowchart LR\n"))
        #expect(graph.mermaid.contains("([\"sample://repos/:name/issues/:number‹Int›\"])"))
        #expect(graph.mermaid.contains("-. sign in first .->"))
        #expect(!graph.mermaid.contains("<"))
        #expect(graph.dot.hasPrefix("digraph sample {"))
        #expect(graph.dot.contains("\"sample://notifications/:id<Int>\" -> \"TextScreen<NotificationViewModel>\" [style=dashed"))
        #expect(graph.dot.filter { $0 == "{" }.count == graph.dot.filter { $0 == "}" }.count)
    }
}
