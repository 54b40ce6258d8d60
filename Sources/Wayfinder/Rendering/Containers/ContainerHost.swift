/// The containers a ``ContainerRenderer`` drives: UIKit's view controllers (behind
/// `UIKitRenderer` in the `WayfinderUIKit` library), the state SwiftUI views bind to (behind
/// `NavigationModel` in `WayfinderSwiftUI`), or a simulation in tests. The adapters' own hosts
/// are internal; conform to this protocol to bring the renderer to another toolkit.
///
/// The vocabulary is UIKit's: a screen's container is a view controller, a navigation container
/// a `UINavigationController`, the tab container a `UITabBarController`. A host only does what
/// it is told and reports what its toolkit tells it; every decision — what to build, what to
/// reuse, when a change on screen is the user's — is the renderer's. A host calls the
/// renderer's event methods from its toolkit's delegates, as follows (the capability protocols' events included).
///
/// - ``ContainerRenderer/navigationTransitionWillBegin(in:)``: when a navigation container
///   starts any transition (UIKit's `navigationController(_:willShow:animated:)`): the user's,
///   and the renderer's own from ``setChildren(_:of:animated:completion:)`` too. It may arrive
///   before or after that call's completion, even a turn late: the renderer tells its own
///   changes from the user's by comparing children, not by timing.
/// - ``ContainerRenderer/navigationTransitionDidEnd(in:)``: when that transition has ended,
///   completed or cancelled (the transition coordinator's completion, and UIKit's
///   `navigationController(_:didShow:animated:)`; calling it twice is fine), for the renderer's
///   own transitions too, before or after the completion of ``setChildren(_:of:animated:completion:)``.
///   A toolkit that tells only the end (SwiftUI writing a path) may call it alone.
/// - ``ContainerRenderer/dismissalWillBegin(of:)`` and
///   ``ContainerRenderer/dismissalDidEnd(of:completed:)``: for the user's drag of a presented
///   level only (UIKit's `presentationControllerWillDismiss(_:)`, the drag's coordinator, and
///   `presentationControllerDidDismiss(_:)`), never for ``dismiss(_:animated:completion:)``.
/// - ``ContainerRenderer/presentedContainerDidDisappear(_:)``: whenever a presented navigation
///   container the host made disappears (UIKit's `viewDidDisappear(_:)`), whoever took it away:
///   the renderer tells the app's own `dismiss(animated:)`, which no delegate hears, from its
///   own steps and the user's drags.
/// - ``ContainerRenderer/tabWasSelected(_:)``: for the user's tab taps only (UIKit's
///   `tabBarController(_:didSelect:)`), never for ``TabContainerHost/selectTab(_:of:)``.
/// - ``ContainerRenderer/questionWasAnswered(_:with:)``: when the user chose a question's button
///   (a `UIAlertAction`'s handler, which UIKit calls once the alert is gone), or the system took a
///   dialog away (a tap outside its popover, ``ContainerRenderer/questionWasDismissed(_:)`` when
///   the host knows the container rather than the question); never for a question the renderer
///   dismisses itself. ``dismiss(_:animated:completion:)`` of a question's container the user is
///   taking away already (its dismissal still animating) completes when that dismissal ends.
/// - ``ContainerRenderer/userMayDismiss(_:)`` and ``ContainerRenderer/dismissalWasAttempted(of:)``:
///   as a drag of a presented level starts (UIKit's `presentationControllerShouldDismiss(_:)`),
///   and when the drag was held back (`presentationControllerDidAttemptToDismiss(_:)`).
/// - ``ContainerRenderer/userStartsGoingBack(in:)``: as a back swipe or a back tap starts (the
///   pop gesture's `gestureRecognizerShouldBegin(_:)`, the back button's action); the toolkit pops
///   only when it answers `true`, and the view model heard of the attempt when it answers `false`
///   (it is ``ContainerRenderer/userMayPop(in:)`` then ``ContainerRenderer/popWasAttempted(in:)``).
///   ``ContainerRenderer/backButtonAsks(_:in:)`` says which screens get a back button that asks.
/// - ``ContainerRenderer/splitDidResize(collapsed:)``: when a split container collapses into one
///   stack or expands into its columns (UIKit's `splitViewControllerDidCollapse(_:)` and
///   `splitViewControllerDidExpand(_:)`, SwiftUI's horizontal size class), and once the split
///   from ``SplitContainerHost/makeSplitContainer(columns:split:focused:)`` is on screen, with the state the toolkit
///   gave it (a launch on a phone starts collapsed).
/// - ``ContainerRenderer/columnWasShown(_:)``: when a toolkit that collapses a split on its own
///   shows an earlier column on top, the user having gone back past a column's first screen
///   (SwiftUI writing `preferredCompactColumn`); never for ``SplitContainerHost/showColumn(_:of:)``.
///
/// This protocol is the core every host implements: screens, navigation containers and
/// presentations. What a host shows beyond that is opt-in, each a protocol of its own:
/// ``TabContainerHost`` (tabs), ``SplitContainerHost`` (split columns) and ``QuestionHost``
/// (alerts and dialogs). A host implements only what its toolkit shows; a stack that needs more
/// is refused with a typed error and changes nothing (``RendererCapability``): attaching the
/// renderer throws ``RendererError/cannotShow(_:)``, and a later command that needs it fails with
/// ``NavigationError/cannotShow(_:for:)``. A new capability never breaks a host.
///
/// A completion handed to the host is called exactly once, when the change is on screen (at
/// once when nothing animates); a toolkit that refuses a change without a word leaves the
/// renderer waiting until the navigator's timeout (``ContainerRenderer/renderingTimedOut()``).
@MainActor
public protocol ContainerHost: AnyObject {
    /// A container: a view controller in UIKit.
    associatedtype Container: AnyObject

    /// Makes the container that shows a screen.
    ///
    /// - Parameters:
    ///   - screen: The screen, from the stack.
    ///   - id: The screen's identifier.
    /// - Returns: Its container.
    func makeContainer(for screen: any Screen, id: ScreenID) -> Container

    /// Makes a navigation container (a `UINavigationController`) holding these children, with
    /// the host listening to it.
    ///
    /// - Parameters:
    ///   - id: The identifier of the stack's navigation controller it shows.
    ///   - children: Its children, root first.
    /// - Returns: The navigation container.
    func makeNavigationContainer(id: NavigationControllerID, children: [Container]) -> Container

    /// Shows a container as the root of the window, replacing the old one.
    ///
    /// - Parameter root: The new root.
    func setRoot(_ root: Container)

    /// The children of a navigation container as the toolkit has them now (UIKit's
    /// `viewControllers`, which already leaves out a screen the user is swiping away).
    ///
    /// - Parameter navigationContainer: A navigation container the host made.
    /// - Returns: Its children, root first.
    func children(of navigationContainer: Container) -> [Container]

    /// Sets the children of a navigation container (`setViewControllers(_:animated:)`) and calls
    /// `completion` once the transition is over (at once when there is none).
    ///
    /// - Parameters:
    ///   - children: The children, root first.
    ///   - navigationContainer: A navigation container the host made.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition is over.
    func setChildren(
        _ children: [Container], of navigationContainer: Container, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Presents a container from another, in a style, and calls `completion` once it is on
    /// screen. The host listens to the presentation, so it hears a swipe-down.
    ///
    /// - Parameters:
    ///   - container: The navigation container of the new modal level.
    ///   - presenter: The container of the level below.
    ///   - style: The level's presentation style.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the presentation is over.
    func present(
        _ container: Container, from presenter: Container, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Dismisses a presented container and everything it presents, and calls `completion` once
    /// they are gone.
    ///
    /// - Parameters:
    ///   - container: The presented container (the lowest level to dismiss).
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is over.
    func dismiss(_ container: Container, animated: Bool, completion: @escaping @MainActor () -> Void)

    /// What the app itself presents on `container`, behind the renderer's back (an alert, a
    /// share sheet), if it stays: the renderer presents a new level above it, since UIKit refuses
    /// to present from a view controller that already presents. `nil` when nothing is presented
    /// or it is being dismissed.
    ///
    /// - Parameter container: A container the renderer presents from.
    /// - Returns: The container presented on it, if any.
    func presentedContainer(of container: Container) -> Container?

    /// The renderer will show the stack's root navigation controller in this navigation container
    /// of the app's (``ContainerPlacement``): listen to it as to the ones the host makes, keeping
    /// whatever the app listens with working (UIKit: the app's own delegate still hears every
    /// callback). Called once, before ``didAttach(_:)``.
    ///
    /// - Parameter navigationContainer: The app's navigation container.
    func adopt(_ navigationContainer: Container)

    /// The renderer that drives this host was made: keep it (weakly) to pass the toolkit's
    /// callbacks on. Called before the renderer is attached to its navigator, so the first
    /// transition's callbacks already reach it.
    ///
    /// - Parameter renderer: The renderer that drives this host.
    func didAttach(_ renderer: ContainerRenderer<Self>)
}

extension ContainerHost {
    /// Does nothing: a host that reports nothing back needs no renderer.
    ///
    /// - Parameter renderer: The renderer, not kept.
    public func didAttach(_ renderer: ContainerRenderer<Self>) {}

    /// Does nothing: a host that only shows the stack as the whole window.
    ///
    /// - Parameter navigationContainer: The app's navigation container.
    public func adopt(_ navigationContainer: Container) {}

    /// `nil`: a toolkit whose app presents nothing of its own behind the renderer's back.
    ///
    /// - Parameter container: A container the renderer presents from.
    /// - Returns: `nil`.
    public func presentedContainer(of container: Container) -> Container? { nil }
}
