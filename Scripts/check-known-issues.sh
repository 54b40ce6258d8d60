#!/usr/bin/env bash
# A green `swift test` prints no line that reads as a failure unless the test expects it and says
# so: every `withKnownIssue` in the tests gives the comment Swift Testing prints under the issue,
# starting "expected:" (the test checks a failure Wayfinder reports, word for word).
# Usage: Scripts/check-known-issues.sh
set -euo pipefail
cd "$(dirname "$0")/.."
unsaid=$(grep -rn --include='*.swift' 'withKnownIssue' Tests Sample/Tests \
    | grep -vE '^[^:]+:[0-9]+:\s*//' | grep -v 'withKnownIssue("expected: ' || true)
if [ -n "$unsaid" ]; then
    echo "$unsaid"
    echo "known issues: each withKnownIssue above must say why it is expected: withKnownIssue(\"expected: …\")"
    exit 1
fi
echo "known issues: every one a test expects says so"
