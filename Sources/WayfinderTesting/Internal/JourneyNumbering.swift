/// The recorded numbers of screens (`#5`), navigation controllers (`nav#2`) and questions (`?1`),
/// and the replayed numbers they stand for. A journey replayed from its start numbers them as
/// recorded; one whose beginning was dropped numbers them anew from the stack laid out first, so
/// the stacks are compared with the recorded numbers read as the replayed ones, and a step that
/// names a screen finds it by its replayed number.
struct JourneyNumbering {
    /// An identifier's kind, by its prefix in a stack's line.
    enum Kind: CaseIterable {
        case screen, controller, question
    }

    private var replayed: [Kind: [Int: Int]] = [:]
    /// Whether a number seen for the first time is read as the replayed one at its place: only
    /// after a stack was laid out, which numbers its screens anew. From an empty stack the
    /// numbers must be the recorded ones, and a number that drifted is a difference.
    private let learns: Bool

    init(learns: Bool) {
        self.learns = learns
    }

    /// The replayed number of a recorded one: itself until a stack compared says otherwise.
    func replayed(_ kind: Kind, _ recorded: Int) -> Int {
        replayed[kind]?[recorded] ?? recorded
    }

    /// The recorded stack's lines with their numbers read as the replayed ones: a number seen
    /// for the first time is read as the one at the same place in the replayed line, and kept
    /// (`commit`) when the whole stack matches.
    mutating func translate(_ recorded: [String], along replayedLines: [String], commit: Bool) -> [String] {
        guard learns else { return recorded }
        var learned = replayed
        let translated = recorded.enumerated().map { index, line in
            var line = line
            for kind in Kind.allCases {
                guard let (range, number) = Self.identifier(kind, in: line) else { continue }
                var image = learned[kind]?[number]
                if image == nil, index < replayedLines.count, let (_, theirs) = Self.identifier(kind, in: replayedLines[index]),
                   !(learned[kind]?.values.contains(theirs) ?? false) {
                    image = theirs
                    learned[kind, default: [:]][number] = theirs
                }
                line.replaceSubrange(range, with: String(image ?? number))
            }
            return line
        }
        if commit, translated == replayedLines { replayed = learned }
        return translated
    }

    /// Where the number of this kind of identifier is in a stack's line, and the number: a
    /// screen's `#5` and a question's `?1` open the line (after its indent), a controller's
    /// `nav#2` follows ` · `.
    private static func identifier(_ kind: Kind, in line: String) -> (Range<String.Index>, Int)? {
        let start: String.Index
        switch kind {
        case .screen, .question:
            guard let first = line.firstIndex(where: { $0 != " " }), line[first] == (kind == .screen ? "#" : "?") else { return nil }
            start = line.index(after: first)
        case .controller:
            // On a level's, a tab's or a column's line only: a screen's or a question's line may
            // hold any words after its number.
            guard let first = line.firstIndex(where: { $0 != " " }), line[first] != "#", line[first] != "?",
                  let marker = line.range(of: " · nav#")
            else { return nil }
            start = marker.upperBound
        }
        let end = line[start...].firstIndex { !$0.isASCII || !$0.isNumber } ?? line.endIndex
        guard start < end, let number = Int(line[start..<end]) else { return nil }
        return (start..<end, number)
    }
}
