/// Splits a query into items: `&`-separated, `name=value`, percent-decoded.
enum QueryParser {
    static func parse(_ query: Substring, plusIsSpace: Bool) -> [String: [String]] {
        var items: [String: [String]] = [:]
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let (name, value) = split(item)
            items[PercentEncoding.decode(name, plusAsSpace: plusIsSpace), default: []]
                .append(PercentEncoding.decode(value, plusAsSpace: plusIsSpace))
        }
        return items
    }

    /// The number of items, counted without decoding anything.
    static func count(_ query: UnsafeBufferPointer<UInt8>) -> Int {
        query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).count
    }

    private static func split(_ item: Substring) -> (Substring, Substring) {
        guard let equals = item.firstIndex(of: "=") else { return (item, "") }
        return (item[..<equals], item[item.index(after: equals)...])
    }
}
