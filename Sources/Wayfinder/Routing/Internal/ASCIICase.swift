extension String {
    /// The text with `A–Z` lowercased and every other character kept: how hosts compare.
    ///
    /// Matching lowercases URL bytes the same way, without decoding characters, so a pattern's
    /// host must not be lowercased further (`Ä` stays `Ä` on both sides).
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return self }
        return String(decoding: utf8.map(RouteTrie.lowercase), as: UTF8.self)
    }
}
