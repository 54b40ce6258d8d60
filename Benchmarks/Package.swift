// swift-tools-version:6.0
import PackageDescription

// Side-by-side measurements of Wayfinder against peers. This package may depend on peers; the
// root package never does. Run from this folder: `swift run -c release`.
let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Wayfinder", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", exact: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "WayfinderBenchmarks",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
