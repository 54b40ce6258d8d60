import Wayfinder

// What happened to a command: it failed, a guard held it, the renderer showed it or timed out.

extension ExpectedCommand {
    /// The command failed and changed nothing.
    ///
    /// - Parameters:
    ///   - command: The command that failed: a command, not another outcome (`.failed(.rendered(…))`
    ///     matches nothing, and says so).
    ///   - error: The error it failed with; `nil` accepts any.
    /// - Returns: The expectation.
    public static func failed(_ command: ExpectedCommand, _ error: NavigationError? = nil) -> ExpectedCommand {
        outcome(.failed(error), "failed", of: command)
    }

    /// A guard held the command while it waited (its decision follows as the command, or as its
    /// failure). Suspensions a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command held: a command, not another outcome.
    /// - Returns: The expectation.
    public static func suspended(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.suspended, "suspended", of: command)
    }

    /// The renderer acknowledged the transition that shows the command's change. Acknowledgements
    /// a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command whose change was shown: a command, not another outcome.
    /// - Returns: The expectation.
    public static func rendered(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.rendered, "rendered", of: command)
    }

    /// The renderer did not acknowledge the command's transition before its timeout.
    ///
    /// - Parameter command: The command whose change was not shown in time: a command, not
    ///   another outcome.
    /// - Returns: The expectation.
    public static func rendererTimedOut(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.rendererTimedOut, "rendererTimedOut", of: command)
    }

    /// What happened to `command`; an expectation that matches nothing, and says why, when
    /// `command` is itself an outcome.
    private static func outcome(_ kind: Kind, _ name: String, of command: ExpectedCommand) -> ExpectedCommand {
        guard case .performed = command.kind else {
            return ExpectedCommand(.performed, command: "\(name) (\(command)): \(name) wraps a command, not an outcome") { _ in
                .differs
            }
        }
        if let matchReport = command.matchReport { return ExpectedCommand(kind, report: command.command, matchReport) }
        return ExpectedCommand(kind, command: command.command, command.matchCommand)
    }
}
