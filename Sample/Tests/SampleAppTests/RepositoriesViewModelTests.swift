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
        test.services.resetRoot(RepositoryListViewModel(services: test.services))
        try test.expectTop(RepositoryListViewModel.self).actions[1].perform()
        test.expectStack(StackShape(screens: [
            .screen(RepositoryListViewModel.self), .screen(RepositoryViewModel.self) { $0.repository.name == "atlas" },
        ]))
        test.expectCommands([
            .resetRoot(RepositoryListViewModel.self),
            .push(RepositoryViewModel.self) { $0.repository.name == "atlas" },
        ])
    }

    @Test func anIssueOpensFromItsRepositoryAndGoesBackToTheList() throws {
        let test = TestNavigator(exhaustivity: .on)
        let repository = try BundledRepositories.repository(named: "wayfinder")
        test.services.resetStack([
            RepositoryListViewModel(services: test.services), RepositoryViewModel(repository: repository, services: test.services),
        ])
        try test.expectTop(RepositoryViewModel.self).actions[1].perform()
        let issue = try test.expectTop(IssueViewModel.self)
        #expect(issue.title == "#3 URL routing")
        issue.actions[0].perform()
        test.expectStack([RepositoryListViewModel.self])
        test.expectCommands([
            .resetStack([RepositoryListViewModel.self, RepositoryViewModel.self]),
            .push(IssueViewModel.self) { $0.repository == "wayfinder" && $0.issue.number == 3 },
            .popToRoot(),
        ])
    }

    @Test func theWebLinkIsOpenedByURLNotByType() throws {
        let test = TestNavigator()
        let links = RecordingLinks()
        let repository = RepositoryViewModel(
            repository: try BundledRepositories.repository(named: "atlas"), services: test.services, links: links)
        try #require(repository.actions.last?.title == "Open on the web")
        repository.actions.last?.perform()
        #expect(links.opened == ["https://example.com/sample/atlas"])
        #expect(RepositoryViewModel(repository: repository.repository, services: test.services).actions.count == 1)
    }

    @Test func unknownRepositoriesAndIssuesAreTypedErrors() throws {
        let noRepository = #expect(throws: RepositoryDataError.self) { try BundledRepositories.repository(named: "nope") }
        #expect(noRepository?.description == "no repository is named nope")
        let noIssue = #expect(throws: RepositoryDataError.self) {
            try BundledRepositories.repository(named: "atlas").issue(number: 2)
        }
        #expect(noIssue?.description == "atlas has no issue #2")
    }
}
