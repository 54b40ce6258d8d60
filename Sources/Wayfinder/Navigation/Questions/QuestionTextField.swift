/// The text field of an alert: what it shows before the user types, and how.
///
/// Only alerts hold one: neither UIKit's action sheets nor SwiftUI's confirmation dialogs show a
/// text field.
public struct QuestionTextField: Hashable, Sendable {
    /// The grey text shown while the field is empty.
    public var placeholder: String
    /// The text the field starts with.
    public var text: String
    /// Whether the field hides what is typed (a password).
    public var isSecure: Bool

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - placeholder: The grey text shown while the field is empty.
    ///   - text: The text the field starts with.
    ///   - isSecure: Whether the field hides what is typed.
    public init(placeholder: String = "", text: String = "", isSecure: Bool = false) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }
}
