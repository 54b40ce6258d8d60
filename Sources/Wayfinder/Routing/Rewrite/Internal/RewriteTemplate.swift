/// A rewrite rule's replacement, parsed once: literal text and variables.
struct RewriteTemplate: Hashable, Sendable {
    enum CaptureForm: Hashable, Sendable {
        /// `$1`: as captured.
        case raw
        /// `$$1`: percent-encoded, so it can stand in a query value.
        case encoded
        /// `$#1`: percent-decoded.
        case decoded
    }

    enum Component: String, Hashable, Sendable, CaseIterable {
        case scheme, host, port, path, query, fragment, url
    }

    enum Part: Hashable, Sendable {
        case text(String)
        case capture(Int, CaptureForm)
        case component(Component)
    }

    let parts: [Part]

    init(_ template: String) throws(RewriteRuleError) {
        var parts: [Part] = []
        var text = ""
        let characters = Array(template)
        var index = 0
        while index < characters.count {
            guard characters[index] == "$" else {
                text.append(characters[index])
                index += 1
                continue
            }
            let start = index
            index += 1
            var form = CaptureForm.raw
            if index < characters.count, characters[index] == "$" || characters[index] == "#" {
                form = characters[index] == "$" ? .encoded : .decoded
                index += 1
            }
            let part: Part
            if index < characters.count, let digit = characters[index].wholeNumberValue, digit >= 1, digit <= 9,
               characters[index].isASCII {
                part = .capture(digit, form)
                index += 1
            } else if form == .raw, let component = RewriteTemplate.component(in: characters, at: index) {
                part = .component(component)
                index += component.rawValue.count
            } else {
                throw .invalidVariable(template: template, position: start)
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            parts.append(part)
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The longest component name at `index` that is not followed by another letter.
    private static func component(in characters: [Character], at index: Int) -> Component? {
        Component.allCases.first { component in
            let name = Array(component.rawValue)
            guard index + name.count <= characters.count, Array(characters[index..<(index + name.count)]) == name else {
                return false
            }
            return index + name.count == characters.count || !characters[index + name.count].isLetter
        }
    }

    /// The text of the template for one match.
    ///
    /// - Parameters:
    ///   - captures: The groups' UTF-8 offsets in `url` (`nil` for a group that did not take part).
    ///   - url: The URL matched.
    /// - Returns: The rewritten URL.
    func render(captures: [Range<Int>?], url: String) -> String {
        var url = url
        url.makeContiguousUTF8()  // a no-op for native strings
        if let plain = renderPlain(captures: captures, url: url) { return plain }
        let utf8 = url.utf8
        let captures = captures.map { range in
            range.map { url[utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)] }
        }
        var result = ""
        result.reserveCapacity(url.utf8.count + 16)
        for part in parts {
            switch part {
            case .text(let text):
                result += text
            case .capture(let number, let form):
                let value = number < captures.count ? captures[number] ?? "" : ""
                switch form {
                case .raw: result += value
                case .encoded: result += PercentEncoding.encode(value)
                case .decoded: result += PercentEncoding.decode(value)
                }
            case .component(let component):
                result += RewriteTemplate.value(of: component, in: url)
            }
        }
        return result
    }

    /// The text of a template of plain text and raw captures (most are) for one match, its
    /// bytes copied once, from the template and the URL, into a string made at its final size;
    /// `nil` for any other template. (`+=` of a `Substring` goes through the generic append,
    /// several hundred instructions a part.)
    private func renderPlain(captures: [Range<Int>?], url: String) -> String? {
        var count = 0
        for part in parts {
            switch part {
            case .text(let text): count += text.utf8.count
            case .capture(let number, .raw): count += number < captures.count ? captures[number]?.count ?? 0 : 0
            case .capture, .component: return nil
            }
        }
        var url = url
        return url.withUTF8 { urlBytes in
            String(unsafeUninitializedCapacity: count) { buffer in
                var offset = 0
                func copy(_ source: UnsafeBufferPointer<UInt8>) {
                    offset += UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: source)
                }
                for part in parts {
                    switch part {
                    case .text(var text): text.withUTF8(copy)
                    case .capture(let number, _):
                        if number < captures.count, let range = captures[number] { copy(UnsafeBufferPointer(rebasing: urlBytes[range])) }
                    case .component: break
                    }
                }
                return offset
            }
        }
    }

    private static func value(of component: Component, in url: String) -> String {
        if component == .url { return url }
        var url = url
        return url.withUTF8 { bytes in
            guard let layout = URLLayout(bytes) else { return "" }
            let range: Range<Int>? = switch component {
            case .scheme: layout.scheme
            case .host: layout.host
            case .port: layout.port
            case .path: layout.path
            case .query: layout.query
            case .fragment: layout.fragment
            case .url: nil
            }
            return range.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
        }
    }
}
