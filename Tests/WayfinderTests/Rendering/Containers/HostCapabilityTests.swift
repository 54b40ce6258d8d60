import Testing
import Wayfinder
import WayfinderTesting

private final class Columns: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: ListViewModel(), detail: DetailViewModel()) }
}

/// What a question's handler heard (it is `@Sendable`).
private final class Endings: @unchecked Sendable {
    var errors: [NavigationError] = []
}

/// A host that implements `ContainerHost`'s core only (the Rendering article's tree toolkit):
/// what it cannot show is refused with a typed error, and nothing changes.
@Suite("a host shows what it implements")
@MainActor
struct HostCapabilityTests {
    private typealias TreeHost = RenderingArticle.TreeHost

    @Test func aStackWithTabsIsRefusedAtAttachAndTheHostHearsNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        let host = TreeHost()
        #expect(throws: RendererError.cannotShow(.tabs)) { try ContainerRenderer(host: host, navigator: navigator) }
        #expect(host.root == nil)
        // A full host takes the same stack.
        #expect(throws: Never.self) { try ContainerRenderer(host: SimulatedUIKit(), navigator: navigator) }
    }

    @Test func aSplitOrAQuestionOnTheStackIsRefusedAtAttach() throws {
        let split = try makeNavigator()
        try split.screens.register(Columns.self) { TestScreen(viewModel: $0) }
        split.services.resetRoot(Columns())
        #expect(throws: RendererError.cannotShow(.splitColumns)) { try ContainerRenderer(host: TreeHost(), navigator: split) }

        let asking = try makeNavigator()
        asking.services.resetRoot(HomeViewModel())
        asking.services.ask(AskedQuestion(QuestionContent(style: .alert, title: "Delete?", buttons: [.init(title: "OK", role: .cancel)])) { _ in })
        #expect(throws: RendererError.cannotShow(.questions)) { try ContainerRenderer(host: TreeHost(), navigator: asking) }
    }

    @Test func aCommandThatNeedsMoreFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(Columns.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        let host = TreeHost()
        let renderer = try ContainerRenderer(host: host, navigator: navigator)
        let before = navigator.stack.snapshot

        #expect(navigator.services.resetRoot(TabsViewModel([ListViewModel()])).failure == .cannotShow(.tabs, for: "TabsViewModel"))
        #expect(navigator.services.resetStack([Columns()]).failure == .cannotShow(.splitColumns, for: "Columns"))
        let endings = Endings()
        let question = AskedQuestion(QuestionContent(style: .alert, title: "Delete?", buttons: [.init(title: "OK", role: .cancel)])) {
            if case .failure(let error) = $0 { endings.errors.append(error) }
        }
        #expect(navigator.services.ask(question).failure == .cannotShow(.questions, for: "Delete?"))
        #expect(endings.errors == [.cannotShow(.questions, for: "Delete?")])
        #expect(navigator.stack.snapshot == before)
        #expect(host.root?.children.count == 1)

        // What it shows still goes through.
        #expect(navigator.services.push(ListViewModel()).isPerformed)
        #expect(host.root?.children.count == 2)
        #expect(!renderer.shows(.tabs) && !renderer.shows(.splitColumns) && !renderer.shows(.questions))
    }
}
