import Wayfinder

// What happened to a command: it failed, a guard held it, the renderer showed it or timed out.

extension ExpectedCommand {
    /// The command failed and changed nothing.
    ///
    /// - Parameters:
    ///   - command: The command that failed, its view models stand-ins of their types
    ///     (``Wayfinder/ViewModel/expected(where:)``) or the very instances.
    ///   - error: The error it failed with; `nil` accepts any.
    /// - Returns: The expectation.
    @MainActor public static func failed(_ command: NavigationCommand, _ error: NavigationError? = nil) -> ExpectedCommand {
        outcome(.failed(error), "failed", of: command)
    }

    /// A guard held the command while it waited (its decision follows as the command, or as its
    /// failure). Suspensions a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command held.
    /// - Returns: The expectation.
    @MainActor public static func suspended(_ command: NavigationCommand) -> ExpectedCommand {
        outcome(.suspended, "suspended", of: command)
    }

    /// The renderer acknowledged the transition that shows the command's change. Acknowledgements
    /// a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command whose change was shown.
    /// - Returns: The expectation.
    @MainActor public static func rendered(_ command: NavigationCommand) -> ExpectedCommand {
        outcome(.rendered, "rendered", of: command)
    }

    /// The renderer did not acknowledge the command's transition before its timeout.
    ///
    /// - Parameter command: The command whose change was not shown in time.
    /// - Returns: The expectation.
    @MainActor public static func rendererTimedOut(_ command: NavigationCommand) -> ExpectedCommand {
        outcome(.rendererTimedOut, "rendererTimedOut", of: command)
    }

    /// What happened to `command`.
    @MainActor private static func outcome(_ kind: Kind, _ name: String, of command: NavigationCommand) -> ExpectedCommand {
        let expected = sent(command)
        return ExpectedCommand(kind, command: expected.command, expected.matchCommand)
    }
}
