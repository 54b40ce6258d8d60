/// Splits a query into items: `&`-separated, `name=value`, percent-decoded.
///
/// Works on UTF-8 bytes, as the policy's item count does: splitting `Character`s would glue a
/// combining mark to the `&` or `=` before it (`?a=1&\u{301}b=2` is two items, not one).
package enum QueryParser {
    package static func parse(_ query: Substring, plusIsSpace: Bool) -> [String: [String]] {
        var query = query
        return query.withUTF8 { bytes in
            var items: [String: [String]] = [:]
            forEachItem(in: bytes) { name, value in
                items[PercentEncoding.lenientlyDecodedString(name, plusAsSpace: plusIsSpace), default: []]
                    .append(PercentEncoding.lenientlyDecodedString(value, plusAsSpace: plusIsSpace))
            }
            return items
        }
    }

    /// The values of the items named `name`, in order, decoded as ``parse(_:plusIsSpace:)``
    /// decodes them; `nil` when there is none. Scans the query once without building a
    /// dictionary: a name is compared decoded, and only matching values become strings.
    static func values(named name: String, in query: Substring, plusIsSpace: Bool) -> [String]? {
        var query = query
        var name = name
        return name.withUTF8 { target in
            query.withUTF8 { bytes in
                var values: [String]?
                forEachItem(in: bytes) { itemName, value in
                    guard PercentEncoding.withDecoded(itemName, plusAsSpace: plusIsSpace, { $0.elementsEqual(target) })
                    else { return }
                    let decoded = PercentEncoding.lenientlyDecodedString(value, plusAsSpace: plusIsSpace)
                    if values == nil { values = [decoded] } else { values?.append(decoded) }
                }
                return values
            }
        }
    }

    /// The number of items, counted without decoding anything.
    static func count(_ query: UnsafeBufferPointer<UInt8>) -> Int {
        query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).count
    }

    /// Calls `body` with each non-empty item's name and value, still encoded; an item without
    /// `=` has an empty value.
    private static func forEachItem(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                let item = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                body(
                    UnsafeBufferPointer(rebasing: item[..<equals]),
                    UnsafeBufferPointer(rebasing: item[(equals < item.endIndex ? equals + 1 : equals)...]))
            }
            start = end + 1
        }
    }
}
