import RepositoriesFeature
import Testing
import Wayfinder
import WayfinderTesting

/// Deleting a repository asks first, with an alert: Delete takes it off the shelf and closes its
/// screen, every other way out changes nothing.
@Suite("repository deletion")
@MainActor
struct RepositoryDeletionTests {
    typealias DeleteChoice = RepositoryViewModel.DeleteChoice

    /// The list and wayfinder's screen on a test navigator, with the delete confirmation shown.
    private func askingToDelete(_ test: TestNavigator, shelf: RepositoryShelf) async throws -> RepositoryListViewModel {
        let list = RepositoryListViewModel(shelf: shelf, services: test.services)
        let wayfinder = try shelf.repository(named: "wayfinder")
        test.services.resetStack([list, RepositoryViewModel(repository: wayfinder, shelf: shelf, services: test.services)])
        try test.expectTopViewModel(RepositoryViewModel.self)?.action("Delete repository").perform()
        await test.settle()
        return list
    }

    @Test func deletingAsksWithADestructiveAlert() async throws {
        let test = TestNavigator()
        _ = try await askingToDelete(test, shelf: RepositoryShelf())
        test.expectQuestion(
            DeleteChoice.self, style: .alert, title: "Delete wayfinder?", buttons: ["Delete", "Cancel"],
            where: { $0.message == "This cannot be undone." && $0.buttons.map(\.role) == [.destructive, .cancel] })
    }

    @Test func deleteTakesTheRepositoryOffTheShelfAndClosesItsScreen() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let shelf = RepositoryShelf()
        let list = try await askingToDelete(test, shelf: shelf)
        #expect(test.answer(DeleteChoice.delete))
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        #expect(shelf.repositories.map(\.name) == ["atlas"])
        #expect(list.actions.map(\.title) == ["Open atlas"])
        #expect(throws: RepositoryDataError.self) { try shelf.repository(named: "wayfinder") }
        test.expectStack([RepositoryListViewModel.self])
        test.expectCommands([
            .sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()])),
            .ask(DeleteChoice.self, style: .alert, title: "Delete wayfinder?"), .answered(.button(0)),
            .sent(.close(RepositoryViewModel.expected { $0.repository.name == "wayfinder" })),
        ])
    }

    @Test func cancelChangesNothing() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let shelf = RepositoryShelf()
        _ = try await askingToDelete(test, shelf: shelf)
        #expect(test.answer(role: .cancel))
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        #expect(shelf.repositories.map(\.name) == ["wayfinder", "atlas"])
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
        test.expectCommands([
            .sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()])),
            .ask(DeleteChoice.self, title: "Delete wayfinder?"), .answered(.button(1)),
        ])
    }

    @Test func aCommandThatTakesTheQuestionAwayDeletesNothing() async throws {
        let test = TestNavigator()
        let shelf = RepositoryShelf()
        _ = try await askingToDelete(test, shelf: shelf)
        let repository = try #require(test.expectTopViewModel(RepositoryViewModel.self))
        let issue = try #require(repository.repository.issues.first)
        test.services.push(IssueViewModel(repository: "wayfinder", issue: issue, services: test.services))
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        #expect(shelf.repositories.map(\.name) == ["wayfinder", "atlas"])
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self, IssueViewModel.self])
    }
}
