/// A ``ContainerHost`` that shows questions (a `UIAlertController`, SwiftUI's `alert` and
/// `confirmationDialog`): an ``NavigationCommand/ask(_:)`` needs it. The host calls
/// ``ContainerRenderer/questionWasAnswered(_:with:)`` or
/// ``ContainerRenderer/questionWasDismissed(_:)`` as the user answers.
@MainActor
public protocol QuestionHost: ContainerHost {
    /// Makes the container that shows a question: UIKit's `UIAlertController` in the question's
    /// style, with a button (an action) for each of the question's, in order, and its text field.
    /// Each button, and the system's own dismissal of a dialog (a tap outside its popover),
    /// reports to the renderer (``ContainerRenderer/questionWasAnswered(_:with:)``).
    ///
    /// - Parameter question: The question, from the stack.
    /// - Returns: Its container.
    func makeQuestionContainer(for question: QuestionSnapshot) -> Container

    /// Presents a question's container from another and calls `completion` once it is on screen.
    ///
    /// - Parameters:
    ///   - question: The container ``makeQuestionContainer(for:)`` made.
    ///   - presenter: The container of the top level (or what the app presents on it).
    ///   - anchor: The container of the screen the question is asked over: where a dialog's
    ///     popover points on a large display (UIKit's `sourceView`).
    ///   - completion: Called once the question is shown.
    func presentQuestion(
        _ question: Container, from presenter: Container, anchor: Container?, completion: @escaping @MainActor () -> Void)
}
