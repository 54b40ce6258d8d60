// swift-tools-version:6.0
import PackageDescription

// An app's package, as an adopter would write it: it depends on all five Wayfinder libraries
// and has targets of its own under the names the Wayfinder sample uses, and a `TestSupport`.
// SwiftPM refuses a graph where two packages declare the same target name, so this builds only
// while Wayfinder's own graph keeps to names no app would use. CI builds and runs it.
let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Wayfinder", path: "../.."),
    ],
    targets: [
        .target(name: "SampleKit", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
        .target(name: "AccountFeature", dependencies: ["SampleKit", .product(name: "Wayfinder", package: "Wayfinder")]),
        .target(name: "SettingsFeature", dependencies: ["SampleKit", .product(name: "Wayfinder", package: "Wayfinder")]),
        .target(
            name: "TestSupport",
            dependencies: ["SampleKit", .product(name: "WayfinderTesting", package: "Wayfinder")]),
        .executableTarget(
            name: "SampleApp",
            dependencies: [
                "SampleKit", "AccountFeature", "SettingsFeature", "TestSupport",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderComponents", package: "Wayfinder"),
                .product(name: "WayfinderUIKit", package: "Wayfinder"),
                .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
