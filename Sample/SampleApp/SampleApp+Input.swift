import Wayfinder

// A line read from the terminal by the sample itself (`LineEditor`): whole, or with its length
// when it was longer than the editor keeps.

extension SampleApp {
    /// Runs a line read from the terminal. A whole line runs as ``handle(_:)-(String)`` does; a
    /// line longer than its reader keeps is refused: a link or an explanation with the policy's
    /// own error for a URL of its length (`maximumURLLength`), anything else with its length.
    ///
    /// - Parameter line: What the user typed or pasted.
    /// - Returns: What to show.
    public func handle(_ line: LineEditor.Line) async -> SampleReply {
        guard line.isCut else { return await handle(line.text) }
        steps.removeAll()
        let command = SampleCommand(parsing: line.text)
        switch command {
        case .open(let url), .explain(let url):
            // The URL is the rest of the line after the command: all the bytes not kept are its.
            let length = url.utf8.count + line.length - line.text.utf8.count
            let error = RoutingError.refused(.urlTooLong(length: length, limit: router.policy.maximumURLLength))
            let shown = url.shortened(to: LibraryText.urlShown)
            if case .open = command {
                refuse(opening: url, because: error)
                return .frame
            }
            return .message("explain \(shown): \(error)".withVisibleControlCharacters)
        default:
            return .message("That line is \(line.length) bytes long; the sample reads at most \(line.text.utf8.count) bytes of a line.")
        }
    }

    /// Says in the status line why a link did not open: the reason first, so that a status line
    /// cut to the terminal's width keeps it, then the URL's start.
    func refuse(opening url: String, because error: RoutingError) {
        status = "Cannot open: \(error) — \(url.shortened(to: LibraryText.urlShown))"
        statusIsTheLastLines = true
    }
}
