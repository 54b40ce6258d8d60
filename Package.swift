// swift-tools-version:6.0
import PackageDescription

// Wayfinder has no package dependencies: Foundation and the toolchain only.
// Peers used for side-by-side measurement live in the separate `Benchmarks/` package.
let package = Package(
    name: "Wayfinder",
    platforms: [
        .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .executable(name: "wayfinder-sample", targets: ["SampleCLI"]),
    ],
    targets: [
        .target(name: "Wayfinder"),
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
        // The adapters: thin hosts for the container renderer in Wayfinder (tested everywhere
        // against a simulated UIKit). Their Platform/ files compile only where UIKit or SwiftUI
        // exists; the SwiftUI model builds everywhere.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder"]),
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"]),
        // The sample: a shell (SampleApp) over feature modules that never import each other,
        // only the shared contracts in SampleKit.
        .target(name: "SampleKit", dependencies: ["Wayfinder"], path: "Sample/SampleKit"),
        .target(name: "AccountFeature", dependencies: ["SampleKit", "Wayfinder"], path: "Sample/Modules/Account"),
        .target(name: "RepositoriesFeature", dependencies: ["SampleKit", "Wayfinder"], path: "Sample/Modules/Repositories"),
        .target(name: "NotificationsFeature", dependencies: ["SampleKit", "Wayfinder"], path: "Sample/Modules/Notifications"),
        .target(
            name: "SettingsFeature", dependencies: ["SampleKit", "Wayfinder"], path: "Sample/Modules/Settings",
            resources: [.process("settings.json")]),
        .target(
            name: "SampleApp",
            dependencies: [
                "SampleKit", "AccountFeature", "RepositoriesFeature", "NotificationsFeature", "SettingsFeature", "Wayfinder",
            ],
            path: "Sample/SampleApp"),
        .executableTarget(name: "SampleCLI", dependencies: ["SampleApp"], path: "Sample/SampleCLI"),
        // Helpers shared by the test targets (seeded randomness, shrinking failing runs).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderTesting", "TestSupport"],
            resources: [.process("Manifests"), .process("Corpus")]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "WayfinderSwiftUITests", dependencies: ["Wayfinder", "WayfinderSwiftUI", "WayfinderTesting"]),
        .testTarget(
            name: "SampleAppTests",
            dependencies: [
                "SampleApp", "SampleKit", "AccountFeature", "RepositoriesFeature", "NotificationsFeature", "SettingsFeature",
                "Wayfinder", "WayfinderTesting",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
