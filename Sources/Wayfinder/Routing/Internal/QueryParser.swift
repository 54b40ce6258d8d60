/// Splits a query into items: `&`-separated, `name=value`, percent-decoded.
///
/// Works on UTF-8 bytes, as the policy's item count does: splitting `Character`s would glue a
/// combining mark to the `&` or `=` before it (`?a=1&\u{301}b=2` is two items, not one).
enum QueryParser {
    static func parse(_ query: Substring, plusIsSpace: Bool) -> [String: [String]] {
        var query = String(query)
        return query.withUTF8 { bytes in
            var items: [String: [String]] = [:]
            for item in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                let name = UnsafeBufferPointer(rebasing: item[..<equals])
                let value = UnsafeBufferPointer(rebasing: item[(equals < item.endIndex ? equals + 1 : equals)...])
                items[PercentEncoding.lenientlyDecodedString(name, plusAsSpace: plusIsSpace), default: []]
                    .append(PercentEncoding.lenientlyDecodedString(value, plusAsSpace: plusIsSpace))
            }
            return items
        }
    }

    /// The number of items, counted without decoding anything.
    static func count(_ query: UnsafeBufferPointer<UInt8>) -> Int {
        query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).count
    }
}
