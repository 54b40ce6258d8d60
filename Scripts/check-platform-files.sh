#!/usr/bin/env bash
# Type-checks WayfinderUIKit's platform files (compiled on Apple platforms only) on Linux,
# against a stand-in UIKit (Tests/PlatformStubs/UIKit.swift) and the Wayfinder module of the
# debug build. It catches misspelt UIKit API, wrong labels and isolation mistakes; the real SDK
# remains the final judge. Code under `#if os(iOS)` (sheet detents) is not checked here.
# Usage: Scripts/check-platform-files.sh (after `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/platform-check
mkdir -p "$out"
modules=$(swift build --show-bin-path)/Modules
# Twice: UIKit's completion blocks imported as plain closures, then as `@Sendable` ones.
# UIKit's delegate protocols are `@objc` with optional requirements, and the UIKit host is a
# delegate proxy over NSObject: everything here compiles with Objective-C interoperability on,
# over a stand-in of the runtime (Tests/PlatformStubs/ObjectiveC: NSObject in a Clang module, as
# on Apple platforms, and the Swift overlay that gives Bool and Selector their bridges).
objc=(-Xfrontend -enable-objc-interop -I Tests/PlatformStubs/ObjectiveC)
swiftc -parse-as-library -swift-version 6 -module-name ObjectiveC -import-underlying-module "${objc[@]}" \
    -emit-module -emit-module-path "$out/ObjectiveC.swiftmodule" Tests/PlatformStubs/ObjectiveC/ObjectiveC.swift
for flavor in plain sendable; do
    flags=("${objc[@]}")
    [[ $flavor == sendable ]] && flags+=(-D SENDABLE_COMPLETIONS)
    swiftc -parse-as-library -swift-version 6 -module-name UIKit "${flags[@]}" -I "$out" \
        -emit-module -emit-module-path "$out/UIKit.swiftmodule" Tests/PlatformStubs/UIKit.swift
    swiftc -parse-as-library -swift-version 6 -module-name WayfinderUIKit "${objc[@]}" -I "$out" -I "$modules" \
        -emit-module -emit-module-path "$out/WayfinderUIKit.swiftmodule" Sources/WayfinderUIKit/Platform/*.swift
    # The Rendering article's UIKit examples (a scene delegate with its URL glue, a flow in an
    # app's navigation controller, a flow in one tab), with the Getting started view models.
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name UIKitExamples "${objc[@]}" -I "$out" -I "$modules" \
        Tests/PlatformExamples/UIKit*.swift Tests/WayfinderTests/Documentation/GettingStartedExample.swift
    echo "platform files: WayfinderUIKit and the Rendering article's UIKit examples type-check ($flavor completion blocks)"
done
