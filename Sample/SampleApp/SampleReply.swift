/// What the sample shows after a command.
public enum SampleReply: Equatable, Sendable {
    /// The frame, ``SampleApp/frame``: the command navigated, or tried to.
    case frame
    /// A message instead of the frame: help, a snapshot, the log, an explanation.
    case message(String)
    /// The user quit.
    case quit
}
