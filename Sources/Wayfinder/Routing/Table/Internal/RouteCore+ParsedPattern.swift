extension RouteCore {
    /// A pattern with its segments and its storage's bytes, borrowed for one call.
    struct ParsedPattern {
        let pattern: RoutePattern
        let segments: UnsafeBufferPointer<RouteSegment>
        let storage: UnsafeBufferPointer<UInt8>

        func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: storage[range])
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: bytes(range), as: UTF8.self)
        }
    }

    /// Parses `text` and runs `body` with the pattern, its segments and its storage's bytes (or
    /// the fault). The segments live on the stack for the call: a table keeps no array of them.
    static func withParsed<Result>(
        _ text: String, _ body: (Swift.Result<ParsedPattern, RoutePatternError>) -> Result
    ) -> Result {
        RoutePatternParser.withSegments(of: text) { parsed, segments in
            switch parsed {
            case .failure(let error):
                return body(.failure(error))
            case .success(let parsed):
                let pattern = RoutePattern(text, parsed)
                return pattern.withStorage { body(.success(ParsedPattern(pattern: pattern, segments: segments, storage: $0))) }
            }
        }
    }
}
