import Wayfinder

// Questions and guarded gestures, as SwiftUI's alerts, dialogs and sheets write them back.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// The user chose a button of a question (an `.alert` or `.confirmationDialog` action). The
    /// question's text field, if it has one, goes with the answer.
    ///
    /// - Parameters:
    ///   - question: The question's node.
    ///   - buttonIndex: The index of the chosen button in the question's buttons.
    package func userDidAnswer(_ question: ScreenNode, with buttonIndex: Int) {
        guard let snapshot = question.questionSnapshot, let presenter = presenter(of: question) else { return }
        presenter.question = nil
        let text = snapshot.content.textField == nil ? nil : question.text
        renderer?.questionWasAnswered(snapshot.id, with: .button(buttonIndex, text: text))
    }

    /// SwiftUI set a confirmation dialog's presentation to `false`: the system took it away (a tap
    /// outside it), or the user chose a button, whose action SwiftUI may run after it wrote the
    /// binding, even after its animation. The dismissal is reported after ``animationDuration``
    /// (a turn of the main actor when it is zero), and only if no button answered that question
    /// meanwhile; it answers as the cancel button does. An alert is always left through one of
    /// its buttons, so `NavigationModelView` reports this for dialogs only.
    ///
    /// - Parameter question: The question's node.
    package func userDidDismissQuestion(_ question: ScreenNode) {
        let delay = animationDuration
        Task { @MainActor [weak self] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard let self, let snapshot = question.questionSnapshot, let presenter = self.presenter(of: question) else { return }
            presenter.question = nil
            self.renderer?.questionWasAnswered(snapshot.id, with: .dismissed)
        }
    }

    /// The user typed in a question's text field.
    ///
    /// - Parameters:
    ///   - text: The field's text now.
    ///   - question: The question's node.
    package func userDidEditText(_ text: String, of question: ScreenNode) {
        question.text = text
    }

    /// Whether the user may drag the level presented as `node` away now: bind
    /// `interactiveDismissDisabled` to its opposite. It reads the view models'
    /// `LeaveGuarding.hasUnsavedWork`, so an `@Observable` view model updates the view.
    ///
    /// - Parameter node: The presented level's node.
    /// - Returns: Whether the sheet may be dragged away.
    package func userMayDismiss(_ node: ScreenNode) -> Bool {
        renderer?.userMayDismiss(node) ?? true
    }

    /// The user tried to leave a presented level that may not be dragged away (its own close
    /// button, say): the view models decide, and close it if they let the user go.
    ///
    /// - Parameter node: The presented level's node.
    package func userAttemptedToDismiss(_ node: ScreenNode) {
        renderer?.dismissalWasAttempted(of: node)
    }

    /// Whether the user may go back from the top screen of a navigation stack now: while it may
    /// not, `NavigationModelView` hides the system back button (which also stops the back swipe)
    /// and shows one of its own that calls ``userAttemptedToPop(in:)``.
    ///
    /// - Parameter node: The navigation stack's node.
    /// - Returns: Whether the top screen may be popped.
    package func userMayPop(in node: ScreenNode) -> Bool {
        renderer?.userMayPop(in: node) ?? true
    }

    /// The user tapped the back button of a screen that may not be popped: its view model
    /// decides, and its screen is closed if it lets the user go.
    ///
    /// - Parameter node: The navigation stack's node.
    package func userAttemptedToPop(in node: ScreenNode) {
        renderer?.popWasAttempted(in: node)
    }

    /// The node a question is asked over.
    private func presenter(of question: ScreenNode) -> ScreenNode? {
        var container = root
        while let current = container {
            if current.question === question { return current }
            container = current.presented
        }
        return nil
    }
}
