#!/usr/bin/env bash
# Holds the cost of the operations users feel as an app grows: builds the benchmark workloads in
# release, runs each alone under `valgrind --tool=callgrind` (collecting only its measured run),
# and compares instructions and heap allocations per operation with `budgets.txt`. Fails when one
# goes over its budget by more than 3%. Counts, not times: they do not drift between runs.
#
#   Benchmarks/Scripts/budgets.sh           check (what CI runs), budgets, ratios.txt's ratios and
#                                           soak.txt's memory soaks
#   Benchmarks/Scripts/budgets.sh --write   write the figures measured now into budgets.txt
#
# A change that makes an operation cheaper lowers its budget in the same commit (--write, then
# read the diff); one that makes it dearer says why in Benchmarks/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
budgets=budgets.txt
# Ratios between two operations' instructions that must hold (what issue targets state as "within
# 1.3x of"): times drift from run to run on these machines, instruction counts do not.
ratios=ratios.txt
tolerance=1.03
# Swift seeds its hashing per process: fixed, so that a dictionary costs the same every run.
export SWIFT_DETERMINISTIC_HASHING=1
# Callgrind collects the measured run only: this function, by its mangled name.
measured='$s19WayfinderBenchmarks14budgetMeasuredSiyF'

if ! command -v valgrind > /dev/null; then
    echo "budgets: installing valgrind (Debian's package)"
    if [ "$(id -u)" -eq 0 ]; then apt-get install -y valgrind > /dev/null; else sudo apt-get install -y valgrind > /dev/null; fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product WayfinderBenchmarks > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
binary=.build/release/WayfinderBenchmarks

measure() {  # name → "instructions allocations", per operation
    local name=$1 counts instructions
    counts=$(valgrind --tool=callgrind "--toggle-collect=$measured" --callgrind-out-file="$work/$name.out" \
        "$binary" budget "$name" 2> "$work/$name.log")
    instructions=$(callgrind_annotate "$work/$name.out" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    awk -v line="$counts" -v ir="$instructions" 'BEGIN {
        split(line, f, " ")  # operations N allocations M
        printf "%.0f %.2f\n", ir / f[2], f[4] / f[2]
    }'
}

names=$(awk '!/^#/ && NF { print $1 }' "$budgets")
if [ "${1:-}" = "--write" ]; then
    {
        echo "# operation              instructions  allocations   (per operation; Scripts/budgets.sh --write)"
        for name in $names; do
            read -r instructions allocations < <(measure "$name")
            printf "%-24s %12s %12s\n" "$name" "$instructions" "$allocations"
        done
    } > "$work/budgets.txt"
    mv "$work/budgets.txt" "$budgets"
    cat "$budgets"
    exit 0
fi

failed=0
declare -A measured
printf "%-24s %14s %10s %12s %10s  %s\n" operation "instructions" budget allocations budget ""
while read -r name budget_instructions budget_allocations; do
    case "$name" in ''|'#'*) continue ;; esac
    read -r instructions allocations < <(measure "$name")
    measured[$name]=$instructions
    verdict=$(awk -v i="$instructions" -v bi="$budget_instructions" -v a="$allocations" -v ba="$budget_allocations" -v t="$tolerance" 'BEGIN {
        over = ""
        if (i > bi * t) over = over sprintf(" instructions +%.1f%%", (i / bi - 1) * 100)
        if (a > ba * t + 0.005) over = over sprintf(" allocations +%.2f", a - ba)
        print (over == "" ? "ok" : "OVER BUDGET:" over)
    }')
    printf "%-24s %14s %10s %12s %10s  %s\n" "$name" "$instructions" "$budget_instructions" "$allocations" "$budget_allocations" "$verdict"
    case "$verdict" in ok) ;; *) failed=1 ;; esac
done < "$budgets"

printf "\n%-24s %-24s %8s %8s  %s\n" operation of ratio "at most" ""
while read -r name of limit _; do
    case "$name" in ''|'#'*) continue ;; esac
    if [ -z "${measured[$name]:-}" ] || [ -z "${measured[$of]:-}" ]; then
        echo "budgets: $ratios names an operation $budgets does not measure: $name or $of"
        exit 1
    fi
    verdict=$(awk -v a="${measured[$name]}" -v b="${measured[$of]}" -v l="$limit" 'BEGIN {
        printf "%.3f %s", a / b, (a / b <= l ? "ok" : "OVER THE RATIO")
    }')
    printf "%-24s %-24s %8s %8s  %s\n" "$name" "$of" "${verdict%% *}" "$limit" "${verdict#* }"
    case "$verdict" in *ok) ;; *) failed=1 ;; esac
done < "$ratios"

# The memory soaks: a million commands with a journey recorded, natively (callgrind would take
# minutes); what they leave allocated must stay within soak.txt's bytes, whatever the count.
printf "\n%-24s %10s %14s %10s  %s\n" soak commands retained "at most" ""
while read -r name commands limit _; do
    case "$name" in ''|'#'*) continue ;; esac
    read -r _ ran _ retained < <("$binary" soak "$commands") || true
    verdict=$([ -n "${retained:-}" ] && [ "$retained" -le "$limit" ] && echo ok || echo "NOT FLAT")
    printf "%-24s %10s %14s %10s  %s\n" "$name" "$ran" "$retained" "$limit" "$verdict"
    [ "$verdict" = ok ] || failed=1
done < soak.txt

if [ "$failed" -ne 0 ]; then
    echo "budgets: an operation costs more than its budget (+3% allowed) or than its ratio to another allows, or a soak left more allocated than soak.txt allows: make it cheaper, or raise its budget in $budgets (soak.txt) and say why in README.md"
    exit 1
fi
echo "budgets: every operation within its budget, every ratio held and every soak flat"
