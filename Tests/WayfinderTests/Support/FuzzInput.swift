/// A fuzzer's bytes, read the way the fuzz targets read them. The targets are compiled twice:
/// into the fuzzing executables (`Scripts/fuzz.sh`) and into the test targets, where
/// `FuzzCorpusTests` (and WayfinderComponentsTests' `ManifestFuzzCorpusTests`) replay the
/// committed seeds and every crash ever found (``committed(for:)``).
struct FuzzInput {
    /// The byte that separates a target's fields; it never occurs in UTF-8 text.
    static let separator: UInt8 = 0xFF

    let bytes: [UInt8]

    /// The whole input as text (invalid UTF-8 becomes U+FFFD).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The input split at ``separator`` into one text per limit, each cut to its limit in bytes:
    /// missing fields are empty, and the last one takes the rest.
    func fields(limits: [Int]) -> [String] {
        let parts = bytes.split(separator: Self.separator, maxSplits: limits.count - 1, omittingEmptySubsequences: false)
        return limits.indices.map { index in
            index < parts.count ? String(decoding: parts[index].prefix(limits[index]), as: UTF8.self) : ""
        }
    }
}
