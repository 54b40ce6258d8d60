/// What a renderer may or may not show beyond navigation controllers and presented levels.
///
/// A ``ContainerRenderer`` shows what its host implements (``TabContainerHost``,
/// ``SplitContainerHost``, ``QuestionHost``); a renderer that shows one navigation controller (a
/// flow inside the app's own) shows no tabs and no split. What a renderer cannot show is refused
/// with a typed error and changes nothing: ``RendererError/cannotShow(_:)`` when it is attached,
/// ``NavigationError/cannotShow(_:for:)`` for a command sent later.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RendererCapability: Hashable, Sendable, CustomStringConvertible {
    /// A root ``TabContainerViewModel``'s tabs.
    case tabs
    /// A root ``SplitContainerViewModel``'s columns.
    case splitColumns
    /// A question: an alert or a confirmation dialog.
    case questions

    /// `tabs`, `split columns` or `questions`.
    public var description: String {
        switch self {
        case .tabs: "tabs"
        case .splitColumns: "split columns"
        case .questions: "questions"
        }
    }
}
