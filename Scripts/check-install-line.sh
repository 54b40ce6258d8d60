#!/usr/bin/env bash
# The README's install line resolves against this repository as it stands: an app's package with
# exactly that requirement (the URL made a local mirror of this checkout, with the branches and
# tags it really has) resolves Wayfinder. Nothing is created in this checkout (no tag, no branch).
# Usage: Scripts/check-install-line.sh
set -euo pipefail
cd "$(dirname "$0")/.."
line=$(grep -m1 -E '^\s*\.package\(url: "https://github\.com/OWNER/wayfinder\.git", ' README.md) \
    || { echo "install line: no .package(url: \"https://github.com/OWNER/wayfinder.git\", …) line in README.md"; exit 1; }
requirement=$(sed -E 's/^\s*\.package\(url: "[^"]*", (.*)\),.*$/\1/' <<<"$line")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A mirror holds exactly the refs this checkout has. A CI checkout without a local main branch
# (a detached head) is checked at its own commit instead, and says so.
git clone -q --mirror "$PWD" "$tmp/wayfinder.git"
if [[ $requirement == *'branch: "main"'* ]] && ! git -C "$tmp/wayfinder.git" show-ref -q --verify refs/heads/main; then
    echo "install line: this checkout has no main branch; checking $requirement at its commit instead"
    requirement="revision: \"$(git rev-parse HEAD)\""
fi
mkdir -p "$tmp/app/Sources/App"
cat > "$tmp/app/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://$tmp/wayfinder.git", $requirement)],
    targets: [.target(name: "App", dependencies: [.product(name: "Wayfinder", package: "wayfinder")])]
)
MANIFEST
echo 'import Wayfinder' > "$tmp/app/Sources/App/App.swift"
if ! swift package --package-path "$tmp/app" resolve > "$tmp/resolve.log" 2>&1; then
    cat "$tmp/resolve.log"
    echo "install line: the README's requirement ($requirement) does not resolve against this repository"
    exit 1
fi
echo "install line: the README's requirement ($requirement) resolves"
