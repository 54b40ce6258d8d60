/// Parses a pattern's UTF-8 bytes in one pass; see ``RoutePattern`` for the grammar.
struct RoutePatternParser {
    struct Parsed {
        var scheme: String
        var segments: [RouteSegment] = []
        var optionalCuts: [Int] = []
        /// The UTF-8 offset where each segment starts, for error messages.
        var segmentOffsets: [Int] = []
    }

    private let text: String
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    mutating func parse() throws(RoutePatternError) -> Parsed {
        var parsed = Parsed(scheme: try parseScheme())
        let slashes = bytes.count { $0 == slash }
        parsed.segments.reserveCapacity(slashes)
        parsed.segmentOffsets.reserveCapacity(slashes)
        guard bytes.count >= index + 2, bytes[index] == slash, bytes[index + 1] == slash else {
            throw error(at: index, .missingSlashes)
        }
        index += 2
        guard index < bytes.count, !isDelimiter(bytes[index]) else { throw error(at: index, .missingHost) }
        try parseSegment(into: &parsed, isHost: true)

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
        if let wildcard = parsed.segments.dropLast().firstIndex(where: { if case .wildcard = $0 { true } else { false } }) {
            throw error(at: parsed.segmentOffsets[wildcard], .wildcardNotLast)
        }
        if RoutePattern.isWebScheme(parsed.scheme), parsed.segments[0].name != nil {
            throw error(at: parsed.segmentOffsets[0], .webHostNotLiteral)
        }
        return parsed
    }

    // MARK: Parts

    private mutating func parseScheme() throws(RoutePatternError) -> String {
        guard let first = bytes.first, URLLayout.isLetter(first) else { throw error(at: 0, .missingScheme) }
        while index < bytes.count, bytes[index] != colon {
            let byte = bytes[index]
            guard URLLayout.isLetter(byte) || URLLayout.isDigit(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { throw error(at: index, .missingScheme) }
            index += 1
        }
        guard index < bytes.count else { throw error(at: index, .missingScheme) }
        let name = bytes[..<index]
        let scheme = name.contains(where: { RouteTrie.lowercase($0) != $0 })
            ? String(decoding: name.map(RouteTrie.lowercase), as: UTF8.self)
            : String(decoding: name, as: UTF8.self)
        index += 1
        return scheme
    }

    private mutating func parseSegment(into parsed: inout Parsed, isHost: Bool) throws(RoutePatternError) {
        let start = index
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
        let raw = bytes[start..<index]
        let segment: RouteSegment
        switch raw.first {
        case colon:
            let (name, type) = try parseParameter(raw.dropFirst())
            segment = .parameter(name: name, type: type)
        case star:
            let name = raw.count == 1 ? "*" : try identifier(raw.dropFirst())
            segment = .wildcard(name: name)
        default:
            // A URL's host never holds `:` (a port follows it) or `@` (user info precedes it),
            // so a host literal with one could never match.
            if isHost, let position = raw.firstIndex(where: { $0 == colon || $0 == UInt8(ascii: "@") }) {
                throw error(at: position, .invalidCharacter(character(at: position)))
            }
            let literal = try parseLiteral(raw)
            segment = .literal(isHost ? literal.asciiLowercased : literal)
        }
        if let name = segment.name, parsed.segments.contains(where: { $0.name == name }) {
            throw error(at: start, .duplicateName(name))
        }
        parsed.segments.append(segment)
        parsed.segmentOffsets.append(start)
    }

    private func parseParameter(_ raw: ArraySlice<UInt8>) throws(RoutePatternError) -> (String, String?) {
        guard let open = raw.firstIndex(of: UInt8(ascii: "<")) else { return (try identifier(raw), nil) }
        let name = try identifier(raw[..<open])
        guard raw.last == UInt8(ascii: ">"), raw.endIndex - 1 > open + 1 else {
            throw error(at: open, .invalidType)
        }
        let typeBytes = raw[(open + 1)..<(raw.endIndex - 1)]
        guard typeBytes.allSatisfy(isIdentifierByte) else { throw error(at: open + 1, .invalidType) }
        return (name, String(decoding: typeBytes, as: UTF8.self))
    }

    private func identifier(_ raw: ArraySlice<UInt8>) throws(RoutePatternError) -> String {
        let name = String(decoding: raw, as: UTF8.self)
        guard let first = raw.first, !URLLayout.isDigit(first), raw.allSatisfy(isIdentifierByte) else {
            throw error(at: raw.startIndex, .invalidName(name))
        }
        return name
    }

    private func parseLiteral(_ raw: ArraySlice<UInt8>) throws(RoutePatternError) -> String {
        var hasEscapes = false
        var position = raw.startIndex
        while position < raw.endIndex {
            let byte = raw[position]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { throw error(at: position, .queryOrFragment) }
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == star || byte == UInt8(ascii: "\\") {
                throw error(at: position, .invalidCharacter(character(at: position)))
            }
            if byte == UInt8(ascii: "%") {
                guard position + 2 < raw.endIndex, PercentEncoding.hexValue(raw[position + 1]) != nil,
                      PercentEncoding.hexValue(raw[position + 2]) != nil
                else { throw error(at: position, .invalidPercentEncoding) }
                hasEscapes = true
            }
            position += 1
        }
        // Without escapes the bytes are a piece of the pattern cut at ASCII delimiters: valid
        // UTF-8 already.
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        let decoded: String? = raw.withUnsafeBufferPointer { PercentEncoding.decodedString($0) }
        guard let decoded else { throw error(at: raw.startIndex, .invalidPercentEncoding) }
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

    /// The character offset of a UTF-8 offset of `text`, for error messages.
    static func characterOffset(of byteOffset: Int, in text: String) -> Int {
        String(decoding: text.utf8.prefix(byteOffset), as: UTF8.self).count
    }

    private func character(at byteOffset: Int) -> Character {
        let characters = String(decoding: bytes[byteOffset...], as: UTF8.self)
        return characters.first ?? " "
    }

    private func error(at byteOffset: Int, _ problem: RoutePatternError.Problem) -> RoutePatternError {
        RoutePatternError(
            pattern: text, position: RoutePatternParser.characterOffset(of: byteOffset, in: text), problem: problem)
    }
}
