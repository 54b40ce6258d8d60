import Foundation
import Testing

/// The feature modules never import each other: each imports only Foundation, Wayfinder,
/// WayfinderComponents and the shared contracts in SampleKit, and meets the others through
/// services, mediator targets and URLs. (SwiftPM lets a target import any module already built, declared or not; `.ci/run`
/// also builds with `--explicit-target-dependency-import-check=error`.)
@Suite("module isolation")
struct ModuleIsolationTests {
    static let modules = ["Account", "Notifications", "Repositories", "Settings"]
    static let allowed: Set<String> = ["Foundation", "Wayfinder", "WayfinderComponents", "SampleKit"]

    @Test(arguments: modules)
    func importsOnlyTheSharedContracts(module: String) throws {
        let folder = repositoryRoot.appendingPathComponent("Sample/Modules/\(module)")
        let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
        try #require(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for imported in Self.imports(in: source) {
                #expect(Self.allowed.contains(imported), "\(module)/\(file) imports \(imported)")
            }
        }
    }

    @Test func readsEveryFormOfImport() {
        let source = """
            import Foundation
              @preconcurrency import AccountFeature
            #if canImport(Glibc)
                public import struct RepositoriesFeature.Repository
            #endif
            @_exported internal import SettingsFeature // comment
            let important = 1 // import Nothing
            """
        #expect(Self.imports(in: source) == ["Foundation", "AccountFeature", "RepositoriesFeature", "SettingsFeature"])
    }

    /// The modules a source file imports, whatever attributes, access level or import kind the
    /// declaration carries.
    static func imports(in source: String) -> [String] {
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        return source.split(whereSeparator: \.isNewline).compactMap { line in
            var words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
            if let first = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import", words.count > 1 else { return nil }
            var path = words[words.startIndex + 1]
            if kinds.contains(path), words.count > 2 { path = words[words.startIndex + 2] }
            return path.split(separator: ".").first.map(String.init)
        }
    }
}
