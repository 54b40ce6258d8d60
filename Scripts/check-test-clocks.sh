#!/usr/bin/env bash
# No test reads the real clock: a verdict that depends on how long the machine takes fails on a
# busy one. Fails when test code (not a comment) names the real clocks or sleeps on them. The
# tests drive time with WayfinderTesting's ManualClock (or a clock of their own that the test
# moves). A navigator made without a clock reads the real one, which a grep cannot tell from one
# that never times out: CI also runs the suite with both cores busy, which catches that.
# Usage: Scripts/check-test-clocks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The test targets (the platform examples and the consumer package are apps' code, never run).
tests=(Tests/WayfinderTests Tests/WayfinderComponentsTests Tests/WayfinderTestingTests Tests/WayfinderSwiftUITests
    Tests/WayfinderTestSupport Sample/Tests)
found=$(grep -rnE 'ContinuousClock|SuspendingClock|Task\.sleep|Thread\.sleep|usleep\(|DispatchTime|Date\(\)' \
    "${tests[@]}" --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*//' || true)
if [ -n "$found" ]; then
    echo "$found"
    echo "Tests must not read the real clock: use a ManualClock (TestNavigator's, or makeNavigator's in the library's tests)."
    exit 1
fi
