// A stand-in for the part of SwiftUI that WayfinderSwiftUI's platform files, the Rendering
// article's SwiftUI app and the iOS sample's SwiftUI app (Scripts/check-ios-sample.sh) use,
// declared as Apple's SDK (Xcode 16 and later) declares it: `View` and `App` are main-actor
// protocols, `Binding(get:set:)` takes `@Sendable` closures isolated where they are made,
// `sheet(item:)` wants `Identifiable` items. Scripts/check-platform-files.sh and
// Scripts/check-ios-sample.sh type-check those files against it on Linux, so a misspelt
// modifier, a wrong label or a capture the SDK's concurrency checking refuses fails CI here;
// the real SDK remains the final judge. It is not a simulation: nothing in it runs, and every
// body is a placeholder.
@_exported import Foundation

// MARK: Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// A view the stand-in hands back from modifiers and builders; it has no body.
public struct _StandInView: View {
    public var body: Never { fatalError() }
    nonisolated public init() {}
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> _StandInView { _StandInView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<First: View, Second: View, each Rest: View>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> _StandInView { _StandInView() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent()
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
    nonisolated init() {}
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct Text: View {
    nonisolated public init(verbatim content: String) {}
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: View {
    public init(_ title: String, action: @escaping @MainActor () -> Void) where Label == Text {}
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct TextField<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct SecureField<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {}
    public var body: Never { fatalError() }
}

public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

@MainActor @preconcurrency public protocol ToolbarContent {}

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock() -> _StandInToolbarContent { _StandInToolbarContent() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

public struct _StandInToolbarContent: ToolbarContent {
    nonisolated public init() {}
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

public struct ProgressView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {}
    public var body: Never { fatalError() }
}

// The iOS sample apps' screens (Sample/iOS): a list of sections, labels, links, titles.
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent, Content, Footer> {
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {}
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

// The only form the sample uses: a text shared, with a label of its own (iOS 16, macOS 13).
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label: View>: View {
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {}
    public var body: Never { fatalError() }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let bottomTrailing = Alignment()
}

public struct Image: View {
    nonisolated public init(systemName: String) {}
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) where Title == Text, Icon == Image {}
    public var body: Never { fatalError() }
}

public struct Link<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, destination: URL) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// `preferredCompactColumn` (iOS 17, macOS 14) is what a collapsed split shows on top; SwiftUI
// writes it as the user goes back past a column's first screen.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}
    public var body: Never { fatalError() }
}

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn() }
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
}

extension View {
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> _StandInView { _StandInView() }
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> _StandInView { _StandInView() }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _StandInView { _StandInView() }
    public func tag<V: Hashable>(_ tag: V) -> _StandInView { _StandInView() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> _StandInView { _StandInView() }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _StandInView { _StandInView() }
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _StandInView { _StandInView() }
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _StandInView { _StandInView() }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> _StandInView {
        _StandInView()
    }
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> _StandInView { _StandInView() }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> _StandInView { _StandInView() }
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> _StandInView { _StandInView() }
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> _StandInView { _StandInView() }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _StandInView { _StandInView() }
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _StandInView {
        _StandInView()
    }
    nonisolated public func padding(_ length: CGFloat? = nil) -> _StandInView { _StandInView() }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> _StandInView { _StandInView() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> _StandInView { _StandInView() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> _StandInView {
        _StandInView()
    }
    // iOS 17 / macOS 14; the action is a plain closure (not `@Sendable`), run on the main actor.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _StandInView { _StandInView() }
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> _StandInView { _StandInView() }
}

/// Foundation's on Apple platforms; Linux's Foundation has none.
open class NSUserActivity: NSObject {
    public init(activityType: String) { self.activityType = activityType }
    open var activityType: String
    open var webpageURL: URL?
    open var referrerURL: URL?
}

// MARK: State

@propertyWrapper public struct Binding<Value> {
    // The strictest reading of the SDK's `@Sendable` closures: not isolated to the main actor.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
}

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

// In an extension, as in the SDK: a `@State var text: String` without a value is not defaulted.
extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

// The SDK marks `horizontalSizeClass` unavailable on macOS; a Mac's windows have no size classes.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

public struct EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Apps and scenes

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Never: Scene {}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}
