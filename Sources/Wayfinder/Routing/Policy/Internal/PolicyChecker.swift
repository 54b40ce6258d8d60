/// Applies a ``RoutingPolicy``; when asked to (for ``RouteExplanation``), records each decision.
struct PolicyChecker {
    let policy: RoutingPolicy
    let origin: RouteOrigin
    /// The decisions so far, when recording. Only `explain` reads them, so `open` and `canOpen`
    /// neither build their details nor store them.
    private let log: DecisionLog?

    /// The decisions made so far (empty when not recording).
    var decisions: [PolicyDecision] { log?.decisions ?? [] }

    init(policy: RoutingPolicy, origin: RouteOrigin, recording: Bool) {
        self.policy = policy
        self.origin = origin
        self.log = recording ? DecisionLog() : nil
    }

    private final class DecisionLog {
        var decisions: [PolicyDecision] = []
    }

    /// Step 1, on the URL as opened: length and control characters.
    ///
    /// - Returns: Whether the URL holds text beyond ASCII or a `%` (its host may be in another
    ///   script: see ``checkHost(of:)``).
    @discardableResult
    func checkInput(_ url: String) throws(RoutePolicyViolation) -> Bool {
        try checkLength(url)
        return try checkControlCharacters(url)
    }

    /// Step 2, on the URL to match (after rewrites); length and control characters again only
    /// when a rewrite changed the URL, and then the reading of the URL as opened too.
    ///
    /// - Parameters:
    ///   - url: The URL to match.
    ///   - input: The URL as opened, when rewrites made `url` of it.
    /// - Returns: `url` with its host in ASCII form, when it is written in another script
    ///   (``URLReading``); else `nil`.
    @discardableResult
    func checkResolved(_ url: String, rewrittenFrom input: String?) throws(RoutePolicyViolation) -> String? {
        if let input {
            try checkLength(url)
            try checkControlCharacters(url)
            // Its host is in ASCII form already when it needed one (`checkHost(of:)`).
            try settle(PolicyChecker.reading(of: input), of: input, asOpened: true)
        }
        var url = url
        let checksDotSegments = origin.isExternal
        let (scheme, segments, queryItems, dotSegment, reading) = url.withUTF8 {
            bytes -> (String, Int, Int, Int?, URLReading.Finding) in
            guard let layout = URLLayout(bytes) else { return ("", 0, 0, nil, .agreed) }
            var count = 0
            var dotSegment: Int?
            var cursor = RoutingCursor(layout)
            while let (segment, rest) = cursor.next(in: bytes) {
                count += 1
                if checksDotSegments, dotSegment == nil,
                   DotSegments.hides(UnsafeBufferPointer(rebasing: bytes[segment])) {
                    dotSegment = segment.lowerBound
                }
                cursor = rest
            }
            let query = layout.query.map { QueryParser.count(UnsafeBufferPointer(rebasing: bytes[$0])) } ?? 0
            // A scheme is ASCII (letters, digits, `+-.`): lowercased as such, not through Unicode.
            return (
                String(decoding: bytes[layout.scheme], as: UTF8.self).asciiLowercased, count, query, dotSegment,
                URLReading.read(bytes, layout))
        }
        try check(
            segments <= policy.maximumSegments, "maximumSegments", "\(segments) of at most \(policy.maximumSegments)",
            .tooManySegments(count: segments, limit: policy.maximumSegments))
        try check(
            queryItems <= policy.maximumQueryItems, "maximumQueryItems",
            "\(queryItems) of at most \(policy.maximumQueryItems)",
            .tooManyQueryItems(count: queryItems, limit: policy.maximumQueryItems))
        if origin.isExternal {
            try check(
                policy.allowedSchemes.contains(scheme), "allowedSchemes",
                policy.allowedSchemes.isEmpty ? "\"\(scheme)\" from \(origin), and none is allowed from outside"
                    : "\"\(scheme)\" from \(origin)",
                .schemeNotAllowed(scheme))
        }
        if case .otherApp(let source) = origin, let allowed = policy.allowedSourceApps {
            try check(
                source.map(allowed.contains) ?? false, "allowedSourceApps", "\(source ?? "an unknown app")",
                .sourceAppNotAllowed(source, pattern: nil))
        }
        if checksDotSegments {
            try check(
                dotSegment == nil, "dotSegments", dotSegment.map { "one at byte \($0)" } ?? "none",
                .dotSegment(offset: dotSegment ?? 0))
        }
        return try settle(reading, of: url, asOpened: false)
    }

    /// Step 1 for a URL whose host may be written in another script: refuses it when readers
    /// could read it two ways, and gives it with its host in ASCII form, so that the rewrite
    /// rules read the host as the routes do (`https://ｓｈｏｐ.example/…` is
    /// `https://shop.example/…` to both).
    ///
    /// - Returns: The URL in that form, or `nil` when its host is ASCII already.
    func checkHost(of url: String) throws(RoutePolicyViolation) -> String? {
        try settle(PolicyChecker.reading(of: url), of: url, asOpened: true)
    }

    /// Refuses a URL readers could read two ways, and gives it with its host in ASCII form when
    /// the host is in another script (else `nil`). The decision is recorded for the URL to match;
    /// for the URL as opened only a refusal is, so that an explanation names the rule once.
    @discardableResult
    @inline(__always)
    private func settle(
        _ finding: URLReading.Finding, of url: String, asOpened: Bool
    ) throws(RoutePolicyViolation) -> String? {
        let violation: RoutePolicyViolation
        switch finding {
        case .agreed:
            if !asOpened { record("oneReading", "read alike by Foundation and browsers") }
            return nil
        case .ambiguous(let ambiguity, let offset):
            violation = .ambiguousURL(ambiguity, offset: offset)
        case .unicodeHost(let host):
            switch URLReading.withASCIIHost(url, host: host) {
            case .success(let ascii):
                if !asOpened { record("oneReading", "the host read in ASCII form: \(ascii)") }
                return ascii
            case .failure(let refusal):
                violation = refusal
            }
        }
        guard case .ambiguousURL(let ambiguity, let offset) = violation else { throw violation }
        try check(false, "oneReading", "\(ambiguity) at byte \(offset)" + (asOpened ? " of \(url)" : ""), violation)
        return nil
    }

    private func record(_ rule: String, _ detail: @autoclosure () -> String) {
        log?.decisions.append(PolicyDecision(rule: rule, passed: true, detail: detail()))
    }

    /// How every reader reads a URL, or `.agreed` when it has no scheme (the fallback's).
    private static func reading(of url: String) -> URLReading.Finding {
        var url = url
        return url.withUTF8 { bytes in URLLayout(bytes).map { URLReading.read(bytes, $0) } ?? .agreed }
    }

    /// Step 3, on the matched route.
    func checkRoute(pattern: String, access: RouteAccess, sourceApps: Set<String>?) throws(RoutePolicyViolation) {
        if origin.isExternal {
            try check(
                access == .exposed, "exposed", "\(pattern) from \(origin)",
                .notExposed(pattern: pattern, origin: origin))
        }
        if case .otherApp(let source) = origin, let sourceApps {
            try check(
                source.map(sourceApps.contains) ?? false, "allowedSourceApps",
                "\(source ?? "an unknown app") for \(pattern)", .sourceAppNotAllowed(source, pattern: pattern))
        }
    }

    /// Step 3 when the web pages would show the URL: its host, from an external origin.
    ///
    /// - Parameter host: The host as the router reads it and hosts compare
    ///   (``HostName/comparable(_:)``).
    func checkWebHost(_ host: String) throws(RoutePolicyViolation) {
        guard origin.isExternal else { return }
        // The list keeps its hosts as hosts compare too.
        try check(
            policy.allowedWebHosts.contains(host), "allowedWebHosts", "\"\(host)\" from \(origin)",
            .webHostNotAllowed(host))
    }

    // MARK: Rules

    private func checkLength(_ url: String) throws(RoutePolicyViolation) {
        let length = url.utf8.count
        try check(
            length <= policy.maximumURLLength, "maximumURLLength", "\(length) of at most \(policy.maximumURLLength) bytes",
            .urlTooLong(length: length, limit: policy.maximumURLLength))
    }

    /// - Returns: Whether the URL holds text beyond ASCII or a `%`.
    @discardableResult
    private func checkControlCharacters(_ url: String) throws(RoutePolicyViolation) -> Bool {
        let (offset, holdsEncodedOrBeyondASCII) = PolicyChecker.controlCharacterOffset(url)
        try check(
            offset == nil, "controlCharacters", offset.map { "one at byte \($0)" } ?? "none",
            .controlCharacter(offset: offset ?? 0))
        return holdsEncodedOrBeyondASCII
    }

    private func check(
        _ passed: Bool, _ rule: String, _ detail: @autoclosure () -> String,
        _ violation: @autoclosure () -> RoutePolicyViolation
    ) throws(RoutePolicyViolation) {
        log?.decisions.append(PolicyDecision(rule: rule, passed: passed, detail: detail()))
        if !passed { throw violation() }
    }

    /// The offset of the first control character: raw anywhere, or percent-encoded before the
    /// query (a query value may legitimately encode a line break); and whether the URL holds text
    /// beyond ASCII or a `%`, found on the way.
    static func controlCharacterOffset(_ url: String) -> (offset: Int?, holdsEncodedOrBeyondASCII: Bool) {
        var url = url
        var holds = false
        let offset = url.withUTF8 { bytes -> Int? in
            // One pass: a raw one anywhere wins over an encoded one before it, as it always has.
            var encoded: Int?
            var isBeforeQuery = true
            var index = 0
            var wordEnd = 0
            while index < bytes.count {
                // Eight bytes at a time while none is one looked for (as in most URLs).
                if index >= wordEnd {
                    if index + 8 <= bytes.count, let word = ByteScan.word(at: index, in: bytes),
                       word & 0x8080_8080_8080_8080 == 0,
                       !ByteScan.mayHold(below: UInt8(ascii: "%") + 1, UInt8(ascii: "?"), 0x7F, in: word) {
                        index += 8
                        continue
                    }
                    wordEnd = index + 8
                }
                let byte = bytes[index]
                // Most bytes are none of the ones looked for (which are all at or below `%`, or
                // `?` or DEL): one test each.
                if byte > UInt8(ascii: "%"), byte != UInt8(ascii: "?"), byte != 0x7F {
                    if byte >= 0x80 { holds = true }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "%") { holds = true }
                if byte < 0x20 || byte == 0x7F { return index }
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                    isBeforeQuery = false
                } else if isBeforeQuery, encoded == nil, byte == UInt8(ascii: "%"), index + 2 < bytes.count,
                          let high = PercentEncoding.hexValue(bytes[index + 1]),
                          let low = PercentEncoding.hexValue(bytes[index + 2]),
                          (high << 4 | low) < 0x20 || (high << 4 | low) == 0x7F {
                    encoded = index
                }
                index += 1
            }
            return encoded
        }
        return (offset, holds)
    }
}

extension RoutingPolicy {
    /// Applies the rules that judge a URL on its own, for an entry point that takes URLs without
    /// a route table (WayfinderComponents' `Mediator.performRemote(_:origin:policy:)`): steps 1
    /// and 2 with no rewrite between them. The route's rules (step 3) are the caller's own.
    ///
    /// - Parameters:
    ///   - url: The URL as it arrived.
    ///   - origin: Where it comes from.
    /// - Throws: The first rule it breaks.
    /// - Returns: The URL to read: `url`, with its host in ASCII form if it is written in
    ///   another script (as the router reads it).
    @discardableResult
    package func check(_ url: String, from origin: RouteOrigin) throws(RoutePolicyViolation) -> String {
        let checker = PolicyChecker(policy: self, origin: origin, recording: false)
        try checker.checkInput(url)
        return try checker.checkResolved(url, rewrittenFrom: nil) ?? url
    }
}
