/// What a question's button means, which decides how the toolkits show it.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum QuestionButtonRole: String, Hashable, Sendable {
    /// An ordinary choice.
    case `default`
    /// Leaving the question without choosing: at most one a question. The system's own way out
    /// (a tap outside a dialog) and every other way out that is not a button answer as this
    /// button does.
    case cancel
    /// A choice that destroys something: shown in red.
    case destructive
}
