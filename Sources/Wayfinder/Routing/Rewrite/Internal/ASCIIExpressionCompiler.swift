/// Compiles the subset of ICU's regular-expression syntax that ``ASCIIExpression`` runs, or
/// gives `nil` for anything outside it (the rule then uses ICU; ICU has already accepted the
/// expression).
///
/// The subset, chosen so that each construct means the same as in ICU on printable-ASCII input:
/// - literal ASCII characters and `\` before punctuation;
/// - `.`, `\d` `\D` `\w` `\W` `\s` `\S`;
/// - classes `[…]` and `[^…]` of ASCII letters, digits and common URL punctuation, ranges between
///   them, and the escapes above (no nested classes, set operations, `-` outside a range, or
///   white space, which ICU's set syntax reads differently);
/// - groups `(…)` and `(?:…)`, alternatives `|`, anchors `^` `$`;
/// - `*` `+` `?` `{n}` `{n,}` `{n,m}` (counts up to 1,000), greedy or lazy (`?` after).
///
/// Left to ICU: other escapes (`\b`, `\p{…}`, back references…), other `(?` groups (flags,
/// look-around), possessive quantifiers, a capture group inside a quantifier that repeats (which
/// capture of the repeats ICU keeps is its business), and an unbounded repeat whose body can
/// match empty text.
struct ASCIIExpressionCompiler {
    /// Outside the subset.
    struct Unsupported: Error {}

    private static let maximumCount = 1_000

    private let bytes: [UInt8]
    private var index = 0
    private var groupCount: Int32 = 0

    /// The compiled expression, or `nil` when it is outside the subset.
    static func compile(_ pattern: String) -> ASCIIExpression? {
        var compiler = ASCIIExpressionCompiler(bytes: Array(pattern.utf8))
        return try? compiler.compile()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func compile() throws(Unsupported) -> ASCIIExpression {
        let node = try parseAlternatives()
        guard index == bytes.count else { throw Unsupported() }
        var program: [ASCIIExpression.Instruction] = []
        try node.emit(into: &program)
        program.append(.match)
        return ASCIIExpression(program: program, groupCount: Int(groupCount))
    }

    // MARK: Parsing

    private mutating func parseAlternatives() throws(Unsupported) -> ASCIIExpressionNode {
        var alternatives = [try parseSequence()]
        while peek == UInt8(ascii: "|") {
            index += 1
            alternatives.append(try parseSequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternatives(alternatives)
    }

    private mutating func parseSequence() throws(Unsupported) -> ASCIIExpressionNode {
        var nodes: [ASCIIExpressionNode] = []
        while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            nodes.append(try parseQuantified())
        }
        return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    private mutating func parseQuantified() throws(Unsupported) -> ASCIIExpressionNode {
        let atom = try parseAtom()
        guard let (min, max) = try parseQuantifier() else { return atom }
        var greedy = true
        if peek == UInt8(ascii: "?") {
            greedy = false
            index += 1
        }
        // Possessive (`+` after) or stacked quantifiers are left to ICU.
        if let next = peek, [UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "{")].contains(next) {
            throw Unsupported()
        }
        if case .atStart = atom { throw Unsupported() }
        if case .atEnd = atom { throw Unsupported() }
        if max != 1, atom.hasCapture { throw Unsupported() }
        if max == nil, atom.canMatchEmpty { throw Unsupported() }
        return .repeated(atom, min: min, max: max, greedy: greedy)
    }

    private mutating func parseQuantifier() throws(Unsupported) -> (Int, Int?)? {
        switch peek {
        case UInt8(ascii: "*"): index += 1; return (0, nil)
        case UInt8(ascii: "+"): index += 1; return (1, nil)
        case UInt8(ascii: "?"): index += 1; return (0, 1)
        case UInt8(ascii: "{"):
            index += 1
            let min = try parseCount()
            var max: Int? = min
            if peek == UInt8(ascii: ",") {
                index += 1
                max = peek == UInt8(ascii: "}") ? nil : try parseCount()
            }
            guard peek == UInt8(ascii: "}") else { throw Unsupported() }
            index += 1
            if let max, max < min || max == 0 { throw Unsupported() }
            return (min, max)
        default:
            return nil
        }
    }

    private mutating func parseCount() throws(Unsupported) -> Int {
        var value = 0
        var digits = 0
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
            if value > ASCIIExpressionCompiler.maximumCount { throw Unsupported() }
        }
        guard digits > 0 else { throw Unsupported() }
        return value
    }

    private mutating func parseAtom() throws(Unsupported) -> ASCIIExpressionNode {
        guard let byte = peek else { throw Unsupported() }
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            var capture: Int32?
            if peek == UInt8(ascii: "?") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { throw Unsupported() }
                index += 2
            } else {
                groupCount += 1
                capture = groupCount
            }
            let inner = try parseAlternatives()
            guard peek == UInt8(ascii: ")") else { throw Unsupported() }
            index += 1
            return capture.map { .capture($0, inner) } ?? .sequence([inner])
        case UInt8(ascii: "["):
            return .byte(try parseClass())
        case UInt8(ascii: "."):
            return .byte(.printable)
        case UInt8(ascii: "^"):
            return .atStart
        case UInt8(ascii: "$"):
            return .atEnd
        case UInt8(ascii: "\\"):
            return .byte(try parseEscape())
        default:
            guard ASCIIExpressionCompiler.isPlainLiteral(byte) else { throw Unsupported() }
            return .byte(ByteSet([byte]))
        }
    }

    /// After `\`: a class escape, or punctuation standing for itself.
    private mutating func parseEscape() throws(Unsupported) -> ByteSet {
        guard let byte = peek else { throw Unsupported() }
        index += 1
        switch byte {
        case UInt8(ascii: "d"): return .digits
        case UInt8(ascii: "D"): return ByteSet.digits.inverted
        case UInt8(ascii: "w"): return .wordCharacters
        case UInt8(ascii: "W"): return ByteSet.wordCharacters.inverted
        case UInt8(ascii: "s"): return .whiteSpace
        case UInt8(ascii: "S"): return ByteSet.whiteSpace.inverted
        default:
            guard byte > 0x20, byte < 0x7F, !URLLayout.isLetter(byte), !URLLayout.isDigit(byte) else {
                throw Unsupported()
            }
            return ByteSet([byte])
        }
    }

    /// After `[`: the class up to its `]`.
    private mutating func parseClass() throws(Unsupported) -> ByteSet {
        var set = ByteSet()
        let negated = peek == UInt8(ascii: "^")
        if negated { index += 1 }
        var isFirst = true
        while true {
            guard let byte = peek else { throw Unsupported() }
            index += 1
            if byte == UInt8(ascii: "]"), !isFirst { break }
            isFirst = false
            if byte == UInt8(ascii: "\\") {
                set.formUnion(try parseEscape())
                continue
            }
            guard ASCIIExpressionCompiler.isClassLiteral(byte) else { throw Unsupported() }
            if peek == UInt8(ascii: "-") {
                index += 1
                guard let upper = peek, ASCIIExpressionCompiler.isClassLiteral(upper), upper >= byte else {
                    throw Unsupported()
                }
                index += 1
                set.formUnion(ByteSet(byte...upper))
            } else {
                set.insert(byte)
            }
        }
        return negated ? set.inverted : set
    }

    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// A character outside a class that stands for itself in ICU.
    private static func isPlainLiteral(_ byte: UInt8) -> Bool {
        guard byte >= 0x20, byte < 0x7F else { return false }
        return !"\\^$.|?*+()[]{}".utf8.contains(byte)
    }

    /// A character inside a class that stands for itself in ICU's set syntax: letters, digits
    /// and punctuation without a meaning there.
    private static func isClassLiteral(_ byte: UInt8) -> Bool {
        URLLayout.isLetter(byte) || URLLayout.isDigit(byte) || "._~%/!'*+,;=?@#()|<>\"`".utf8.contains(byte)
    }
}
