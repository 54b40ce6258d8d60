// The navigator's side of the bus: a command the interceptors let through is applied to the
// stack here, and a command they stopped is ended here; both then go through the after-change
// stage (`Navigator+AfterChange.swift`).

extension Navigator: NavigationPerformer {
    func perform(_ interception: Interception) -> Result<NavigationChange, NavigationError> {
        let command = interception.command
        bus.deliver(.willPerform(command))
        let previousTop = stack.topViewModel
        let result: Result<NavigationChange, NavigationError>
        do throws(NavigationError) {
            result = .success(try apply(command))
        } catch {
            result = .failure(error)
        }
        afterChange(interception, result, previousTop: previousTop)
        return result
    }

    func reject(_ interception: Interception, _ error: NavigationError) {
        afterFailure(interception, error, reported: interception.sent)
    }

    private func apply(_ command: NavigationCommand) throws(NavigationError) -> NavigationChange {
        // The command first: a push or a pop answers at once, without asking the renderer.
        if let container = command.rootTabContainer, let renderer, !renderer.showsTabContainers {
            throw .tabsNotShown(for: typeName(of: container))
        }
        return switch command {
        case .push(let viewModel, _): try stack.push(viewModel, screens: screens)
        case .pop: try stack.pop()
        case .popToRoot: try stack.popToRoot()
        case .present(let viewModel, let style, _): try stack.present(viewModel, style: style, screens: screens)
        case .dismiss: try stack.dismiss()
        case .resetRoot(let viewModel): try stack.resetStack([viewModel], screens: screens)
        case .resetStack(let viewModels): try stack.resetStack(viewModels, screens: screens)
        case .popTo(let viewModel, _): try stack.popTo(viewModel)
        case .setStack(let viewModels, _): try stack.setStack(viewModels, screens: screens)
        case .close(let viewModel, _): try stack.close(viewModel)
        case .restore(let layout): try stack.restore(layout, screens: screens)
        case .selectTab(let index), .userDidSelectTab(let index): try stack.selectTab(index)
        case .userDidPop(let screen): try stack.popReported(to: screen)
        case .userDidDismiss(let controller): try stack.dismissReported(controller)
        }
    }
}

extension NavigationCommand {
    /// The tab container the command would make the root of, if it makes one.
    @MainActor var rootTabContainer: (any ViewModel)? {
        let root: (any ViewModel)? = switch self {
        case .resetRoot(let viewModel): viewModel
        case .resetStack(let viewModels): viewModels.first
        case .restore(let layout):
            if case .tabs(let container, _, _) = layout.levels.first { container } else { nil }
        default: nil
        }
        guard let root, ViewModelTraits.of(root).isTabContainer else { return nil }
        return root
    }
}
