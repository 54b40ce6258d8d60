// Compiled where SwiftUI exists only; see NavigationModelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Shows the question asked over a level's node as an alert or a confirmation dialog; each
    /// button, the text field and the system's dismissal are written back to the model.
    func questions(of node: ScreenNode, model: NavigationModel) -> some View {
        let question = node.question
        let content = question?.questionSnapshot?.content
        return self
            .alert(content?.title ?? "", isPresented: isAsking(node, .alert, model)) {
                if let question, let content { QuestionActions(question: question, content: content, model: model) }
            } message: {
                if let message = content?.message { Text(message) }
            }
            .confirmationDialog(content?.title ?? "", isPresented: isAsking(node, .confirmationDialog, model), titleVisibility: .visible) {
                if let question, let content { QuestionActions(question: question, content: content, model: model) }
            } message: {
                if let message = content?.message { Text(message) }
            }
    }

    /// Holds a presented level's sheet while a screen on it holds unsaved work.
    func guardingDismissal(of presented: ScreenNode, model: NavigationModel) -> some View {
        interactiveDismissDisabled(!model.userMayDismiss(presented))
    }

    /// While the top screen of a navigation stack holds unsaved work, hides the system back button
    /// (which stops the back swipe too) and shows one that lets the view model decide.
    func guardingBack(of screen: ScreenID, in stack: ScreenNode, model: NavigationModel) -> some View {
        let guarded = stack.children.last?.screenID == screen && !model.userMayPop(in: stack)
        return navigationBarBackButtonHidden(guarded)
            .toolbar {
                if guarded {
                    ToolbarItem(placement: .navigation) {
                        Button("Back") { model.userAttemptedToPop(in: stack) }
                    }
                }
            }
    }

    /// Whether the question over `node` is shown in this style. SwiftUI setting a dialog's to
    /// `false` is a dismissal (or a button's, whose action the model waits for), reported for the
    /// question this binding was made for, never a later one; an alert is left by its buttons.
    private func isAsking(_ node: ScreenNode, _ style: QuestionStyle, _ model: NavigationModel) -> Binding<Bool> {
        let asked = node.question
        return Binding(
            get: { MainActor.assumeIsolated { node.question?.questionSnapshot?.content.style == style } },
            set: { shown in
                MainActor.assumeIsolated {
                    if !shown, style == .confirmationDialog, let asked, node.question === asked {
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
            get: { MainActor.assumeIsolated { question.text } },
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
