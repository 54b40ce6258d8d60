extension RouteCore {
    /// Every route of the URL's scheme with its verdict; see ``RouteTable/candidates(for:)``.
    func candidates(for url: String, winner: String?) -> [RouteCandidate] {
        guard let segments = RoutingSegments(url) else { return [] }
        var candidates: [RouteCandidate] = []
        for case let entry? in entries where entry.pattern.scheme == segments.scheme {
            var best: RouteCandidate?
            let patternSegments = entry.pattern.segments  // parsed again: read once per route
            for length in entry.pattern.lengths.reversed() {
                let candidate = verdict(
                    for: entry, patternSegments: patternSegments, length: length, segments: segments, winner: winner)
                if best == nil || candidate.progress > best!.progress || candidate.isMatch { best = candidate }
                if candidate.isMatch { break }
            }
            if let best { candidates.append(best) }
        }
        return candidates.sorted { first, second in
            if first.rank != second.rank { return first.rank < second.rank }
            if first.progress != second.progress { return first.progress > second.progress }
            return first.pattern < second.pattern
        }
    }

    private func verdict(
        for entry: Entry, patternSegments: [RouteSegment], length: Int, segments: RoutingSegments, winner: String?
    ) -> RouteCandidate {
        let pattern = entry.pattern
        func candidate(_ verdict: RouteCandidate.Verdict, _ progress: Int) -> RouteCandidate {
            RouteCandidate(pattern: pattern.text, verdict: verdict, progress: progress)
        }
        let found = segments.values.count
        for (index, segment) in patternSegments.prefix(length).enumerated() {
            if segment.kind == .wildcard {
                guard index < found else { return candidate(.tooFewSegments(expected: index + 1, found: found), index) }
                if let invalid = segments.values[index...].firstIndex(where: { $0 == nil }) {
                    return candidate(.invalidEncoding(segment: invalid), index)
                }
                return matchedCandidate(pattern.text, winner: winner, progress: length)
            }
            guard index < found else { return candidate(.tooFewSegments(expected: length, found: found), index) }
            guard let value = segments.values[index] else { return candidate(.invalidEncoding(segment: index), index) }
            if segment.kind == .literal {
                // Bytes, as matching compares them: `String ==` would equate `é` with `e` and a
                // combining accent, which the trie does not.
                let expected = pattern.string(segment.text)
                var actual = index == 0 ? value.asciiLowercased : value
                if index == 0, !actual.utf8.elementsEqual(expected.utf8),
                   let ascii = actual.withUTF8({ HostName.asciiForm(ofDecoded: $0) }) {
                    actual = ascii  // a host in another script, in the ASCII form its pattern keeps
                }
                if !actual.utf8.elementsEqual(expected.utf8) {
                    return candidate(.literalDiffers(segment: index, expected: expected, found: value), index)
                }
            } else if let type = pattern.type(of: segment),
                      let parameterType = types.first(where: { $0.name == type }), !parameterType.accepts(Substring(value)) {
                return candidate(.typeRejected(parameter: pattern.name(of: segment) ?? "", type: type, value: value), index)
            }
        }
        if found > length { return candidate(.tooManySegments(expected: length, found: found), length) }
        return matchedCandidate(pattern.text, winner: winner, progress: length)
    }

    private func matchedCandidate(_ pattern: String, winner: String?, progress: Int) -> RouteCandidate {
        let verdict: RouteCandidate.Verdict = pattern == winner ? .matched : .outranked(by: winner ?? "")
        return RouteCandidate(pattern: pattern, verdict: verdict, progress: progress)
    }
}

extension RouteCandidate {
    var isMatch: Bool {
        switch verdict {
        case .matched, .outranked: true
        default: false
        }
    }

    fileprivate var rank: Int {
        switch verdict {
        case .matched: 0
        case .outranked: 1
        default: 2
        }
    }
}

/// A URL's scheme, routing segments and query, decoded: the slow, simple form used to explain
/// and to read mediator calls.
package struct RoutingSegments {
    let scheme: String
    /// Each routing segment, host first, percent-decoded; `nil` when it is not UTF-8 text.
    package let values: [String?]
    /// The query as written (without `?`), or `nil` when there is none.
    package let query: String?

    package init?(_ url: String) {
        var url = url
        guard let result = url.withUTF8({ bytes -> (String, [String?], String?)? in
            guard let layout = URLLayout(bytes) else { return nil }
            let scheme = String(decoding: bytes[layout.scheme], as: UTF8.self).lowercased()
            var values: [String?] = []
            var cursor = RoutingCursor(layout)
            while let (range, rest) = cursor.next(in: bytes) {
                values.append(PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[range])))
                cursor = rest
            }
            return (scheme, values, layout.query.map { String(decoding: bytes[$0], as: UTF8.self) })
        }) else { return nil }
        (scheme, values, query) = result
    }
}
