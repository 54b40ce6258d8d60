// Applying what the interceptors and guards let through to the navigator's stack: a command, or
// a report of the user's. Both then go through the after-change stage
// (`ControlLoop+AfterChange.swift`).

extension ControlLoop {
    /// Applies the command to the navigator's stack and runs the after-change stage.
    func perform(_ interception: Interception, _ guarding: GuardStage?) -> BusStep {
        let command = interception.command
        deliver(.willPerform(command))
        guard let navigator else {
            endWithoutNavigator(interception, reported: command)
            return .done(.failure(.noNavigator))
        }
        let stack = navigator.stack
        let previousTop = stack.topViewModel
        let source = ScreenSource(navigator.screens, guarding: guarding)
        // A question shown goes first, as its cancel button, unless the command deals with it (asking).
        let takesQuestion = stack.shownQuestion != nil && !command.handlesQuestions
        let recorded = recorder == nil ? nil : command.recorded(on: stack)
        do throws(NavigationError) {
            var edit = try apply(command, to: stack, screens: source, renderer: navigator.renderer)
            if takesQuestion { stack.withdrawQuestion(after: &edit) }
            if let recorded { recorder?.record(recorded, nil, stack: edit.change.after) }
            afterChange(interception, edit, previousTop: previousTop, on: navigator)
            return .done(.success(edit.change))
        } catch {
            if let recorded { recorder?.record(recorded, error, stack: stack.snapshot) }
            afterFailure(interception, error, reported: command)
            return .done(.failure(error))
        }
    }

    func perform(_ report: UserReport, on navigator: Navigator) -> Result<NavigationChange, NavigationError> {
        let stack = navigator.stack
        let previousTop = stack.topViewModel
        do throws(NavigationError) {
            var edit = try Self.apply(report, to: stack)
            // A question shown goes with screens the user took away (not with a split resized, a tab tapped).
            if !report.isAnswer, !edit.departures.isEmpty { stack.withdrawQuestion(after: &edit) }
            recorder?.record(report, nil, stack: edit.change.after)
            afterReport(report, edit, previousTop: previousTop, on: navigator)
            return .success(edit.change)
        } catch {
            recorder?.record(report, error, stack: stack.snapshot)
            deliver(.reported(report, .failure(error)))
            return .failure(error)
        }
    }

    private func apply(
        _ command: NavigationCommand, to stack: NavigationControllerStack, screens: ScreenSource, renderer: (any NavigationRenderer)?
    ) throws(NavigationError) -> StackEdit {
        switch command {
        case .push(let viewModel, _): try stack.push(viewModel, screens: screens)
        case .pop: try stack.pop()
        case .popToRoot: try stack.popToRoot()
        case .present(let viewModel, let style, _): try stack.present(viewModel, style: style, screens: screens)
        case .dismiss: try stack.dismiss()
        case .resetRoot(let viewModel): try stack.resetStack(Self.shownRoot([viewModel], by: renderer), screens: screens)
        case .resetStack(let viewModels): try stack.resetStack(Self.shownRoot(viewModels, by: renderer), screens: screens)
        case .popTo(let viewModel, _): try stack.popTo(viewModel)
        case .resetScreens(let viewModels, _): try stack.resetScreens(viewModels, screens: screens)
        case .showInTab(let index, let viewModels, _): try stack.showInTab(index, viewModels, screens: screens)
        case .showInColumn(let column, let viewModels, _): try stack.showInColumn(column, viewModels, screens: screens)
        case .pushInColumn(let column, let viewModel, _): try stack.push(viewModel, in: column, screens: screens)
        case .close(let viewModel, _): try stack.close(viewModel)
        case .restore(let layout): try stack.restore(Self.shownRoot(layout, by: renderer), screens: screens)
        case .selectTab(let index): try stack.selectTab(index)
        case .ask(let question): try stack.ask(Self.checkShown(question, by: renderer))
        }
    }

    private static func apply(_ report: UserReport, to stack: NavigationControllerStack) throws(NavigationError) -> StackEdit {
        switch report {
        case .popped(let screen): try stack.popReported(to: screen)
        case .dismissed(let controller): try stack.dismissReported(controller)
        case .selectedTab(let index): try stack.selectTab(index)
        case .resizedSplit(let collapsed): stack.resizeReported(collapsed: collapsed)
        case .answered(let question, let reply): try stack.answerReported(question, reply)
        }
    }

    // Only the commands that replace the root ask whether the renderer can show it, and `ask`
    // whether it shows questions: a tab or split container fails with `cannotShow` while the
    // renderer shows one navigation controller or its host has no tabs or columns.

    /// The view models of `resetRoot` or `resetStack`, once the renderer can show their root.
    private static func shownRoot(_ viewModels: [any ViewModel], by renderer: (any NavigationRenderer)?) throws(NavigationError) -> [any ViewModel] {
        try checkShown(viewModels.first, by: renderer)
        return viewModels
    }

    /// The layout of `restore`, once the renderer can show its root.
    private static func shownRoot(_ layout: StackLayout, by renderer: (any NavigationRenderer)?) throws(NavigationError) -> StackLayout {
        switch layout.levels.first {
        case .tabs(let container, _, _): try checkShown(container, by: renderer)
        case .split(let container, _, _): try checkShown(container, by: renderer)
        default: break
        }
        return layout
    }

    private static func checkShown(_ root: (any ViewModel)?, by renderer: (any NavigationRenderer)?) throws(NavigationError) {
        guard let root, let renderer else { return }
        let traits = ViewModelTraits.of(root)
        if traits.isTabContainer, !renderer.shows(.tabs) { throw .cannotShow(.tabs, for: typeName(of: root)) }
        if traits.isSplitContainer, !renderer.shows(.splitColumns) { throw .cannotShow(.splitColumns, for: typeName(of: root)) }
    }

    /// A question needs a renderer that shows questions.
    private static func checkShown(_ question: AskedQuestion, by renderer: (any NavigationRenderer)?) throws(NavigationError) -> AskedQuestion {
        if let renderer, !renderer.shows(.questions) { throw .cannotShow(.questions, for: question.content.title) }
        return question
    }
}
