/// IP addresses written in a host, read as browsers read them (the WHATWG URL standard) and
/// as Foundation keeps them: the router accepts only the forms both agree on.
enum IPAddressText {
    /// Whether the bytes (between a host's brackets) are an IPv6 address: eight groups of one to
    /// four hexadecimal digits, or fewer with one `::` for the zeros left out, the last two
    /// perhaps written as an IPv4 address. A zone (`%en0`) or anything else is not.
    static func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let colon = UInt8(ascii: ":")
        let end = bytes.count
        var groups = 0
        var compressed = false
        var index = 0
        if end >= 2, bytes[0] == colon {
            guard bytes[1] == colon else { return false }
            compressed = true
            index = 2
        }
        while index < end {
            var next = index
            while next < end, next - index < 5, PercentEncoding.hexValue(bytes[next]) != nil { next += 1 }
            if next < end, bytes[next] == UInt8(ascii: ".") {
                // The last 32 bits as an IPv4 address, in two groups' room.
                guard groups <= 6, isIPv4(UnsafeBufferPointer(rebasing: bytes[index..<end])) else { return false }
                groups += 2
                break
            }
            guard next > index, next - index <= 4 else { return false }
            groups += 1
            index = next
            guard index < end else { break }
            guard bytes[index] == colon, index + 1 < end else { return false }
            index += 1
            if bytes[index] == colon {
                guard !compressed else { return false }
                compressed = true
                index += 1
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }

    /// Whether the bytes are four decimal numbers up to 255, without leading zeros, joined by
    /// dots: the only form of an IPv4 address that browsers and Foundation read alike
    /// (`127.1`, `0x7f.0.0.1` and `0177.0.0.1` are `127.0.0.1` to a browser, but not to
    /// Foundation).
    static func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var parts = 0
        var digits = 0
        var value = 0
        var leadingZero = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return false }
                parts += 1
                digits = 0
                value = 0
                continue
            }
            guard URLLayout.isDigit(byte), digits == 0 || !leadingZero else { return false }
            if digits == 0 { leadingZero = byte == UInt8(ascii: "0") }
            digits += 1
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            guard value <= 255 else { return false }
        }
        return digits > 0 && parts == 3
    }

    /// Whether a web host ends in a number, so that a browser reads it as an IPv4 address: its
    /// last label (after one trailing dot, if any) is decimal digits, or `0x` and hexadecimal
    /// digits.
    static func endsInNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        if end > 1, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        guard start < end else { return false }
        let label = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if label.allSatisfy(URLLayout.isDigit) { return true }
        guard label.count >= 2, label[0] == UInt8(ascii: "0"), label[1] | 0x20 == UInt8(ascii: "x") else { return false }
        return label.dropFirst(2).allSatisfy { PercentEncoding.hexValue($0) != nil }
    }
}
