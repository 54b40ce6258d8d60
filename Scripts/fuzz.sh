#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags…]   one target: pattern, match, rewrite, manifest, command, line
#   Scripts/fuzz.sh all SECONDS [libFuzzer flags…]      each target in turn (CI runs `all 10`)
#
# The library is compiled once into .build/fuzz (again only when a source file is newer); each
# target is its file under Tests/*/Fuzzing plus Tests/Fuzz/FuzzEntry.swift. A run reads the
# committed seeds (Tests/Fuzz/Corpus/TARGET) and crash inputs (Tests/Fuzz/Regressions/TARGET),
# keeps what it learns in .build/fuzz/corpus/TARGET, and writes a crash to .build/fuzz/crashes.
# Copy a crash into Tests/Fuzz/Regressions/TARGET: `swift test` replays it from then on.
# FUZZ_SEED fixes libFuzzer's random seed (CI sets it, so a run is repeatable).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(pattern match rewrite manifest command line)
usage() { echo "usage: $0 {$(IFS='|'; echo "${targets[*]}")|all} SECONDS [libFuzzer flags…]" >&2; exit 2; }
[[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2
shift 2
extra=("$@")
out=.build/fuzz
mkdir -p "$out/crashes"
# -package-name as SwiftPM passes it: the library has `package` declarations shared with its tests.
flags=(-parse-as-library -swift-version 6 -O -sanitize=fuzzer,address -package-name wayfinder)

# Whether $1 is missing or older than any file in the rest of the arguments.
stale() {
    local product=$1
    shift
    [[ ! -e $product ]] || [[ -n $(find "$@" -newer "$product" -name '*.swift' -print -quit) ]]
}

build_library() {
    if stale "$out/libWayfinder.a" Sources/Wayfinder; then
        echo "fuzz: compiling Wayfinder with -sanitize=fuzzer,address"
        swiftc "${flags[@]}" -module-name Wayfinder -wmo -emit-module -emit-module-path "$out/Wayfinder.swiftmodule" \
            -emit-library -static -o "$out/libWayfinder.a" $(find Sources/Wayfinder -name '*.swift' | sort)
    fi
}

build_target() {
    local name=$1 sources link=()
    case $name in
        command) sources=(Sample/SampleApp/SampleCommand.swift Sample/Tests/SampleAppTests/Fuzzing/CommandFuzzTarget.swift) ;;
        line) sources=(Sample/SampleApp/LineEditor.swift Sample/Tests/SampleAppTests/Fuzzing/LineFuzzTarget.swift) ;;
        *) sources=(Tests/WayfinderTests/Fuzzing/FuzzInput.swift "Tests/WayfinderTests/Fuzzing/${name^}FuzzTarget.swift")
           link=(-I "$out" -L "$out" -lWayfinder)
           build_library ;;
    esac
    if stale "$out/fuzz-$name" "${sources[@]}" Tests/Fuzz/FuzzEntry.swift \
        || { [[ ${#link[@]} -gt 0 ]] && [[ $out/libWayfinder.a -nt $out/fuzz-$name ]]; }; then
        echo "fuzz: compiling target $name"
        swiftc "${flags[@]}" -D "FUZZ_${name^^}" "${link[@]}" "${sources[@]}" Tests/Fuzz/FuzzEntry.swift \
            -o "$out/fuzz-$name" 2> >(grep -v "Cannot export local symbol" >&2)
    fi
}

run_target() {
    local name=$1 corpus=("Tests/Fuzz/Corpus/$1")
    [[ -d Tests/Fuzz/Regressions/$name ]] && corpus+=("Tests/Fuzz/Regressions/$name")
    mkdir -p "$out/corpus/$name"
    build_target "$name"
    echo "fuzz: $name for ${seconds}s"
    # Swift's own crash backtracer would hold the process for its symbolication; libFuzzer and
    # AddressSanitizer report the crash themselves. Leak checking is off: the Swift runtime's
    # metadata caches look like leaks to it at exit.
    local log="$out/$name.log"
    if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-$name" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -dict=Tests/Fuzz/wayfinder.dict -artifact_prefix="$out/crashes/$name-" ${FUZZ_SEED:+-seed=$FUZZ_SEED} \
        ${extra[@]+"${extra[@]}"} "$out/corpus/$name" "${corpus[@]}" > "$log" 2>&1; then
        tail -n 60 "$log" >&2
        echo "fuzz: $name FAILED; the input is in $out/crashes (log: $log)" >&2
        return 1
    fi
    local runs coverage
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    coverage=$(grep -Eo 'cov: [0-9]+' "$log" | tail -n 1)
    echo "fuzz: $name ok: ${runs:-?} executions in ${seconds}s, ${coverage:-cov: ?}, corpus $(ls "$out/corpus/$name" | wc -l) units"
}

if [[ $target == all ]]; then
    for name in "${targets[@]}"; do run_target "$name"; done
elif [[ " ${targets[*]} " == *" $target "* ]]; then
    run_target "$target"
else
    usage
fi
