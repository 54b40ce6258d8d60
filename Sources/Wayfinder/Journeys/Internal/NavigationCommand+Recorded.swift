import Foundation

extension NavigationCommand {
    /// A command as a journey keeps it: its values, and the view models it carried described
    /// (their types, and their screens when they were on the stack), never the view models.
    struct Recorded {
        /// A view model the command carried.
        struct ViewModel {
            let type: any Wayfinder.ViewModel.Type
            let screen: ScreenID?
            /// Whether it is ``Restorable`` and was not on the stack: the journey describes it by
            /// its URL too.
            let hasURL: Bool
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
            /// The URLs of the ``Restorable`` view models it carried that were not on the stack,
            /// by their places among its view models, as they answered (the journey redacts them).
            var urls: [(index: Int, url: URL)] = []
        }

        /// The details, made when the command has some.
        mutating func withDetails(_ change: (Details) -> Void) {
            let details = self.details ?? Details()
            change(details)
            self.details = details
        }
    }

    /// The command as a journey keeps it, described before it runs on `stack` (a view model it
    /// names that is on the stack is found by its screen then). One case a command, no `default`.
    @MainActor
    func recorded(on stack: NavigationControllerStack) -> Recorded {
        var recorded = Recorded(name: name)
        // Neither writes `recorded`: captured by a closure that wrote it, it made every push pay
        // for dynamic exclusivity checks (~50 to ~110 instructions, callgrind).
        func describe(_ viewModel: any Wayfinder.ViewModel) -> Recorded.ViewModel {
            let screen = stack.contains(viewModel) ? stack.screenID(of: viewModel) : nil
            return Recorded.ViewModel(
                type: type(of: viewModel), screen: screen, hasURL: screen == nil && ViewModelTraits.of(viewModel).isRestorable)
        }
        func describe(_ viewModels: [any Wayfinder.ViewModel]) -> (Recorded.ViewModel?, [Recorded.ViewModel]?) {
            (viewModels.first.map(describe), viewModels.count > 1 ? viewModels.dropFirst().map(describe) : nil)
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
            (recorded.first, recorded.others) = describe(viewModels)
        case .resetScreens(let viewModels, let animated):
            (recorded.first, recorded.others) = describe(viewModels)
            recorded.animated = animated
        case .showInTab(let tab, let viewModels, let animated):
            (recorded.first, recorded.others) = describe(viewModels)
            (recorded.tab, recorded.animated) = (tab, animated)
        case .selectTab(let tab):
            recorded.tab = tab
        case .showInColumn(let column, let viewModels, let animated):
            (recorded.first, recorded.others) = describe(viewModels)
            (recorded.column, recorded.animated) = (column, animated)
        case .pushInColumn(let column, let viewModel, let animated):
            (recorded.first, recorded.column, recorded.animated) = (describe(viewModel), column, animated)
        case .restore(let layout):
            (recorded.first, recorded.others) = describe(layout.viewModels)
            recorded.withDetails { $0.layout = layout.levels.map(JourneyLayoutLevel.init) }
        case .ask(let question):
            recorded.withDetails { $0.question = question.content }
        }
        if recorded.first?.hasURL == true || recorded.others?.contains(where: \.hasURL) == true { noteURLs(in: &recorded) }
        return recorded
    }

    /// Notes the URLs of the ``Restorable`` view models the command carried that were not on the
    /// stack (`hasURL`), by their places among its view models. Out of line: few view models are
    /// restorable, and every push reads the code around it.
    @MainActor @inline(never)
    private func noteURLs(in recorded: inout Recorded) {
        let described = recorded.viewModels
        for (index, viewModel) in viewModels.enumerated() where index < described.count && described[index].hasURL {
            guard let url = (viewModel as? any Restorable)?.restorationURL else { continue }
            recorded.withDetails { $0.urls.append((index, url)) }
        }
    }
}
