import Foundation

/// The repository's root directory (above `Sample/`), found from this file's path: the tests read the sample's
/// scripts and sources from the source tree.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
