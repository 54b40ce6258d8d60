// swift-tools-version: 6.0

// The sample's modules as a SwiftUI app: open this folder (SwiftUISample.swiftpm) in Xcode and
// run the SwiftUISample scheme on an iPhone or iPad simulator. An app package (Swift Playgrounds'
// format, which Xcode opens as it is): nothing to generate. It depends on the sample's package
// and on Wayfinder by path, so it builds what the checkout holds; it is never part of the root
// package's or the sample's graph, and never built on Linux (CI type-checks its sources
// against stand-ins of SwiftUI: Scripts/check-ios-sample.sh). Swift 6 language mode.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "SwiftUISample",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "SwiftUISample",
            targets: ["SwiftUISample"],
            bundleIdentifier: "com.example.wayfinder.SwiftUISample",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .map),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ],
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        .package(name: "WayfinderSample", path: "../.."),
        .package(name: "Wayfinder", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "SwiftUISample",
            dependencies: [
                .product(name: "SampleModules", package: "WayfinderSample"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderComponents", package: "Wayfinder"),
                .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
