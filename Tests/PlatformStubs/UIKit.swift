// A stand-in for the part of UIKit that WayfinderUIKit's platform files and the iOS sample's UIKit
// app (Sample/iOS/UIKitSample.swiftpm; Scripts/check-ios-sample.sh) use, declared as the
// iOS SDK declares it (main-actor classes and delegate protocols, completion blocks without
// isolation). Scripts/check-platform-files.sh type-checks those files against it on Linux, so a
// misspelt method, a wrong label or an isolation mistake fails CI here; the real SDK is the final
// judge on Apple platforms. It is not a simulation: nothing in it runs. It is compiled, and the
// platform files checked, with Objective-C interoperability on, over the stand-in Objective-C
// runtime (ObjectiveC/): UIKit's delegate protocols are `@objc` with optional requirements.
@_exported import Foundation
@_exported import ObjectiveC

// Linux's Foundation declares an NSObject of its own (a Swift class); UIKit's is the runtime's.
// These shadow Foundation's for every file that imports UIKit, as on Apple platforms.
public typealias NSObject = ObjectiveC.NSObject
public typealias NSObjectProtocol = ObjectiveC.NSObjectProtocol

// How the SDK imports UIKit's completion blocks: as plain closures, or (with
// `-D SENDABLE_COMPLETIONS`) as `@Sendable` ones, as newer SDKs may. The script checks both.
// Handlers (an alert action's, a text field's configuration, a UIAction's) the same way.
#if SENDABLE_COMPLETIONS
public typealias UICompletion = @MainActor @Sendable () -> Void
public typealias UITransitionCompletion = @Sendable (any UIViewControllerTransitionCoordinatorContext) -> Void
public typealias UIHandler<Argument> = @MainActor @Sendable (Argument) -> Void
#else
public typealias UICompletion = () -> Void
public typealias UITransitionCompletion = (any UIViewControllerTransitionCoordinatorContext) -> Void
public typealias UIHandler<Argument> = (Argument) -> Void
#endif
public typealias UIActionHandler = UIHandler<UIAction>

@MainActor open class UIResponder: NSObject {
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

@MainActor open class UIEvent: NSObject {
    public enum EventSubtype: Int, @unchecked Sendable {
        case none = 0
        case motionShake = 1
    }
}

@MainActor open class UIActivity: NSObject {}

@MainActor open class UIView: UIResponder {
    public override init() { super.init() }
    public init(frame: CGRect) { super.init() }
    open var bounds: CGRect = .zero
    open var frame: CGRect = .zero
    open var autoresizingMask: UIView.AutoresizingMask = []
    open func addSubview(_ view: UIView) {}

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

// The iOS sample apps' screens (Sample/iOS): tables, colours, images, tab bar items, controls.
@MainActor open class UIColor: NSObject {
    open class var tintColor: UIColor { UIColor() }
}

@MainActor open class UIImage: NSObject {
    public convenience init?(systemName name: String) { self.init() }
}

@MainActor open class UITabBarItem: NSObject {
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    @MainActor public struct TextProperties {
        public var color: UIColor
    }
    public var text: String?
    public var textProperties: UIListContentConfiguration.TextProperties
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }
    open var contentView: UIView { UIView() }
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration(text: nil, textProperties: .init(color: UIColor()))
    }
}

@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    @objc optional func numberOfSections(in tableView: UITableView) -> Int
    @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

@MainActor @objc public protocol UITableViewDelegate: NSObjectProtocol {
    @objc optional func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView()
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

@objc public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isCancelled: Bool { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: UITransitionCompletion?) -> Bool
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var title: String?
    open var view: UIView! = UIView()
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var isBeingDismissed: Bool { false }
    open var navigationController: UINavigationController? { nil }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var presentationController: UIPresentationController? { nil }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var sheetPresentationController: UISheetPresentationController? { nil }
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var isViewLoaded: Bool { false }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: UICompletion? = nil) {}
    open func dismiss(animated flag: Bool, completion: UICompletion? = nil) {}
}

@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@MainActor open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    weak open var delegate: (any UINavigationControllerDelegate)?
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@MainActor open class UINavigationItem: NSObject {
    @available(iOS 16.0, *)
    open var backAction: UIAction?  // @NSCopying in the SDK
}

@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

@MainActor open class UIGestureRecognizer: NSObject {
    weak open var delegate: (any UIGestureRecognizerDelegate)?
}

@MainActor open class UIMenuElement: NSObject {}

@MainActor open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public convenience init(title: String = "", identifier: UIAction.Identifier? = nil, handler: @escaping UIActionHandler) {
        self.init()
    }
    open var identifier: UIAction.Identifier { Identifier("") }
}

@MainActor open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: UIHandler<UIAlertAction>? = nil) { self.init() }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open var textFields: [UITextField]? { nil }
    open func addAction(_ action: UIAlertAction) {}
    open func addTextField(configurationHandler: UIHandler<UITextField>? = nil) {}
}

@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @objc optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

// Column style (iOS 14): `init(style:)`, a view controller per column, `show(_:)` for a column.
// `Style` and `Column` are Objective-C enums (NS_ENUM) in the SDK, as the delegate's `@objc`
// methods need.
@MainActor @objc public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    @objc optional func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    @objc optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    @objc optional func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

@objc public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

@MainActor open class UITraitCollection: NSObject {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}

@MainActor open class UISplitViewController: UIViewController {
    @objc public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }
    @objc public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    weak open var delegate: (any UISplitViewControllerDelegate)?
    open var isCollapsed: Bool { false }
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    open func show(_ column: UISplitViewController.Column) {}
}

@MainActor open class UIWindow: UIView {
    public override init() { super.init() }
    public init(windowScene: UIWindowScene) { super.init() }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor open class UIScene: UIResponder {
    @MainActor public final class ConnectionOptions: NSObject {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var userActivities: Set<NSUserActivity> { [] }
    }

    @MainActor public final class OpenURLOptions: NSObject {
        public var sourceApplication: String? { nil }
    }
}

@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
    open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}

/// Foundation's on Apple platforms; Linux's Foundation has none.
open class NSUserActivity: NSObject {
    public init(activityType: String) { self.activityType = activityType }
    open var activityType: String
    open var webpageURL: URL?
    open var referrerURL: URL?
}

@MainActor open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

@MainActor open class UIWindowScene: UIScene {
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

@MainActor open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role: UISceneSession.Role { .windowApplication }
}

@MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    open var delegateClass: AnyClass?
}

@MainActor @objc public protocol UIApplicationDelegate: NSObjectProtocol {
    @objc optional func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// What `@main` calls: UIKit's `UIApplicationMain` with this delegate.
    public static func main() {}
}

@MainActor @objc public protocol UISceneDelegate: NSObjectProtocol {
    @objc optional func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    @objc optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    @objc optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

@MainActor @objc public protocol UIWindowSceneDelegate: UISceneDelegate {
    @objc optional var window: UIWindow? { get set }
}

@MainActor @objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @objc optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

@MainActor open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { UIViewController() }
}

@MainActor @objc public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

// The SDK narrows a popover's `delegate` to `UIPopoverPresentationControllerDelegate`, which a
// Swift stand-in cannot declare (a stored property's type cannot change in a subclass): set a
// popover's delegate to a conformer of this protocol, as UIKitHost+Questions does.
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var permittedArrowDirections: UIPopoverArrowDirection = []
}

@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var maximumDetentValue: CGFloat { get }
}

@MainActor open class UISheetPresentationController: UIPresentationController {
    @MainActor public final class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        public static func medium() -> Detent { Detent() }
        public static func large() -> Detent { Detent() }
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent { Detent() }
    }
    open var detents: [Detent] = []
    open var selectedDetentIdentifier: Detent.Identifier?
}

// UIKit's own additions to Foundation's IndexPath: a table's section and row.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

// Key-value observing, as Foundation's overlay declares it on Apple platforms (Linux's Foundation
// has none): the host watches the delegate of a navigation controller it adopted.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
}

public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

public class NSKeyValueObservation: NSObject {
    public func invalidate() {}
}

public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    @preconcurrency public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}
