// What a host shows beyond the core of `ContainerHost`, found once when the renderer is made:
// each capability protocol's calls as closures over the host, typed by the renderer's own
// `Container`. A host's conformance to a capability protocol is a dynamic cast of a generic type
// (`Host` is known only as `ContainerHost`), so each is opened by a generic function and its
// calls cast back to `Host.Container`, which they are: a host is one type.

/// A host's optional capabilities; `nil` where it lacks one.
@MainActor
struct HostCapabilities<Container: AnyObject> {
    /// Tab containers (``TabContainerHost``).
    struct Tabs {
        let make: @MainActor (_ tabs: [Container], _ selectedIndex: Int) -> Container
        let select: @MainActor (_ index: Int, _ tabContainer: Container) -> Void
        let navigationContainer: @MainActor (_ index: Int, _ tabContainer: Container) -> Container?
    }

    /// Split containers (``SplitContainerHost``).
    struct Splits {
        let make: @MainActor (_ columns: [Container], _ split: SplitSnapshot, _ focused: SplitColumn) -> Container
        let compactContainer: @MainActor (_ splitContainer: Container) -> Container?
        let showColumn: @MainActor (_ column: SplitColumn, _ splitContainer: Container) -> Void
    }

    /// Questions (``QuestionHost``).
    struct Questions {
        let make: @MainActor (_ question: QuestionSnapshot) -> Container
        let present: @MainActor (_ question: Container, _ presenter: Container, _ anchor: Container?, _ completion: @escaping @MainActor () -> Void) -> Void
    }

    let tabs: Tabs?
    let splits: Splits?
    let questions: Questions?

    init<Host: ContainerHost>(of host: Host) where Host.Container == Container {
        tabs = (host as? any TabContainerHost).flatMap { Self.tabs(of: $0) as? Tabs }
        splits = (host as? any SplitContainerHost).flatMap { Self.splits(of: $0) as? Splits }
        questions = (host as? any QuestionHost).flatMap { Self.questions(of: $0) as? Questions }
    }

    private static func tabs<Host: TabContainerHost>(of host: Host) -> Any {
        HostCapabilities<Host.Container>.Tabs(
            make: { host.makeTabContainer(tabs: $0, selectedIndex: $1) },
            select: { host.selectTab($0, of: $1) },
            navigationContainer: { host.navigationContainer(inTab: $0, of: $1) })
    }

    private static func splits<Host: SplitContainerHost>(of host: Host) -> Any {
        HostCapabilities<Host.Container>.Splits(
            make: { host.makeSplitContainer(columns: $0, split: $1, focused: $2) },
            compactContainer: { host.compactContainer(of: $0) },
            showColumn: { host.showColumn($0, of: $1) })
    }

    private static func questions<Host: QuestionHost>(of host: Host) -> Any {
        HostCapabilities<Host.Container>.Questions(
            make: { host.makeQuestionContainer(for: $0) },
            present: { host.presentQuestion($0, from: $1, anchor: $2, completion: $3) })
    }
}
