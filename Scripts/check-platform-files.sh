#!/usr/bin/env bash
# Type-checks the adapters' platform files (compiled on Apple platforms only) on Linux: the
# WayfinderUIKit files against a stand-in UIKit (Tests/PlatformStubs/UIKit.swift), the whole
# WayfinderSwiftUI module against a stand-in SwiftUI (Tests/PlatformStubs/SwiftUI.swift), each
# with the Wayfinder module of the debug build, and the adapters' articles' examples with them;
# and the core's lock (Sources/Wayfinder/Internal/PlatformLock.swift) against a stand-in Darwin.
# It catches misspelt API and modifiers, wrong labels and isolation mistakes; the real SDKs
# remain the final judge. UIKit's iOS-only code (sheet detents) is checked through a flag;
# code under `#if os(macOS)` or `#if os(tvOS)` (SwiftUI's fallbacks, UIKit's tvOS styles) is
# not checked here: Linux is none of them.
# Usage: Scripts/check-platform-files.sh (after `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
# The adapters' symbol graphs land in $out/graphs, for Scripts/build-docs.sh.
out=.build/platform-check
mkdir -p "$out/graphs"
modules=$(swift build --show-bin-path)/Modules
# The adapters are compiled as members of Wayfinder's package, as SwiftPM compiles them: within it
# a switch over an enum that may grow (`@nonexhaustive`) names every case, while the examples,
# an app's code, are compiled outside it and need `@unknown default:`. SwiftPM names the package
# after the checkout's folder (a checkout in `way-finder` is the package `way_finder`).
# The name is read from the build SwiftPM just made (.build/debug.yaml), else worked out the same way.
package=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2>/dev/null | head -1 | cut -d'"' -f4 || true)
[ -n "$package" ] || package=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9_]/_/g; s/^([0-9])/_\1/')
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
    # WAYFINDER_TYPE_CHECKS_IOS compiles the iOS-only code too (sheet detents): Linux is not iOS.
    swiftc -parse-as-library -swift-version 6 -module-name WayfinderUIKit -package-name "$package" "${objc[@]}" -D WAYFINDER_TYPE_CHECKS_IOS -I "$out" -I "$modules" \
        -emit-module -emit-module-path "$out/WayfinderUIKit.swiftmodule" Sources/WayfinderUIKit/Platform/*.swift \
        -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs" -emit-extension-block-symbols
    # The UIKit apps article's examples (a scene delegate with its URL glue, a flow in an app's
    # navigation controller, a flow in one tab, a split-view root), with the Getting started view
    # models and the Rendering article's split view's (RenderingSplitViewModels.swift).
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name UIKitExamples "${objc[@]}" -I "$out" -I "$modules" \
        Tests/PlatformExamples/UIKit*.swift Tests/WayfinderTests/Documentation/GettingStartedExample.swift \
        Tests/WayfinderTests/Documentation/RenderingSplitViewModels.swift
    echo "platform files: WayfinderUIKit and the UIKit apps article's examples type-check ($flavor completion blocks)"
done

# The SwiftUI views read a node's or the model's state only through the accessors named for them
# (Sources/WayfinderSwiftUI/NavigationModel+ViewReads.swift), which ViewInvalidationTests tracks:
# a read of the state itself would make a view run again on changes the test does not see.
direct='\b(node|stack|model|question|presented)\??\.(children|rootScreen|isTopOfStack|selectedIndex|presented|question|text|style|selectedDetent|path|focusedColumn|root|column)\b'
if grep -nE "$direct" Sources/WayfinderSwiftUI/Platform/*.swift; then
    echo "platform files: a SwiftUI view reads the model's state without its accessor (NavigationModel+ViewReads.swift)" >&2
    exit 1
fi

# SwiftUI: the stand-in, then every file of WayfinderSwiftUI (its model and its views) as one
# module, then the SwiftUI apps article's apps (a stack, a split view) with the Getting started
# view models and the Rendering article's.
swiftc -parse-as-library -swift-version 6 -module-name SwiftUI \
    -emit-module -emit-module-path "$out/SwiftUI.swiftmodule" Tests/PlatformStubs/SwiftUI.swift
swiftc -parse-as-library -swift-version 6 -module-name WayfinderSwiftUI -package-name "$package" -I "$out" -I "$modules" \
    -emit-module -emit-module-path "$out/WayfinderSwiftUI.swiftmodule" $(find Sources/WayfinderSwiftUI -name '*.swift' | sort) \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs" -emit-extension-block-symbols
swiftc -typecheck -parse-as-library -swift-version 6 -module-name SwiftUIExamples -I "$out" -I "$modules" \
    Tests/PlatformExamples/SwiftUI*.swift Tests/WayfinderTests/Documentation/GettingStartedExample.swift \
    Tests/WayfinderTests/Documentation/RenderingSplitViewModels.swift
echo "platform files: WayfinderSwiftUI and the SwiftUI apps article's apps type-check"

# The core's lock on Apple platforms (`os_unfair_lock`), against a stand-in Darwin kept apart
# from the modules above (with it, `canImport(Darwin)` would hold for them too).
mkdir -p "$out/darwin"
swiftc -parse-as-library -swift-version 6 -module-name Darwin \
    -emit-module -emit-module-path "$out/darwin/Darwin.swiftmodule" Tests/PlatformStubs/Darwin.swift
swiftc -typecheck -parse-as-library -swift-version 6 -module-name PlatformLockCheck -I "$out/darwin" \
    Sources/Wayfinder/Internal/PlatformLock.swift
echo "platform files: the core's lock type-checks with os_unfair_lock"
