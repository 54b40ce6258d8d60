#!/usr/bin/env bash
# Builds the DocC catalogs of Wayfinder and WayfinderTesting with the toolchain's docc: symbol
# graphs from a build of their own (in .build/docs-build, so the main build is untouched), then
# `docc convert` with warnings as errors, so a broken ``Symbol`` link or <doc:Article> fails.
# The archives land in .build/docs/Wayfinder.doccarchive and .build/docs/WayfinderTesting.doccarchive.
# Usage: Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The graphs live with the build that writes them: an up-to-date build compiles nothing and
# leaves them as they are.
graphs=.build/docs-build/symbol-graphs
rm -rf .build/docs
mkdir -p "$graphs" .build/docs
swift build --scratch-path .build/docs-build --target WayfinderTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
for module in Wayfinder WayfinderTesting; do
    # Each catalog gets its own module's graphs (and those of its extensions to other modules).
    rm -rf "$graphs/$module"
    mkdir -p "$graphs/$module"
    cp "$graphs/$module.symbols.json" "$graphs/$module/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$graphs/$module/" \;
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.wayfinder.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors
    echo "docs: $module → .build/docs/$module.doccarchive"
done
