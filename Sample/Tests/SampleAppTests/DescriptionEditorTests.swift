import RepositoriesFeature
import SampleKit
import Testing
import Wayfinder
import WayfinderTesting

/// The description editor: a sheet that holds unsaved text guards the user's drag and its own
/// Cancel with a confirmation dialog, and saves to the shelf.
@Suite("description editor")
@MainActor
struct DescriptionEditorTests {
    /// Wayfinder's screen, and its editor presented from its "Edit description" action.
    private func editor(_ test: TestNavigator, shelf: RepositoryShelf) throws -> DescriptionEditorViewModel {
        test.services.resetStack([
            RepositoryListViewModel(shelf: shelf, services: test.services),
            RepositoryViewModel(repository: try shelf.repository(named: "wayfinder"), shelf: shelf, services: test.services),
        ])
        try test.expectTopViewModel(RepositoryViewModel.self)?.action("Edit description").perform()
        return try #require(test.expectTopViewModel(DescriptionEditorViewModel.self))
    }

    /// Expects the editor's dialog, reported where the test calls this.
    private func expectDiscardQuestion(
        _ test: TestNavigator, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        test.expectQuestion(
            LeaveDecision.self, style: .confirmationDialog, title: "Discard your changes?",
            buttons: ["Discard", "Keep editing"], where: { $0.buttons.map(\.role) == [.destructive, .cancel] },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    @Test func unsavedWorkFollowsTheText() throws {
        let test = TestNavigator()
        let shelf = RepositoryShelf()
        let editor = try editor(test, shelf: shelf)
        let saved = try shelf.repository(named: "wayfinder").summary
        #expect(editor.text == saved)
        #expect(!editor.hasUnsavedWork)
        #expect(!editor.lines.contains("(unsaved)"))
        editor.text = "Routes and screens"
        #expect(editor.hasUnsavedWork)
        #expect(editor.lines.contains("  Routes and screens"))
        #expect(editor.lines.contains("(unsaved)"))
        editor.text = saved
        #expect(!editor.hasUnsavedWork)
    }

    @Test func savingStoresTheDescriptionAndClosesTheSheet() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let shelf = RepositoryShelf()
        let editor = try editor(test, shelf: shelf)
        editor.text = "Routes and screens"
        try editor.action("Save").perform()
        await test.settle()
        #expect(try shelf.repository(named: "wayfinder").summary == "Routes and screens")
        #expect(test.expectTopViewModel(RepositoryViewModel.self)?.lines == ["Routes and screens"])
        test.expectCommands([
            .sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()])),
            .sent(.present(DescriptionEditorViewModel.expected(), style: .sheet)), .sent(.close(DescriptionEditorViewModel.expected())),
        ])
    }

    @Test func aDragWithUnsavedTextAsksAndKeepEditingStays() async throws {
        let test = TestNavigator()
        let editor = try editor(test, shelf: RepositoryShelf())
        editor.text = "Routes and screens"
        #expect(!test.navigator.userMayDismiss(try #require(test.stack.snapshot.topController).id))
        #expect(test.userAttemptsToDismiss())
        await test.settle()
        expectDiscardQuestion(test)
        #expect(test.answer(LeaveDecision.stay))
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self], modal: [DescriptionEditorViewModel.self])
        #expect(editor.text == "Routes and screens")
    }

    @Test func aTapOutsideTheDialogKeepsEditingToo() async throws {
        let test = TestNavigator()
        let editor = try editor(test, shelf: RepositoryShelf())
        editor.text = "Routes and screens"
        test.userAttemptsToDismiss()
        await test.settle()
        #expect(test.dismissQuestion())
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self], modal: [DescriptionEditorViewModel.self])
    }

    @Test func discardClosesTheSheetAndSavesNothing() async throws {
        let test = TestNavigator()
        let shelf = RepositoryShelf()
        let saved = try shelf.repository(named: "wayfinder").summary
        let editor = try editor(test, shelf: shelf)
        editor.text = "Routes and screens"
        test.userAttemptsToDismiss()
        await test.settle()
        #expect(test.answer(LeaveDecision.leave))
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
        #expect(try shelf.repository(named: "wayfinder").summary == saved)
    }

    @Test func aDragWithoutChangesDismissesWithoutAsking() async throws {
        let test = TestNavigator(exhaustivity: .on)
        _ = try editor(test, shelf: RepositoryShelf())
        let sheet = try #require(test.stack.snapshot.topController?.id)
        #expect(test.userAttemptsToDismiss())
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
        test.expectCommands([
            .sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()])),
            .sent(.present(DescriptionEditorViewModel.expected(), style: .sheet)), .reported(.dismissed(sheet)),
        ])
    }

    @Test func cancelAsksFirstOnlyWhenTheTextIsUnsaved() async throws {
        let test = TestNavigator()
        let editor = try editor(test, shelf: RepositoryShelf())
        editor.text = "Routes and screens"
        try editor.action("Cancel").perform()
        await test.settle()
        expectDiscardQuestion(test)
        test.answer(role: .cancel)
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self], modal: [DescriptionEditorViewModel.self])
        try editor.action("Cancel").perform()
        await test.settle()
        test.answer(LeaveDecision.leave)
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])

        let unchanged = try self.editor(test, shelf: RepositoryShelf())
        try unchanged.action("Cancel").perform()
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
    }

    @Test func theEditorsOwnCommandsAreNotGuarded() async throws {
        let test = TestNavigator()
        let editor = try editor(test, shelf: RepositoryShelf())
        editor.text = "Routes and screens"
        test.services.dismiss()
        await test.settle()
        #expect(test.stack.snapshot.question == nil)
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
    }
}
