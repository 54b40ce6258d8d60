extension RoutePattern {
    /// The name a parameter or wildcard is captured under; `nil` for a literal.
    func name(of segment: RouteSegment) -> String? {
        segment.isCapture ? string(segment.text) : nil
    }

    /// A typed parameter's type name; `nil` for every other segment.
    func type(of segment: RouteSegment) -> String? {
        segment.type.isEmpty ? nil : string(segment.type)
    }

    /// The text of a range of the storage: a literal's key, a name or a type.
    func string(_ range: Range<Int>) -> String {
        withStorage { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Runs `body` with the storage's UTF-8 bytes, which the segments' ranges index: the text,
    /// followed by the rewritten keys when there are any.
    func withStorage<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var storage = rewrittenStorage ?? text
        return try storage.withUTF8(body)
    }
}
