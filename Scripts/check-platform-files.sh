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
swiftc -parse-as-library -swift-version 6 -module-name UIKit -emit-module -emit-module-path "$out/UIKit.swiftmodule" \
    Tests/PlatformStubs/UIKit.swift
swiftc -parse-as-library -swift-version 6 -module-name WayfinderUIKit -I "$out" -I "$modules" \
    -emit-module -emit-module-path "$out/WayfinderUIKit.swiftmodule" Sources/WayfinderUIKit/Platform/*.swift
echo "platform files: WayfinderUIKit type-checks against the UIKit stand-in"
# The README's scene delegate, with the README's view models.
swiftc -typecheck -parse-as-library -swift-version 6 -module-name ReadmeUIKitExample -I "$out" -I "$modules" \
    Tests/PlatformExamples/UIKitSceneDelegate.swift Tests/WayfinderTests/ReadmeExample.swift
echo "platform files: the README's UIKit scene delegate type-checks"
