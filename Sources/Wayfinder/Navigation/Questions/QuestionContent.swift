/// What a question shows, without its answers' values: its style, its words and its buttons.
///
/// It is what the stack, the snapshots and the renderers see of an ``AlertQuestion`` or a
/// ``DialogQuestion``; the answer values stay with the view model that asked.
public struct QuestionContent: Hashable, Sendable {
    /// One button: its title and its role.
    public struct Button: Hashable, Sendable, CustomStringConvertible {
        /// The button's title.
        public let title: String
        /// What the button means.
        public let role: QuestionButtonRole

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What the button means.
        public init(title: String, role: QuestionButtonRole) {
            self.title = title
            self.role = role
        }

        /// The title, and the role unless it is the default, as in `Delete (destructive)`.
        public var description: String { role == .default ? title : "\(title) (\(role))" }
    }

    /// An alert or a confirmation dialog.
    public let style: QuestionStyle
    /// The question itself, in a few words.
    public let title: String
    /// More words under the title, if any.
    public let message: String?
    /// The buttons, in the order given (the toolkits may move the cancel button).
    public let buttons: [Button]
    /// The alert's text field, if it has one.
    public let textField: QuestionTextField?

    /// Creates the content of a question. Whether it can be shown is checked when it is asked
    /// (see ``QuestionProblem``).
    ///
    /// - Parameters:
    ///   - style: An alert or a confirmation dialog.
    ///   - title: The question, in a few words.
    ///   - message: More words under the title.
    ///   - buttons: The buttons, in order.
    ///   - textField: The alert's text field.
    public init(
        style: QuestionStyle, title: String, message: String? = nil, buttons: [Button],
        textField: QuestionTextField? = nil
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
        self.textField = textField
    }

    /// The index of the cancel button, if there is one.
    package var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }
}

extension QuestionContent: CustomStringConvertible {
    /// One line, as in `alert "Delete wayfinder?" [Delete (destructive), Cancel (cancel)]`, with
    /// `text field` when there is one.
    public var description: String {
        let field = textField == nil ? "" : " text field"
        return "\(style) \"\(title)\"\(field) [\(buttons.map(\.description).joined(separator: ", "))]"
    }
}
