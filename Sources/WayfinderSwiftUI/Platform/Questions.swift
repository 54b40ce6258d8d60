// Compiled where SwiftUI exists only; see NavigationModelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// The question asked over a level, as an alert or a confirmation dialog; each button, the text
/// field and the system's dismissal are written back to the model. A modifier of its own, so that
/// a question runs no body of the level below.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct Questions: ViewModifier {
    let node: ScreenNode
    let model: NavigationModel

    func body(content: Content) -> some View {
        let question = node.questionForQuestions
        let details = question?.questionSnapshot?.content
        content
            .alert(details?.title ?? "", isPresented: isAsking(.alert)) {
                if let question, let details { QuestionActions(question: question, content: details, model: model) }
            } message: {
                if let message = details?.message { Text(message) }
            }
            .confirmationDialog(details?.title ?? "", isPresented: isAsking(.confirmationDialog), titleVisibility: .visible) {
                if let question, let details { QuestionActions(question: question, content: details, model: model) }
            } message: {
                if let message = details?.message { Text(message) }
            }
    }

    /// Whether the question is shown in this style. SwiftUI setting a dialog's to `false` is a
    /// dismissal (or a button's, whose action the model waits for), reported for the question
    /// this binding was made for, never a later one; an alert is left by its buttons.
    private func isAsking(_ style: QuestionStyle) -> Binding<Bool> {
        let (node, model) = (node, model)
        let asked = node.questionForQuestions
        return Binding(
            get: { MainActor.assumeIsolated { node.questionForQuestions?.questionSnapshot?.content.style == style } },
            set: { shown in
                MainActor.assumeIsolated {
                    if !shown, style == .confirmationDialog, let asked, node.questionForQuestions === asked {
                        model.userDidDismissQuestion(asked)
                    }
                }
            })
    }
}

/// A question's text field and buttons.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private struct QuestionActions: View {
    let question: ScreenNode
    let content: QuestionContent
    let model: NavigationModel

    var body: some View {
        if let field = content.textField {
            if field.isSecure {
                SecureField(field.placeholder, text: text)
            } else {
                TextField(field.placeholder, text: text)
            }
        }
        ForEach(Array(content.buttons.enumerated()), id: \.offset) { index, button in
            Button(button.title, role: Self.role(button.role)) { model.userDidAnswer(question, with: index) }
        }
    }

    private var text: Binding<String> {
        let (question, model) = (question, model)
        return Binding(
            get: { MainActor.assumeIsolated { question.textForQuestionActions } },
            set: { text in MainActor.assumeIsolated { model.userDidEditText(text, of: question) } })
    }

    private static func role(_ role: QuestionButtonRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
