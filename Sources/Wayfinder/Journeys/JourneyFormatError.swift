/// Why a journey's JSON cannot be read.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum JourneyFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The journey was written in a version of the format this Wayfinder does not read: the
    /// version is named (``NavigationJourney/formatVersion`` is the one it reads).
    case unsupportedVersion(Int)
    /// The data is not a journey: what the decoder said.
    case malformed(String)

    /// The error, as a sentence.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "a journey in format version \(version), which this Wayfinder does not read (it reads version \(NavigationJourney.formatVersion))"
        case .malformed(let reason): "not a journey: \(reason)"
        }
    }
}
