/// Compares expected commands with recorded entries, in order, and writes the failure message.
///
/// It walks the recorded entries once. An entry that matches the next expectation pairs with
/// it. An entry that does not is skipped when it needs no assertion (a suspension, an
/// acknowledgement) or when the comparison is not exhaustive; otherwise it pairs with the next
/// expectation as a mismatch. Expectations left at the end pair with nothing, except that the
/// first of them pairs with the entry it was skipped over for failing its predicate, if any: the
/// command it most likely meant.
@MainActor
struct CommandComparison {
    private struct Row {
        let expected: String
        let marker: Character
        /// The recorded entry, described with its values only if the comparison fails.
        let entry: LedgerEntry?
    }

    private var rows: [Row] = []
    /// Each expectation whose predicate was false for an entry of its kind and type, with it.
    private var nearMissNotes: [(expected: String, entry: LedgerEntry)] = []
    private var failed = false

    init(expected: [ExpectedCommand], actual: [LedgerEntry], exhaustive: Bool) {
        var next = 0
        // For an expectation, the row of the first entry skipped because its predicate was false.
        var nearMiss: [Int: Int] = [:]
        for entry in actual {
            guard next < expected.count else {
                rows.append(Row(expected: "", marker: entry.mustBeAsserted && exhaustive ? "≠" : " ", entry: entry))
                if entry.mustBeAsserted && exhaustive { failed = true }
                continue
            }
            let expectation = expected[next]
            let match = expectation.match(entry)
            if match == .failsPredicate {
                nearMissNotes.append((expectation.description, entry))
                if nearMiss[next] == nil { nearMiss[next] = rows.count }
            }
            if match == .matches {
                rows.append(Row(expected: expectation.description, marker: "│", entry: entry))
                next += 1
            } else if entry.mustBeAsserted && exhaustive {
                rows.append(Row(expected: expectation.description, marker: "≠", entry: entry))
                failed = true
                next += 1
            } else {
                rows.append(Row(expected: "", marker: " ", entry: entry))
            }
        }
        for (index, expectation) in expected.enumerated().dropFirst(next) {
            failed = true
            if let row = nearMiss[index], rows[row].expected.isEmpty {
                rows[row] = Row(expected: expectation.description, marker: "≠", entry: rows[row].entry)
            } else {
                rows.append(Row(expected: expectation.description, marker: "≠", entry: nil))
            }
        }
    }

    /// The side-by-side comparison and the notes, or `nil` when the entries are as expected.
    var failureMessage: String? {
        guard failed else { return nil }
        let width = max("expected".count, rows.map(\.expected.count).max() ?? 0)
        let header = "expected" + String(repeating: " ", count: width - "expected".count) + " │ actual"
        let lines = rows.map { row in
            let padded = row.expected + String(repeating: " ", count: width - row.expected.count)
            return "\(padded) \(row.marker) \(row.entry?.detailedLine ?? "")".trimmingTrailingSpaces()
        }
        let notes = nearMissNotes.map { "\($0.expected): the predicate is false for \($0.entry.detailedLine)" }
        return ([header] + lines + notes).joined(separator: "\n")
    }
}
