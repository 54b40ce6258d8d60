import Wayfinder

/// A view controller of the simulated UIKit: a screen's, a navigation controller or a tab bar
/// controller, with what UIKit's would have: children, a selected tab, a presented view
/// controller, and whether a transition runs in it.
@MainActor
final class SimViewController {
    enum Kind: Equatable {
        case screen(ScreenID)
        case navigation(NavigationControllerID)
        case tabBar
        /// A split view controller in column style: its children are the columns' navigation
        /// controllers; ``compact`` is the navigation controller of its compact column.
        case split([SplitColumn])
        /// The navigation controller of a split view controller's compact column.
        case compactNavigation
        /// One of the app's own view controllers, which the renderer did not make.
        case appScreen(String)
        /// The app's own navigation controller.
        case appNavigation(String)
        /// An alert controller showing a question.
        case alert(QuestionSnapshot)
    }

    let kind: Kind
    /// A navigation controller's stack (`viewControllers`), or a tab bar controller's tabs.
    var children: [SimViewController]
    /// A tab bar controller's selected tab, or the column a split view controller last showed.
    var selectedIndex = 0
    /// A split view controller's compact column, and whether it shows it (a compact width).
    var compact: SimViewController?
    var isCollapsed = false
    /// What this view controller presents (`presentedViewController`).
    var presented: SimViewController?
    /// Who presents this one (`presentingViewController`).
    weak var presenting: SimViewController?
    /// The style it was presented in.
    var style: ModalStyle?
    /// A navigation controller's push or pop is animating (UIKit would not take another).
    var isNavigating = false
    /// The app set a delegate of its own on this navigation controller, behind the host's back:
    /// its transitions are no longer passed on to the renderer (the worst case, a host that does
    /// not wrap a late delegate).
    var hasAppsOwnDelegate = false
    /// This view controller is being presented or dismissed, or dragged by the user.
    var isPresenting = false
    /// An alert the user answered, going away: UIKit still lists it as presented until the
    /// animation ends, and calls its action's handler then.
    var isBeingDismissed = false
    /// What to call when that dismissal ends (a dismissal asked for meanwhile waits for it).
    var dismissalCompletions: [@MainActor () -> Void] = []
    /// What the app keeps in a view controller of its own: the navigator and the renderer a
    /// `MainTabBarController` owns, as the UIKit apps article's does.
    var owned: [AnyObject] = []

    init(_ kind: Kind, children: [SimViewController] = []) {
        self.kind = kind
        self.children = children
    }

    /// The names of the app's own view controllers in a navigation controller.
    var appScreenNames: [String] {
        children.compactMap { if case .appScreen(let name) = $0.kind { name } else { nil } }
    }

    /// Whether this is one of the navigation controllers of the app's own or the renderer's.
    var isNavigation: Bool {
        switch kind {
        case .navigation, .appNavigation, .compactNavigation: true
        default: false
        }
    }

    /// Whether this is the app's own navigation controller.
    var isAppsOwn: Bool {
        if case .appNavigation = kind { true } else { false }
    }

    /// The screen identifiers of a navigation controller's children.
    var screenIDs: [ScreenID] { children.compactMap(\.screenID) }

    /// The identifier of a screen's view controller; `nil` for any other.
    var screenID: ScreenID? {
        if case .screen(let id) = kind { id } else { nil }
    }

    /// The question an alert controller shows.
    var question: QuestionSnapshot? {
        if case .alert(let question) = kind { question } else { nil }
    }

    var navigationID: NavigationControllerID? {
        if case .navigation(let id) = kind { id } else { nil }
    }

    var name: String {
        switch kind {
        case .screen(let id): "\(id)"
        case .navigation(let id): "\(id)"
        case .tabBar: "tab bar"
        case .split: "split"
        case .compactNavigation: "compact nav"
        case .appScreen(let name), .appNavigation(let name): name
        case .alert(let question): "alert \(question.id)"
        }
    }
}
