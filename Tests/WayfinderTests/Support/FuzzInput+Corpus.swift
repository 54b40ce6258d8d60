import Foundation

// The fuzz targets' committed inputs, for the tests that replay them; not compiled into the
// fuzzing executables.

extension FuzzInput {
    /// `Tests/Fuzz`, found from this file's path (`Tests/<test target>/Support/`).
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// A target's committed inputs: its seeds, then its crash inputs, by file name.
    static func committed(for target: String) -> [(name: String, input: FuzzInput)] {
        ["Corpus", "Regressions"].flatMap { folder in
            let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: directory.appendingPathComponent(name))).map {
                    ("\(folder)/\(target)/\(name)", FuzzInput(bytes: Array($0)))
                }
            }
        }
    }
}
