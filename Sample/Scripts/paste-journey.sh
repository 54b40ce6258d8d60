#!/usr/bin/env bash
# The sample in a real terminal (tmux), fed what a user pastes: a 5,000-byte URL twice, then one
# of 64 KiB. A terminal in its usual mode keeps 4,095 bytes of a line and drops the rest, so the
# sample reads its own lines (LineEditor): each paste must arrive whole and be refused with the
# policy's own error (maximumURLLength, with the URL's real length), the frame must stay on the
# screen, and the sample must still answer and quit cleanly.
# Usage: Sample/Scripts/paste-journey.sh (after `swift build --package-path Sample`).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(swift build --package-path Sample --show-bin-path)/wayfinder-sample
work=$(mktemp -d)
server=(tmux -L "wayfinder-paste-$$")
trap '"${server[@]}" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

fail() {
    echo "paste journey: $1" >&2
    echo "--- the terminal showed:" >&2
    "${server[@]}" capture-pane -p -t journey >&2 || true
    exit 1
}

# Waits until the terminal shows `pattern` at least `count` times. A hang fails after two
# minutes, however slow the machine: the bound only catches a sample that stopped answering.
wait_for() {
    local pattern=$1 count=${2:-1}
    for _ in $(seq 1200); do
        if [ "$("${server[@]}" capture-pane -p -t journey | grep -cF -- "$pattern")" -ge "$count" ]; then return 0; fi
        [ -e "$work/exit" ] && fail "the sample ended (status $(cat "$work/exit")) before showing \"$pattern\""
        sleep 0.1
    done
    fail "\"$pattern\" never showed ($count times)"
}

paste_line() {
    "${server[@]}" load-buffer "$1"
    "${server[@]}" paste-buffer -t journey
    "${server[@]}" send-keys -t journey Enter
}

printf 'o sample://repos/%s' "$(head -c 5000 /dev/zero | tr '\0' a)" > "$work/5k"
printf 'o sample://repos/%s' "$(head -c 65536 /dev/zero | tr '\0' b)" > "$work/64k"

"${server[@]}" new-session -d -s journey -x 200 -y 50 "$bin; echo \$? > $work/exit; sleep 60"
wait_for "Commands:"

# Twice, the second right behind the first: both arrive whole, both are refused.
paste_line "$work/5k"
paste_line "$work/5k"
wait_for "maximumURLLength: 5015 bytes, more than 4096"
"${server[@]}" send-keys -t journey l Enter
wait_for "failed sample://repos/aaaa" 2  # the log: wide enough for the reason
wait_for "maximumURLLength: 5015 bytes, more than 4096" 3  # twice in the log, once in the status line

paste_line "$work/64k"
wait_for "maximumURLLength: 65551 bytes, more than 4096"

# The frame is still whole on the screen (its header on the first line), and the app answers.
"${server[@]}" capture-pane -p -t journey | head -n 1 | grep -q "Wayfinder sample" || fail "the frame left the screen"
"${server[@]}" send-keys -t journey s Enter
wait_for "root · tabs HomeViewModel"
"${server[@]}" send-keys -t journey q Enter
for _ in $(seq 300); do [ -e "$work/exit" ] && break; sleep 0.1; done
[ "$(cat "$work/exit" 2>/dev/null)" = 0 ] || fail "the sample did not quit cleanly"
echo "paste journey: 5,000 bytes twice and 64 KiB once, each refused whole; the sample answered and quit"
