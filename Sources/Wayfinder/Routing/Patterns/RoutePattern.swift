/// A parsed route pattern, such as `app://user/:id<Int>` or `https://shop.com/product/*path`.
///
/// The grammar (the <doc:PatternsAndPrecedence> article teaches it; ``Router`` and ``RouteTable``
/// parse a pattern when it is registered):
///
/// - `scheme://host/segment/…` — the host is the first routing segment (`app://user/:id` has
///   the segments `user` and `:id`). For `http` and `https` the host must be a literal host name
///   (universal links); it still comes first.
/// - `:name` — a parameter: any one segment, captured under `name`.
/// - `:name<Type>` — a typed parameter: only a segment the type accepts (`Int`, `Double`,
///   `Bool`, `UUID`, or a type added to the `RouteTable`).
/// - `*` or `*name` — a wildcard, last only: the rest of the path (one or more segments), captured
///   as one value under `*` or `name`.
/// - `(/…)` around trailing segments — optional: `app://list/:id(/:page)` matches with or
///   without the page. Groups nest at the end: `app://a(/:b(/:c))`.
///
/// Scheme and host compare ignoring the case of ASCII letters (`A`–`Z`, lowercased here), and a
/// host in another script in the ASCII form Foundation reads it in (`Äpfel` is `xn--pfel-koa`,
/// as is `äpfel`); the rest of the path compares case-sensitively, byte for byte. Literal
/// segments may be percent-encoded; they are stored decoded.
package struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as it was written.
    package let text: String
    /// The scheme, lowercased.
    package var scheme: String { string(schemeKey) }
    /// How many segments the pattern has, host first.
    let segmentCount: Int
    /// The number of segments before each optional group opens, outermost first.
    let optionalCuts: [Int]
    /// The text, then the keys of the literals written differently from their keys (decoded,
    /// or a host lowercased): what the segments' ranges point into when there are such keys;
    /// `nil` when the storage is the text itself (usually), so that a copy retains one string.
    let rewrittenStorage: String?
    /// The scheme's offsets in the storage.
    let schemeKey: Range<Int>

    /// Parses a pattern.
    ///
    /// Parameter types are checked when the pattern is registered in a `RouteTable`, which
    /// knows the types.
    ///
    /// - Parameter text: The pattern as written, as in `app://repos/:id<Int>`.
    /// - Throws: ``RoutePatternError`` naming the position of the first fault.
    package init(_ text: String) throws(RoutePatternError) {
        self.init(text, try RoutePatternParser.parse(text))
    }

    /// A pattern already parsed.
    init(_ text: String, _ parsed: RoutePatternParser.Parsed) {
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; a bridged one is copied once, not at every read
        self.text = text
        self.segmentCount = parsed.segmentCount
        self.optionalCuts = parsed.optionalCuts
        self.rewrittenStorage = parsed.rewrittenKeys.isEmpty ? nil : text + String(decoding: parsed.rewrittenKeys, as: UTF8.self)
        self.schemeKey = parsed.schemeKey
    }

    /// Whether this is a web pattern (`http` or `https`), whose host is a literal host name.
    package var isWebPattern: Bool { RoutePattern.isWebScheme(scheme) }

    /// The segments, host first, as ranges of the storage: parsed again at each call, since only
    /// explanations and checks read them (a table keeps what matching needs).
    var segments: [RouteSegment] { RoutePatternParser.segments(of: text) }

    /// The host (the first segment) when it is literal, its ASCII letters lowercased (in its
    /// ASCII form when it is written in another script).
    package var host: String? {
        guard let first = segments.first, first.kind == .literal else { return nil }
        return string(first.text)
    }

    /// The names of the parameters and the wildcard, in order.
    package var parameterNames: [String] { segments.compactMap(name(of:)) }

    /// Each parameter and wildcard by name: its declared type (`nil` for an untyped parameter or
    /// a wildcard) and whether an optional group holds it.
    var captures: [String: (type: String?, isOptional: Bool)] {
        var captures: [String: (type: String?, isOptional: Bool)] = [:]
        for (index, segment) in segments.enumerated() {
            guard let name = name(of: segment) else { continue }
            captures[name] = (type(of: segment), optionalCuts.first.map { index >= $0 } ?? false)
        }
        return captures
    }

    /// The segment counts the pattern matches: one per optional group, then all of them.
    var lengths: [Int] { optionalCuts + [segmentCount] }

    /// The pattern text.
    package var description: String { text }

    /// Whether two patterns are written the same (as `String` compares: canonically equivalent
    /// texts are equal). Everything else a pattern holds is derived from its text.
    ///
    /// - Parameters:
    ///   - lhs: A pattern.
    ///   - rhs: Another pattern.
    /// - Returns: Whether their texts are equal.
    package static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        lhs.text == rhs.text
    }

    /// Hashes the pattern's text, consistently with ``==(_:_:)``.
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    static func isWebScheme(_ scheme: String) -> Bool {
        scheme == "http" || scheme == "https"
    }
}
