import RepositoriesFeature
import Testing
import Wayfinder
import WayfinderTesting

/// The Repositories module's view models, tested with WayfinderTesting: no screens, no app.
@Suite("repositories view models")
@MainActor
struct RepositoriesViewModelTests {
    @Test func openingARepositoryPushesItsScreen() throws {
        let test = TestNavigator(exhaustivity: .on)
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        test.expectTopViewModel(RepositoryListViewModel.self)?.actions[1].perform()
        test.expectStack(StackShape(screens: [
            .screen(RepositoryListViewModel.self), .screen(RepositoryViewModel.self) { $0.repository.name == "atlas" },
        ]))
        test.expectCommands([
            .sent(.resetRoot(RepositoryListViewModel.expected())),
            .sent(.push(RepositoryViewModel.expected { $0.repository.name == "atlas" })),
        ])
    }

    @Test func anIssueOpensFromItsRepositoryAndGoesBackToTheList() throws {
        let test = TestNavigator(exhaustivity: .on)
        let shelf = RepositoryShelf()
        let repository = try shelf.repository(named: "wayfinder")
        test.services.resetStack([
            RepositoryListViewModel(shelf: shelf, services: test.services),
            RepositoryViewModel(repository: repository, shelf: shelf, services: test.services),
        ])
        test.expectTopViewModel(RepositoryViewModel.self)?.actions[1].perform()
        let issue = try #require(test.expectTopViewModel(IssueViewModel.self))
        #expect(issue.title == "#3 URL routing")
        issue.actions[0].perform()
        test.expectStack([RepositoryListViewModel.self])
        test.expectCommands([
            .sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()])),
            .sent(.push(IssueViewModel.expected { $0.repository == "wayfinder" && $0.issue.number == 3 })),
            .sent(.popToRoot()),
        ])
    }

    @Test func theWebLinkIsOpenedByURLNotByType() throws {
        let test = TestNavigator()
        let links = RecordingLinks()
        let shelf = RepositoryShelf()
        let repository = RepositoryViewModel(
            repository: try shelf.repository(named: "atlas"), shelf: shelf, services: test.services, links: links)
        let web = try #require(repository.actions.first { $0.title == "Open on the web" })
        web.perform()
        #expect(links.opened == ["https://example.com/sample/atlas"])
        let withoutLinks = RepositoryViewModel(repository: repository.repository, shelf: shelf, services: test.services)
        #expect(!withoutLinks.actions.contains { $0.title == "Open on the web" })
        #expect(withoutLinks.actions.count == repository.actions.count - 1)
    }

    @Test func unknownRepositoriesAndIssuesAreTypedErrors() throws {
        let shelf = RepositoryShelf()
        let noRepository = #expect(throws: RepositoryDataError.self) { try shelf.repository(named: "nope") }
        #expect(noRepository?.description == "no repository is named nope")
        let noIssue = #expect(throws: RepositoryDataError.self) { try shelf.repository(named: "atlas").issue(number: 2) }
        #expect(noIssue?.description == "atlas has no issue #2")
    }

    @Test func theListAndARepositoryShowTheShelfAsItIsNow() throws {
        let test = TestNavigator()
        let shelf = RepositoryShelf()
        let list = RepositoryListViewModel(shelf: shelf, services: test.services)
        let repository = RepositoryViewModel(
            repository: try shelf.repository(named: "wayfinder"), shelf: shelf, services: test.services)
        shelf.setSummary("Routes and screens", of: "wayfinder")
        #expect(repository.lines == ["Routes and screens"])
        #expect(list.lines.first == "wayfinder — Routes and screens")
        shelf.remove(named: "wayfinder")
        #expect(list.actions.map(\.title) == ["Open atlas"])
        #expect(repository.title == "wayfinder")
        shelf.remove(named: "atlas")
        #expect(list.lines == ["No repositories."])
        #expect(list.actions.isEmpty)
    }
}
