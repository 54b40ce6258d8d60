import SampleKit
import Wayfinder

/// Edits a repository's description in a sheet. While the text differs from the saved
/// description, the user's drag of the sheet is held back and the editor asks whether to
/// discard the changes (``LeaveGuarding``); its own Cancel asks the same.
public final class DescriptionEditorViewModel: SampleViewModel, TextEditing, LeaveGuarding {
    /// The name of the repository whose description is edited.
    public let repository: String
    /// The description as typed so far; the saved one at first.
    public var text: String
    private let shelf: RepositoryShelf
    private let services: any NavigationServices

    /// Creates the editor.
    ///
    /// - Parameters:
    ///   - repository: The repository's name.
    ///   - shelf: Where the description is read from and saved to.
    ///   - services: Where the editor closes itself and asks.
    public init(repository: String, shelf: RepositoryShelf, services: any NavigationServices) {
        self.repository = repository
        self.shelf = shelf
        self.services = services
        self.text = (try? shelf.repository(named: repository))?.summary ?? ""
    }

    /// The description as saved on the shelf.
    public var saved: String { (try? shelf.repository(named: repository))?.summary ?? "" }

    /// Whether the text differs from the saved description.
    public var hasUnsavedWork: Bool { text != saved }

    /// "Edit description".
    public var title: String { "Edit description" }
    /// The text, and whether it is saved.
    public var lines: [String] {
        let text = "  " + (self.text.isEmpty ? "(empty)" : self.text)
        return ["Describe \(repository) in one line:", text] + (hasUnsavedWork ? ["(unsaved)"] : [])
    }
    /// Save, or cancel (asking first when the text is unsaved).
    public var actions: [SampleAction] {
        [
            SampleAction("Save") { [weak self] in self?.save() },
            SampleAction("Cancel") { [weak self] in self?.cancel() },
        ]
    }

    /// Asks whether to discard the changes: ``LeaveDecision/leave`` only on Discard (a tap
    /// outside the dialog keeps editing).
    ///
    /// - Returns: Whether to let the user go.
    public func userAttemptedToLeave() async -> LeaveDecision {
        let question = DialogQuestion(
            title: "Discard your changes?",
            buttons: [.destructive("Discard", LeaveDecision.leave), .cancel("Keep editing", .stay)])
        return (try? await services.ask(question)) ?? .stay
    }

    private func save() {
        shelf.setSummary(text, of: repository)
        services.close(self)
    }

    private func cancel() {
        guard hasUnsavedWork else {
            services.close(self)
            return
        }
        Task { [weak self] in
            guard let self, await self.userAttemptedToLeave() == .leave else { return }
            self.services.close(self)
        }
    }
}
