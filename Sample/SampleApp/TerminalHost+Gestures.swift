import Wayfinder

// The user's gestures on the terminal: `b`, `d`, `t <n>` and a question's answers change the
// nodes as a back tap, a sheet dragged down, a tab tap and an alert's button change UIKit's view
// controllers, and reach the renderer as UIKit's delegates would report them.

extension TerminalHost {
    /// What came of a back tap.
    enum BackAttempt {
        /// The top screen went.
        case wentBack
        /// The top stack holds one screen.
        case nothingToGoBackTo
        /// The top screen holds unsaved work: it stays, and its view model decides.
        case heldBack
    }

    /// What came of a drag of the top sheet.
    enum DismissAttempt {
        /// The sheet went.
        case dismissed
        /// Only the root level is on screen.
        case nothingPresented
        /// The sheet's style cannot be dragged away (full screen).
        case notDismissible
        /// A screen on it holds unsaved work: it stays, and the view models decide.
        case heldBack
    }

    /// The user goes back (a back tap), unless the renderer holds it back.
    func goBack() -> BackAttempt {
        guard let stack = backStack, stack.children.count > 1 else { return .nothingToGoBackTo }
        guard renderer?.userMayPop(in: stack) ?? true else {
            renderer?.popWasAttempted(in: stack)
            return .heldBack
        }
        renderer?.navigationTransitionWillBegin(in: stack)
        stack.children.removeLast()
        renderer?.navigationTransitionDidEnd(in: stack)
        return .wentBack
    }

    /// The stack a back tap goes back in: the top level's, or, on an expanded split whose
    /// columns each have a back button, the rightmost column that can go back (the detail's
    /// first); a collapsed split's one stack.
    private var backStack: TerminalNode? {
        guard let level = levels.last else { return nil }
        if level.isExpandedSplit, let stack = level.children.last(where: { $0.children.count > 1 }) { return stack }
        return level.visibleStack
    }

    /// The user drags the top sheet down, unless the renderer holds it back (UIKit's
    /// `presentationControllerShouldDismiss`, then `presentationControllerDidAttemptToDismiss`).
    func dismissTop() -> DismissAttempt {
        guard let top = levels.last, top !== root else { return .nothingPresented }
        guard top.style != .fullScreen else { return .notDismissible }
        guard renderer?.userMayDismiss(top) ?? true else {
            renderer?.dismissalWasAttempted(of: top)
            return .heldBack
        }
        renderer?.dismissalWillBegin(of: top)
        top.presenting?.presented = nil
        top.presenting = nil
        renderer?.dismissalDidEnd(of: top, completed: true)
        return .dismissed
    }

    /// The user taps a tab.
    func tapTab(_ index: Int) {
        guard let root, root.isTabs, root.children.indices.contains(index) else { return }
        root.selectedIndex = index
        renderer?.tabWasSelected(index)
    }

    /// The question on screen, over the top level, if any.
    var shownQuestion: TerminalNode? {
        levels.last?.question
    }

    /// The user types into the question's text field: whether it has one.
    func typeIntoQuestion(_ text: String) -> Bool {
        guard let node = shownQuestion, node.fieldText != nil else { return false }
        node.fieldText = text
        return true
    }

    /// The user chooses the question's button at this index (from 0): the terminal takes the
    /// question away, as UIKit takes an alert away before its action's handler runs, and the
    /// renderer reports the answer, with the text field's text. Whether there was such a button.
    func answerQuestion(withButton index: Int) -> Bool {
        guard let node = shownQuestion, let question = node.asked, question.content.buttons.indices.contains(index) else {
            return false
        }
        takeAway(node)
        renderer?.questionWasAnswered(question.id, with: .button(index, text: node.fieldText))
        return true
    }

    /// The user taps outside a confirmation dialog: the system takes it away, and it answers as
    /// its cancel button does. Whether a dialog was shown (an alert cannot be tapped away).
    func tapOutsideQuestion() -> Bool {
        guard let node = shownQuestion, let question = node.asked, question.content.style == .confirmationDialog else {
            return false
        }
        takeAway(node)
        renderer?.questionWasAnswered(question.id, with: .dismissed)
        return true
    }

    private func takeAway(_ question: TerminalNode) {
        question.presenting?.question = nil
        question.presenting = nil
    }
}
