import Foundation
import SampleApp
import Testing

/// `--graph`: every route, the module that provides it and the screen it opens.
@Suite("sample graph")
@MainActor
struct SampleGraphTests {
    @Test func everyRouteLeadsToItsScreen() async throws {
        let graph = try await SampleGraph.build()
        let edges = Dictionary(uniqueKeysWithValues: graph.edges.map { ($0.route, $0) })
        #expect(graph.edges.count == 11)
        let issue = try #require(edges["sample://repos/:name/issues/:number<Int>"])
        #expect(issue.module == "Repositories")
        #expect(issue.screen == "TextScreen<IssueViewModel>")
        #expect(issue.needsSignIn)
        #expect(edges["sample://settings"]?.module == "Settings")
        #expect(edges["sample://settings"]?.screen == "TextScreen<SettingsViewModel>")
        #expect(edges["sample://signin"]?.screen == "TextScreen<SignInViewModel>")
        #expect(edges["sample://signin"]?.needsSignIn == false)
        #expect(graph.edges.filter(\.isInternalOnly).map(\.route) == ["sample://signed-out", "sample://signin"])
        #expect(graph.edges.first?.route == "https://…")
        #expect(edges["https://…"]?.screen == "WebPageScreen")
        // The browser's focused column at first is its sidebar.
        #expect(edges["sample://browse"]?.module == "Repositories")
        #expect(edges["sample://browse"]?.screen == "TextScreen<RepositorySidebarViewModel>")
    }

    @Test func mermaidDrawsEachRouteToItsScreen() async throws {
        let graph = try await SampleGraph.build()
        let lines = graph.mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func node(_ label: String) throws -> String {
            let line = try #require(lines.first { $0.hasSuffix("[\"\(label)\"]") || $0.hasSuffix("([\"\(label)\"])") })
            return String(line.prefix { $0 != "[" && $0 != "(" })
        }
        let profile = try node("sample://profile")
        _ = try node("sample://signin (internal)")
        let issue = try node("sample://repos/:name/issues/:number‹Int›")
        #expect(lines.contains("\(profile) --> \(try node("TextScreen‹ProfileViewModel›"))"))
        #expect(lines.contains("\(issue) -. sign in first .-> \(try node("TextScreen‹IssueViewModel›"))"))
        #expect(lines.contains("\(try node("https://…")) --> \(try node("WebPageScreen"))"))
        #expect(lines.filter { $0.contains("-->") || $0.contains(".->") }.count == graph.edges.count)
    }

    @Test func theSamplesReadmeShowsTheCurrentGraph() async throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("Sample/README.md"), encoding: .utf8)
        let graph = try await SampleGraph.build()
        #expect(readme.contains("```mermaid\n\(graph.mermaid)\n```"), "paste `swift run wayfinder-sample --graph` into Sample/README.md")
    }

    @Test func mermaidAndDotNameTheSameRoutesAndScreens() async throws {
        let graph = try await SampleGraph.build()
        #expect(graph.mermaid.hasPrefix("flowchart LR\n"))
        #expect(graph.mermaid.contains("([\"sample://repos/:name/issues/:number‹Int›\"])"))
        #expect(graph.mermaid.contains("-. sign in first .->"))
        #expect(!graph.mermaid.contains("<"))
        #expect(graph.dot.hasPrefix("digraph sample {"))
        #expect(graph.dot.contains("\"sample://notifications/:id<Int>\" -> \"TextScreen<NotificationViewModel>\" [style=dashed"))
        #expect(graph.dot.contains("\n  \"sample://profile\" -> \"TextScreen<ProfileViewModel>\";\n"))
        #expect(graph.dot.filter { $0 == "{" }.count == graph.dot.filter { $0 == "}" }.count)
    }
}
