/// How a screen opened by URL is shown: pushed, presented in a style, as the new root, or in a
/// column of the root split: the vocabulary of manifest routes (`"presentation"` and `"style"`)
/// and web pages (``Router/setWebPages(presentation:_:)``). A route of your own answers with the
/// command itself (`.navigate(.push(viewModel))`).
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum Presentation: Hashable, Sendable {
    /// Pushed on the top navigation controller.
    case push
    /// Presented in a new modal level, in this style.
    case present(ModalStyle)
    /// The only screen: every level is dismissed.
    case resetRoot
    /// The only screen of this column of the root split, which is focused; the modal levels are
    /// dismissed and the other columns untouched (``NavigationServices/showInColumn(_:_:animated:)``
    /// with this screen alone: a web page in the detail column, say).
    case column(SplitColumn)

    /// Presented in the platform's default style.
    public static let present = Presentation.present(.automatic)
}
