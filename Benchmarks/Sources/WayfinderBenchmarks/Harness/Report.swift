import Foundation

/// One line of the results: Wayfinder's figure and a peer's, from the same run.
struct Row: Codable {
    /// What was measured, as in `match hit · 10,000 routes`.
    var benchmark: String
    /// The unit of the figures, as in `ns/match`.
    var unit: String
    /// Wayfinder's figure.
    var wayfinder: Double
    /// Wayfinder's heap allocations per operation, when counted.
    var wayfinderAllocations: Double?
    /// The peer measured alongside, if any.
    var peer: String?
    /// The peer's figure.
    var peerValue: Double?
    /// The peer's heap allocations per operation.
    var peerAllocations: Double?
    /// `peerValue / wayfinder`: how many times faster Wayfinder is (above 1) or slower (below 1).
    var ratio: Double?

    init(_ benchmark: String, unit: String, wayfinder: Measurement, peer: String? = nil, peerMeasurement: Measurement? = nil) {
        self.benchmark = benchmark
        self.unit = unit
        self.wayfinder = wayfinder.nanoseconds
        self.wayfinderAllocations = wayfinder.allocations
        self.peer = peer
        self.peerValue = peerMeasurement?.nanoseconds
        self.peerAllocations = peerMeasurement?.allocations
        self.ratio = peerMeasurement.map { $0.nanoseconds / wayfinder.nanoseconds }
    }

    init(_ benchmark: String, unit: String, value: Double, peer: String? = nil, peerValue: Double? = nil) {
        self.benchmark = benchmark
        self.unit = unit
        self.wayfinder = value
        self.peer = peer
        self.peerValue = peerValue
        self.ratio = peerValue.map { $0 / value }
    }
}

/// A target from issue 7, and whether this run met it.
struct TargetCheck: Codable {
    var target: String
    var measured: String
    var met: Bool
}

/// Everything one run measured.
struct Report: Codable {
    /// The operating system, as Foundation names it.
    var platform: String
    /// Cores and memory.
    var machine: String
    var rows: [Row]
    var targets: [TargetCheck]

    /// The rows and targets as a Markdown table (the README's "Performance" section shows it).
    var table: String {
        func number(_ value: Double?) -> String {
            guard let value else { return "" }
            if value >= 1_000 { return String(format: "%.0f", value) }
            if value >= 10 { return String(format: "%.1f", value) }
            return String(format: "%.2f", value)
        }
        var lines = [
            "| benchmark | unit | Wayfinder | allocs | peer | peer's | allocs | ratio |",
            "|---|---|--:|--:|---|--:|--:|--:|",
        ]
        for row in rows {
            lines.append("| \(row.benchmark) | \(row.unit) | \(number(row.wayfinder)) | \(number(row.wayfinderAllocations)) | "
                + "\(row.peer ?? "") | \(number(row.peerValue)) | \(number(row.peerAllocations)) | "
                + "\(row.ratio.map { number($0) + "×" } ?? "") |")
        }
        lines += ["", "| target | measured | met |", "|---|---|---|"]
        for target in targets {
            lines.append("| \(target.target) | \(target.measured) | \(target.met ? "yes" : "**no**") |")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON, keys sorted, for `results/latest.json`.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
