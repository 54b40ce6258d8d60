// What CHANGELOG.md tells a 0.2.0 app of the components library to write instead, as an app's
// code (see ChangelogMigrations.swift in WayfinderTests/Documentation). Nothing here runs.

import Foundation
import Wayfinder
import WayfinderComponents

@MainActor
private func componentsMigrations(_ host: ModuleHost, s: String, url: URL) throws {
    try host.routeRemoteCalls(scheme: s, access: .exposed)
    _ = try Manifest.decode(Data(contentsOf: url), file: url.lastPathComponent)
}
