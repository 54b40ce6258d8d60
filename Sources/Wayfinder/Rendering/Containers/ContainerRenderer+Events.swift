// What the toolkit tells the host, passed on here: turned into reports of the user's gestures when,
// and only when, the screen now differs from what the renderer showed.

extension ContainerRenderer {
    /// A navigation controller starts a transition: call from
    /// `navigationController(_:willShow:animated:)`, for every transition, the renderer's own
    /// included, whenever the toolkit delivers it (see ``ContainerHost`` for the contract).
    ///
    /// The renderer waits for the transition to end before it changes anything when it is not
    /// its own: the navigation controller's children already differ from those it last set or
    /// saw settle (UIKit takes the top screen out as a back swipe or a back tap starts; the app
    /// pushes a screen of its own on the navigation controller a flow is shown in). A call for
    /// the renderer's own change — while its step animates, or late, after the step finished —
    /// finds no difference and holds nothing back.
    ///
    /// - Parameter navigationController: A navigation container the host made, or the one the
    ///   renderer was given to show its flow in.
    public func navigationTransitionWillBegin(in navigationController: Host.Container) {
        guard !isAnimatingOwnStep(in: navigationController), childrenChanged(navigationController) else { return }
        userNavigations.insert(ObjectIdentifier(navigationController))
    }

    /// Whether a navigation container the renderer knows holds other children than it last set
    /// or saw settle.
    private func childrenChanged(_ navigationController: Host.Container) -> Bool {
        guard let known = knownChildren[ObjectIdentifier(navigationController)] else { return false }
        return host.children(of: navigationController).map(ObjectIdentifier.init) != known
    }

    /// A navigation controller's transition ended, completed or cancelled: call from the
    /// transition coordinator's completion, or from `navigationController(_:didShow:animated:)`
    /// (calling both is fine). When it holds fewer screens than the renderer showed, the user
    /// popped: the renderer reports ``UserReport/popped(to:)``.
    ///
    /// The comparison runs even while the renderer's own step animates the same controller (a
    /// SwiftUI path written by a back tap before the model's push has settled): the renderer
    /// recorded its own change before making it, so only the user's shows as a difference.
    ///
    /// - Parameter navigationController: A navigation container the host made.
    public func navigationTransitionDidEnd(in navigationController: Host.Container) {
        userNavigations.remove(ObjectIdentifier(navigationController))
        takeInChildren(of: navigationController, mayLeaveFlow: true)
    }

    /// Reads a navigation controller's children as they are now: what the user (or the app) took
    /// away is reported, they become the ones the renderer knows, and the next step may go.
    private func takeInChildren(of navigationController: Host.Container, mayLeaveFlow: Bool) {
        if levels.first?.split?.compact === navigationController {
            reconcileCompact(navigationController)
        } else {
            reconcile(navigationController, mayLeaveFlow: mayLeaveFlow)
        }
        let key = ObjectIdentifier(navigationController)
        if knownChildren[key] != nil {
            knownChildren[key] = host.children(of: navigationController).map(ObjectIdentifier.init)
        }
        advance()
    }

    /// The user started to drag a presented level away: call from
    /// `presentationControllerWillDismiss(_:)`. The renderer waits until it ends.
    ///
    /// - Parameter presented: The presented navigation controller.
    public func dismissalWillBegin(of presented: Host.Container) {
        userDismissals.insert(ObjectIdentifier(presented))
    }

    /// The user's drag of a presented level ended: call with `completed: false` from the
    /// transition coordinator when it was cancelled, and with `completed: true` from
    /// `presentationControllerDidDismiss(_:)`. A completed one is reported once, as
    /// ``UserReport/dismissed(_:)``.
    ///
    /// - Parameters:
    ///   - presented: The presented navigation controller.
    ///   - completed: Whether the level went away.
    public func dismissalDidEnd(of presented: Host.Container, completed: Bool) {
        userDismissals.remove(ObjectIdentifier(presented))
        if completed, let level = levels.firstIndex(where: { $0.container === presented }), level > 0 {
            let id = levels[level].controllers[levels[level].selectedIndex].id
            forget(levels[level...])
            levels.removeSubrange(level...)
            report { $0.report(.dismissed(id)) }
        }
        advance()
    }

    /// A presented navigation container left the screen, whatever took it away: call from its
    /// `viewDidDisappear(_:)` (UIKit's), for every presented container the host made.
    ///
    /// When the renderer still shows the level — neither its own step nor the user's drag took it
    /// away — the app's own code did (`dismiss(animated:)` on any presenter, a logout that
    /// dismisses everything), and UIKit tells no delegate. The renderer compares its presented
    /// levels with what the host still presents (``ContainerHost/presentedContainer(of:)``) and
    /// reports the lowest one gone as ``UserReport/dismissed(_:)``, as a drag would: the stack
    /// follows the screen, results are delivered, and no guard is asked (it has happened). A
    /// call for a container still presented (covered by another, say) or not the renderer's
    /// changes nothing.
    ///
    /// - Parameter container: The presented navigation container that disappeared.
    public func presentedContainerDidDisappear(_ container: Host.Container) {
        guard userDismissals.isEmpty, levels.dropFirst().contains(where: { $0.container === container }),
              var presenter = levels[0].container
        else { return }
        var presented: Set<ObjectIdentifier> = []
        while let next = host.presentedContainer(of: presenter), presented.insert(ObjectIdentifier(next)).inserted {
            presenter = next
        }
        if let question = questionOnScreen, !presented.contains(ObjectIdentifier(question.container)) {
            questionOnScreen = nil
        }
        guard let gone = levels.indices.dropFirst().first(where: { levels[$0].container.map { !presented.contains(ObjectIdentifier($0)) } ?? true })
        else { return }
        let id = levels[gone].controllers[levels[gone].selectedIndex].id
        forget(levels[gone...])
        levels.removeSubrange(gone...)
        report { $0.report(.dismissed(id)) }
        advance()
    }

    /// The user tapped a tab: call from `tabBarController(_:didSelect:)`, which UIKit calls for
    /// taps only. A tap on the tab already selected reports nothing.
    ///
    /// - Parameter index: The tapped tab.
    public func tabWasSelected(_ index: Int) {
        guard let root = levels.first, root.isTabbed, root.controllers.indices.contains(index),
              root.selectedIndex != index
        else { return }
        levels[0].selectedIndex = index
        report { $0.report(.selectedTab(index)) }
    }

    /// Compares a navigation controller's children with what the renderer showed: fewer, and
    /// the same from the bottom, means the user popped (or the app's code did, with
    /// `popToViewController` or `setViewControllers`).
    ///
    /// Any other change of the renderer's screens — the app's code took one from the middle, or
    /// put them in another order — is read as a pop to the last screen still in place from the
    /// bottom: the report's change then takes the others off the screen too, so the screen and
    /// the stack agree again.
    private func reconcile(_ navigationController: Host.Container, mayLeaveFlow: Bool) {
        guard let (level, position) = position(of: navigationController) else { return }
        let shown = levels[level].controllers[position].screens
        let now = screensNow(in: navigationController)
        guard now != shown else { return }
        let kept = zip(shown, now).prefix { $0 == $1 }.count
        guard kept > 0 else {
            // The flow's first screen went: the user (or the app) went back to the app's own.
            if navigationController === embedding, mayLeaveFlow { leaveFlow(keeping: now) }
            return
        }
        guard kept < shown.count else { return }  // all the renderer showed is in place
        levels[level].controllers[position].screens = now
        forget(Set(shown).subtracting(now))
        report { $0.report(.popped(to: now[kept - 1])) }
    }

    /// Catches up with the app's navigation container a flow is shown in when it changed and the
    /// renderer did not hear of it (the app set a delegate of its own on it, which took the
    /// renderer's place): called before each command, so that a back swipe it missed is reported
    /// before the command runs, and the command lands where the user sees it.
    ///
    /// It also notices that the app let those containers go while a transition waited for a
    /// completion that will never come: the renderer drops what it showed and finishes, and the
    /// command runs. It never reports that the user left the flow (``flowWasLeft`` runs from the
    /// toolkit's callbacks only, not inside a view model's command).
    func catchUpWithAppsContainer() {
        if appLetGo {
            advance()
            return
        }
        guard !isBusy, userNavigations.isEmpty, userDismissals.isEmpty, let embedding, childrenChanged(embedding)
        else { return }
        takeInChildren(of: embedding, mayLeaveFlow: false)
    }

    /// The user went back from a flow's first screen to the app's own: nothing of the root level
    /// is on screen any more, so the next transition shows the stack from scratch. A level
    /// presented above (the app popped its navigation controller under it) stays known, so that
    /// a drag still reports it and the next transition dismisses it first.
    ///
    /// Screens of the renderer's the app's code left above its own (it took the flow's first one
    /// away) stay known, so that the next transition takes them away rather than keeping them as
    /// the app's; the user leaving a flow already left tells ``flowWasLeft`` nothing new.
    private func leaveFlow(keeping remaining: [ScreenID]) {
        forget(Set(levels[0].controllers[0].screens).subtracting(remaining))
        levels[0].controllers[0].screens = remaining
        needsRebuild = true
        guard !hasLeftFlow else { return }
        hasLeftFlow = true
        flowWasLeft?()
    }

    /// The level and position of a navigation container on screen.
    func position(of navigationController: Host.Container) -> (level: Int, position: Int)? {
        levels.indices.lazy.compactMap { level in
            self.levels[level].controllers.firstIndex { $0.container === navigationController }.map { (level, $0) }
        }.first
    }

    /// The renderer's screens a navigation container holds now, as the toolkit has them (the
    /// app's own view controllers in it are not the renderer's, and are left out).
    private func screensNow(in navigationController: Host.Container) -> [ScreenID] {
        host.children(of: navigationController).compactMap { screenIDs[ObjectIdentifier($0)] }
    }
}

// A split root's own events: its width, and a column SwiftUI shows on its own.

extension ContainerRenderer {
    /// The split collapsed into one stack (a compact width) or expanded into columns: call once
    /// when the toolkit has laid out a new split (it may start collapsed), then from UIKit's
    /// `splitViewControllerDidCollapse(_:)` and `splitViewControllerDidExpand(_:)`, or when
    /// SwiftUI's horizontal size class changes. Reported as
    /// ``UserReport/resizedSplit(collapsed:)``; the plan that follows lays the screens out
    /// again (``TransitionStep/setSplitCollapsed(_:)``).
    ///
    /// The first call for a split is always reported, even when the stack has the split so
    /// already: a report about an earlier split may still be on its way, and this one, after it,
    /// is what the window is. Later calls are reported when they differ from the last. A host
    /// that knows its width with no split shown (a terminal) may call it then too: the stack
    /// lays out the next split root in that state.
    ///
    /// When the renderer is idle it lays the screens out at once, so that the toolkit never
    /// shows an empty compact column or empty columns; otherwise the plan of the report does,
    /// after the transitions before it.
    ///
    /// - Parameter collapsed: Whether the split is collapsed now (the window is compact).
    public func splitDidResize(collapsed: Bool) {
        if levels.first?.split != nil {
            guard levels[0].split?.reportedCollapsed != collapsed else { return }
            levels[0].split?.reportedCollapsed = collapsed
            if !isBusy, userNavigations.isEmpty, userDismissals.isEmpty { setSplitCollapsed(collapsed) }
        } else {
            guard windowReportedCollapsed != collapsed else { return }
        }
        windowReportedCollapsed = collapsed
        report { $0.report(.resizedSplit(collapsed: collapsed)) }
    }

    /// The toolkit showed a column of the collapsed split on its own: the user went back past
    /// the focused column's first screen (SwiftUI writing `preferredCompactColumn`). Reported as
    /// ``UserReport/popped(to:)`` to that column's top screen, which focuses it. A host with
    /// a compact container never calls it: a back swipe there is a pop like any other.
    ///
    /// The split counts as collapsed as soon as the host reported it (the stack applies that
    /// report before this one).
    ///
    /// - Parameter column: The column shown now.
    /// - Returns: Whether it was reported; when not (an expanded split, a later column), the host
    ///   keeps showing the focused column.
    @discardableResult
    public func columnWasShown(_ column: SplitColumn) -> Bool {
        guard let root = levels.first, let split = root.split, split.reportedCollapsed ?? split.isCollapsed,
              let index = split.columns.firstIndex(of: column), index < root.selectedIndex,
              let top = root.controllers[index].screens.last
        else { return false }
        levels[0].selectedIndex = index
        report { $0.report(.popped(to: top)) }
        return true
    }
}
