// Percent-encoding on UTF-8 bytes, without Foundation, so that matching allocates nothing for
// URLs that need no decoding.

enum PercentEncoding {
    /// Whether the bytes hold a `%` at all; most segments do not, and are used as they are.
    static func needsDecoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains(UInt8(ascii: "%"))
    }

    /// Decodes `%XX` sequences of `source` into `destination` (at least as long as `source`) and
    /// returns the decoded length. An invalid sequence (`%zz`, a `%` near the end) is copied as
    /// it is, as browsers do. With `plusAsSpace`, `+` becomes a space (form encoding).
    static func decode(
        _ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>,
        plusAsSpace: Bool = false
    ) -> Int {
        var read = 0
        var written = 0
        while read < source.count {
            let byte = source[read]
            if byte == UInt8(ascii: "%"), read + 2 < source.count,
               let high = hexValue(source[read + 1]), let low = hexValue(source[read + 2]) {
                destination[written] = high << 4 | low
                read += 3
            } else {
                destination[written] = plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                read += 1
            }
            written += 1
        }
        return written
    }

    /// Runs `body` with the decoded bytes: the source itself when it holds no `%` (and no `+` to
    /// turn into a space), else a temporary buffer.
    static func withDecoded<Result>(
        _ source: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let plus = plusAsSpace && source.contains(UInt8(ascii: "+"))
        guard plus || needsDecoding(source) else { return try body(source) }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { buffer in
            let count = decode(source, into: buffer, plusAsSpace: plusAsSpace)
            return try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The decoded text, or `nil` when the decoded bytes are not valid UTF-8.
    static func decodedString(_ source: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> String? {
        withDecoded(source, plusAsSpace: plusAsSpace) { bytes in
            isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
        }
    }

    /// The decoded text, with invalid UTF-8 replaced by U+FFFD (for query items and fragments,
    /// which are read leniently).
    static func lenientlyDecodedString(_ source: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> String {
        withDecoded(source, plusAsSpace: plusAsSpace) { String(decoding: $0, as: UTF8.self) }
    }

    /// Decodes a string's percent-escapes (invalid UTF-8 is replaced by U+FFFD).
    static func decode(_ text: some StringProtocol, plusAsSpace: Bool = false) -> String {
        var text = String(text)
        return text.withUTF8 { lenientlyDecodedString($0, plusAsSpace: plusAsSpace) }
    }

    /// Percent-encodes every byte but RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`),
    /// so that the result can stand anywhere in a URL, a query value included.
    static func encode(_ text: some StringProtocol) -> String {
        escape(text, keeping: isUnreserved)
    }

    /// Percent-encodes the bytes a URL may not hold as they are (spaces, non-ASCII text, `"`,
    /// `<`…), keeping RFC 3986's unreserved and reserved characters and existing escapes.
    static func escapeDisallowed(_ text: String) -> String {
        escape(text) { isUnreserved($0) || allowedInURL.contains($0) }
    }

    private static func escape(_ text: some StringProtocol, keeping isKept: (UInt8) -> Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isKept(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0xF)]))
            }
        }
        return result
    }

    /// RFC 3986's reserved characters, and `%` for existing escapes.
    private static let allowedInURL = Set(":/?#[]@!$&'()*+,;=%".utf8)

    /// Whether the bytes are well-formed UTF-8.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
