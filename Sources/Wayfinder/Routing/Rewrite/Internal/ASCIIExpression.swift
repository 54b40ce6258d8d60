/// A rewrite rule's regular expression compiled for a small backtracking machine, used instead of
/// ICU when the expression and the URL allow it.
///
/// ICU is correct but costly for a URL: it copies the string to UTF-16 and allocates a result
/// object and its ranges (Benchmarks/README.md has the figures).
/// Most rewrite expressions are plain: literals, `\d` `\w`, classes, groups, alternatives and
/// quantifiers. ``ASCIIExpressionCompiler`` compiles exactly that subset (anything else, or any
/// doubt, gives `nil` and the rule keeps using ICU), and ``match(_:)`` runs it on URLs made of
/// printable ASCII only (what a percent-encoded URL is), where ICU's Unicode-aware classes and
/// line terminators cannot differ from their ASCII meaning. The machine gives the same
/// captures as ICU: it tries alternatives and quantifier counts in the same order (Perl's
/// leftmost, greedy or lazy), anchored at both ends as the rule's ICU expression is
/// (`\A(?:…)\z`). A test compares the two on random expressions and URLs.
struct ASCIIExpression: Sendable {
    enum Instruction: Sendable, Equatable {
        /// Consume one byte in the set.
        case byte(ByteSet)
        /// Try `preferred` first; on failure resume at `other` from the same position.
        case split(preferred: Int32, other: Int32)
        case jump(Int32)
        /// Record the position in a capture slot (group `n` has slots `2n` and `2n + 1`).
        case save(Int32)
        /// `^`: only at the start of the URL.
        case atStart
        /// `$`: only at the end of the URL.
        case atEnd
        /// The whole URL matched, if the position is its end.
        case match
    }

    /// A point to go back to: resume at `pc` and `position`, or (`slot` >= 0) put a capture
    /// slot's earlier value, `position`, back on the way.
    private struct Backtrack {
        var pc: Int32
        var slot: Int32
        var position: Int
    }

    let program: [Instruction]
    /// Capture groups, not counting the whole match.
    let groupCount: Int

    /// The byte ranges of the whole match (index 0) and of each capture group (`nil` when the
    /// group took no part), or `nil` when the expression does not match the whole URL.
    ///
    /// - Parameter bytes: The URL's UTF-8, printable ASCII only (checked by the caller).
    /// - Returns: The ranges, ICU's group numbering.
    func match(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>?]? {
        var slots = [Int](repeating: -1, count: 2 * (groupCount + 1))
        var trail: [Backtrack] = []
        trail.reserveCapacity(16)
        var pc: Int32 = 0
        var position = 0
        let end = bytes.count
        while true {
            var failed = false
            switch program[Int(pc)] {
            case .byte(let set):
                if position < end, set.contains(bytes[position]) {
                    position += 1
                    pc += 1
                } else {
                    failed = true
                }
            case .split(let preferred, let other):
                trail.append(Backtrack(pc: other, slot: -1, position: position))
                pc = preferred
            case .jump(let target):
                pc = target
            case .save(let slot):
                trail.append(Backtrack(pc: -1, slot: slot, position: slots[Int(slot)]))
                slots[Int(slot)] = position
                pc += 1
            case .atStart:
                if position == 0 { pc += 1 } else { failed = true }
            case .atEnd:
                if position == end { pc += 1 } else { failed = true }
            case .match:
                if position == end {
                    var ranges: [Range<Int>?] = [0..<end]
                    ranges.reserveCapacity(groupCount + 1)
                    for group in 1..<(groupCount + 1) {
                        let start = slots[2 * group], stop = slots[2 * group + 1]
                        ranges.append(start >= 0 && stop >= start ? start..<stop : nil)
                    }
                    return ranges
                }
                failed = true
            }
            guard failed else { continue }
            var resumed = false
            while let point = trail.popLast() {
                if point.slot >= 0 {
                    slots[Int(point.slot)] = point.position
                } else {
                    pc = point.pc
                    position = point.position
                    resumed = true
                    break
                }
            }
            if !resumed { return nil }
        }
    }

    /// Whether every byte is printable ASCII (space to `~`): the input the machine is exact for.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
        return true
    }
}

/// A set of ASCII bytes, one bit each.
struct ByteSet: Sendable, Equatable {
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0

    init() {}

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    init(_ range: ClosedRange<UInt8>) {
        self.init(Array(range))
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }

    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    mutating func formUnion(_ other: ByteSet) {
        low |= other.low
        high |= other.high
    }

    /// Every ASCII byte not in the set.
    var inverted: ByteSet {
        var set = ByteSet()
        set.low = ~low
        set.high = ~high
        return set
    }

    static let digits = ByteSet(UInt8(ascii: "0")...UInt8(ascii: "9"))
    static let wordCharacters: ByteSet = {
        var set = digits
        set.formUnion(ByteSet(UInt8(ascii: "a")...UInt8(ascii: "z")))
        set.formUnion(ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z")))
        set.insert(UInt8(ascii: "_"))
        return set
    }()
    /// The ASCII white space ICU's `\s` holds (tab, line feed, vertical tab, form feed, carriage
    /// return, space); only the space can occur in the machine's input.
    static let whiteSpace = ByteSet([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
    /// What `.` matches in the machine's input: any printable ASCII byte.
    static let printable = ByteSet(0x20...0x7E)
}
