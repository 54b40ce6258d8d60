// Where a route's answer would land on a stack, without changing it: the part of
// `Router.explain(_:landingOn:)` that reads the stack.

extension RouteDestination {
    /// Where this destination would put its screens on `stack` as it is.
    @MainActor
    func landing(on stack: NavigationControllerStack) -> RouteLanding {
        guard case .navigate(let command) = self else {
            return RouteLanding(place: .nowhere, kept: [], added: [], dismissedLevels: 0)
        }
        let snapshot = stack.snapshot
        let modals = max(snapshot.levelCount - 1, 0)
        switch command {
        case .push(let viewModel, _):
            return Self.onTop(of: stack, adding: [viewModel], keeping: nil)
        case .resetScreens(let viewModels, _):
            return Self.onTop(of: stack, adding: viewModels, keeping: viewModels)
        case .present(let viewModel, _, _):
            return RouteLanding(place: .modal(level: snapshot.levelCount), kept: [], added: [typeName(of: viewModel)], dismissedLevels: 0)
        case .resetRoot(let viewModel):
            return RouteLanding(place: .root, kept: [], added: [typeName(of: viewModel)], dismissedLevels: modals)
        case .resetStack(let viewModels):
            return RouteLanding(place: .root, kept: [], added: viewModels.map(typeName(of:)), dismissedLevels: modals)
        case .restore(let layout):
            return RouteLanding(place: .root, kept: [], added: layout.viewModels.map(typeName(of:)), dismissedLevels: modals)
        case .showInTab(let index, let viewModels, _):
            let current = (try? stack.tab(ofLink: index, viewModels)).map { stack.levels[0].controllers[$0].viewModels }
            return Self.replacing(current ?? [], with: viewModels, at: .tab(index), dismissing: modals)
        case .showInColumn(let column, let viewModels, _):
            let current = stack.viewModels(inColumn: column)
            return Self.replacing(current ?? [], with: viewModels, at: .column(column), dismissing: modals)
        case .pushInColumn(let column, let viewModel, _):
            let current = stack.viewModels(inColumn: column) ?? []
            return RouteLanding(
                place: .column(column), kept: current.map(typeName(of:)), added: [typeName(of: viewModel)], dismissedLevels: 0)
        case .selectTab(let index):
            let current = stack.viewModels(inTab: index)
            return RouteLanding(place: .tab(index), kept: (current ?? []).map(typeName(of:)), added: [], dismissedLevels: 0)
        case .ask:
            return RouteLanding(place: .question, kept: [], added: [], dismissedLevels: 0)
        case .pop, .popToRoot, .popTo, .close, .dismiss:
            // Screens go; none is added.
            return RouteLanding(place: .top, kept: [], added: [], dismissedLevels: 0)
        }
    }

    /// A push or `resetScreens` on the top navigation controller: named by its tab or column when it
    /// is the root's. `resetScreens` keeps the instances already there.
    @MainActor
    private static func onTop(
        of stack: NavigationControllerStack, adding viewModels: [any ViewModel], keeping wanted: [any ViewModel]?
    ) -> RouteLanding {
        let shown = stack.topNavigationController?.viewModels ?? []
        var place = RouteLanding.Place.top
        let snapshot = stack.snapshot
        if snapshot.levelCount == 1, let root = snapshot.topLevel {
            if root.isTabbed { place = .tab(root.selectedIndex) }
            if let column = root.focusedColumn { place = .column(column) }
        }
        guard let wanted else {
            return RouteLanding(place: place, kept: shown.map(typeName(of:)), added: viewModels.map(typeName(of:)), dismissedLevels: 0)
        }
        let kept = wanted.filter { viewModel in shown.contains { $0 === viewModel } }
        let added = wanted.filter { viewModel in !shown.contains { $0 === viewModel } }
        return RouteLanding(place: place, kept: kept.map(typeName(of:)), added: added.map(typeName(of:)), dismissedLevels: 0)
    }

    /// `showInTab` and `showInColumn`: the screens at the bottom that are the same stay.
    @MainActor
    private static func replacing(
        _ current: [any ViewModel], with viewModels: [any ViewModel], at place: RouteLanding.Place, dismissing modals: Int
    ) -> RouteLanding {
        var kept = 0
        while kept < min(current.count, viewModels.count),
              NavigationControllerStack.isSameScreen(current[kept], viewModels[kept]) {
            kept += 1
        }
        return RouteLanding(
            place: place, kept: current[..<kept].map(typeName(of:)), added: viewModels[kept...].map(typeName(of:)),
            dismissedLevels: modals)
    }
}
