extension NavigationCommand {
    /// A command as a journey keeps it: its values, and the view models it carried described
    /// (their types, and their screens when they were on the stack), never the view models.
    struct Recorded {
        /// A view model the command carried.
        struct ViewModel {
            let type: any Wayfinder.ViewModel.Type
            let screen: ScreenID?
        }

        let name: String
        var animated: Bool?
        var style: ModalStyle?
        var tab: Int?
        var column: SplitColumn?
        /// What the question `ask` showed, or the shape of the layout `restore` laid out, boxed:
        /// inline, the content made every step, a push's as an `ask`'s, ~300 instructions dearer
        /// to keep (callgrind).
        var details: Details?
        /// The view models it carried: the first inline (most commands carry one), the others
        /// in an array.
        var first: ViewModel?
        var others: [ViewModel]?

        var viewModels: [ViewModel] { (first.map { [$0] } ?? []) + (others ?? []) }

        final class Details {
            var question: QuestionContent?
            var layout: [JourneyLayoutLevel]?
            init(question: QuestionContent? = nil, layout: [JourneyLayoutLevel]? = nil) {
                (self.question, self.layout) = (question, layout)
            }
        }
    }

    /// The command as a journey keeps it, described before it runs on `stack` (a view model it
    /// names that is on the stack is found by its screen then). One case a command, no `default`.
    @MainActor
    func recorded(on stack: NavigationControllerStack) -> Recorded {
        var recorded = Recorded(name: name)
        func describe(_ viewModel: any Wayfinder.ViewModel) -> Recorded.ViewModel {
            Recorded.ViewModel(type: type(of: viewModel), screen: stack.contains(viewModel) ? stack.screenID(of: viewModel) : nil)
        }
        func describe(_ viewModels: [any Wayfinder.ViewModel]) {
            recorded.first = viewModels.first.map(describe)
            if viewModels.count > 1 { recorded.others = viewModels.dropFirst().map(describe) }
        }
        switch self {
        case .push(let viewModel, let animated), .popTo(let viewModel, let animated), .close(let viewModel, let animated):
            (recorded.first, recorded.animated) = (describe(viewModel), animated)
        case .pop(let animated), .popToRoot(let animated), .dismiss(let animated):
            recorded.animated = animated
        case .present(let viewModel, let style, let animated):
            (recorded.first, recorded.style, recorded.animated) = (describe(viewModel), style, animated)
        case .resetRoot(let viewModel):
            recorded.first = describe(viewModel)
        case .resetStack(let viewModels):
            describe(viewModels)
        case .resetScreens(let viewModels, let animated):
            describe(viewModels)
            recorded.animated = animated
        case .showInTab(let tab, let viewModels, let animated):
            describe(viewModels)
            (recorded.tab, recorded.animated) = (tab, animated)
        case .selectTab(let tab):
            recorded.tab = tab
        case .showInColumn(let column, let viewModels, let animated):
            describe(viewModels)
            (recorded.column, recorded.animated) = (column, animated)
        case .pushInColumn(let column, let viewModel, let animated):
            (recorded.first, recorded.column, recorded.animated) = (describe(viewModel), column, animated)
        case .restore(let layout):
            describe(layout.viewModels)
            recorded.details = Recorded.Details(layout: layout.levels.map(JourneyLayoutLevel.init))
        case .ask(let question):
            recorded.details = Recorded.Details(question: question.content)
        }
        return recorded
    }
}
