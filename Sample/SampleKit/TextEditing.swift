import Wayfinder

/// A screen whose view model holds text the user types: the shell's `w <text>` command writes
/// it, as typing into the screen's text field would.
///
/// Feature modules conform their editors; the shell sets ``text`` without importing them.
public protocol TextEditing: ViewModel {
    /// The text being edited.
    var text: String { get set }
}
