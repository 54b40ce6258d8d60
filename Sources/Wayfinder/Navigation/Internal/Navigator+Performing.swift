// The navigator's side of the bus: a command the interceptors let through, and a report of the
// user's, is applied to the stack here, and a command they stopped is ended here; all then go
// through the after-change stage (`Navigator+AfterChange.swift`).

extension Navigator: NavigationPerformer {
    func perform(_ interception: Interception, guarding: GuardStage?) -> Result<NavigationChange, NavigationError> {
        let command = interception.command
        bus.deliver(.willPerform(command))
        let previousTop = stack.topViewModel
        let source = ScreenSource(screens, guarding: guarding)
        let result = applying(question: command.handlesQuestions ? .stays : .goes) { () throws(NavigationError) in
            try apply(command, screens: source)
        }
        afterChange(interception, result, previousTop: previousTop)
        return result
    }

    func perform(_ report: UserReport) -> Result<NavigationChange, NavigationError> {
        let previousTop = stack.topViewModel
        let result = applying(question: report.isAnswer ? .stays : .goesWithScreens) {
            () throws(NavigationError) in try apply(report)
        }
        afterReport(report, result, previousTop: previousTop)
        return result
    }

    /// Applies a change to the stack. A question ends only by its answer, by a command that takes
    /// its place or its screen away, or by the user: every command but one that deals with the
    /// question itself (asking) takes it away, as its cancel button, and so does a report of
    /// the user's that took screens away (a back swipe, a sheet dragged down); a report that
    /// touches no screen (a split collapsing or expanding, a tab tapped) leaves it shown.
    ///
    /// - Parameter question: What becomes of the question shown.
    private func applying(
        question rule: QuestionRule, _ body: () throws(NavigationError) -> NavigationChange
    ) -> Result<NavigationChange, NavigationError> {
        let question = stack.shownQuestion
        do throws(NavigationError) {
            let change = try body()
            if let question, rule.takesAway(after: change) { return .success(stack.withdraw(question, after: change)) }
            return .success(change)
        } catch {
            return .failure(error)
        }
    }

    func reject(_ interception: Interception, _ error: NavigationError) {
        afterFailure(interception, error, reported: interception.sent)
    }

    func arrivals(of command: NavigationCommand) -> CommandArrivals? {
        try? stack.arrivals(of: command)
    }

    func firstArrival(in arrivals: CommandArrivals, guardedBy handler: GuardHandler) -> (any ViewModel)? {
        var onStack: (any ViewModel)?
        for viewModel in arrivals.viewModels where handler.matches(viewModel) {
            guard stack.contains(viewModel) else { return viewModel }
            onStack = onStack ?? viewModel
        }
        return onStack
    }

    private func apply(_ command: NavigationCommand, screens: ScreenSource) throws(NavigationError) -> NavigationChange {
        switch command {
        case .push(let viewModel, _): try stack.push(viewModel, screens: screens)
        case .pop: try stack.pop()
        case .popToRoot: try stack.popToRoot()
        case .present(let viewModel, let style, _): try stack.present(viewModel, style: style, screens: screens)
        case .dismiss: try stack.dismiss()
        case .resetRoot(let viewModel): try stack.resetStack(shownRoot([viewModel]), screens: screens)
        case .resetStack(let viewModels): try stack.resetStack(shownRoot(viewModels), screens: screens)
        case .popTo(let viewModel, _): try stack.popTo(viewModel)
        case .resetScreens(let viewModels, _): try stack.resetScreens(viewModels, screens: screens)
        case .showInTab(let index, let viewModels, _): try stack.showInTab(index, viewModels, screens: screens)
        case .showInColumn(let column, let viewModels, _): try stack.showInColumn(column, viewModels, screens: screens)
        case .pushInColumn(let column, let viewModel, _): try stack.push(viewModel, in: column, screens: screens)
        case .close(let viewModel, _): try stack.close(viewModel)
        case .restore(let layout): try stack.restore(shownRoot(layout), screens: screens)
        case .selectTab(let index): try stack.selectTab(index)
        case .ask(let question): try stack.ask(checkShown(question))
        }
    }

    private func apply(_ report: UserReport) throws(NavigationError) -> NavigationChange {
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
    private func shownRoot(_ viewModels: [any ViewModel]) throws(NavigationError) -> [any ViewModel] {
        try checkShown(viewModels.first)
        return viewModels
    }

    /// The layout of `restore`, once the renderer can show its root.
    private func shownRoot(_ layout: StackLayout) throws(NavigationError) -> StackLayout {
        switch layout.levels.first {
        case .tabs(let container, _, _): try checkShown(container)
        case .split(let container, _, _): try checkShown(container)
        default: break
        }
        return layout
    }

    private func checkShown(_ root: (any ViewModel)?) throws(NavigationError) {
        guard let root, let renderer else { return }
        let traits = ViewModelTraits.of(root)
        if traits.isTabContainer, !renderer.shows(.tabs) { throw .cannotShow(.tabs, for: typeName(of: root)) }
        if traits.isSplitContainer, !renderer.shows(.splitColumns) { throw .cannotShow(.splitColumns, for: typeName(of: root)) }
    }

    /// A question needs a renderer that shows questions.
    private func checkShown(_ question: AskedQuestion) throws(NavigationError) -> AskedQuestion {
        if let renderer, !renderer.shows(.questions) { throw .cannotShow(.questions, for: question.content.title) }
        return question
    }
}

/// What a change does to the question shown.
private enum QuestionRule {
    /// It deals with the question itself (asking, answering): the question is its business.
    case stays
    /// A command: the question goes first, as its cancel button.
    case goes
    /// A report of the user's: the question goes with screens taken away, and stays when none
    /// were (a split resized, a tab tapped).
    case goesWithScreens

    func takesAway(after change: NavigationChange) -> Bool {
        switch self {
        case .stays: false
        case .goes: true
        case .goesWithScreens: !change.removed.isEmpty
        }
    }
}
