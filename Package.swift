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
        .executable(name: "wayfinder-sample", targets: ["SampleCLI"]),
    ],
    targets: [
        .target(name: "Wayfinder"),
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
        .target(name: "SampleApp", dependencies: ["Wayfinder"], path: "Sample/SampleApp"),
        .executableTarget(name: "SampleCLI", dependencies: ["SampleApp"], path: "Sample/SampleCLI"),
        .testTarget(
            name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderTesting"], resources: [.process("Manifests")]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp", "Wayfinder", "WayfinderTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
