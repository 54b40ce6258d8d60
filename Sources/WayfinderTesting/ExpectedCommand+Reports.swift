import Wayfinder

// What the user did on screen, reported by a renderer or the test.

extension ExpectedCommand {
    /// A report of what the user did on screen (``TestNavigator/report(_:)``, or a renderer's),
    /// compared by its description: `.reported(.selectedTab(1))`, `.reported(.popped(to: screen))`.
    ///
    /// - Parameter report: The report expected.
    /// - Returns: The expectation.
    public static func reported(_ report: UserReport) -> ExpectedCommand {
        let expected = report.description
        return ExpectedCommand(.performed, report: "reported \(expected)") { $0.description == expected }
    }
}
