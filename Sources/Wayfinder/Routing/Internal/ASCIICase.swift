extension String {
    /// The text with `A–Z` lowercased and every other character kept: how hosts compare.
    ///
    /// Matching lowercases URL bytes the same way, without decoding characters; a host in
    /// another script compares in its ASCII form instead (``HostName``), which folds its case.
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return self }
        return String(decoding: utf8.map(RouteTrie.lowercase), as: UTF8.self)
    }
}
