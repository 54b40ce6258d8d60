/// Where the parts of a URL lie in its UTF-8 bytes: found in one pass, without allocating.
///
/// `scheme:[//[userinfo@]host[:port]]path[?query][#fragment]`. The host is what follows the last
/// `@` of the authority, so `https://shop.com@evil.com/` names `evil.com`, as browsers read it.
/// A backslash ends the authority, as it does for browsers with web URLs.
struct URLLayout {
    var scheme: Range<Int>
    var userInfo: Range<Int>?
    var host: Range<Int>?
    var port: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    /// Reads the layout, or returns `nil` when the bytes do not start with a scheme and `:`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let colon = URLLayout.schemeEnd(bytes) else { return nil }
        scheme = 0..<colon
        var index = colon + 1
        let end = bytes.count
        if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            let start = index
            // One pass finds the authority's end and the last `@`, `:` and `]` in it.
            var lastAt = -1
            var lastColon = -1
            var lastBracket = -1
            while index < end {
                let byte = bytes[index]
                if byte < 96, URLLayout.isAuthorityDelimiter(byte) {
                    if byte == UInt8(ascii: "@") {
                        lastAt = index
                    } else if byte == UInt8(ascii: ":") {
                        lastColon = index
                    } else if byte == UInt8(ascii: "]") {
                        lastBracket = index
                    } else {
                        break
                    }
                }
                index += 1
            }
            let hostStart = lastAt >= 0 ? lastAt + 1 : start
            userInfo = lastAt >= 0 ? start..<lastAt : nil
            // An IPv6 literal (`[::1]`) holds colons; the port's colon comes after its `]`.
            if lastColon >= hostStart, lastColon > lastBracket {
                host = hostStart..<lastColon
                port = (lastColon + 1)..<index
            } else {
                host = hostStart..<index
            }
        }
        let pathStart = index
        index = ByteScan.firstIndex(of: UInt8(ascii: "?"), or: UInt8(ascii: "#"), in: bytes, from: index, to: end)
        path = pathStart..<index
        if index < end, bytes[index] == UInt8(ascii: "?") {
            let start = index + 1
            index = ByteScan.firstIndex(of: UInt8(ascii: "#"), or: UInt8(ascii: "#"), in: bytes, from: start, to: end)
            query = start..<index
        }
        if index < end, bytes[index] == UInt8(ascii: "#") {
            fragment = (index + 1)..<end
        }
    }

    /// Whether the authority's host may be written in another script (text beyond ASCII, or
    /// percent-encoded), without reading the layout: the bytes after `scheme://` up to the first
    /// `/`, `?`, `#` or `\` hold a byte beyond ASCII or a `%`. Asked only of URLs that hold such
    /// bytes somewhere (the control-character scan says so), when there are rewrite rules.
    static func hostMayBeInAnotherScript(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = schemeEnd(bytes), colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"),
              bytes[colon + 2] == UInt8(ascii: "/")
        else { return false }
        var index = colon + 3
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 || byte == UInt8(ascii: "%") { return true }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\\") {
                return false
            }
            index += 1
        }
        return false
    }

    /// Whether the bytes start with a scheme and `:`, as ``init(_:)`` requires (without reading
    /// the rest).
    static func hasScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        schemeEnd(bytes) != nil
    }

    /// The index of the `:` that ends a valid scheme (`ALPHA *( ALPHA / DIGIT / + / - / . )`).
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, isLetter(first) else { return nil }
        for index in 1..<bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index }
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            else { return nil }
        }
        return nil
    }

    /// Whether a byte (below 96) ends the authority (`/`, `?`, `#`, `\`) or splits it (`@`,
    /// `:`, `]`).
    private static func isAuthorityDelimiter(_ byte: UInt8) -> Bool {
        byte < 64 ? lowAuthorityDelimiters & (1 << UInt64(byte)) != 0
            : highAuthorityDelimiters & (1 << UInt64(byte - 64)) != 0
    }

    // Constants, not stored statics (a lazily made global, checked at every byte), as the
    // pattern parser's byte classes.
    /// `#`, `/`, `:` and `?`, as bits of their values.
    private static var lowAuthorityDelimiters: UInt64 { 1 << 0x23 | 1 << 0x2F | 1 << 0x3A | 1 << 0x3F }
    /// `@`, `\` and `]`, as bits of their values less 64.
    private static var highAuthorityDelimiters: UInt64 { 1 << 0 | 1 << 28 | 1 << 29 }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// Walks a URL's routing segments: the host first (when it is not empty), then each non-empty
/// path segment. A value type, so that backtracking is a copy.
struct RoutingCursor {
    private var pendingHost: Range<Int>?
    private(set) var position: Int
    private let end: Int

    init(_ layout: URLLayout) {
        pendingHost = layout.host.flatMap { $0.isEmpty ? nil : $0 }
        position = layout.path.lowerBound
        end = layout.path.upperBound
    }

    /// The next segment's byte range and the cursor after it, or `nil` at the end.
    func next(in bytes: UnsafeBufferPointer<UInt8>) -> (segment: Range<Int>, rest: RoutingCursor)? {
        var rest = self
        if let host = rest.pendingHost {
            rest.pendingHost = nil
            return (host, rest)
        }
        var index = position
        while index < end, bytes[index] == UInt8(ascii: "/") { index += 1 }
        guard index < end else { return nil }
        let start = index
        while index < end, bytes[index] != UInt8(ascii: "/") { index += 1 }
        rest.position = index
        return (start..<index, rest)
    }

    /// The byte ranges of everything from the next segment to the end of the path (without
    /// trailing slashes): the host and the path when the host is next, else a piece of the path.
    func remainder(in bytes: UnsafeBufferPointer<UInt8>) -> (host: Range<Int>?, path: Range<Int>) {
        var start = position
        while start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        var stop = end
        while stop > start, bytes[stop - 1] == UInt8(ascii: "/") { stop -= 1 }
        if pendingHost != nil {
            return (pendingHost, start < stop ? position..<stop : stop..<stop)
        }
        return (nil, start..<stop)
    }
}
