// Restoring a saved stack through the router: each URL is opened without navigating, and the
// view models come back as one `restore` command.

extension Router {
    /// Brings a saved stack back: every URL goes through the router (rewrite rules, policy,
    /// routes) without navigating, then the view models are laid out in one change
    /// (``NavigationServices/restore(_:)``), so observers see a single `restore` command.
    ///
    /// There is no default origin: saved state is only as trusted as where it was read from.
    /// Pass ``RouteOrigin/app`` for state this app saved itself on this device (its own file,
    /// its scene's state restoration); an external origin for anything else, so that the policy
    /// judges every URL as it judges a link from there: ``RouteOrigin/webPage(referrer:)`` for an
    /// activity handed over from another device (Handoff) or read from a web page,
    /// ``RouteOrigin/otherApp(sourceApplication:)`` for state another app passed in a URL. A URL
    /// the policy refuses is left out and reported as ``RestorationIssue/unresolved(url:error:)``,
    /// nothing of it shown.
    ///
    /// Each screen's view model is the one its route answers (the last of a stack); a tab or
    /// split container's is the first. A split column whose saved root cannot be opened shows the
    /// container's own root, with what was pushed on it. A URL that cannot be opened is left out and reported; a level
    /// left with nothing is left out; when nothing is left the stack is unchanged. Restoring sends
    /// no ``RouteEvent``s.
    ///
    /// - Parameters:
    ///   - state: The saved stack (``NavigationControllerStack/restorationState()``).
    ///   - origin: Where the state was read from; the routing policy judges each URL by it, as
    ///     ``open(_:extras:)`` does.
    /// - Returns: The navigation result and the issues.
    @MainActor
    public func restore(_ state: RestorationState, origin: RouteOrigin) -> RestorationReport {
        guard state.version == RestorationState.currentVersion else {
            return RestorationReport(result: .failure(.emptyStack), issues: [.unsupportedVersion(state.version)])
        }
        var issues: [RestorationIssue] = []
        var levels: [StackLayout.Level] = []
        var savedTabs: RestorationState.Tabs?
        var savedSplit: RestorationState.Split?
        for level in state.levels {
            if let tabs = level.tabs {
                guard let container = restoredContainer(
                    tabs.container, as: (any TabContainerViewModel).self, origin: origin, issues: &issues)
                else {
                    issues += tabs.pushed.joined().map { .levelLost(url: $0) }
                    continue
                }
                let pushed = tabs.pushed.map { restoredScreens($0, origin: origin, issues: &issues) }
                levels.append(.tabs(container, pushed: pushed, selected: tabs.selected))
                savedTabs = tabs
            } else if let split = level.split {
                guard let container = restoredContainer(
                    split.container, as: (any SplitContainerViewModel).self, origin: origin, issues: &issues)
                else {
                    issues += split.columns.flatMap(\.urls).map { .levelLost(url: $0) }
                    continue
                }
                var columns: [SplitColumn: StackLayout.Column] = [:]
                for (index, saved) in split.columns.enumerated() {
                    // A column saved twice: the last one counts.
                    if split.columns[(index + 1)...].contains(where: { $0.column == saved.column }) {
                        issues += saved.urls.map { .levelLost(url: $0) }
                        continue
                    }
                    let pushed = restoredScreens(saved.pushed, origin: origin, issues: &issues)
                    if let url = saved.root, let root = restoredScreens([url], origin: origin, issues: &issues).first {
                        columns[saved.column] = .replacingRoot([root] + pushed)
                    } else {
                        columns[saved.column] = .onRoot(pushed)
                    }
                }
                levels.append(.split(container, columns: columns, focused: split.focused))
                savedSplit = split
            } else {
                let screens = restoredScreens(level.screens, origin: origin, issues: &issues)
                if !screens.isEmpty { levels.append(.stack(screens, style: level.style ?? .automatic)) }
            }
        }
        guard !levels.isEmpty else { return RestorationReport(result: .failure(.emptyStack), issues: issues) }
        var result = services.restore(StackLayout(levels: levels))
        // The app may have fewer tabs than when the state was saved: keep the tabs that still
        // exist, report what was pushed on the others, and try once more.
        if case .failure(.tabOutOfRange(_, let count)) = result, count > 0,
           case .tabs(let container, let pushed, let selected) = levels[0], let savedTabs {
            issues += savedTabs.pushed.dropFirst(count).joined().map { .levelLost(url: $0) }
            levels[0] = .tabs(container, pushed: Array(pushed.prefix(count)), selected: selected < count ? selected : 0)
            result = services.restore(StackLayout(levels: levels))
        }
        // Likewise a split that has lost a column (the supplementary one): the others come back,
        // and the detail column is focused if the lost one was.
        for _ in 0..<2 {
            guard case .failure(.noColumn(let lost)) = result,
                  case .split(let container, var columns, let focused) = levels[0], let savedSplit
            else { break }
            issues += savedSplit.columns.filter { $0.column == lost }.flatMap(\.urls).map { .levelLost(url: $0) }
            columns[lost] = nil
            levels[0] = .split(container, columns: columns, focused: focused == lost ? .detail : focused)
            result = services.restore(StackLayout(levels: levels))
        }
        return RestorationReport(result: result, issues: issues)
    }

    @MainActor
    private func restoredScreens(_ urls: [String], origin: RouteOrigin, issues: inout [RestorationIssue]) -> [any ViewModel] {
        urls.compactMap { url in
            let viewModels = restoredViewModels(url, origin: origin, issues: &issues)
            guard let viewModel = viewModels?.last else { return nil }
            guard !(viewModel is any TabContainerViewModel) else {
                issues.append(.notAScreen(url: url, found: "a tab container"))
                return nil
            }
            guard !(viewModel is any SplitContainerViewModel) else {
                issues.append(.notAScreen(url: url, found: "a split container"))
                return nil
            }
            return viewModel
        }
    }

    /// The tab or split container the URL's route answers (the first of a stack), or `nil` with
    /// an issue.
    @MainActor
    private func restoredContainer<Container>(
        _ url: String, as type: Container.Type, origin: RouteOrigin, issues: inout [RestorationIssue]
    ) -> Container? {
        guard let viewModel = restoredViewModels(url, origin: origin, issues: &issues)?.first else { return nil }
        guard let container = viewModel as? Container else {
            issues.append(.notAScreen(url: url, found: typeName(of: viewModel)))
            return nil
        }
        return container
    }

    /// The view models the URL's route answers, or `nil` with an issue.
    @MainActor
    func restoredViewModels(_ url: String, origin: RouteOrigin, issues: inout [RestorationIssue]) -> [any ViewModel]? {
        var handler: RouteEvent.Handler = .fallback
        switch destination(for: url, origin: origin, extras: [:], handler: &handler) {
        case .failure(let error):
            issues.append(.unresolved(url: url, error: error))
            return nil
        case .success(let destination):
            let viewModels: [any ViewModel]
            switch destination {
            case .navigate(let command):
                viewModels = Self.restoredViewModels(of: command, url: url, issues: &issues)
            case .value(let value):
                viewModels = (value as? any ViewModel).map { [$0] } ?? []
                if viewModels.isEmpty { issues.append(.notAScreen(url: url, found: "a value of type \(type(of: value))")) }
            case .handled:
                viewModels = []
                issues.append(.notAScreen(url: url, found: "handled"))
            }
            return viewModels.isEmpty ? nil : viewModels
        }
    }

    /// The screens a route's command would show, or none with an issue.
    @MainActor
    private static func restoredViewModels(
        of command: NavigationCommand, url: String, issues: inout [RestorationIssue]
    ) -> [any ViewModel] {
        switch command {
        case .push(let viewModel, _), .present(let viewModel, _, _), .resetRoot(let viewModel), .pushInColumn(_, let viewModel, _):
            return [viewModel]
        case .resetStack(let stack), .resetScreens(let stack, _), .showInTab(_, let stack, _), .showInColumn(_, let stack, _):
            if stack.isEmpty { issues.append(.notAScreen(url: url, found: "an empty stack")) }
            return stack
        case .ask:
            // A question is not restored: the link that asked it restores nothing.
            issues.append(.notAScreen(url: url, found: "a question"))
            return []
        case .pop, .popToRoot, .dismiss, .popTo, .close, .selectTab, .restore:
            issues.append(.notAScreen(url: url, found: "a \(command.name)"))
            return []
        }
    }
}
