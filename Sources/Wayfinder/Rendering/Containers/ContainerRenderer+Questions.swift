// What the toolkit asks and tells about questions and guarded gestures: an answer reported once,
// and a back swipe or a sheet drag held back while a screen holds unsaved work.

extension ContainerRenderer {
    /// The user answered the question on screen, or the system took it away: call from each
    /// button's action (UIKit's `UIAlertAction` handler, called once the alert is gone) with
    /// ``QuestionReply/button(_:text:)``, and from the dismissal of a dialog's popover with
    /// ``QuestionReply/dismissed``. Reported once, as ``UserReport/answered(_:_:)``; a
    /// second call for the same question, or one for a question the renderer took away itself,
    /// reports nothing.
    ///
    /// - Parameters:
    ///   - question: The question, as its snapshot names it.
    ///   - reply: What the user did.
    public func questionWasAnswered(_ question: QuestionID, with reply: QuestionReply) {
        guard questionOnScreen?.id == question else { return }
        questionOnScreen = nil
        report { $0.report(.answered(question, reply)) }
        advance()
    }

    /// The system took a question's container away without a button (UIKit: the popover of an
    /// action sheet without a cancel action, tapped away, as its delegate hears). Reported as
    /// ``QuestionReply/dismissed`` when it is the question on screen; nothing otherwise.
    ///
    /// - Parameter container: The container ``QuestionHost/makeQuestionContainer(for:)`` made.
    public func questionWasDismissed(_ container: Host.Container) {
        guard let shown = questionOnScreen, shown.container === container else { return }
        questionWasAnswered(shown.id, with: .dismissed)
    }

    /// Whether a screen's back button should ask the renderer before it pops (UIKit: a back
    /// action of the host's): a screen of the renderer's that is not its navigation container's
    /// first (a back action on a root screen would make UIKit add a back button). The app's own
    /// screens, in the navigation container a flow is shown in, are left alone.
    ///
    /// - Parameters:
    ///   - screen: A screen's container.
    ///   - navigationController: The navigation container it is shown in.
    /// - Returns: Whether its back button should ask.
    public func backButtonAsks(_ screen: Host.Container, in navigationController: Host.Container) -> Bool {
        screenIDs[ObjectIdentifier(screen)] != nil && host.children(of: navigationController).first !== screen
    }

    /// The user starts to go back (a back swipe begins, a back button that asks is tapped):
    /// whether the toolkit may pop now. When not (the top screen holds unsaved work), nothing pops
    /// and its view model hears of the attempt (``popWasAttempted(in:)``).
    ///
    /// - Parameter navigationController: A navigation container the renderer shows.
    /// - Returns: Whether to pop.
    public func userStartsGoingBack(in navigationController: Host.Container) -> Bool {
        guard userMayPop(in: navigationController) else {
            popWasAttempted(in: navigationController)
            return false
        }
        return true
    }

    /// Whether the user may drag this presented level away now: call as the drag starts (UIKit's
    /// `presentationControllerShouldDismiss(_:)`). `false` while a screen on it holds unsaved
    /// work (``LeaveGuarding``); the toolkit then holds the sheet, and calls
    /// ``dismissalWasAttempted(of:)``.
    ///
    /// - Parameter presented: The presented navigation controller.
    /// - Returns: Whether the drag may go ahead.
    public func userMayDismiss(_ presented: Host.Container) -> Bool {
        guard let id = presentedController(presented) else { return true }
        return navigator?.userMayDismiss(id) ?? true
    }

    /// The user's drag of a presented level was held back: call from UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)`. The view models decide
    /// (``Navigator/userAttemptedToDismiss(_:)``).
    ///
    /// - Parameter presented: The presented navigation controller.
    public func dismissalWasAttempted(of presented: Host.Container) {
        guard let id = presentedController(presented) else { return }
        navigator?.userAttemptedToDismiss(id)
    }

    /// Whether the user may pop this navigation controller's top screen now: call as a back
    /// swipe or a back tap starts. `false` while that screen holds unsaved work; the toolkit then
    /// does not pop, and calls ``popWasAttempted(in:)``.
    ///
    /// - Parameter navigationController: A navigation container the renderer shows.
    /// - Returns: Whether the gesture may go ahead.
    public func userMayPop(in navigationController: Host.Container) -> Bool {
        guard let id = controllerShowingItsTop(navigationController) else { return true }
        return navigator?.userMayPop(in: id) ?? true
    }

    /// A back swipe or back tap was held back: the top screen's view model decides
    /// (``Navigator/userAttemptedToPop(in:)``).
    ///
    /// - Parameter navigationController: A navigation container the renderer shows.
    public func popWasAttempted(in navigationController: Host.Container) {
        guard let id = controllerShowingItsTop(navigationController) else { return }
        navigator?.userAttemptedToPop(in: id)
    }

    /// The stack's navigation controller of a presented level on screen.
    private func presentedController(_ presented: Host.Container) -> NavigationControllerID? {
        guard let level = levels.firstIndex(where: { $0.container === presented }), level > 0 else { return nil }
        return levels[level].controllers[levels[level].selectedIndex].id
    }

    /// The stack's navigation controller a navigation container shows, when the container's top
    /// child is that controller's top screen: a screen of the app's own pushed above a flow is
    /// the app's to pop, and no guard of the flow's applies to it.
    private func controllerShowingItsTop(_ navigationController: Host.Container) -> NavigationControllerID? {
        if let split = levels.first?.split, split.compact === navigationController {
            // The collapsed split: the focused column's top is the compact container's.
            let focused = levels[0].controllers[levels[0].selectedIndex]
            guard let top = focused.screens.last, let container = containers[top],
                  host.children(of: navigationController).last === container
            else { return nil }
            return focused.id
        }
        guard let (level, position) = position(of: navigationController),
              let top = levels[level].controllers[position].screens.last,
              let container = containers[top], host.children(of: navigationController).last === container
        else { return nil }
        return levels[level].controllers[position].id
    }
}
