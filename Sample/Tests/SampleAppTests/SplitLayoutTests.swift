import AccountFeature
import RepositoriesFeature
import SampleApp
import Testing
import Wayfinder

/// The repository browser (`sample://browse`), a split view on the terminal: its columns side by
/// side from ``SampleApp/splitWidth`` columns on, one stack below, where a back tap pops the
/// column its screen came from; `width <n>` resizes the terminal as a window is resized.
@Suite("split layout")
@MainActor
struct SplitLayoutTests {
    /// A signed-in app `width` columns wide, showing the browser.
    private func browser(width: Int) async throws -> SampleApp {
        let app = try SampleApp(session: SessionStore(account: "alice"), width: width)
        #expect(await app.handle("o sample://browse") == .frame)
        return app
    }

    /// The view models of a column of the browser, bottom first.
    private func viewModels(in column: SplitColumn, of app: SampleApp) -> [any ViewModel] {
        let screens = app.navigator.stack.snapshot.levels.first?.controller(for: column)?.screens ?? []
        return screens.compactMap { app.navigator.stack.screen(for: $0.id)?.viewModel }
    }

    @Test func aWideTerminalShowsTheColumnsSideBySide() async throws {
        let app = try await browser(width: 120)
        #expect(app.steps == ["new root: split sidebar [Repositories] │ detail [Select a repository]"])
        #expect(app.frame.columns == [["Repositories"], ["Select a repository"]])
        #expect(app.frame.breadcrumb == "Repositories │ Select a repository")
        #expect(app.frame.tabs.isEmpty)
        let bar = try #require(app.frame.screen.first)
        #expect(bar.hasPrefix("Repositories ") && bar.hasSuffix(" │ Select a repository"))
        #expect(app.frame.screen.contains { $0.hasSuffix(" │ The repository chosen in the sidebar shows here.") })
        #expect(app.navigator.stack.snapshot.levels.first?.split?.isCollapsed == false)

        // Choosing in the sidebar replaces the detail column; its actions number on from the
        // sidebar's three.
        #expect(await app.handle("1") == .frame)
        #expect(app.frame.breadcrumb == "Repositories │ wayfinder")
        #expect(viewModels(in: .detail, of: app).map { String(describing: type(of: $0)) } == ["RepositoryViewModel"])
        #expect(app.navigator.stack.snapshot.levels.first?.focusedColumn == .detail)
        #expect(app.frame.screen.contains { $0.hasPrefix("  3. Back to the tab bar") })
        #expect(app.frame.screen.contains { $0.hasSuffix(" │   5. #3 URL routing") })

        // The repository's issue goes on the detail column; the sidebar stays as it was.
        #expect(await app.handle("5") == .frame)
        #expect(app.frame.breadcrumb == "Repositories │ wayfinder › #3 URL routing")
        #expect(app.frame.status == "didPerform pushInColumn(IssueViewModel, in: detail)")
        #expect(viewModels(in: .sidebar, of: app).count == 1)
    }

    @Test func aNarrowTerminalCollapsesTheSplitIntoOneStack() async throws {
        let app = try await browser(width: 80)
        // Made expanded, the split collapses on its first layout and the renderer moves the
        // sidebar's screen into the split's one stack.
        #expect(app.steps == [
            "new root: split sidebar [Repositories] │ detail [Select a repository]", "collapse the split",
            "show sidebar []", "show detail []", "show collapsed [Repositories]",
        ])
        #expect(app.navigator.stack.snapshot.levels.first?.split?.isCollapsed == true)
        #expect(app.frame.columns.isEmpty)
        #expect(app.frame.breadcrumb == "Repositories")
        #expect(app.frame.screen.prefix(2) == ["Repositories", "────────────"])

        #expect(await app.handle("1") == .frame)
        #expect(app.steps == ["show collapsed [Repositories › wayfinder], animated"])
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")
        #expect(app.navigator.stack.snapshot.levels.first?.collapsedScreens.count == 2)
    }

    @Test func widthResizesTheWindowTheSplitIsIn() async throws {
        let app = try await browser(width: 120)
        #expect(await app.handle("width 99") == .frame)
        #expect(app.width == 99)
        #expect(app.steps.first == "collapse the split")
        #expect(app.frame.status == "reported resizedSplit(collapsed: true)")
        #expect(await app.handle("width 100") == .frame)
        #expect(app.steps.first == "expand the split")
        #expect(app.navigator.stack.snapshot.levels.first?.split?.isCollapsed == false)
        // Without a split, only the width changes.
        _ = await app.handle("3")
        #expect(app.frame.tabs == ["Repositories", "Notifications", "Profile"])
        #expect(await app.handle("width 60") == .frame)
        #expect(app.steps.isEmpty)
    }

    @Test func backInTheCollapsedStackPopsTheColumnItCameFrom() async throws {
        let app = try await browser(width: 120)
        for line in ["1", "5", "width 80"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories › wayfinder › #3 URL routing")

        // The issue goes: an ordinary pop of the collapsed stack, which is the detail column's.
        #expect(await app.handle("b") == .frame)
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")
        #expect(viewModels(in: .detail, of: app).count == 1)
        #expect(app.navigator.stack.snapshot.levels.first?.focusedColumn == .detail)

        // Back past the detail column's root: the sidebar is focused, the detail keeps its screen.
        #expect(await app.handle("b") == .frame)
        #expect(app.frame.breadcrumb == "Repositories")
        #expect(app.navigator.stack.snapshot.levels.first?.focusedColumn == .sidebar)
        #expect(viewModels(in: .detail, of: app).first is RepositoryViewModel)
        #expect(await app.handle("b") == .message("Nothing to go back to here."))
    }

    @Test func theDetailKeepsItsViewModelAcrossCollapseAndExpand() async throws {
        let app = try await browser(width: 120)
        _ = await app.handle("1")
        let shown = try #require(viewModels(in: .detail, of: app).last as? RepositoryViewModel)
        for line in ["width 60", "b", "width 120"] { _ = await app.handle(line) }
        #expect(app.steps == [
            "expand the split", "show collapsed []", "show sidebar [Repositories]", "show detail [wayfinder]",
            "show the detail column",
        ])
        #expect(app.frame.breadcrumb == "Repositories │ wayfinder")
        #expect(viewModels(in: .detail, of: app).last === shown)

        // Expanding focused the detail again: an issue opened from it goes on the detail.
        #expect(app.navigator.stack.snapshot.levels.first?.focusedColumn == .detail)
        _ = await app.handle("4")
        #expect(app.frame.breadcrumb == "Repositories │ wayfinder › #2 Core navigation")
        #expect(viewModels(in: .detail, of: app).first === shown)
    }

    @Test func backOnAWideTerminalGoesBackInTheDetail() async throws {
        let app = try await browser(width: 120)
        #expect(await app.handle("b") == .message("Nothing to go back to here."))
        for line in ["2", "4"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories │ atlas › #11 Render coastlines")
        #expect(await app.handle("b") == .frame)
        #expect(app.frame.breadcrumb == "Repositories │ atlas")
        #expect(app.frame.status.hasPrefix("reported popped(to: "))
    }

    @Test func theColumnsFitTheTerminalAndLongLinesAreCut() async throws {
        let app = try await browser(width: 100)
        let summary = String(repeating: "long ", count: 30)
        for line in ["1", "7", "w \(summary)", "1"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories │ wayfinder")
        #expect(app.frame.screen.allSatisfy { $0.count <= 99 })
        #expect(app.frame.screen.contains { $0.hasSuffix(" │ long long long long long long long long long long long long long lo…") })
    }

    @Test func deletingTheRepositoryShownBringsThePlaceholderBack() async throws {
        let app = try await browser(width: 120)
        for line in ["1", "8"] { _ = await app.handle(line) }
        #expect(app.frame.question.first == "? Delete wayfinder?")
        #expect(await app.handle("1") == .frame)
        #expect(app.frame.breadcrumb == "Repositories │ Select a repository")
        #expect(app.frame.screen.contains { $0.hasPrefix("  1. atlas ") })
        #expect(!app.frame.screen.contains { $0.contains("wayfinder") })
    }

    @Test func theSidebarLeadsBackToTheTabBar() async throws {
        let app = try await browser(width: 120)
        #expect(await app.handle("3") == .frame)
        #expect(app.frame.tabs == ["Repositories", "Notifications", "Profile"])
        #expect(app.frame.breadcrumb == "Repositories")
        #expect(app.navigator.stack.snapshot.levels.first?.split == nil)
    }

    @Test func theFullScreenSessionDrawsAsWideAsTheWidthSays() async throws {
        var lines = ["o sample://browse", "width 120"].makeIterator()
        var output = ""
        await TerminalSession.run(try SampleApp(), width: 80, readLine: { lines.next().map { LineEditor.Line($0) } }, write: { output += $0 })
        let frames = output.components(separatedBy: "\u{1B}[H\u{1B}[2J")
        let collapsed = try #require(frames.last { $0.contains("Back to the tab bar") && !$0.contains(" │ ") })
        #expect(collapsed.contains(String(repeating: "─", count: 80) + "\u{1B}[0m"))
        #expect(!collapsed.contains(String(repeating: "─", count: 81)))
        let wide = try #require(frames.last)
        #expect(wide.contains(" Repositories │ Select a repository"))
        #expect(wide.contains(String(repeating: "─", count: 120) + "\u{1B}[0m"))
    }
}
