/// Parses a pattern's UTF-8 bytes in one pass; see ``RoutePattern`` for the grammar.
///
/// The parser reads the pattern's own storage through a borrowed buffer, and a segment it finds
/// is a range of those bytes, written into a buffer on the stack: registering a route copies no
/// bytes, makes no string and allocates nothing for its segments. A literal (or scheme) written
/// differently from its key (percent-escapes, capitals in a scheme or host) has its key appended
/// after the text, in ``Parsed/rewrittenKeys``.
struct RoutePatternParser {
    struct Parsed {
        /// The scheme, lowercased, as UTF-8 offsets into the storage.
        var schemeKey: Range<Int> = 0..<0
        /// How many segments the pattern has (the host is the first).
        var segmentCount = 0
        var optionalCuts: [Int] = []
        /// The keys of literals written differently, which the storage holds after the text.
        var rewrittenKeys: [UInt8] = []
    }

    /// Parses `text` and runs `body` with the outcome and the segments, which live only for the
    /// call (in a buffer on the stack for most patterns).
    ///
    /// - Parameters:
    ///   - text: The pattern.
    ///   - body: Given the scheme's key, the segment count, the optional groups and the rewritten
    ///     keys (or the first fault), and the segments (empty after a fault).
    /// - Returns: What `body` returns.
    static func withSegments<Result>(
        of text: String,
        _ body: (Swift.Result<Parsed, RoutePatternError>, UnsafeBufferPointer<RouteSegment>) -> Result
    ) -> Result {
        var storage = text
        return storage.withUTF8 { bytes in
            // A segment starts after each `/` but the first (the host after `//`, the rest after
            // one each), so there are at most that many less one.
            var slashes = 0
            for byte in bytes where byte == UInt8(ascii: "/") { slashes += 1 }
            return withUnsafeTemporaryAllocation(of: RouteSegment.self, capacity: max(slashes - 1, 1)) { buffer in
                var parser = RoutePatternParser(text: text, bytes: bytes, segments: buffer)
                let parsed: Swift.Result<Parsed, RoutePatternError>
                do throws(RoutePatternError) { parsed = .success(try parser.parse()) } catch { parsed = .failure(error) }
                let count = (try? parsed.get())?.segmentCount ?? 0
                return body(parsed, UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }

    /// Parses `text`, keeping everything but the segments.
    ///
    /// - Parameter text: The pattern.
    /// - Returns: The scheme's key, the segment count, the optional groups and the rewritten keys.
    /// - Throws: ``RoutePatternError`` at the first fault.
    static func parse(_ text: String) throws(RoutePatternError) -> Parsed {
        try withSegments(of: text) { parsed, _ in parsed }.get()
    }

    /// The segments of a valid pattern, in an array (empty for an invalid one).
    static func segments(of text: String) -> [RouteSegment] {
        withSegments(of: text) { _, segments in Array(segments) }
    }

    private let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the segments go, in order; `parsed.segmentCount` of them are written.
    private let segments: UnsafeMutableBufferPointer<RouteSegment>
    private var index = 0
    /// Where the last wildcard starts, if one was parsed: anything after it is an error.
    private var wildcardOffset: Int?

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeMutableBufferPointer<RouteSegment>) {
        self.text = text
        self.bytes = bytes
        self.segments = segments
        assert(RoutePatternParser.byteClassesAreRight, "RoutePatternParser's byte masks differ from their definitions")
    }

    private mutating func parse() throws(RoutePatternError) -> Parsed {
        var parsed = Parsed()
        try parseScheme(into: &parsed)
        guard bytes.count >= index + 2, bytes[index] == slash, bytes[index + 1] == slash else {
            throw error(at: index, .missingSlashes)
        }
        index += 2
        guard index < bytes.count, !isDelimiter(bytes[index]) else { throw error(at: index, .missingHost) }
        let hostOffset = index
        try parseSegment(into: &parsed, isHost: true)
        if segments[0].isCapture, RoutePattern.isWebScheme(String(decoding: scheme(parsed), as: UTF8.self)) {
            throw error(at: hostOffset, .webHostNotLiteral)
        }

        var depth = 0
        var closed = false
        var lastOpening = 0
        while index < bytes.count {
            let byte = bytes[index]
            if closed, byte != closing { throw error(at: index, .optionalGroupNotTrailing) }
            switch byte {
            case slash:
                index += 1
                if index == bytes.count, depth == 0 { break }  // a trailing slash
                guard index < bytes.count, !isDelimiter(bytes[index]) else { throw error(at: index, .emptySegment) }
                try parseSegment(into: &parsed, isHost: false)
            case opening:
                guard index + 1 < bytes.count, bytes[index + 1] == slash else {
                    throw error(at: index, .malformedOptionalGroup)
                }
                lastOpening = index
                parsed.optionalCuts.append(parsed.segmentCount)
                depth += 1
                index += 1
            default:  // closing
                guard depth > 0, parsed.optionalCuts.last != parsed.segmentCount else {
                    throw error(at: index, .malformedOptionalGroup)
                }
                depth -= 1
                closed = true
                index += 1
            }
        }
        if depth > 0 { throw error(at: lastOpening, .malformedOptionalGroup) }
        return parsed
    }

    // MARK: Parts

    private mutating func parseScheme(into parsed: inout Parsed) throws(RoutePatternError) {
        guard let first = bytes.first, URLLayout.isLetter(first) else { throw error(at: 0, .missingScheme) }
        var hasUppercase = false
        while index < bytes.count, bytes[index] != colon {
            let byte = bytes[index]
            guard URLLayout.isLetter(byte) || URLLayout.isDigit(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { throw error(at: index, .missingScheme) }
            hasUppercase = hasUppercase || RouteTrie.lowercase(byte) != byte
            index += 1
        }
        guard index < bytes.count else { throw error(at: index, .missingScheme) }
        let name = UnsafeBufferPointer(rebasing: bytes[..<index])
        parsed.schemeKey = hasUppercase ? rewrite(name.map(RouteTrie.lowercase), into: &parsed) : 0..<index
        index += 1
    }

    private mutating func parseSegment(into parsed: inout Parsed, isHost: Bool) throws(RoutePatternError) {
        if let wildcardOffset { throw error(at: wildcardOffset, .wildcardNotLast) }
        let start = index
        // One pass finds the segment's end and whether a literal needs a closer look.
        var isPlain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                let bit = UInt64(1) << UInt64(byte & 63)
                if byte < 64, RoutePatternParser.delimiterBits & bit != 0 { break }
                if (byte < 64 ? RoutePatternParser.unusualLow : RoutePatternParser.unusualHigh) & bit != 0 { isPlain = false }
            }
            index += 1
        }
        let raw = start..<index
        let segment: RouteSegment
        switch bytes[start] {
        case colon:
            let (name, type) = try parseParameter(raw.dropFirst())
            segment = RouteSegment(kind: .parameter, text: name, type: type)
        case star:
            let name = raw.count == 1 ? raw : try identifier(raw.dropFirst())
            segment = RouteSegment(kind: .wildcard, text: name, type: 0..<0)
            wildcardOffset = start
        default:
            // A URL's host never holds `:` (a port follows it) or `@` (user info precedes it),
            // so a host literal with one could never match.
            if !isPlain, isHost, let position = raw.first(where: { bytes[$0] == colon || bytes[$0] == UInt8(ascii: "@") }) {
                throw error(at: position, .invalidCharacter(character(at: position)))
            }
            // A host with capitals or in another script has its key rewritten (lowercased, ASCII).
            if isHost, isPlain,
               raw.contains(where: { (bytes[$0] >= UInt8(ascii: "A") && bytes[$0] <= UInt8(ascii: "Z")) || bytes[$0] >= 0x80 }) {
                isPlain = false
            }
            let key = isPlain ? raw : try parseLiteral(raw, isHost: isHost, into: &parsed)
            segment = RouteSegment(kind: .literal, text: key, type: 0..<0)
        }
        // Names are never rewritten, so they compare as the pattern's bytes.
        if segment.isCapture,
           segments[..<parsed.segmentCount].contains(where: { $0.isCapture && equal($0.text, segment.text) }) {
            throw error(at: start, .duplicateName(string(segment.text)))
        }
        // Never full: a segment starts after a `/`, and the buffer has room for every one.
        guard parsed.segmentCount < segments.count else { throw error(at: start, .emptySegment) }
        segments.initializeElement(at: parsed.segmentCount, to: segment)
        parsed.segmentCount += 1
    }

    /// The name's and the type's offsets; the type is empty when there is none.
    private func parseParameter(_ raw: Range<Int>) throws(RoutePatternError) -> (Range<Int>, Range<Int>) {
        guard let open = raw.first(where: { bytes[$0] == UInt8(ascii: "<") }) else { return (try identifier(raw), 0..<0) }
        let name = try identifier(raw.lowerBound..<open)
        guard bytes[raw.upperBound - 1] == UInt8(ascii: ">"), raw.upperBound - 1 > open + 1 else {
            throw error(at: open, .invalidType)
        }
        let typeRange = (open + 1)..<(raw.upperBound - 1)
        guard typeRange.allSatisfy({ isIdentifierByte(bytes[$0]) }) else { throw error(at: open + 1, .invalidType) }
        return (name, typeRange)
    }

    private func identifier(_ raw: Range<Int>) throws(RoutePatternError) -> Range<Int> {
        guard !raw.isEmpty, !URLLayout.isDigit(bytes[raw.lowerBound]),
              raw.allSatisfy({ isIdentifierByte(bytes[$0]) })
        else { throw error(at: raw.lowerBound, .invalidName(string(raw))) }
        return raw
    }

    /// Checks a literal and returns its key's offsets: its own bytes, or its key appended to the
    /// rewritten keys when it has escapes to decode or is a host with capitals.
    private func parseLiteral(
        _ raw: Range<Int>, isHost: Bool, into parsed: inout Parsed
    ) throws(RoutePatternError) -> Range<Int> {
        var hasEscapes = false
        var hasUppercase = false
        var hasNonASCII = false
        var position = raw.lowerBound
        while position < raw.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { throw error(at: position, .queryOrFragment) }
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == star || byte == UInt8(ascii: "\\") {
                throw error(at: position, .invalidCharacter(character(at: position)))
            }
            if byte == UInt8(ascii: "%") {
                guard position + 2 < raw.upperBound, PercentEncoding.hexValue(bytes[position + 1]) != nil,
                      PercentEncoding.hexValue(bytes[position + 2]) != nil
                else { throw error(at: position, .invalidPercentEncoding) }
                hasEscapes = true
            }
            hasUppercase = hasUppercase || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            hasNonASCII = hasNonASCII || byte >= 0x80
            position += 1
        }
        // Without escapes the bytes are a piece of the pattern cut at ASCII delimiters: valid
        // UTF-8 already, and the key itself unless a host's capitals are to be lowercased.
        guard hasEscapes || (isHost && (hasUppercase || hasNonASCII)) else { return raw }
        let piece = UnsafeBufferPointer(rebasing: bytes[raw])
        // A host is decoded, then its ASCII letters lowercased, as matching reads a URL's host.
        let key: [UInt8]? = hasEscapes
            ? PercentEncoding.withDecoded(piece) { PercentEncoding.isValidUTF8($0) ? Array($0) : nil }
            : Array(piece)
        guard let key else { throw error(at: raw.lowerBound, .invalidPercentEncoding) }
        guard isHost, key.contains(where: { $0 >= 0x80 }) else {
            return rewrite(isHost ? key.map(RouteTrie.lowercase) : key, into: &parsed)
        }
        // In another script: the ASCII form a URL's host is read in (`bücher` is `xn--bcher-kva`).
        guard let ascii = HostName.ascii(String(decoding: key, as: UTF8.self)) else {
            throw error(at: raw.lowerBound, .invalidCharacter(character(at: raw.lowerBound)))
        }
        return rewrite(Array(ascii.utf8), into: &parsed)
    }

    /// The scheme's key: the text's bytes, or its lowercased form among the rewritten keys.
    private func scheme(_ parsed: Parsed) -> [UInt8] {
        let key = parsed.schemeKey
        if key.lowerBound < bytes.count { return Array(bytes[key.lowerBound..<key.upperBound]) }
        return Array(parsed.rewrittenKeys[(key.lowerBound - bytes.count)..<(key.upperBound - bytes.count)])
    }

    /// Appends a key written differently from the text, and returns its offsets in the storage.
    private func rewrite(_ key: [UInt8], into parsed: inout Parsed) -> Range<Int> {
        let start = bytes.count + parsed.rewrittenKeys.count
        parsed.rewrittenKeys += key
        return start..<(start + key.count)
    }

    // MARK: Bytes and positions

    private let slash = UInt8(ascii: "/")
    private let colon = UInt8(ascii: ":")
    private let star = UInt8(ascii: "*")
    private let opening = UInt8(ascii: "(")
    private let closing = UInt8(ascii: ")")

    private func isDelimiter(_ byte: UInt8) -> Bool {
        byte == slash || byte == opening || byte == closing
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        URLLayout.isLetter(byte) || URLLayout.isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// The text of a range of the pattern's own bytes.
    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func equal(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.count == second.count && !zip(first, second).contains { bytes[$0] != bytes[$1] }
    }

    /// The character offset of a UTF-8 offset of `text`, for error messages.
    static func characterOffset(of byteOffset: Int, in text: String) -> Int {
        String(decoding: text.utf8.prefix(byteOffset), as: UTF8.self).count
    }

    private func character(at byteOffset: Int) -> Character {
        string(byteOffset..<bytes.count).first ?? " "
    }

    private func error(at byteOffset: Int, _ problem: RoutePatternError.Problem) -> RoutePatternError {
        RoutePatternError(
            pattern: text, position: RoutePatternParser.characterOffset(of: byteOffset, in: text), problem: problem)
    }
}
