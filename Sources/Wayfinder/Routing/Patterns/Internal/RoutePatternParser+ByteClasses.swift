extension RoutePatternParser {
    // Byte classes as bit masks, one bit a byte: bytes 0–63 in `…Low`, 64–127 in `…High`.
    // Constants (a stored static would be a lazily made global, checked at every byte); the
    // parser's initializer checks them against their definitions in debug builds.

    /// The bytes that end a segment: `/`, `(` and `)`, all below 64.
    static var delimiterBits: UInt64 { 1 << 0x2F | 1 << 0x28 | 1 << 0x29 }
    /// The bytes a literal's key is not simply its text with: what `parseLiteral(_:isHost:into:)`
    /// rejects or rewrites (controls and space, `#%*<>?\`, DEL), and `:` and `@`, which a host
    /// may not hold. A host's capitals are looked for apart.
    static var unusualLow: UInt64 {
        (1 << 0x21) - 1 | 1 << 0x23 | 1 << 0x25 | 1 << 0x2A | 1 << 0x3A | 1 << 0x3C | 1 << 0x3E | 1 << 0x3F
    }
    /// The same bytes from 64 to 127: `@`, `\` and DEL.
    static var unusualHigh: UInt64 { 1 << (0x40 - 64) | 1 << (0x5C - 64) | 1 << (0x7F - 64) }

    /// Whether the masks hold what their documentation says.
    static var byteClassesAreRight: Bool {
        func bits(_ members: (UInt8) -> Bool) -> (UInt64, UInt64) {
            var set: (UInt64, UInt64) = (0, 0)
            for byte in UInt8(0)..<0x80 where members(byte) {
                if byte < 64 { set.0 |= 1 << UInt64(byte) } else { set.1 |= 1 << UInt64(byte - 64) }
            }
            return set
        }
        let delimiters = bits { "/()".utf8.contains($0) }
        let unusual = bits { $0 <= 0x20 || $0 == 0x7F || "#%*<>?\\:@".utf8.contains($0) }
        return delimiters == (delimiterBits, 0) && unusual == (unusualLow, unusualHigh)
    }
}
