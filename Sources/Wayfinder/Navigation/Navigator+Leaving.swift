// The user's attempts to leave a screen that holds unsaved work (`LeaveGuarding`): renderers ask
// whether a gesture may start, and report the attempt when it may not; the view models decide,
// and a decision to leave becomes a `close` on the bus.

extension Navigator {
    /// Whether the user may drag away the modal level holding this navigation controller now:
    /// `false` while a screen on it, or on a level above, holds unsaved work
    /// (``LeaveGuarding/hasUnsavedWork``). Renderers ask as the gesture starts (UIKit's
    /// `presentationControllerShouldDismiss(_:)`).
    ///
    /// - Parameter controller: A navigation controller of the level.
    /// - Returns: Whether the gesture may go ahead.
    public func userMayDismiss(_ controller: NavigationControllerID) -> Bool {
        guardsOnLevel(of: controller).isEmpty
    }

    /// Whether the user may pop the top screen of this navigation controller now (a back swipe,
    /// the back button): `false` while that screen holds unsaved work.
    ///
    /// - Parameter controller: The navigation controller.
    /// - Returns: Whether the gesture may go ahead.
    public func userMayPop(in controller: NavigationControllerID) -> Bool {
        guardOnTop(of: controller) == nil
    }

    /// Reports that the user tried to drag away the modal level holding this navigation
    /// controller, and was held back (UIKit's `presentationControllerDidAttemptToDismiss(_:)`).
    /// Each screen that holds unsaved work decides, topmost first
    /// (``LeaveGuarding/userAttemptedToLeave()``); when all say ``LeaveDecision/leave``, the level
    /// is closed.
    ///
    /// - Parameter controller: A navigation controller of the level.
    /// - Returns: Whether the view models were asked: `false` when nothing holds unsaved work, the
    ///   level is not a modal level in the stack, or an attempt to leave it is being decided
    ///   already.
    @discardableResult
    public func userAttemptedToDismiss(_ controller: NavigationControllerID) -> Bool {
        guard let level = stack.level(of: controller), level > 0 else { return false }
        return decide(guardsOnLevel(of: controller), closing: stack.levels[level].selected.entries[0].viewModel)
    }

    /// Reports that the user tried to pop the top screen of this navigation controller (a back
    /// swipe or the back button), and was held back. The screen's view model decides; when it
    /// says ``LeaveDecision/leave``, its screen is closed.
    ///
    /// - Parameter controller: The navigation controller.
    /// - Returns: Whether the view model was asked: `false` when the top screen holds no unsaved
    ///   work, or an attempt to leave it is being decided already.
    @discardableResult
    public func userAttemptedToPop(in controller: NavigationControllerID) -> Bool {
        guard let guarding = guardOnTop(of: controller) else { return false }
        return decide([guarding], closing: guarding)
    }

    /// The screens of the level holding `controller` and of the levels above it that hold unsaved
    /// work, topmost first.
    private func guardsOnLevel(of controller: NavigationControllerID) -> [any LeaveGuarding] {
        guard let level = stack.level(of: controller), level > 0 else { return [] }
        var guards: [any LeaveGuarding] = []
        for index in (level..<stack.levels.count).reversed() {
            for navigationController in stack.levels[index].controllers {
                for entry in navigationController.entries.reversed() {
                    if let guarding = entry.viewModel as? any LeaveGuarding, guarding.hasUnsavedWork { guards.append(guarding) }
                }
            }
        }
        return guards
    }

    /// The top screen of `controller`, when it can be popped and holds unsaved work.
    private func guardOnTop(of controller: NavigationControllerID) -> (any LeaveGuarding)? {
        for level in stack.levels {
            for navigationController in level.controllers where navigationController.id == controller {
                guard navigationController.entries.count > 1,
                      let guarding = navigationController.entries.last?.viewModel as? any LeaveGuarding,
                      guarding.hasUnsavedWork
                else { return nil }
                return guarding
            }
        }
        return nil
    }

    /// Asks the guards in turn, counted as a running operation (a test's settle waits for it,
    /// except while it waits for an answer); closes `target` when all say leave.
    private func decide(_ guards: [any LeaveGuarding], closing target: any ViewModel) -> Bool {
        let key = ObjectIdentifier(target)
        guard !guards.isEmpty, !leavesBeingDecided.contains(key) else { return false }
        leavesBeingDecided.insert(key)
        let activity = bus.activity
        activity.operationStarted()
        Task { [weak self] in
            let decision = await NavigationActivity.run(countedBy: activity) {
                for guarding in guards where await guarding.userAttemptedToLeave() == .stay { return LeaveDecision.stay }
                return .leave
            }
            activity.operationEnded()
            guard let self else { return }
            self.leavesBeingDecided.remove(key)
            if decision == .leave, self.stack.contains(target) { self.services.close(target, animated: true) }
        }
        return true
    }
}
