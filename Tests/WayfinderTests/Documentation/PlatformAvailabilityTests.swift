import Foundation
import Testing

/// The minimum platforms of each library are stated three times — `Package.swift`'s
/// `platforms`, the README's table, and `WayfinderSwiftUI`'s `@available` attributes — and
/// must agree.
@Suite("platform availability")
struct PlatformAvailabilityTests {
    static let systems = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

    /// A README table row's cells, by system, for the row whose first cell is `library`.
    static func readmeRow(_ library: String) throws -> [String: String] {
        let readme = try DocumentationCodeTests.read("README.md")
        let row = try #require(readme.components(separatedBy: "\n").first { $0.hasPrefix("| \(library) |") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        return Dictionary(uniqueKeysWithValues: zip(systems, cells.dropFirst()))
    }

    /// The versions in `Package.swift`'s `platforms`, by system.
    static func packagePlatforms() throws -> [String: String] {
        let manifest = try DocumentationCodeTests.read("Package.swift")
        let pattern = try NSRegularExpression(pattern: #"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)\)"#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        var versions: [String: String] = [:]
        for match in pattern.matches(in: manifest, range: range) {
            guard let system = Range(match.range(at: 1), in: manifest), let version = Range(match.range(at: 2), in: manifest)
            else { continue }
            versions[String(manifest[system])] = String(manifest[version])
        }
        return versions
    }

    @Test func theCoreRowIsThePackagesPlatforms() throws {
        let package = try Self.packagePlatforms()
        #expect(Set(package.keys) == Set(Self.systems))
        #expect(try Self.readmeRow("Wayfinder, WayfinderTesting, WayfinderComponents") == package)
        let uikit = try Self.readmeRow("WayfinderUIKit")
        for system in ["iOS", "tvOS", "visionOS"] {
            #expect(uikit[system] == package[system], "WayfinderUIKit on \(system)")
        }
    }

    @Test func everySwiftUIDeclarationIsAvailableFromTheREADMEsRow() throws {
        let row = try Self.readmeRow("WayfinderSwiftUI")
        let expected = "@available(" + Self.systems.map { "\($0) \(row[$0] ?? "?")" }.joined(separator: ", ") + ", *)"
        let files = DocumentationCodeTests.files(under: "Sources/WayfinderSwiftUI", ending: ".swift")
        #expect(!files.isEmpty)
        var declarations = 0
        for file in files {
            let lines = try DocumentationCodeTests.read(file).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                if line.contains("@available(") { #expect(line.trimmingCharacters(in: .whitespaces) == expected, "\(file):\(index + 1)") }
                let isTopLevel = ["public ", "struct ", "final class ", "class ", "enum ", "extension "].contains { line.hasPrefix($0) }
                guard isTopLevel else { continue }
                declarations += 1
                let isAvailable = lines[..<index].reversed().prefix { $0.hasPrefix("@") }.contains(expected)
                #expect(isAvailable, "\(file):\(index + 1) has no \(expected)")
            }
        }
        #expect(declarations >= 8)
    }
}
