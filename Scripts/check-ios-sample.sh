#!/usr/bin/env bash
# Type-checks the iOS sample apps (Sample/iOS/*.swiftpm, never built on Linux) on Linux: every
# source file of the SwiftUI app and of the UIKit app, as one module each, against the stand-ins
# of UIKit, WebKit and SwiftUI (Tests/PlatformStubs), with the sample's modules and shell
# (SampleKit, the four features, SampleShell) and Wayfinder built by SwiftPM from Sample/, and the
# adapters (WayfinderUIKit, WayfinderSwiftUI) compiled here against that Wayfinder. It catches a
# misspelt method or modifier, a wrong label, a missing import or an isolation mistake in the
# apps; the stand-ins know no availability, so the apps' deployment target (iOS 17) is judged by
# the real SDK only (../shared/tools/real-sdk-check.sh, see Sample/README.md).
# Usage: Scripts/check-ios-sample.sh (builds Sample's library targets first, if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/ios-sample-check
mkdir -p "$out"
swift build --package-path Sample --target SampleShell
modules=$(swift build --package-path Sample --show-bin-path)/Modules
apps=Sample/iOS
objc=(-Xfrontend -enable-objc-interop -I Tests/PlatformStubs/ObjectiveC)
swift6=(-parse-as-library -swift-version 6)
# The adapters are compiled as members of Wayfinder's package, as SwiftPM compiles them (see
# Scripts/check-platform-files.sh); the apps outside it, where a switch over an enum that may grow
# needs `@unknown default:`.
# The name is read from the build SwiftPM just made (.build/debug.yaml), else worked out the same way.
package=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2>/dev/null | head -1 | cut -d'"' -f4 || true)
[ -n "$package" ] || package=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9_]/_/g; s/^([0-9])/_\1/')

swiftc "${swift6[@]}" -module-name ObjectiveC -import-underlying-module "${objc[@]}" \
    -emit-module -emit-module-path "$out/ObjectiveC.swiftmodule" Tests/PlatformStubs/ObjectiveC/ObjectiveC.swift
# Twice, as for the adapter (Scripts/check-platform-files.sh): UIKit's handlers imported as plain
# closures, then as `@Sendable` ones.
for flavor in plain sendable; do
    flags=("${objc[@]}")
    [[ $flavor == sendable ]] && flags+=(-D SENDABLE_COMPLETIONS)
    swiftc "${swift6[@]}" -module-name UIKit "${flags[@]}" -I "$out" \
        -emit-module -emit-module-path "$out/UIKit.swiftmodule" Tests/PlatformStubs/UIKit.swift
    swiftc "${swift6[@]}" -module-name WebKit "${objc[@]}" -I "$out" \
        -emit-module -emit-module-path "$out/WebKit.swiftmodule" Tests/PlatformStubs/WebKit.swift
    swiftc "${swift6[@]}" -module-name WayfinderUIKit -package-name "$package" "${objc[@]}" -D WAYFINDER_TYPE_CHECKS_IOS -I "$out" -I "$modules" \
        -emit-module -emit-module-path "$out/WayfinderUIKit.swiftmodule" Sources/WayfinderUIKit/Platform/*.swift
    swiftc -typecheck "${swift6[@]}" -module-name UIKitSample "${objc[@]}" -I "$out" -I "$modules" \
        "$apps"/UIKitSample.swiftpm/Sources/*.swift
    echo "iOS sample: the UIKit app type-checks ($flavor handlers)"
done
# SwiftUI last, over the UIKit stand-in just built: the SwiftUI app reads the device's idiom from
# UIKit (Device.swift) and shows web pages in UIKit's web view (UIViewRepresentable, in
# SwiftUI+UIKit.swift), hence the runtime's interop; the adapter is built against this SwiftUI.
swiftc "${swift6[@]}" -module-name SwiftUI "${objc[@]}" -I "$out" \
    -emit-module -emit-module-path "$out/SwiftUI.swiftmodule" Tests/PlatformStubs/SwiftUI.swift Tests/PlatformStubs/SwiftUI+UIKit.swift
swiftc "${swift6[@]}" -module-name WayfinderSwiftUI -package-name "$package" "${objc[@]}" -I "$out" -I "$modules" \
    -emit-module -emit-module-path "$out/WayfinderSwiftUI.swiftmodule" $(find Sources/WayfinderSwiftUI -name '*.swift' | sort)
swiftc -typecheck "${swift6[@]}" -module-name SwiftUISample "${objc[@]}" -I "$out" -I "$modules" \
    "$apps"/SwiftUISample.swiftpm/Sources/*.swift
echo "iOS sample: the SwiftUI app type-checks"
