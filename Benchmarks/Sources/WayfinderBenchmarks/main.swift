import Foundation
let r = try MainActor.assumeIsolated { try TypedParameterBenchmarks.run() }
print("strings", r.strings, "typed", r.typed)
