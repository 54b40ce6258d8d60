/// Holds the router's reading of a URL to the platform's: a URL is routed only when its scheme,
/// host and path segments are the ones Foundation's `URL` reads from the same text, and, for
/// the web schemes, the ones a browser reads (the WHATWG URL standard). Whatever they could read
/// otherwise is an ``URLAmbiguity``, refused before matching.
///
/// They agree on, and the router reads as they do: ASCII letters of a host in either case;
/// percent-encoded host characters (`ex%61mple.com` is `example.com`); a host in another script
/// (`bücher.example`, or fullwidth letters), which is read in Foundation's ASCII form
/// (`xn--bcher-kva.example`, see ``HostName``); user info before the last `@`; an IPv6 literal
/// in brackets. Other schemes than the web ones may have no host (`app:///items`, `app:items`):
/// their routing segments are then the path's, as every reader finds them.
enum URLReading {
    /// What reading a URL found.
    enum Finding: Equatable {
        /// Every reader reads it alike.
        case agreed
        /// A reader could read another host or path: what, and at which UTF-8 offset.
        case ambiguous(URLAmbiguity, offset: Int)
        /// The host (these bytes) holds text beyond ASCII, written or percent-encoded: it is read
        /// in its ASCII form, which ``HostName/ascii(_:)`` finds.
        case unicodeHost(Range<Int>)
    }

    /// Reads a URL's authority and path.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) -> Finding {
        let backslash = ByteScan.firstIndex(
            of: UInt8(ascii: "\\"), or: UInt8(ascii: "\\"), in: bytes, from: layout.scheme.upperBound, to: layout.path.upperBound)
        if backslash < layout.path.upperBound { return .ambiguous(.backslash, offset: backslash) }
        let isWeb = isWebScheme(UnsafeBufferPointer(rebasing: bytes[layout.scheme]))
        guard let host = layout.host else {
            // `https:shop.example` and `https:/shop.example` are `https://shop.example` to a browser.
            return isWeb ? .ambiguous(.emptyHost, offset: layout.scheme.upperBound + 1) : .agreed
        }
        if host.isEmpty, isWeb || layout.userInfo != nil || layout.port != nil {
            return .ambiguous(.emptyHost, offset: host.lowerBound)
        }
        if let port = layout.port, !isPort(UnsafeBufferPointer(rebasing: bytes[port])) {
            return .ambiguous(.port, offset: port.lowerBound)
        }
        guard !host.isEmpty else { return .agreed }
        if bytes[host.lowerBound] == UInt8(ascii: "[") {
            // `[` alone is a host too (`https://[/`): the inner range is formed only past it.
            guard host.count >= 2, bytes[host.upperBound - 1] == UInt8(ascii: "]"),
                  IPAddressText.isIPv6(UnsafeBufferPointer(rebasing: bytes[(host.lowerBound + 1)..<(host.upperBound - 1)]))
            else { return .ambiguous(.ipAddress, offset: host.lowerBound) }
            return .agreed
        }
        var isUnicode = false
        var isEncoded = false
        var index = host.lowerBound
        while index < host.upperBound {
            var byte = bytes[index]
            let start = index
            if byte == UInt8(ascii: "%") {
                guard index + 2 < host.upperBound, let high = PercentEncoding.hexValue(bytes[index + 1]),
                      let low = PercentEncoding.hexValue(bytes[index + 2])
                else { return .ambiguous(.hostCharacter, offset: index) }
                byte = high << 4 | low
                isEncoded = true
                index += 2
            }
            if byte >= 0x80 {
                isUnicode = true
            } else if !isHostCharacter(byte) {
                return .ambiguous(.hostCharacter, offset: start)
            }
            index += 1
        }
        if isUnicode { return .unicodeHost(host) }
        if isWeb {
            let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
            let isMisread = isEncoded
                ? PercentEncoding.withDecoded(hostBytes) { IPAddressText.endsInNumber($0) && !IPAddressText.isIPv4($0) }
                : IPAddressText.endsInNumber(hostBytes) && !IPAddressText.isIPv4(hostBytes)
            if isMisread { return .ambiguous(.ipAddress, offset: host.lowerBound) }
        }
        return .agreed
    }

    /// The URL with its host (the `host` bytes, found to hold text beyond ASCII) in its ASCII
    /// form, or why not: Foundation cannot read the host, or reads it as no host may be.
    static func withASCIIHost(_ url: String, host: Range<Int>) -> Result<String, RoutePolicyViolation> {
        var url = url
        let refused = { (ambiguity: URLAmbiguity) in Result<String, RoutePolicyViolation>.failure(.ambiguousURL(ambiguity, offset: host.lowerBound)) }
        return url.withUTF8 { bytes -> Result<String, RoutePolicyViolation> in
            guard let layout = URLLayout(bytes),
                  let unicode = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[host])),
                  var ascii = HostName.ascii(unicode)
            else { return refused(.hostCharacter) }
            let isWeb = isWebScheme(UnsafeBufferPointer(rebasing: bytes[layout.scheme]))
            return ascii.withUTF8 { asciiBytes -> Result<String, RoutePolicyViolation> in
                // Fullwidth digits are digits once mapped: `１２７.１` is `127.1`.
                if isWeb, IPAddressText.endsInNumber(asciiBytes), !IPAddressText.isIPv4(asciiBytes) {
                    return refused(.ipAddress)
                }
                return .success(
                    String(decoding: bytes[..<host.lowerBound], as: UTF8.self) + String(decoding: asciiBytes, as: UTF8.self)
                        + String(decoding: bytes[host.upperBound...], as: UTF8.self))
            }
        }
    }

    /// Whether the scheme is one a browser reads as a web URL, with a host always (WHATWG's
    /// special schemes but `file`, which may have none).
    static func isWebScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        switch scheme.count {
        case 2: matches(scheme, "ws")
        case 3: matches(scheme, "wss") || matches(scheme, "ftp")
        case 4: matches(scheme, "http")
        case 5: matches(scheme, "https")
        default: false
        }
    }

    private static func matches(_ scheme: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return scheme.elementsEqual(bytes) { $0 | 0x20 == $1 }
    }

    /// Whether the byte may stand in a host name as Foundation reads one (RFC 3986's `reg-name`:
    /// letters, digits, `-._~` and `!$&'()*+,;=`), and a browser too: none of the delimiters,
    /// spaces, controls, `%`, `<>^|` and the like.
    static func isHostCharacter(_ byte: UInt8) -> Bool {
        byte < 64 ? lowHostCharacters & (1 << UInt64(byte)) != 0
            : byte < 128 && highHostCharacters & (1 << UInt64(byte - 64)) != 0
    }

    // Constants, not stored statics (a lazily made global, checked at every byte).
    private static var lowHostCharacters: UInt64 { 0x2bff_7fd2_0000_0000 }
    private static var highHostCharacters: UInt64 { 0x47ff_fffe_87ff_fffe }

    /// Whether a port is empty or a decimal number up to 65535.
    private static func isPort(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var value = 0
        for byte in bytes {
            guard URLLayout.isDigit(byte) else { return false }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            guard value <= 65_535 else { return false }
        }
        return true
    }
}
