// swift-tools-version:6.0
import PackageDescription

// The terminal sample: a shell (SampleShell, the UI-free composition, and SampleApp, the
// terminal) over feature modules that never import each other, only the shared contracts in
// SampleKit. A package of its own, depending on Wayfinder by path as an app would by URL, so its
// target names never enter the graph of an app that depends on Wayfinder. From the repository's
// root: `swift run --package-path Sample wayfinder-sample`. The iOS apps (iOS/*.swiftpm, never
// built by SwiftPM on Linux) import the modules and the shell through the SampleModules library,
// hence iOS 17 here: the SwiftUI adapter's floor.
let package = Package(
    name: "WayfinderSample",
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [
        .executable(name: "wayfinder-sample", targets: ["SampleCLI"]),
        .library(
            name: "SampleModules",
            targets: ["SampleKit", "AccountFeature", "RepositoriesFeature", "NotificationsFeature", "SettingsFeature", "SampleShell"]),
    ],
    dependencies: [
        .package(name: "Wayfinder", path: ".."),
    ],
    targets: [
        .target(name: "SampleKit", dependencies: [.wayfinder, .components], path: "SampleKit"),
        .target(name: "AccountFeature", dependencies: ["SampleKit", .wayfinder, .components], path: "Modules/Account"),
        .target(
            name: "RepositoriesFeature", dependencies: ["SampleKit", .wayfinder, .components], path: "Modules/Repositories"),
        .target(
            name: "NotificationsFeature", dependencies: ["SampleKit", .wayfinder, .components], path: "Modules/Notifications"),
        .target(
            name: "SettingsFeature", dependencies: ["SampleKit", .wayfinder, .components], path: "Modules/Settings",
            resources: [.process("settings.json")]),
        .target(
            name: "SampleShell",
            dependencies: [
                "SampleKit", "AccountFeature", "RepositoriesFeature", "NotificationsFeature", "SettingsFeature", .wayfinder,
                .components,
            ],
            path: "SampleShell"),
        .target(
            name: "SampleApp", dependencies: ["SampleShell", "SampleKit", "AccountFeature", .wayfinder, .components],
            path: "SampleApp"),
        .executableTarget(name: "SampleCLI", dependencies: ["SampleApp"], path: "SampleCLI"),
        .testTarget(
            name: "SampleAppTests",
            dependencies: [
                "SampleApp", "SampleShell", "SampleKit", "AccountFeature", "RepositoriesFeature", "NotificationsFeature", "SettingsFeature",
                .wayfinder, .components, .product(name: "WayfinderTesting", package: "Wayfinder"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    static let wayfinder: Target.Dependency = .product(name: "Wayfinder", package: "Wayfinder")
    /// Modules, services, the mediator and manifests: every target but the executable's uses them.
    static let components: Target.Dependency = .product(name: "WayfinderComponents", package: "Wayfinder")
}
