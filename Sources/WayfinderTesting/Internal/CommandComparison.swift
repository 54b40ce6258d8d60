/// Compares expected commands with recorded entries, in order, and writes the failure message.
///
/// The two lists are aligned on their longest common subsequence of matching pairs, so that one
/// command too many or too few shows as one row, not as every row after it. Between two matched
/// pairs, an expectation left over is paired with an entry of its kind and type whose values
/// failed its predicate (the command it most likely meant) or, in exhaustive mode, with a
/// command left over; the rest stand alone. Entries that need no assertion (a suspension, an
/// acknowledgement), and in non-exhaustive mode every entry, are skipped when left over.
@MainActor
struct CommandComparison {
    private struct Row {
        let expected: String
        let marker: Character
        /// The recorded entry, described with its values only if the comparison fails.
        let entry: LedgerEntry?
    }

    private var rows: [Row] = []
    /// Each expectation paired with an entry whose values failed its predicate, with it.
    private var nearMisses: [(expected: String, entry: LedgerEntry)] = []
    private var failed = false

    init(expected: [ExpectedCommand], actual: [LedgerEntry], exhaustive: Bool) {
        let matched = Self.alignment(expected, actual)
        var nextExpected = 0
        var nextEntry = 0
        for pair in matched + [(expected.count, actual.count)] {
            appendGap(
                expected: Array(expected[nextExpected..<pair.0]), entries: Array(actual[nextEntry..<pair.1]),
                exhaustive: exhaustive)
            if pair.0 < expected.count {
                rows.append(Row(expected: expected[pair.0].description, marker: "│", entry: actual[pair.1]))
            }
            nextExpected = pair.0 + 1
            nextEntry = pair.1 + 1
        }
    }

    /// The side-by-side comparison and the notes, or `nil` when the entries are as expected.
    var failureMessage: String? {
        guard failed else { return nil }
        let table = sideBySide(rows.map { ($0.expected, $0.marker, $0.entry?.detailedLine ?? "") })
        let notes = nearMisses.map { "\($0.expected): the predicate is false for \($0.entry.detailedLine)" }
        return ([table] + notes).joined(separator: "\n")
    }

    /// The rows of what lies between two matched pairs: expectations and entries left over.
    private mutating func appendGap(expected: [ExpectedCommand], entries: [LedgerEntry], exhaustive: Bool) {
        var partner: [Int: ExpectedCommand] = [:]  // entry index → the expectation paired with it
        var alone: [ExpectedCommand] = []
        for expectation in expected {
            failed = true
            let free = entries.indices.filter { partner[$0] == nil }
            if let nearMiss = free.first(where: { expectation.match(entries[$0]) == .failsPredicate }) {
                partner[nearMiss] = expectation
                nearMisses.append((expectation.description, entries[nearMiss]))
            } else if exhaustive, let leftOver = free.first(where: { entries[$0].mustBeAsserted }) {
                partner[leftOver] = expectation
            } else {
                alone.append(expectation)
            }
        }
        for (index, entry) in entries.enumerated() {
            if let expectation = partner[index] {
                rows.append(Row(expected: expectation.description, marker: "≠", entry: entry))
            } else if exhaustive && entry.mustBeAsserted {
                failed = true
                rows.append(Row(expected: "", marker: "≠", entry: entry))
            } else {
                rows.append(Row(expected: "", marker: " ", entry: entry))
            }
        }
        rows += alone.map { Row(expected: $0.description, marker: "≠", entry: nil) }
    }

    /// The pairs (expectation, entry) of a longest common subsequence of matches, in order.
    private static func alignment(_ expected: [ExpectedCommand], _ actual: [LedgerEntry]) -> [(Int, Int)] {
        let rows = expected.count + 1
        let columns = actual.count + 1
        // lengths[i * columns + j]: the longest alignment of expected[i...] and actual[j...].
        var lengths = [Int](repeating: 0, count: rows * columns)
        var matches = [Bool](repeating: false, count: rows * columns)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                let match = expected[i].match(actual[j]) == .matches
                matches[i * columns + j] = match
                lengths[i * columns + j] = match
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < expected.count && j < actual.count {
            if matches[i * columns + j] && lengths[i * columns + j] == lengths[(i + 1) * columns + j + 1] + 1 {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
