// swift-tools-version:6.0
import PackageDescription

// Wayfinder has no package dependencies: Foundation and the toolchain only.
// This graph is shared with every app that depends on Wayfinder, and SwiftPM needs target names
// unique across a graph: it holds only the five libraries and their tests, under names no app
// would use. The sample (`Sample/`) and the benchmarks (`Benchmarks/`) are packages of their own
// that depend on this one by path; `Tests/Consumer/` is an app-like package CI builds to prove it.
let package = Package(
    name: "Wayfinder",
    // Wayfinder, WayfinderTesting, WayfinderComponents and WayfinderUIKit (on UIKit's platforms).
    // WayfinderSwiftUI needs Observation: its types are @available(macOS 14, iOS 17, tvOS 17,
    // watchOS 10, visionOS 1). The README's table says the same; PlatformAvailabilityTests holds
    // them to it.
    platforms: [
        .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .library(name: "WayfinderComponents", targets: ["WayfinderComponents"]),
    ],
    targets: [
        .target(name: "Wayfinder"),
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
        // The adapters: thin hosts for the container renderer in Wayfinder (tested everywhere
        // against a simulated UIKit). Their Platform/ files compile only where UIKit or SwiftUI
        // exists; the SwiftUI model builds everywhere.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder"]),
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"]),
        // Modules, the service registry, the mediator and manifests, around the core: an app that
        // assembles itself from modules adds this library. The core imports nothing of it.
        .target(name: "WayfinderComponents", dependencies: ["Wayfinder"]),
        // Helpers shared by the test targets (seeded randomness, shrinking failing runs), under a
        // name no app would give a target of its own: SwiftPM needs names unique in the graph.
        .target(name: "WayfinderTestSupport", path: "Tests/WayfinderTestSupport"),
        // The hostile URL corpus (Corpus/) is read from its path, by both test targets.
        .testTarget(
            name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderTesting", "WayfinderTestSupport"],
            exclude: ["Corpus"]),
        // Its Support/ is a link to WayfinderTests' (the view models, navigators and routers the
        // tests share), and Documentation/GettingStartedExample.swift to that file, whose view
        // models the ModularApps article's app shows: compiled into both test targets, kept once.
        .testTarget(
            name: "WayfinderComponentsTests", dependencies: ["Wayfinder", "WayfinderComponents", "WayfinderTesting"],
            resources: [.process("Resources/Manifests")]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "WayfinderSwiftUITests", dependencies: ["Wayfinder", "WayfinderSwiftUI", "WayfinderTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
