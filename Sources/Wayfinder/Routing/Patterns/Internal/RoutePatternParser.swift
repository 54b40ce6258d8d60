/// Parses a pattern's UTF-8 bytes in one pass; see ``RoutePattern`` for the grammar.
///
/// The parser reads the pattern's own storage through a borrowed buffer: registering a route
/// copies no bytes, and the only arrays it builds are the ones the pattern keeps.
struct RoutePatternParser {
    struct Parsed {
        var scheme = ""
        var segments: [RouteSegment] = []
        var optionalCuts: [Int] = []
        /// The UTF-8 offset where each segment starts, kept only when asked for (error messages).
        var segmentOffsets: [Int] = []
    }

    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - text: The pattern.
    ///   - recordingOffsets: Whether to fill ``Parsed/segmentOffsets``.
    /// - Returns: The scheme, segments and optional groups.
    /// - Throws: ``RoutePatternError`` at the first fault.
    static func parse(_ text: String, recordingOffsets: Bool = false) throws(RoutePatternError) -> Parsed {
        var storage = text
        let result = storage.withUTF8 { bytes -> Result<Parsed, RoutePatternError> in
            var parser = RoutePatternParser(text: text, bytes: bytes, recordingOffsets: recordingOffsets)
            do throws(RoutePatternError) { return .success(try parser.parse()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The byte offset where segment `index` of a valid pattern starts.
    static func byteOffset(ofSegment index: Int, in text: String) -> Int {
        let offsets = (try? parse(text, recordingOffsets: true))?.segmentOffsets ?? []
        return index < offsets.count ? offsets[index] : 0
    }

    private let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private let recordingOffsets: Bool
    private var index = 0
    /// Where the last wildcard starts, if one was parsed: anything after it is an error.
    private var wildcardOffset: Int?

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>, recordingOffsets: Bool) {
        self.text = text
        self.bytes = bytes
        self.recordingOffsets = recordingOffsets
    }

    private mutating func parse() throws(RoutePatternError) -> Parsed {
        var parsed = Parsed(scheme: try parseScheme())
        var slashes = 0
        for byte in bytes where byte == slash { slashes += 1 }
        parsed.segments.reserveCapacity(max(slashes - 1, 1))
        if recordingOffsets { parsed.segmentOffsets.reserveCapacity(max(slashes - 1, 1)) }
        guard bytes.count >= index + 2, bytes[index] == slash, bytes[index + 1] == slash else {
            throw error(at: index, .missingSlashes)
        }
        index += 2
        guard index < bytes.count, !isDelimiter(bytes[index]) else { throw error(at: index, .missingHost) }
        let hostOffset = index
        try parseSegment(into: &parsed, isHost: true)
        if RoutePattern.isWebScheme(parsed.scheme), parsed.segments[0].name != nil {
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
                parsed.optionalCuts.append(parsed.segments.count)
                depth += 1
                index += 1
            default:  // closing
                guard depth > 0, parsed.optionalCuts.last != parsed.segments.count else {
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

    private mutating func parseScheme() throws(RoutePatternError) -> String {
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
        let scheme = hasUppercase
            ? String(decoding: name.map(RouteTrie.lowercase), as: UTF8.self)
            : String(decoding: name, as: UTF8.self)
        index += 1
        return scheme
    }

    private mutating func parseSegment(into parsed: inout Parsed, isHost: Bool) throws(RoutePatternError) {
        if let wildcardOffset { throw error(at: wildcardOffset, .wildcardNotLast) }
        let start = index
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
        let raw = start..<index
        let segment: RouteSegment
        switch bytes[start] {
        case colon:
            let (name, type) = try parseParameter(raw.dropFirst())
            segment = .parameter(name: name, type: type)
        case star:
            let name = raw.count == 1 ? "*" : try identifier(raw.dropFirst())
            segment = .wildcard(name: name)
            wildcardOffset = start
        default:
            // A URL's host never holds `:` (a port follows it) or `@` (user info precedes it),
            // so a host literal with one could never match.
            if isHost, let position = raw.first(where: { bytes[$0] == colon || bytes[$0] == UInt8(ascii: "@") }) {
                throw error(at: position, .invalidCharacter(character(at: position)))
            }
            let literal = try parseLiteral(raw)
            segment = .literal(isHost ? literal.asciiLowercased : literal)
        }
        if let name = segment.name, parsed.segments.contains(where: { $0.name == name }) {
            throw error(at: start, .duplicateName(name))
        }
        parsed.segments.append(segment)
        if recordingOffsets { parsed.segmentOffsets.append(start) }
    }

    private func parseParameter(_ raw: Range<Int>) throws(RoutePatternError) -> (String, String?) {
        guard let open = raw.first(where: { bytes[$0] == UInt8(ascii: "<") }) else { return (try identifier(raw), nil) }
        let name = try identifier(raw.lowerBound..<open)
        guard bytes[raw.upperBound - 1] == UInt8(ascii: ">"), raw.upperBound - 1 > open + 1 else {
            throw error(at: open, .invalidType)
        }
        let typeRange = (open + 1)..<(raw.upperBound - 1)
        guard typeRange.allSatisfy({ isIdentifierByte(bytes[$0]) }) else { throw error(at: open + 1, .invalidType) }
        return (name, string(typeRange))
    }

    private func identifier(_ raw: Range<Int>) throws(RoutePatternError) -> String {
        guard !raw.isEmpty, !URLLayout.isDigit(bytes[raw.lowerBound]),
              raw.allSatisfy({ isIdentifierByte(bytes[$0]) })
        else { throw error(at: raw.lowerBound, .invalidName(string(raw))) }
        return string(raw)
    }

    private func parseLiteral(_ raw: Range<Int>) throws(RoutePatternError) -> String {
        var hasEscapes = false
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
            position += 1
        }
        // Without escapes the bytes are a piece of the pattern cut at ASCII delimiters: valid
        // UTF-8 already.
        guard hasEscapes else { return string(raw) }
        guard let decoded = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[raw])) else {
            throw error(at: raw.lowerBound, .invalidPercentEncoding)
        }
        return decoded
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

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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
