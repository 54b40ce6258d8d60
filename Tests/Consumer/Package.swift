// swift-tools-version:6.0
import PackageDescription

// An app's package, as an adopter would write it: it depends on all five Wayfinder libraries
// and has targets of its own under the names the Wayfinder sample uses, and a `TestSupport`.
// SwiftPM refuses a graph where two packages declare the same target name, so this builds only
// while Wayfinder's own graph keeps to names no app would use. CI builds and runs it.
//
// Its Examples/ are the documentation's examples, compiled here as a user's code: the files of
// Tests/*/Documentation (every Swift block of the README and the articles is in one of them) and
// the app-like fixtures they use (view models, screens, makeNavigator), linked, with the public
// products only. A `package` symbol, or a helper of the package's own tests, fails this build;
// CI builds the tests (`swift build --build-tests --package-path Tests/Consumer`).
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
        .testTarget(
            name: "WayfinderExamples",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ],
            path: "Examples/Wayfinder",
            // The check of the articles' blocks and of the platform table read the package's files.
            exclude: ["Documentation/DocumentationCodeTests.swift", "Documentation/PlatformAvailabilityTests.swift"]),
        .testTarget(
            name: "WayfinderTestingExamples",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ],
            path: "Examples/WayfinderTesting"),
        .testTarget(
            name: "WayfinderComponentsExamples",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
                .product(name: "WayfinderComponents", package: "Wayfinder"),
            ],
            path: "Examples/WayfinderComponents",
            resources: [.process("Resources/Manifests")]),
    ],
    swiftLanguageModes: [.v6]
)
