// `restore`: the whole stack from a layout of levels, tabs and screens, in one change. Like every
// command it validates (and builds every screen) before it changes anything.

extension NavigationControllerStack {
    /// One level to build: its controllers' view models, the selected one, the container and the
    /// presentation (`nil` at the root).
    private struct LevelPlan {
        let controllers: [[any ViewModel]]
        let selectedIndex: Int
        var container: (any TabContainerViewModel)? = nil
        var split: (container: any SplitContainerViewModel, columns: [SplitColumn], madeRoots: [ObjectIdentifier])? = nil
        let presentation: ModalStyle?

        /// The tab or split container, if any.
        var anyContainer: (any ViewModel)? { container.map { $0 } ?? split.map { $0.container } }
    }

    func restore(_ layout: StackLayout, screens: ScreenSource) throws(NavigationError) -> StackEdit {
        guard !layout.levels.isEmpty else { throw .emptyStack }
        var seen: Set<ObjectIdentifier> = []
        var plans: [LevelPlan] = []
        for (index, level) in layout.levels.enumerated() {
            let plan = try Self.plan(level, atRoot: index == 0, screens: screens)
            for viewModel in plan.controllers.joined() {
                if let error = ViewModelTraits.containerError(viewModel) { throw error }
            }
            for viewModel in (plan.anyContainer.map { [$0] } ?? []) + plan.controllers.joined() {
                guard seen.insert(ObjectIdentifier(viewModel)).inserted else {
                    throw .duplicateViewModel(for: typeName(of: viewModel))
                }
            }
            plans.append(plan)
        }
        var built = try screens.makeScreens(for: plans.flatMap { $0.controllers.joined() })[...]

        var journal = StackEdit.Journal(before: snapshot)
        let removed = detachLevels(from: 0, journal: &journal)
        var inserted: [ScreenSnapshot] = []
        for plan in plans {
            var controllers: [NavigationController] = []
            for viewModels in plan.controllers {
                let controller = makeController(Array(built.prefix(viewModels.count)), journal: &journal)
                built = built.dropFirst(viewModels.count)
                inserted += controller.entries.map(\.snapshot)
                controllers.append(controller)
            }
            if let container = plan.anyContainer { viewModelsInStack.insert(ObjectIdentifier(container)) }
            levels.append(Level(
                controllers: controllers, selectedIndex: plan.selectedIndex, tabContainer: plan.container,
                split: plan.split.map { ($0.container, $0.columns, splitIsCollapsed, $0.madeRoots) },
                presentation: plan.presentation, below: levels.last?.node))
        }
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, inserted: inserted, removed: removed), journal)
    }

    private static func plan(
        _ level: StackLayout.Level, atRoot: Bool, screens: ScreenSource
    ) throws(NavigationError) -> LevelPlan {
        switch level {
        case .stack(let viewModels, let style):
            guard !viewModels.isEmpty else { throw .emptyStack }
            return LevelPlan(controllers: [viewModels], selectedIndex: 0, container: nil, presentation: atRoot ? nil : style)
        case .tabs(let container, let pushed, let selected):
            guard atRoot else { throw .tabContainerNotAtRoot(for: typeName(of: container)) }
            let roots = screens.tabs(of: container)
            guard !roots.isEmpty else { throw .noTabs }
            guard pushed.count <= roots.count else { throw .tabOutOfRange(index: pushed.count - 1, count: roots.count) }
            guard roots.indices.contains(selected) else { throw .tabOutOfRange(index: selected, count: roots.count) }
            let controllers = roots.indices.map { tab in [roots[tab]] + (tab < pushed.count ? pushed[tab] : []) }
            return LevelPlan(controllers: controllers, selectedIndex: selected, container: container, presentation: nil)
        case .split(let container, let layouts, let focused):
            guard atRoot else { throw .splitContainerNotAtRoot(for: typeName(of: container)) }
            let made = screens.columns(of: container)
            let columns = made.columns
            if let missing = layouts.keys.sorted().first(where: { !columns.contains($0) }) { throw .noColumn(missing) }
            guard let selected = columns.firstIndex(of: focused) else { throw .noColumn(focused) }
            let controllers = zip(columns, made.roots).map { column, root -> [any ViewModel] in
                switch layouts[column] {
                case nil: [root]
                case .onRoot(let pushed): [root] + pushed
                case .replacingRoot(let screens): screens
                }
            }
            guard controllers.allSatisfy({ !$0.isEmpty }) else { throw .emptyStack }
            return LevelPlan(
                controllers: controllers, selectedIndex: selected,
                split: (container, columns, made.roots.map(ObjectIdentifier.init)), presentation: nil)
        }
    }
}
