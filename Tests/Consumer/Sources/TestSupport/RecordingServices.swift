import Wayfinder

/// The app's own test double of the services, written to Wayfinder's stability promise: it
/// implements the one requirement and records the commands its view models send. A new command
/// or verb in a minor version never breaks it.
@MainActor
public final class RecordingServices: NavigationServices {
    /// The commands sent, in order.
    public private(set) var sent: [NavigationCommand] = []

    public init() {}

    public func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError> {
        sent.append(command)
        return .success(.queued)
    }
}
