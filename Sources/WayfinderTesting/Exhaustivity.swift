/// Whether a ``TestNavigator`` requires the test to assert every command it performed.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum Exhaustivity: Sendable {
    /// Commands need not be asserted.
    case off
    /// Every performed or failed command must be asserted with
    /// ``TestNavigator/expectCommands(_:fileID:filePath:line:column:)`` (or skipped with
    /// ``TestNavigator/skipCommands()``); the ones left are reported as a failure when the test
    /// navigator is released (or ``TestNavigator/finish(fileID:filePath:line:column:)`` is called).
    case on
}
