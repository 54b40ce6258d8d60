#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags…]   one target: pattern, match, rewrite, manifest, command, line
#   Scripts/fuzz.sh all SECONDS [libFuzzer flags…]      each target in turn (CI runs `all 10`)
#
# The libraries are compiled once into .build/fuzz (again only when a source file is newer); each
# target is its file under Tests/*/Fuzzing plus Tests/Fuzz/FuzzEntry.swift (and FuzzInput.swift),
# over Wayfinder, and the manifest target over WayfinderComponents too. A run reads the committed
# seeds (Tests/Fuzz/Corpus/TARGET) and crash inputs (Tests/Fuzz/Regressions/TARGET), keeps what it
# learns in .build/fuzz/corpus/TARGET, and writes a crash to .build/fuzz/crashes.
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
# -package-name as SwiftPM passes it: the libraries share `package` declarations with each other
# and with their tests.
flags=(-parse-as-library -swift-version 6 -O -sanitize=fuzzer,address -package-name wayfinder)

# Whether $1 is missing or older than any file in the rest of the arguments.
stale() {
    local product=$1
    shift
    [[ ! -e $product ]] || [[ -n $(find "$@" -newer "$product" -name '*.swift' -print -quit) ]]
}

# A library of Sources/NAME, over the libraries compiled into $out before it (WayfinderComponents
# over Wayfinder); again when one of its files, or Wayfinder's library, is newer.
build_library() {
    local name=$1
    if stale "$out/lib$name.a" "Sources/$name" \
        || { [[ $name != Wayfinder ]] && [[ $out/libWayfinder.a -nt $out/lib$name.a ]]; }; then
        echo "fuzz: compiling $name with -sanitize=fuzzer,address"
        swiftc "${flags[@]}" -module-name "$name" -wmo -I "$out" -emit-module -emit-module-path "$out/$name.swiftmodule" \
            -emit-library -static -o "$out/lib$name.a" $(find "Sources/$name" -name '*.swift' | sort)
    fi
}

build_target() {
    local name=$1 sources libraries=() library link=() relink=false
    case $name in
        command) sources=(Sample/SampleApp/SampleCommand.swift Sample/Tests/SampleAppTests/Fuzzing/CommandFuzzTarget.swift) ;;
        line) sources=(Sample/SampleApp/LineEditor.swift Sample/Tests/SampleAppTests/Fuzzing/LineFuzzTarget.swift) ;;
        manifest) sources=(Tests/WayfinderTests/Support/FuzzInput.swift Tests/WayfinderComponentsTests/Fuzzing/ManifestFuzzTarget.swift)
           libraries=(Wayfinder WayfinderComponents) ;;
        *) sources=(Tests/WayfinderTests/Support/FuzzInput.swift "Tests/WayfinderTests/Fuzzing/${name^}FuzzTarget.swift")
           libraries=(Wayfinder) ;;
    esac
    # Each library over the ones before it; linked in the other order, a library before those it uses.
    for library in ${libraries[@]+"${libraries[@]}"}; do
        build_library "$library"
        link=(-l"$library" ${link[@]+"${link[@]}"})
        if [[ $out/lib$library.a -nt $out/fuzz-$name ]]; then relink=true; fi
    done
    [[ ${#link[@]} -eq 0 ]] || link=(-I "$out" -L "$out" "${link[@]}")
    if stale "$out/fuzz-$name" "${sources[@]}" Tests/Fuzz/FuzzEntry.swift || $relink; then
        echo "fuzz: compiling target $name"
        swiftc "${flags[@]}" -D "FUZZ_${name^^}" ${link[@]+"${link[@]}"} "${sources[@]}" Tests/Fuzz/FuzzEntry.swift \
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
