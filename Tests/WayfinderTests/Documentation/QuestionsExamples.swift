import Wayfinder

// The examples of the Questions article ("Asking the user"), exercised by
// QuestionsExamplesTests.swift. Keep the article in sync.

enum ArchiveChoice: Equatable, Sendable {
    case delete, archive
}

final class InboxThreadViewModel: ViewModel {
    let services: any NavigationServices
    private(set) var state = "open"

    init(services: any NavigationServices) {
        self.services = services
    }

    func removeTapped() async {
        let answer = try? await services.ask(DialogQuestion(
            title: "Remove this thread?",
            buttons: [.destructive("Delete", ArchiveChoice.delete), .default("Archive", .archive), .cancel("Cancel")]))
        switch answer {
        case .delete: state = "deleted"
        case .archive: state = "archived"
        case nil: break  // Cancel, a tap outside, or the question taken away
        }
    }

    func renameTapped() async {
        let reply = try? await services.askForText(AlertQuestion(
            title: "Rename the thread", textField: QuestionTextField(placeholder: "Subject", text: "Lunch"),
            buttons: [.default("Rename", true), .cancel("Cancel")]))
        if reply?.answer == true, let subject = reply?.text { state = "renamed to \(subject)" }
    }
}

final class ComposeViewModel: LeaveGuarding {
    let services: any NavigationServices
    var draft = ""

    init(services: any NavigationServices) {
        self.services = services
    }

    var hasUnsavedWork: Bool { !draft.isEmpty }

    func userAttemptedToLeave() async -> LeaveDecision {
        let discard = try? await services.ask(DialogQuestion(
            title: "Discard this draft?", buttons: [.destructive("Discard", true), .cancel("Keep writing", false)]))
        return discard == true ? .leave : .stay
    }

    func cancelTapped() async {
        // A view model's own command is not guarded: it asks first itself.
        if hasUnsavedWork, await userAttemptedToLeave() == .stay { return }
        services.close(self)
    }
}

/// Who is signed in, for the sign-out route.
@MainActor
final class SignOutSession {
    private(set) var isSignedIn = true
    func signOut() { isSignedIn = false }
}

@MainActor
func registerSignOut(on router: Router, session: SignOutSession) throws {
    try router.register("app://confirm-sign-out", shows: []) { _ in
        .ask(AlertQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Cancel")])) { answer in
            if answer == true { session.signOut() }
        }
    }
}
