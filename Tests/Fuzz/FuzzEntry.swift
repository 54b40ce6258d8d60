// The entry point libFuzzer calls, compiled only by `Scripts/fuzz.sh` together with one target's
// file from the test targets (`Tests/*/Fuzzing/*FuzzTarget.swift`); `-D FUZZ_<TARGET>` picks it.
// A target returns what went wrong; that, like any trap inside the library, is a crash to
// libFuzzer, which saves the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func wayfinderFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let finding: String? = MainActor.assumeIsolated {
        #if FUZZ_PATTERN
        PatternFuzzTarget.run(FuzzInput(bytes: bytes))
        #elseif FUZZ_MATCH
        MatchFuzzTarget.run(FuzzInput(bytes: bytes))
        #elseif FUZZ_REWRITE
        RewriteFuzzTarget.run(FuzzInput(bytes: bytes))
        #elseif FUZZ_MANIFEST
        ManifestFuzzTarget.run(FuzzInput(bytes: bytes))
        #elseif FUZZ_COMMAND
        CommandFuzzTarget.run(bytes)
        #elseif FUZZ_LINE
        LineFuzzTarget.run(bytes)
        #else
        #error("compile with -D FUZZ_PATTERN, FUZZ_MATCH, FUZZ_REWRITE, FUZZ_MANIFEST, FUZZ_COMMAND or FUZZ_LINE")
        #endif
    }
    if let finding { fatalError("fuzz finding: \(finding)") }
    return 0
}
