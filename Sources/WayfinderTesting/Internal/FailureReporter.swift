#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an expectation was written, in the forms both test libraries want.
struct ExpectationLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a failed expectation to the test library running the test: an issue in a Swift
/// Testing test (so `withKnownIssue` sees it), an `XCTFail` in an XCTest test.
///
/// Swift Testing's `Issue.record` outside a Swift Testing test is dropped (checked with Swift
/// 6.3 on Linux), hence the choice by `Test.current`.
enum FailureReporter {
    static func report(_ message: String, at location: ExpectationLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            let source = SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)",
                line: Int(location.line), column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #endif
    }
}
