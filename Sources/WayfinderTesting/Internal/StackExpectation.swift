import Wayfinder

/// The one stack assertion, shared by the test navigator and the app's own navigator: the
/// shapes compared side by side, then the expected screens' predicates run on the view models
/// shown.
@MainActor
struct StackExpectation {
    /// The stack whose view models the predicates read.
    let stack: NavigationControllerStack

    /// Reports a failure at `location` when `actual` is not `expected`, or a predicate of
    /// `expected` is false for the view model shown.
    ///
    /// - Returns: Whether the stack was as expected.
    func expect(_ expected: StackShape, _ actual: StackShape, at location: ExpectationLocation) -> Bool {
        guard expected == actual else {
            FailureReporter.report(
                "The stack is not as expected:\n" + sideBySide(expected: expected.lines, actual: actual.lines), at: location)
            return false
        }
        let failures = predicateFailures(expected)
        guard !failures.isEmpty else { return true }
        FailureReporter.report(
            "The stack has the expected types, but not the expected values:\n"
                + failures.map { "  \($0)" }.joined(separator: "\n") + "\nThe stack:\n" + actual.lines.joined(separator: "\n"),
            at: location)
        return false
    }

    /// The predicates of `expected` that do not hold for the view models shown, described: the
    /// place, and the view model with its values. `expected` has the stack's types already.
    private func predicateFailures(_ expected: StackShape) -> [String] {
        var failures: [String] = []
        let levels = stack.snapshot.levels
        for (levelIndex, level) in expected.levels.enumerated() {
            for (controllerIndex, screens) in level.controllers.enumerated() where screens.contains(where: \.hasPredicate) {
                // A tab level's tabs are the stack's; any other level's one controller is its selected one.
                let tabs = level.tabContainer != nil && levelIndex == 0 && levels[0].tabContainerType != nil
                let controller = tabs ? levels[0].controllers[controllerIndex] : levels[levelIndex].selectedController
                for (screenIndex, (screen, shown)) in zip(screens, controller.screens).enumerated() {
                    guard let predicate = screen.predicate, let viewModel = stack.screen(for: shown.id)?.viewModel,
                          !predicate(viewModel)
                    else { continue }
                    let level = levelIndex == 0 ? "root" : "modal \(levelIndex)"
                    let tab = level == "root" && expected.levels[0].tabContainer != nil ? " tab \(controllerIndex)" : ""
                    failures.append(
                        "\(level)\(tab), screen \(screenIndex + 1): \(screen) is false for \(describeWithValues(viewModel))")
                }
            }
        }
        return failures
    }
}
