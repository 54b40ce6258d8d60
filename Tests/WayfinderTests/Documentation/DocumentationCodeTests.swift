import Foundation
import Testing

/// The Swift in the README and the DocC articles is code the tests compile: every ```swift block
/// appears, line for line (indented alike, or not), in a file under `Tests/*/Documentation/` or
/// `Tests/PlatformExamples/`. A block marked `<!-- not compiled: why -->` on the line before is
/// exempt; the marks are few, and this test lists them. What the CHANGELOG tells users to write
/// instead is code too: every replacement of the unreleased version is in a
/// `Tests/*/Documentation/Changelog*.swift` file.
@Suite("documentation code")
struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A ```swift block of a document: where it starts and its lines.
    struct Block: CustomStringConvertible {
        let document: String
        let line: Int
        let lines: [String]
        let isExempt: Bool
        var description: String { "\(document):\(line)" }
    }

    static func files(under folder: String, ending suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }.sorted()
    }

    static var documents: [String] {
        ["README.md"] + files(under: "Sources", ending: ".md").filter { $0.contains(".docc/") }
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func blocks(in document: String) throws -> [Block] {
        let lines = try read(document).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let start = index
            let fence = lines[index].prefix { $0 == " " }
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index].hasPrefix(fence) ? String(lines[index].dropFirst(fence.count)) : lines[index])
                index += 1
            }
            let previous = lines[..<start].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            blocks.append(Block(
                document: document, line: start + 1, lines: body,
                isExempt: previous.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- not compiled")))
            index += 1
        }
        return blocks
    }

    /// Whether `block` appears in `source`, each line with the same extra indentation.
    static func contains(_ source: [String], _ block: [String]) -> Bool {
        let wanted = block.reversed().drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.reversed().map { $0 }
        guard let first = wanted.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return true }
        for start in source.indices where source[start].hasSuffix(first) {
            let indent = String(source[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let offset = wanted.firstIndex(of: first) ?? 0
            guard start >= offset, start - offset + wanted.count <= source.count else { continue }
            let matches = zip(source[(start - offset)...], wanted).allSatisfy { line, expected in
                expected.trimmingCharacters(in: .whitespaces).isEmpty
                    ? line.trimmingCharacters(in: .whitespaces).isEmpty
                    : line == indent + expected
            }
            if matches { return true }
        }
        return false
    }

    @Test func everySwiftBlockIsCompiledCode() throws {
        let sources = (Self.files(under: "Tests", ending: ".swift").filter {
            $0.contains("/Documentation/") || $0.hasPrefix("Tests/PlatformExamples/")
        }).map { try? Self.read($0).components(separatedBy: "\n") }.compactMap { $0 }
        var checked = 0
        var exempt: [String] = []
        for document in Self.documents {
            for block in try Self.blocks(in: document) {
                if block.isExempt {
                    exempt.append(block.description)
                    continue
                }
                checked += 1
                if !sources.contains(where: { Self.contains($0, block.lines) }) {
                    Issue.record("\(block): this block is not in any file under Tests/*/Documentation or Tests/PlatformExamples")
                }
            }
        }
        #expect(checked > 0)
        print("documentation code: \(checked) blocks compiled, \(exempt.count) marked not compiled \(exempt)")
    }

    /// The replacements of the CHANGELOG's first (unreleased) version: each `` `old` → `new` ``,
    /// each `` write `new` `` and each `` `new` for `old` ``, joined across line breaks. Not code, and left
    /// out: a fragment with `…` in it, a member or selector named by itself (`Type.member`,
    /// `name(label:)`, `label:`) and a manifest's JSON (`"key": value`).
    static func changelogReplacements() throws -> [String] {
        let text = try read("CHANGELOG.md")
        let versions = text.components(separatedBy: "\n## ")
        guard versions.count > 1 else { return [] }
        let unreleased = versions[1].split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let replacement = /(?:→|[Ww]rite(?: instead)?:?) `([^`]+)`|`([^`]+)` for `/
        let notCode = /…|^[\w.]*\((?:\w*:)+\)$|^\w+:$|^[A-Z]\w*\.[a-z]\w*$|^"\w+": |\w+:\)$/
        return unreleased.matches(of: replacement).compactMap { ($0.output.1 ?? $0.output.2).map(String.init) }
            .filter { $0.firstMatch(of: notCode) == nil }
    }

    @Test func everyReplacementTheChangelogGivesIsCompiledCode() throws {
        let migrations = Self.files(under: "Tests", ending: ".swift")
            .filter { $0.contains("/Documentation/Changelog") }
            .compactMap { try? Self.read($0) }.joined(separator: "\n")
        let replacements = try Self.changelogReplacements()
        #expect(replacements.count > 20)
        // Whole, not inside a longer expression: `.push(x)` is not found in `.sent(.push(x))`.
        func standsAlone(_ replacement: String) -> Bool {
            migrations.ranges(of: replacement).contains { range in
                range.lowerBound == migrations.startIndex
                    || migrations[migrations.index(before: range.lowerBound)] != "("
            }
        }
        for replacement in Set(replacements) where !standsAlone(replacement) {
            Issue.record("CHANGELOG.md says to write `\(replacement)`, which no Tests/*/Documentation/Changelog*.swift file compiles")
        }
    }
}
