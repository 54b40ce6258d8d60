import Foundation

/// What the user did, as values: the last steps a navigator recorded (each command with the view
/// models it carried, each report of the user's, each link its router opened, each guard's
/// decision), with each step's outcome and the stack after it. Record one in the app
/// (``Navigator/recordJourney(keeping:revealing:)``), export it as JSON with a bug report
/// (``json()``), and read it back (``init(json:)``).
///
/// The JSON is versioned (``formatVersion``) and written for a person to read: one object a
/// step, the stack after it one line a screen.
public struct NavigationJourney: Equatable, Sendable, CustomStringConvertible {
    /// The version of the JSON format this Wayfinder writes and reads.
    public static let formatVersion = 1

    /// The steps kept, oldest first.
    package var steps: [JourneyStep]
    /// How many steps were recorded before those kept (the recording keeps the last ones).
    package var dropped: Int
    /// The stack before the first step kept (when the recording began, or after the steps
    /// dropped), as a step that lays it out; `nil` when it was empty.
    package var before: JourneyStep?

    package init(steps: [JourneyStep], dropped: Int, before: JourneyStep? = nil) {
        self.steps = steps
        self.dropped = dropped
        self.before = before
    }

    /// Reads a journey from its JSON.
    ///
    /// - Parameter json: What ``json()`` wrote.
    /// - Throws: ``JourneyFormatError/unsupportedVersion(_:)`` for a journey written in another
    ///   version of the format, ``JourneyFormatError/malformed(_:)`` for data that is not one.
    public init(json: Data) throws(JourneyFormatError) {
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(Header.self, from: json).version
        } catch {
            throw .malformed(String(describing: error))
        }
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        do {
            let document = try decoder.decode(Document.self, from: json)
            self.init(steps: document.steps, dropped: document.dropped, before: document.before)
        } catch {
            throw .malformed(String(describing: error))
        }
    }

    /// The journey as JSON, in version ``formatVersion`` of the format, indented and with its
    /// keys sorted.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value encodes: plain strings, numbers and arrays of them.
        return (try? encoder.encode(Document(version: Self.formatVersion, dropped: dropped, before: before, steps: steps))) ?? Data()
    }

    /// One line a step: its number, what came in, and its outcome.
    public var description: String {
        guard !steps.isEmpty else { return "(no steps)" }
        return steps.enumerated().map { index, step in "\(dropped + index + 1). \(step.summary)" }.joined(separator: "\n")
    }

    /// The format's version, read first so that a journey in another version is refused by name.
    private struct Header: Decodable {
        let version: Int
    }

    private struct Document: Codable {
        var format = "wayfinder-journey"
        let version: Int
        let dropped: Int
        let before: JourneyStep?
        let steps: [JourneyStep]
    }
}
