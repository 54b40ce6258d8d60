/// Looks for bytes in a URL eight at a time: reading a URL's layout scans its path for `?` and
/// `#`, and its reading scans for `\`, on every open (most URLs have none until the query).
enum ByteScan {
    /// The index of the first byte from `start` up to `end` that is `first` or `second`, else `end`.
    static func firstIndex(
        of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let firsts = UInt64(first) &* 0x0101_0101_0101_0101
            let seconds = UInt64(second) &* 0x0101_0101_0101_0101
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if hasZeroByte(word ^ firsts) || hasZeroByte(word ^ seconds) { break }
                index += 8
            }
        }
        while index < end, bytes[index] != first, bytes[index] != second { index += 1 }
        return index
    }

    /// Whether the bytes hold a byte beyond ASCII or a `%`: a host that may be in another
    /// script (matching looks for its ASCII form only then).
    static func holdsNonASCIIOrPercent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= bytes.count, let word = word(at: index, in: bytes) {
            if word & 0x8080_8080_8080_8080 != 0 || hasZeroByte(word ^ 0x2525_2525_2525_2525) { return true }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "%") { return true }
            index += 1
        }
        return false
    }

    /// The eight bytes from `index` (at most `bytes.count - 8`) as one word, or `nil` for an
    /// empty buffer.
    @inline(__always)
    static func word(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard let base = bytes.baseAddress else { return nil }
        return UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether one of a word's eight bytes is below `limit` (at most 128), or is `first` or
    /// `second`: when not, none of them needs a closer look.
    @inline(__always)
    static func mayHold(below limit: UInt8, _ first: UInt8, _ second: UInt8, in word: UInt64) -> Bool {
        let below = (word &- UInt64(limit) &* 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
        return below || hasZeroByte(word ^ (UInt64(first) &* 0x0101_0101_0101_0101))
            || hasZeroByte(word ^ (UInt64(second) &* 0x0101_0101_0101_0101))
    }

    /// Whether a byte of the word is 0 (exactly: the bit trick flags no word without one).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }
}
