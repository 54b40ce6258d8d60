/// Finds `.` and `..` segments that a URL from outside the app hides in its path.
///
/// A segment is refused when it is one as written, or becomes one, or holds one between `/` or
/// `\` separators, once percent-decoded once or twice: `..`, `%2e%2E`, `%252e%252e`,
/// `..%2Fadmin`, `a%5C..%5Cb`. Decoding happens in stack buffers, and a segment without `.` or
/// `%` (most) is passed over at once.
enum DotSegments {
    /// Whether the raw (still percent-encoded) segment is or hides a dot segment.
    static func hides(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        if holdsDotPiece(segment) { return true }
        guard PercentEncoding.needsDecoding(segment) else { return false }
        return PercentEncoding.withDecoded(segment) { once in
            if holdsDotPiece(once) { return true }
            guard PercentEncoding.needsDecoding(once) else { return false }
            return PercentEncoding.withDecoded(once) { twice in holdsDotPiece(twice) }
        }
    }

    /// Whether a piece between `/` or `\` separators (or the whole text) is `.` or `..`.
    private static func holdsDotPiece(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var pieceStart = 0
        var dots = 0
        for index in 0...bytes.count {
            let isEnd = index == bytes.count || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "\\")
            if isEnd {
                if dots > 0, dots == index - pieceStart, dots <= 2 { return true }
                pieceStart = index + 1
                dots = 0
            } else if bytes[index] == UInt8(ascii: ".") {
                dots += 1
            }
        }
        return false
    }
}
