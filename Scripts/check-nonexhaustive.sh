#!/usr/bin/env bash
# Checks that the compiler holds the Stability article's promise: outside Wayfinder's package, a
# switch over NavigationCommand (`@nonexhaustive`) that names every case and has no
# `@unknown default:` must fail to compile ("may have additional unknown values"), and the same
# switch with `@unknown default:` must compile without a diagnostic; a switch over SplitColumn
# (frozen) needs none. The code is type-checked as a module of another package (swiftc with a
# package name of its own) against the Wayfinder module of the debug build, as an app's would be:
# seconds, no second build. The cases are read from NavigationCommand.swift, so a new command
# needs no edit here. Skipped, saying why, with a compiler that lacks `@nonexhaustive` (before
# Swift 6.2).
# Usage: Scripts/check-nonexhaustive.sh (after `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --target Wayfinder > /dev/null
modules=$(swift build --show-bin-path)/Modules
outside=(swiftc -typecheck -parse-as-library -swift-version 6 -package-name outside_app -I "$modules")

printf '#if !hasAttribute(nonexhaustive)\n#error("no @nonexhaustive")\n#endif\n' > "$work/probe.swift"
if ! swiftc -typecheck "$work/probe.swift" > /dev/null 2>&1; then
    echo "nonexhaustive check: skipped, $(swiftc --version 2>&1 | head -1) has no @nonexhaustive (SE-0487, Swift 6.2)"
    exit 0
fi

# `case .push:` for each case of the enum (its declarations are indented once).
cases=$(sed -nE 's/^    case ([a-z][A-Za-z0-9]*).*/        case .\1: "\1"/p' Sources/Wayfinder/Navigation/NavigationCommand.swift)
[ -n "$cases" ] || { echo "nonexhaustive check: no case found in NavigationCommand.swift" >&2; exit 1; }
switch_over_command() {  # $1: the last branch, or nothing
    printf 'import Wayfinder\n\nfunc name(of command: NavigationCommand) -> String {\n    switch command {\n%s\n%s\n    }\n}\n' "$cases" "$1"
}
switch_over_command '' > "$work/Exhaustive.swift"
switch_over_command '        @unknown default: "unknown"' > "$work/UnknownDefault.swift"
cat > "$work/Frozen.swift" <<'EOF'
import Wayfinder

func name(of column: SplitColumn) -> String {
    switch column {
    case .sidebar: "sidebar"
    case .supplementary: "supplementary"
    case .detail: "detail"
    }
}
EOF

if output=$("${outside[@]}" -module-name OutsideApp "$work/Exhaustive.swift" 2>&1); then
    echo "nonexhaustive check: FAILED, an exhaustive switch over NavigationCommand compiles outside the package (is it still @nonexhaustive?)" >&2
    exit 1
fi
if ! grep -q "may have additional unknown values" <<< "$output"; then
    echo "nonexhaustive check: FAILED, the exhaustive switch failed for another reason:" >&2
    echo "$output" >&2
    exit 1
fi
for file in UnknownDefault Frozen; do
    output=$("${outside[@]}" -module-name "Outside$file" "$work/$file.swift" 2>&1) && [ -z "$output" ] || {
        echo "nonexhaustive check: FAILED, $file.swift does not compile cleanly outside the package:" >&2
        echo "$output" >&2
        exit 1
    }
done
echo "nonexhaustive check: outside the package, an exhaustive switch over NavigationCommand fails to compile; with @unknown default it compiles, as one over SplitColumn (frozen) does"
