import WayfinderTestSupport
import Wayfinder

/// UIKit as the adapter sees it, simulated: navigation controllers whose `setViewControllers`
/// animates and completes on a later turn, a tab bar, a chain of presented view controllers,
/// interactive pops that finish or cancel, sheets dragged away, and tab taps. It calls the
/// renderer's event methods the way UIKit's delegates would: `willShow` and the end of a
/// transition for every change of a navigation controller (after a cancelled back swipe, `didShow`
/// on some systems and not on others), `presentationControllerDidDismiss` and `didSelect` only
/// for the user's own gestures.
///
/// What UIKit would refuse or garble is recorded in ``misuses``: a navigation controller changed
/// while its transition runs, a presentation from a view controller that already presents or is
/// itself moving, a root replaced under a presentation.
@MainActor
final class SimulatedUIKit: TabContainerHost, SplitContainerHost, QuestionHost {
    /// A running animation: UIKit finishes it on a later turn, in an order of its own.
    struct Animation {
        let name: String
        /// Whether the user started it (a pop or a dismissal that goes on after the finger lifts).
        let isUsers: Bool
        let finish: @MainActor () -> Void
    }

    /// A gesture the user's finger is making.
    enum Gesture {
        case interactivePop(SimViewController, saved: [SimViewController])
        case dragDown(SimViewController)
    }

    private(set) weak var renderer: ContainerRenderer<SimulatedUIKit>?
    private(set) var root: SimViewController?
    private(set) var animations: [Animation] = []
    private(set) var gesture: Gesture?
    /// What UIKit would have refused or garbled.
    private(set) var misuses: [String] = []
    /// Whether UIKit refuses the next presentation without calling back, as it does when the
    /// presenter is not in the window any more.
    var refusesNextPresentation = false
    /// The user's gestures that changed the screen, in the order they completed, as the reports
    /// they call for (`pop to #3`, `dismiss nav#2`, `select tab 1`).
    private(set) var completedGestures: [String] = []
    private var generator: SeededGenerator
    /// Whether `willShow` for the renderer's own changes comes a turn late, as a pending callback
    /// that may run after the change's completion (a toolkit that delivers it asynchronously).
    let delaysWillShow: Bool

    init(seed: UInt64 = 0, delaysWillShow: Bool = false) {
        generator = SeededGenerator(seed: seed)
        self.delaysWillShow = delaysWillShow
    }

    // MARK: ContainerHost

    func didAttach(_ renderer: ContainerRenderer<SimulatedUIKit>) {
        self.renderer = renderer
    }

    func makeContainer(for screen: any Screen, id: ScreenID) -> SimViewController {
        SimViewController(.screen(id))
    }

    func makeNavigationContainer(id: NavigationControllerID, children: [SimViewController]) -> SimViewController {
        SimViewController(.navigation(id), children: children)
    }

    func navigationContainer(inTab index: Int, of tabBarController: SimViewController) -> SimViewController? {
        guard tabBarController.kind == .tabBar, tabBarController.children.indices.contains(index) else { return nil }
        let tab = tabBarController.children[index]
        return tab.isNavigation ? tab : nil
    }

    /// The app's navigation controllers the renderer was given to show a flow in (held weakly,
    /// as UIKit's host does: they are the app's).
    var adopted: [SimViewController] { adoptedWeakly.compactMap(\.controller) }
    private var adoptedWeakly: [WeakSimViewController] = []

    func adopt(_ navigationController: SimViewController) {
        adoptedWeakly.append(WeakSimViewController(controller: navigationController))
    }

    private struct WeakSimViewController {
        weak var controller: SimViewController?
    }

    func makeTabContainer(tabs: [SimViewController], selectedIndex: Int) -> SimViewController {
        let tabBar = SimViewController(.tabBar, children: tabs)
        tabBar.selectedIndex = selectedIndex
        return tabBar
    }

    func makeSplitContainer(columns: [SimViewController], split: SplitSnapshot, focused: SplitColumn) -> SimViewController {
        let splitView = SimViewController(.split(split.columns), children: columns)
        splitView.selectedIndex = split.columns.firstIndex(of: focused) ?? 0
        splitView.compact = SimViewController(.compactNavigation)
        return splitView
    }

    func compactContainer(of splitContainer: SimViewController) -> SimViewController? {
        splitContainer.compact
    }

    func showColumn(_ column: SplitColumn, of splitContainer: SimViewController) {
        guard case .split(let columns) = splitContainer.kind, let index = columns.firstIndex(of: column) else { return }
        splitContainer.selectedIndex = index
    }

    func setRoot(_ root: SimViewController) {
        if self.root?.presented != nil { misuses.append("the root was replaced while it presents \(self.root!.presented!.name)") }
        self.root = root
        if case .split = root.kind {
            // A new split view controller starts expanded; its first layout, before the user can
            // touch it, collapses it in a compact width, and the host reports what it is then.
            root.isCollapsed = isCompactWidth
            renderer?.splitDidResize(collapsed: root.isCollapsed)
        }
    }

    // MARK: The window's width

    /// Whether the window is compact (a phone, a narrow iPad window): a split view controller
    /// there is collapsed.
    private(set) var isCompactWidth = false

    /// The window's width changes (a rotation, a resized window): a split view controller at
    /// the root collapses or expands, and its delegate hears of it.
    func resize(compact: Bool) {
        isCompactWidth = compact
        guard let root, case .split = root.kind, root.isCollapsed != compact else { return }
        root.isCollapsed = compact
        renderer?.splitDidResize(collapsed: compact)
    }

    func children(of navigationController: SimViewController) -> [SimViewController] {
        navigationController.children
    }

    func setChildren(
        _ children: [SimViewController], of navigationController: SimViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if navigationController.isNavigating {
            misuses.append("setViewControllers on \(navigationController.name) during its transition")
        }
        navigationController.children = children
        if delaysWillShow {
            animations.append(Animation(name: "willShow \(navigationController.name)", isUsers: false) { [weak self] in
                self?.listener(of: navigationController)?.navigationTransitionWillBegin(in: navigationController)
            })
        } else {
            listener(of: navigationController)?.navigationTransitionWillBegin(in: navigationController)
        }
        guard animated, isOnScreen(navigationController) else {
            completion()
            listener(of: navigationController)?.navigationTransitionDidEnd(in: navigationController)
            return
        }
        navigationController.isNavigating = true
        animations.append(Animation(name: "set \(navigationController.name)", isUsers: false) { [weak self] in
            navigationController.isNavigating = false
            self?.endTransition(of: navigationController, completion: completion)
        })
    }

    func selectTab(_ index: Int, of tabBarController: SimViewController) {
        tabBarController.selectedIndex = index
    }

    func present(
        _ viewController: SimViewController, from presenter: SimViewController, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if refusesNextPresentation {
            // As UIKit does for a presenter that left the window: a log line, no completion.
            refusesNextPresentation = false
            return
        }
        if let going = presenter.presented, going.isBeingDismissed {
            misuses.append("present \(viewController.name) on \(presenter.name) while \(going.name) is being dismissed")
            return
        }
        guard presenter.presented == nil else {
            // UIKit logs "already presenting" and does nothing: the completion never comes.
            misuses.append("present \(viewController.name) on \(presenter.name), which already presents \(presenter.presented!.name)")
            return
        }
        if presenter.isPresenting { misuses.append("present \(viewController.name) on \(presenter.name) while it is moving") }
        presenter.presented = viewController
        viewController.presenting = presenter
        viewController.style = style
        guard animated else { return completion() }
        viewController.isPresenting = true
        animations.append(Animation(name: "present \(viewController.name)", isUsers: false) {
            viewController.isPresenting = false
            completion()
        })
    }

    func makeQuestionContainer(for question: QuestionSnapshot) -> SimViewController {
        SimViewController(.alert(question))
    }

    /// Presents an alert controller, always animated, as UIKit apps do. An action sheet needs a
    /// popover anchor (UIKit raises on iPad without one).
    func presentQuestion(
        _ alert: SimViewController, from presenter: SimViewController, anchor: SimViewController?,
        completion: @escaping @MainActor () -> Void
    ) {
        if alert.question?.content.style == .confirmationDialog, anchor == nil {
            misuses.append("\(alert.name) is an action sheet without a popover anchor")
        }
        if presenter.question != nil { misuses.append("\(alert.name) presented on \(presenter.name), an alert") }
        present(alert, from: presenter, style: .automatic, animated: true, completion: completion)
    }

    /// What `presentedViewController` would say: UIKit forgets a dismissed one at once here.
    func presentedContainer(of viewController: SimViewController) -> SimViewController? {
        viewController.presented.flatMap { $0.isBeingDismissed ? nil : $0 }
    }

    func dismiss(_ viewController: SimViewController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        // An alert the user answered is on its way out before its action's handler tells the
        // renderer: the UIKit host waits for that dismissal (a second one would be dropped), or
        // completes at once when it is over.
        if viewController.isBeingDismissed { return viewController.dismissalCompletions.append(completion) }
        if viewController.question != nil, viewController.presenting == nil { return completion() }
        guard let presenter = viewController.presenting, presenter.presented === viewController else {
            misuses.append("dismiss \(viewController.name), which is not presented")
            return completion()
        }
        if viewController.isPresenting { misuses.append("dismiss \(viewController.name) while it is moving") }
        presenter.presented = nil
        viewController.presenting = nil
        // UIKit's `viewDidDisappear`, then the completion.
        guard animated else {
            containerDisappeared(viewController)
            return completion()
        }
        animations.append(Animation(name: "dismiss \(viewController.name)", isUsers: false) { [weak self] in
            self?.containerDisappeared(viewController)
            completion()
        })
    }

    // MARK: The screen

    /// The view controller on top: the root, or the last one presented.
    var topContainer: SimViewController? {
        var top = root
        while let presented = top?.presented { top = presented }
        return top
    }

    /// The navigation controller the user sees.
    var visibleNavigationController: SimViewController? {
        guard let top = topContainer else { return nil }
        if case .split = top.kind { return top.isCollapsed ? top.compact : top.children[top.selectedIndex] }
        return top.kind == .tabBar ? top.children[top.selectedIndex] : top
    }

    /// Whether a navigation controller is in the window: in the root (any tab) or presented.
    private func isOnScreen(_ navigationController: SimViewController) -> Bool {
        var container = root
        while let current = container {
            if case .split = current.kind {
                // Collapsed, the compact column is on screen; expanded, the columns are.
                if current.isCollapsed ? current.compact === navigationController
                    : current.children.contains(where: { $0 === navigationController }) { return true }
            } else if current === navigationController || current.children.contains(where: { $0 === navigationController }) {
                return true
            }
            container = current.presented
        }
        return false
    }

    /// What is on screen, level by level.
    var shown: [ShownLevel] {
        var levels: [ShownLevel] = []
        var container = root
        while let current = container {
            var isSplit = false
            if case .split = current.kind { isSplit = true }
            let controllers = current.kind == .tabBar || isSplit ? current.children : [current]
            levels.append(ShownLevel(
                controllers: controllers.map { ShownController(id: $0.navigationID, screens: $0.screenIDs) },
                selectedIndex: current.kind == .tabBar ? current.selectedIndex : 0,
                style: current.style, question: current.presented?.question?.id,
                compact: isSplit ? current.compact?.screenIDs ?? [] : nil, isCollapsed: isSplit ? current.isCollapsed : nil))
            container = current.presented?.question == nil ? current.presented : nil
        }
        return levels
    }

    /// The alert controller on top, when it is on screen and not moving.
    var questionOnScreen: SimViewController? {
        guard let top = topContainer, top.question != nil, !top.isPresenting, !top.isBeingDismissed else { return nil }
        return top
    }

    struct ShownController: Equatable {
        let id: NavigationControllerID?
        let screens: [ScreenID]
    }

    struct ShownLevel: Equatable {
        let controllers: [ShownController]
        let selectedIndex: Int
        let style: ModalStyle?
        /// The question shown over the level.
        var question: QuestionID?
        /// A split's compact column's screens, and whether it is collapsed; `nil` for other levels.
        var compact: [ScreenID]? = nil
        var isCollapsed: Bool? = nil
    }

    var hasUsersAnimations: Bool { animations.contains(where: \.isUsers) }

    // MARK: Animations

    /// Finishes the running animation at `index`.
    func finishAnimation(at index: Int) {
        animations.remove(at: index).finish()
    }

    /// A transition of a navigation controller ended: its completion and `didShow`, in either
    /// order, as UIKit does not promise one.
    private func endTransition(of navigationController: SimViewController, completion: @escaping @MainActor () -> Void) {
        if Bool.random(using: &generator) {
            completion()
            listener(of: navigationController)?.navigationTransitionDidEnd(in: navigationController)
        } else {
            listener(of: navigationController)?.navigationTransitionDidEnd(in: navigationController)
            completion()
        }
    }

    // MARK: The app's own screens

    /// The renderer, when it hears this navigation controller's transitions: not once the app set
    /// a delegate of its own on it.
    private func listener(of navigationController: SimViewController) -> ContainerRenderer<SimulatedUIKit>? {
        navigationController.hasAppsOwnDelegate ? nil : renderer
    }

    /// The app sets a delegate of its own on one of its navigation controllers after the
    /// renderer adopted it (`ordersNav.delegate = analytics` in a tab bar's `viewDidLoad`).
    func appSetsDelegate(on navigationController: SimViewController) {
        navigationController.hasAppsOwnDelegate = true
    }

    /// Shows the app's own root (a navigation controller or a tab bar of its own), as an app
    /// that adopts Wayfinder for one flow already does.
    func showAppRoot(_ root: SimViewController) {
        self.root = root
    }

    /// The app's own navigation controller holding the app's own screens.
    static func appNavigationController(_ name: String, screens: [String]) -> SimViewController {
        SimViewController(.appNavigation(name), children: screens.map { SimViewController(.appScreen($0)) })
    }

    /// The app's own tab bar controller.
    static func appTabBar(_ tabs: [SimViewController], selectedIndex: Int = 0) -> SimViewController {
        let tabBar = SimViewController(.tabBar, children: tabs)
        tabBar.selectedIndex = selectedIndex
        return tabBar
    }

    /// The app pushes a screen of its own on one of its navigation controllers; animated, the
    /// push ends when its animation finishes.
    func appPushes(_ name: String, on navigationController: SimViewController, animated: Bool = false) {
        changeAppsOwn(navigationController, animated: animated) { $0.children.append(SimViewController(.appScreen(name))) }
    }

    /// The app pops one of its navigation controllers to its first screen itself (no animation).
    func appPopsToRoot(_ navigationController: SimViewController) {
        changeAppsOwn(navigationController, animated: false) { $0.children = Array($0.children.prefix(1)) }
    }

    /// The app's code sets a navigation controller's children (`setViewControllers(_:animated:)`,
    /// no animation), chosen from those it has.
    /// What the navigator should hear when the renderer's screens changed: a pop to the last of
    /// them still in place from the bottom, a pop as any other.
    func appSetsChildren(of navigationController: SimViewController, to children: (SimViewController) -> [SimViewController]) {
        let before = navigationController.screenIDs
        let after = children(navigationController)
        let kept = zip(before, after.compactMap(\.screenID)).prefix { $0 == $1 }.count
        if kept > 0, kept < before.count { completedGestures.append("pop to \(before[kept - 1])") }
        changeAppsOwn(navigationController, animated: false) { $0.children = after }
    }

    /// A change the app makes to a navigation controller, as UIKit reports it to the delegate.
    private func changeAppsOwn(
        _ navigationController: SimViewController, animated: Bool, _ change: (SimViewController) -> Void
    ) {
        if navigationController.isNavigating { misuses.append("the app changed \(navigationController.name) during its transition") }
        change(navigationController)
        listener(of: navigationController)?.navigationTransitionWillBegin(in: navigationController)
        guard animated else {
            listener(of: navigationController)?.navigationTransitionDidEnd(in: navigationController)
            return
        }
        navigationController.isNavigating = true
        animations.append(Animation(name: "app's change of \(navigationController.name)", isUsers: true) { [weak self] in
            navigationController.isNavigating = false
            self?.listener(of: navigationController)?.navigationTransitionDidEnd(in: navigationController)
        })
    }

    // MARK: The app's own presentations

    /// The app presents something of its own (an alert) over the top level, behind the
    /// renderer's back.
    func presentForeign() {
        guard let top = topContainer else { return }
        let alert = SimViewController(.screen(ScreenID(rawValue: -1)))
        top.presented = alert
        alert.presenting = top
    }

    /// The containers that present a navigation container the host made (a level), from the
    /// window's root up.
    var presentersOfLevels: [SimViewController] {
        var presenters: [SimViewController] = []
        var container = root
        while let current = container, let presented = current.presented {
            if case .navigation = presented.kind { presenters.append(current) }
            container = presented
        }
        return presenters
    }

    /// The app's own code dismisses what `presenter` presents (UIKit's `dismiss(animated:)` on
    /// it, as a logout or an expired session does): no delegate hears it, but each presented
    /// container that leaves the screen hears `viewDidDisappear`, top first.
    func appDismisses(from presenter: SimViewController) {
        var gone: [SimViewController] = []
        var next = presenter.presented
        while let presented = next {
            gone.append(presented)
            next = presented.presented
        }
        presenter.presented = nil
        for presented in gone {
            presented.presenting = nil
            presented.presented = nil
        }
        // What the navigator should hear: the lowest level gone, as for a drag.
        if let level = gone.first(where: { if case .navigation = $0.kind { true } else { false } }) {
            completedGestures.append("dismiss \(level.name)")
        }
        for presented in gone.reversed() { containerDisappeared(presented) }
    }

    /// UIKit's `viewDidDisappear` of a presented navigation container the host made, which
    /// tells the renderer (UIKitHost's `HostedNavigationController`).
    private func containerDisappeared(_ container: SimViewController) {
        guard case .navigation = container.kind else { return }
        renderer?.presentedContainerDidDisappear(container)
    }

    // MARK: The user's gestures

    /// Whether the user can swipe back (or tap back) now.
    var canPop: Bool {
        guard gesture == nil, let top = topContainer, !top.isPresenting, top.question == nil,
              let navigation = visibleNavigationController
        else { return false }
        // In the app's own navigation controller, going back past the flow's first screen
        // leaves the flow: allowed unless the run keeps the user in it.
        let limit = navigation.isAppsOwn && !letsUserLeaveFlow ? navigation.screenIDs.count : navigation.children.count
        return limit >= 2 && !navigation.isNavigating
    }

    /// Whether the user may go back from a flow's first screen to the app's own below it.
    var letsUserLeaveFlow = true

    /// Starts a back swipe: UIKit takes the top screen out of `viewControllers` at once, unless
    /// the pop gesture's delegate holds it back (the screen holds unsaved work).
    func beginBackSwipe() {
        guard canPop, let navigation = visibleNavigationController, mayPop(navigation) else { return }
        let saved = navigation.children
        navigation.children.removeLast()
        navigation.isNavigating = true
        gesture = .interactivePop(navigation, saved: saved)
        listener(of: navigation)?.navigationTransitionWillBegin(in: navigation)
    }

    /// Taps the back button: a pop that always completes.
    func tapBack() {
        guard canPop, let navigation = visibleNavigationController, mayPop(navigation) else { return }
        navigation.children.removeLast()
        navigation.isNavigating = true
        listener(of: navigation)?.navigationTransitionWillBegin(in: navigation)
        let top = navigation.screenIDs.last
        animations.append(Animation(name: "back tap on \(navigation.name)", isUsers: true) { [weak self] in
            navigation.isNavigating = false
            // A pop inside a level the user dragged away meanwhile calls for no report.
            if self?.isOnScreen(navigation) == true {
                self?.completedGestures.append("pop to \(top.map(String.init(describing:)) ?? "?")")
            }
            self?.listener(of: navigation)?.navigationTransitionDidEnd(in: navigation)
        })
    }

    /// Whether the user can drag the top presented level away now.
    var canDragDown: Bool {
        guard gesture == nil, let top = topContainer, top !== root, !top.isPresenting, top.question == nil else { return false }
        return top.style?.isInteractivelyDismissible ?? true
    }

    /// The gestures the adapter held back (a guarded screen), as `attempt dismiss nav#2` or
    /// `attempt pop nav#1`.
    private(set) var heldBackGestures: [String] = []

    /// Whether the renderer lets a back swipe or tap start; when it does not, UIKit's pop gesture
    /// does not begin and the renderer hears of the attempt.
    private func mayPop(_ navigation: SimViewController) -> Bool {
        guard renderer?.userStartsGoingBack(in: navigation) == false else { return true }
        heldBackGestures.append("attempt pop \(navigation.name)")
        return false
    }

    /// Starts dragging the top presented level down, unless the renderer holds it back
    /// (`presentationControllerShouldDismiss` answers `false`): the sheet stays and UIKit calls
    /// `presentationControllerDidAttemptToDismiss`.
    func beginDragDown() {
        guard canDragDown, let top = topContainer else { return }
        if renderer?.userMayDismiss(top) == false {
            heldBackGestures.append("attempt dismiss \(top.name)")
            renderer?.dismissalWasAttempted(of: top)
            return
        }
        top.isPresenting = true
        gesture = .dragDown(top)
        renderer?.dismissalWillBegin(of: top)
    }

    /// Lifts the finger: the gesture completes or is cancelled, and its animation runs.
    /// - Parameter didShowOnCancel: Whether UIKit calls `didShow` after a cancelled back swipe
    ///   (iOS 18 does, earlier systems do not).
    func endGesture(completing: Bool, didShowOnCancel: Bool) {
        guard let gesture else { return }
        self.gesture = nil
        switch gesture {
        case .interactivePop(let navigation, let saved):
            if !completing { navigation.children = saved }
            let top = navigation.screenIDs.last
            animations.append(Animation(name: "back swipe on \(navigation.name)", isUsers: true) { [weak self] in
                navigation.isNavigating = false
                if completing, self?.isOnScreen(navigation) == true {
                    self?.completedGestures.append("pop to \(top.map(String.init(describing:)) ?? "?")")
                }
                // The transition coordinator's completion, then `didShow` when the system sends one.
                self?.listener(of: navigation)?.navigationTransitionDidEnd(in: navigation)
                if completing || didShowOnCancel { self?.listener(of: navigation)?.navigationTransitionDidEnd(in: navigation) }
            })
        case .dragDown(let presented):
            animations.append(Animation(name: "drag down \(presented.name)", isUsers: true) { [weak self] in
                presented.isPresenting = false
                if completing, let presenter = presented.presenting {
                    presenter.presented = nil
                    presented.presenting = nil
                    self?.completedGestures.append("dismiss \(presented.name)")
                    self?.containerDisappeared(presented)
                }
                self?.renderer?.dismissalDidEnd(of: presented, completed: completing)
            })
        }
    }

    /// The user taps a button of the alert on screen: UIKit dismisses the alert, then calls the
    /// action's handler. `text` is what the user typed in its text field.
    func tapAlertButton(_ index: Int, text: String = "typed") {
        guard gesture == nil, let alert = questionOnScreen, let question = alert.question,
              question.content.buttons.indices.contains(index)
        else { return }
        let reply = QuestionReply.button(index, text: question.content.textField == nil ? nil : text)
        dismissAlert(alert, replying: reply)
    }

    /// The user taps outside an action sheet's popover: UIKit dismisses it and calls the cancel
    /// action's handler, or, without a cancel action, the popover's delegate.
    func tapOutsideDialog() {
        guard gesture == nil, let alert = questionOnScreen, let question = alert.question,
              question.content.style == .confirmationDialog
        else { return }
        dismissAlert(alert, replying: question.content.cancelIndex.map { .button($0) } ?? .dismissed)
    }

    private func dismissAlert(_ alert: SimViewController, replying reply: QuestionReply) {
        guard let question = alert.question, let presenter = alert.presenting else { return }
        alert.isBeingDismissed = true
        animations.append(Animation(name: "alert \(question.id) goes", isUsers: true) { [weak self] in
            presenter.presented = nil
            alert.presenting = nil
            alert.isBeingDismissed = false
            for completion in alert.dismissalCompletions { completion() }
            alert.dismissalCompletions.removeAll()
            // An answer to an alert the renderer took away meanwhile (a command's) calls for no
            // report: the command ended the question.
            if self?.renderer?.shownQuestion == question.id { self?.completedGestures.append("answer \(question.id) \(reply)") }
            self?.renderer?.questionWasAnswered(question.id, with: reply)
        })
    }

    /// Whether the tab bar can be tapped: the root is one and nothing covers it.
    var canTapTab: Bool {
        guard gesture == nil, let root, root.kind == .tabBar else { return false }
        return root.presented == nil
    }

    var tabCount: Int { root?.kind == .tabBar ? root?.children.count ?? 0 : 0 }

    /// Taps a tab (UIKit tells the delegate even when it is the selected one).
    func tapTab(_ index: Int) {
        guard canTapTab, let root, root.children.indices.contains(index) else { return }
        if root.selectedIndex != index { completedGestures.append("select tab \(index)") }
        root.selectedIndex = index
        renderer?.tabWasSelected(index)
    }
}
