import Wayfinder

/// A view model of a model-based run, known by the token the run gave it.
protocol TokenViewModel: ViewModel {
    var token: Int { get }
}

final class ModelA: TokenViewModel {
    let token: Int
    init(token: Int) { self.token = token }
}

final class ModelB: TokenViewModel {
    let token: Int
    init(token: Int) { self.token = token }
}

final class ModelC: TokenViewModel {
    let token: Int
    init(token: Int) { self.token = token }
}

/// A view model no screen is registered for.
final class ModelUnmapped: TokenViewModel {
    let token: Int
    init(token: Int) { self.token = token }
}

/// A tab container that makes new tab view models each time the stack asks, numbered by the run.
final class ModelTabs: TabContainerViewModel, TokenViewModel {
    let token: Int
    let initialTab: Int
    private let kinds: [ModelKind]
    private weak var maker: ModelViewModels?

    init(token: Int, kinds: [ModelKind], initialTab: Int, maker: ModelViewModels) {
        self.token = token
        self.kinds = kinds
        self.initialTab = initialTab
        self.maker = maker
    }

    func makeTabs() -> [any ViewModel] {
        guard let maker else { return [] }
        return kinds.map { maker.make($0) }
    }
}

/// A split container that makes new column view models each time the stack asks, numbered by
/// the run: a sidebar, a supplementary column when it has three kinds, and a detail column.
final class ModelSplitContainer: SplitContainerViewModel, TokenViewModel {
    let token: Int
    let initialColumn: SplitColumn
    private let kinds: [ModelKind]
    private weak var maker: ModelViewModels?

    init(token: Int, kinds: [ModelKind], initialColumn: SplitColumn, maker: ModelViewModels) {
        self.token = token
        self.kinds = kinds
        self.initialColumn = initialColumn
        self.maker = maker
    }

    func makeColumns() -> SplitColumns {
        guard let maker else { return SplitColumns(sidebar: ModelA(token: -1), detail: ModelA(token: -2)) }
        let made = kinds.map { maker.make($0) }
        return SplitColumns(sidebar: made[0], supplementary: made.count == 3 ? made[1] : nil, detail: made[made.count - 1])
    }
}

/// Makes a run's view models, numbering them 1, 2, 3… in creation order, and keeps only weak
/// references to them, to find those the stack should hold and to tell whether the others were
/// released.
@MainActor
final class ModelViewModels {
    private struct WeakReference {
        weak var viewModel: (any TokenViewModel)?
    }

    private var references: [Int: WeakReference] = [:]
    /// The tokens of the tab and split containers made, while they may be alive: few.
    private var containers: [Int] = []
    private(set) var lastToken = 0

    /// The view models made so far that are still alive.
    var aliveCount: Int { references.values.count { $0.viewModel != nil } }

    /// Makes a view model of `kind` with the next token.
    func make(_ kind: ModelKind) -> any TokenViewModel {
        lastToken += 1
        let viewModel: any TokenViewModel =
            switch kind {
            case .a: ModelA(token: lastToken)
            case .b: ModelB(token: lastToken)
            case .c: ModelC(token: lastToken)
            case .unmapped: ModelUnmapped(token: lastToken)
            case .tabs(let kinds, let initial): ModelTabs(token: lastToken, kinds: kinds, initialTab: initial, maker: self)
            case .split(let kinds, let initial):
                ModelSplitContainer(
                    token: lastToken, kinds: kinds, initialColumn: SplitColumn(rawValue: initial) ?? .sidebar, maker: self)
            }
        references[lastToken] = WeakReference(viewModel: viewModel)
        if viewModel is any TabContainerViewModel || viewModel is any SplitContainerViewModel { containers.append(lastToken) }
        return viewModel
    }

    /// The container the stack holds, if any: containers hold a place only at the root, as its
    /// tab or split container.
    func rootContainer(of stack: NavigationControllerStack) -> (any TokenViewModel)? {
        containers.removeAll { references[$0]?.viewModel == nil }
        for token in containers {
            if let container = viewModel(token), stack.contains(container) { return container }
        }
        return nil
    }

    /// The view model with this token, if it is still alive.
    func viewModel(_ token: Int) -> (any TokenViewModel)? {
        references[token]?.viewModel
    }

    /// The tokens of view models that are alive but not in `expected` (forgetting those that
    /// were released).
    func alive(besides expected: Set<Int>) -> [Int] {
        references = references.filter { $0.value.viewModel != nil }
        return references.keys.filter { !expected.contains($0) }.sorted()
    }

    /// The token of a run's view model, or -1 for any other.
    static func token(of viewModel: any ViewModel) -> Int {
        (viewModel as? any TokenViewModel)?.token ?? -1
    }
}
