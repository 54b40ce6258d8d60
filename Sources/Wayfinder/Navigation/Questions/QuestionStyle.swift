/// How a question is shown: an alert in the middle of the screen, or a confirmation dialog (an
/// action sheet) that rises from the bottom, or points at its screen on a large display.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum QuestionStyle: String, Hashable, Sendable {
    /// An alert: UIKit's `UIAlertController` in `.alert` style, SwiftUI's `.alert`. It may hold a
    /// text field.
    case alert
    /// A confirmation dialog: UIKit's `.actionSheet` style (a popover on iPad), SwiftUI's
    /// `.confirmationDialog`. It holds no text field.
    case confirmationDialog
}
