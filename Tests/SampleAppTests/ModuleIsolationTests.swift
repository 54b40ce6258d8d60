import Foundation
import Testing

/// The feature modules never import each other: each imports only Foundation, Wayfinder and
/// the shared contracts in SampleKit, and meets the others through services, mediator targets
/// and URLs.
@Suite("module isolation")
struct ModuleIsolationTests {
    static let modules = ["Account", "Notifications", "Repositories", "Settings"]

    @Test(arguments: modules)
    func importsOnlyTheSharedContracts(module: String) throws {
        let folder = repositoryRoot.appendingPathComponent("Sample/Modules/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        try #require(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
            for imported in imports {
                #expect(["Foundation", "Wayfinder", "SampleKit"].contains(String(imported)), "\(module)/\(file) imports \(imported)")
            }
        }
    }
}
