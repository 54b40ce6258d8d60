#!/usr/bin/env bash
# Builds the DocC catalogs of the five libraries with the toolchain's docc: symbol graphs of
# Wayfinder, WayfinderTesting and WayfinderComponents from a build of their own (in
# .build/docs-build, so the main build is untouched), those of the adapters from their type-check against the UIKit and SwiftUI
# stand-ins (Scripts/check-platform-files.sh: their platform files compile nowhere else here),
# then `docc convert` with warnings as errors, so a broken ``Symbol`` link or <doc:Article> fails.
# The archives land in .build/docs/<Module>.doccarchive (each holds its HTML; serve it, or open
# it in Xcode).
# Usage: Scripts/build-docs.sh                  builds the five archives
#        Scripts/build-docs.sh preview [MODULE] serves one catalog at http://localhost:8080,
#                                               rebuilt as its articles change (Wayfinder by default)
set -euo pipefail
cd "$(dirname "$0")/.."
# The graphs live with the build that writes them: an up-to-date build compiles nothing and
# leaves them as they are.
graphs=.build/docs-build/symbol-graphs
mkdir -p "$graphs"
# Quiet unless it fails: then the compiler's errors are printed, not hidden.
log=.build/docs-build/build.log
# One target a build (WayfinderComponents after WayfinderTesting: Wayfinder, which both build on,
# is compiled once).
for target in WayfinderTesting WayfinderComponents; do
    if ! swift build --scratch-path .build/docs-build --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" -Xswiftc -emit-extension-block-symbols >"$log" 2>&1; then
        cat "$log" >&2
        echo "docs: the build for the symbol graphs failed (above)" >&2
        exit 1
    fi
done

# The adapters' graphs: the platform check needs the main debug build's modules.
if ! { swift build >"$log" 2>&1 && Scripts/check-platform-files.sh >>"$log" 2>&1; }; then
    cat "$log" >&2
    echo "docs: the adapters' type-check for their symbol graphs failed (above)" >&2
    exit 1
fi
cp .build/platform-check/graphs/WayfinderUIKit*.symbols.json .build/platform-check/graphs/WayfinderSwiftUI*.symbols.json "$graphs/"

# Each catalog gets its own module's graphs (and those of its extensions to other modules).
graphs_of() {
    rm -rf "$graphs/$1"
    mkdir -p "$graphs/$1"
    cp "$graphs/$1.symbols.json" "$graphs/$1/"
    find "$graphs" -maxdepth 1 -name "$1@*.symbols.json" -exec cp {} "$graphs/$1/" \;
}

if [[ ${1:-} == preview ]]; then
    module=${2:-Wayfinder}
    graphs_of "$module"
    mkdir -p .build/docs-preview
    exec docc preview "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.wayfinder.$module" \
        --output-path ".build/docs-preview/$module.doccarchive"
fi

# A link to one of two overloads whose types DocC cannot spell (a `@MainActor` closure) takes
# the hash DocC gives it: run `docc convert` as below without `--warnings-as-errors`, and read
# the suffix of the overload's file under data/documentation/<module>/<type>/.
rm -rf .build/docs
mkdir -p .build/docs
for module in Wayfinder WayfinderTesting WayfinderComponents WayfinderUIKit WayfinderSwiftUI; do
    graphs_of "$module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.wayfinder.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors
    echo "docs: $module → .build/docs/$module.doccarchive"
done
