// What a command would place on the stack, worked out before it runs: the view models the guards
// are asked about. A tab or split container's tabs and columns are made here, once, and the
// command lays out those same instances (`ScreenSource`).

/// The view models a command would place on the stack, root first: those it names and, for a
/// tab or split container, the tabs and columns it lays out (with the container). Some may be on
/// the stack already and keep their place; the guards are asked about the others.
@MainActor
struct CommandArrivals {
    /// A container's tabs or columns, made for the command.
    enum Made {
        case tabs([any ViewModel])
        case columns(SplitColumns)
    }

    /// Every view model the command would place, root first.
    let viewModels: [any ViewModel]
    /// The tabs and columns made for the containers among them.
    let made: [(container: ObjectIdentifier, made: Made)]

    /// The tabs or columns made for this container, if the command lays it out.
    func made(for container: any ViewModel) -> Made? {
        made.first { $0.container == ObjectIdentifier(container) }?.made
    }
}

extension NavigationControllerStack {
    /// What the command would place, or the error it will fail with before placing anything (no
    /// root for a command that needs one): its guards are not asked then.
    ///
    /// One case a command, with no `default`: a command added later must say what it places.
    func arrivals(of command: NavigationCommand) throws(NavigationError) -> CommandArrivals {
        var made: [(container: ObjectIdentifier, made: CommandArrivals.Made)] = []
        let viewModels: [any ViewModel]
        switch command {
        case .push(let viewModel, _), .present(let viewModel, _, _), .pushInColumn(_, let viewModel, _):
            guard !levels.isEmpty else { throw .noRoot }
            viewModels = [viewModel]
        case .showInTab(_, let list, _), .showInColumn(_, let list, _):
            guard !levels.isEmpty else { throw .noRoot }
            viewModels = list
        case .resetScreens(let list, _):
            viewModels = list
        case .resetRoot(let viewModel):
            viewModels = Self.laidOut([viewModel], made: &made)
        case .resetStack(let list):
            viewModels = Self.laidOut(list, made: &made)
        case .restore(let layout):
            viewModels = Self.laidOut(layout, made: &made)
        case .pop, .popToRoot, .dismiss, .popTo, .close, .selectTab, .ask:
            viewModels = []
        }
        return CommandArrivals(viewModels: viewModels, made: made)
    }

    /// The view models of a new root, a container's tabs or columns made for it.
    private static func laidOut(
        _ viewModels: [any ViewModel], made: inout [(container: ObjectIdentifier, made: CommandArrivals.Made)]
    ) -> [any ViewModel] {
        guard let first = viewModels.first else { return [] }
        let traits = ViewModelTraits.of(first)
        if traits.isTabContainer, let container = first as? any TabContainerViewModel {
            let tabs = container.makeTabs()
            made.append((ObjectIdentifier(container), .tabs(tabs)))
            return [container] + tabs + viewModels.dropFirst()
        }
        if traits.isSplitContainer, let container = first as? any SplitContainerViewModel {
            let columns = container.makeColumns()
            made.append((ObjectIdentifier(container), .columns(columns)))
            return [container] + columns.roots + viewModels.dropFirst()
        }
        return viewModels
    }

    /// The view models of a restored layout, its containers' tabs and columns made for it.
    private static func laidOut(
        _ layout: StackLayout, made: inout [(container: ObjectIdentifier, made: CommandArrivals.Made)]
    ) -> [any ViewModel] {
        var viewModels: [any ViewModel] = []
        for level in layout.levels {
            switch level {
            case .stack(let list, _):
                viewModels += list
            case .tabs(let container, let pushed, _):
                let tabs = container.makeTabs()
                made.append((ObjectIdentifier(container), .tabs(tabs)))
                viewModels += [container] + tabs + pushed.joined()
            case .split(let container, let columns, _):
                let laid = container.makeColumns()
                made.append((ObjectIdentifier(container), .columns(laid)))
                viewModels.append(container)
                // A column whose saved screens replace its root never shows the root it made.
                for (column, root) in zip(laid.columns, laid.roots) {
                    if case .replacingRoot? = columns[column] { continue }
                    viewModels.append(root)
                }
                viewModels += columns.sorted { $0.key < $1.key }.flatMap(\.value.viewModels)
            }
        }
        return viewModels
    }
}
