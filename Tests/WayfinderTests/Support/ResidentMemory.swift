import Foundation

/// The process's resident memory in bytes, read from `/proc/self/status` (`VmRSS`) on Linux;
/// `nil` on other platforms, where the soak run reports view models only.
func residentMemoryBytes() -> Int? {
    #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return kilobytes.map { $0 * 1024 }
    }
    return nil
    #else
    return nil
    #endif
}
