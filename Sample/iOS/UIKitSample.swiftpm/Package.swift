// swift-tools-version: 6.0

// The sample's modules as a UIKit app: open this folder (UIKitSample.swiftpm) in Xcode and
// run the UIKitSample scheme on an iPhone or iPad simulator. An app package (Swift Playgrounds'
// format, which Xcode opens as it is): nothing to generate. It depends on the sample's package
// and on Wayfinder by path, so it builds what the checkout holds; it is never part of the root
// package's or the sample's graph, and never built on Linux (CI type-checks its sources
// against stand-ins of UIKit and WebKit: Scripts/check-ios-sample.sh). Swift 6 language mode.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "UIKitSample",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "UIKitSample",
            targets: ["UIKitSample"],
            bundleIdentifier: "com.example.wayfinder.UIKitSample",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .boat),
            accentColor: .presetColor(.teal),
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
            name: "UIKitSample",
            dependencies: [
                .product(name: "SampleModules", package: "WayfinderSample"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderComponents", package: "Wayfinder"),
                .product(name: "WayfinderUIKit", package: "Wayfinder"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
