import Foundation
import Testing

/// The README's UIKit scene delegate and SwiftUI app are the files in `Tests/PlatformExamples`:
/// the UIKit one is type-checked by `Scripts/check-platform-files.sh`, and this test keeps the
/// README showing exactly those files.
@Suite("README platform examples")
struct ReadmePlatformExamplesTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["UIKitSceneDelegate.swift", "SwiftUIApp.swift"])
    func theReadmeShowsTheExampleAsItIs(file: String) throws {
        let example = try String(contentsOf: Self.root.appendingPathComponent("Tests/PlatformExamples/\(file)"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n\(example)```"), "copy Tests/PlatformExamples/\(file) into the README")
    }
}
