/// One navigation request, as it travels on the ``NavigationBus``.
///
/// A view model sends one through ``NavigationServices/send(_:)`` (or a verb such as
/// ``NavigationServices/push(_:animated:)`` that sends it); interceptors see it, observers are
/// told about it, and the ``Navigator`` performs it on the ``NavigationControllerStack``. A route
/// navigates with one, and the test kit matches the ones a view model sent. `animated` (true
/// unless told otherwise) is carried for renderers; the headless stack applies every command at
/// once. The verbs' documentation says what each command does and how it may fail.
///
/// What the user already did on screen (a back swipe, a sheet dragged down) is not a command but
/// a ``UserReport``.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum NavigationCommand {
    /// Push the view model's screen on the top navigation controller.
    case push(any ViewModel, animated: Bool = true)
    /// Remove the top screen of the top navigation controller.
    case pop(animated: Bool = true)
    /// Keep only the first screen of the top navigation controller.
    case popToRoot(animated: Bool = true)
    /// Present a new modal level whose root is the view model's screen, shown in this style.
    case present(any ViewModel, style: ModalStyle = .automatic, animated: Bool = true)
    /// Remove the top modal level.
    case dismiss(animated: Bool = true)
    /// Replace the whole stack with one root level for the view model.
    case resetRoot(any ViewModel)
    /// Replace the whole stack with one root level holding the view models' screens, root first
    /// (a deep link's stack). A tab container first lays out its tabs; the rest go on its
    /// initial tab.
    case resetStack([any ViewModel])
    /// Pop the top navigation controller back to the view model's screen.
    case popTo(any ViewModel, animated: Bool = true)
    /// Replace the top navigation controller's screens in one step.
    case resetScreens([any ViewModel], animated: Bool = true)
    /// Select a tab of the root tab container.
    case selectTab(Int)
    /// Show these screens, root first, in a tab of the root tab container, keeping the user's
    /// place elsewhere: the modal levels go, the tab is selected, and its screens become these,
    /// keeping those at its bottom that are the same already (a deep link into a tab). A root of
    /// one navigation controller — a flow shown in one tab of the app's own tab bar — is the one
    /// tab of screens that start with its root screen, whatever the index, and that renderer
    /// selects the app's tab.
    case showInTab(Int, [any ViewModel], animated: Bool = true)
    /// Show these screens, root first, in a column of the root split container, and focus it:
    /// the modal levels go, and the column's screens become these, keeping those at its bottom
    /// that are the same already (what selecting in a sidebar does, and a deep link into a column).
    case showInColumn(SplitColumn, [any ViewModel], animated: Bool = true)
    /// Push the view model's screen on a column of the root split container, and focus it.
    case pushInColumn(SplitColumn, any ViewModel, animated: Bool = true)
    /// Remove the view model's screen with everything above it: the screens pushed after it and,
    /// when its navigation controller is its level's selected one (even under a modal), the modal
    /// levels above (a tab that is not selected keeps them); when the screen is the root of a
    /// modal level, that level is dismissed. This is how a child that finished leaves, wherever
    /// it is.
    case close(any ViewModel, animated: Bool = true)
    /// Replace the whole stack with a layout of levels, tabs and screens (a restored state).
    case restore(StackLayout)
    /// Show a question over the top level (a question already shown is taken away first).
    case ask(AskedQuestion)

    /// The command's name, as in `push` or `showInTab`.
    public var name: String { kind.rawValue }

    /// Which command it is, without its values: what a journey records as its name, and what a
    /// replay switches over (exhaustively) to make it again, so that a new command is found by
    /// the compiler there too.
    package enum Kind: String, CaseIterable, Sendable {
        case push, pop, popToRoot, present, dismiss, resetRoot, resetStack, popTo, resetScreens
        case selectTab, showInTab, showInColumn, pushInColumn, close, restore, ask
    }

    /// Which command it is.
    package var kind: Kind {
        switch self {
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .present: .present
        case .dismiss: .dismiss
        case .resetRoot: .resetRoot
        case .resetStack: .resetStack
        case .popTo: .popTo
        case .resetScreens: .resetScreens
        case .selectTab: .selectTab
        case .showInTab: .showInTab
        case .showInColumn: .showInColumn
        case .pushInColumn: .pushInColumn
        case .close: .close
        case .restore: .restore
        case .ask: .ask
        }
    }

    /// The view models the command carries, in order: those it would place and those it names
    /// to close or pop to (the test kit compares them). Not what a guard is asked about: that is
    /// what the command would place, which the stack works out (`CommandArrivals`).
    package var viewModels: [any ViewModel] {
        switch self {
        case .push(let viewModel, _), .present(let viewModel, _, _), .resetRoot(let viewModel),
             .popTo(let viewModel, _), .close(let viewModel, _), .pushInColumn(_, let viewModel, _):
            [viewModel]
        case .resetScreens(let viewModels, _), .resetStack(let viewModels), .showInTab(_, let viewModels, _),
             .showInColumn(_, let viewModels, _):
            viewModels
        case .restore(let layout):
            layout.viewModels
        case .pop, .popToRoot, .dismiss, .selectTab, .ask:
            []
        }
    }

    /// Whether a renderer should animate the change. `resetRoot`, `resetStack`, `restore`, tab
    /// selection and questions carry no animation flag and read `false`.
    public var animated: Bool { animationFlag ?? false }

    /// The `animated` argument, for the cases that have one.
    private var animationFlag: Bool? {
        switch self {
        case .push(_, let animated), .pop(let animated), .popToRoot(let animated),
             .present(_, _, let animated), .dismiss(let animated), .popTo(_, let animated),
             .resetScreens(_, let animated), .close(_, let animated), .showInTab(_, _, let animated),
             .showInColumn(_, _, let animated), .pushInColumn(_, _, let animated):
            animated
        case .resetRoot, .resetStack, .restore, .selectTab, .ask:
            nil
        }
    }
}

extension NavigationCommand: CustomStringConvertible {
    /// A one-line rendering such as `push(RepoViewModel)`, `present(LoginViewModel, style: sheet)`
    /// or `pop(animated: false)`, with view models named by type.
    public var description: String {
        var arguments: [String]
        switch self {
        case .resetScreens(let viewModels, _), .resetStack(let viewModels):
            arguments = ["[" + viewModels.map(typeName(of:)).joined(separator: ", ") + "]"]
        case .showInTab(let index, let viewModels, _):
            arguments = ["\(index)", "[" + viewModels.map(typeName(of:)).joined(separator: ", ") + "]"]
        case .showInColumn(let column, let viewModels, _):
            arguments = ["\(column)", "[" + viewModels.map(typeName(of:)).joined(separator: ", ") + "]"]
        case .pushInColumn(let column, let viewModel, _):
            arguments = [typeName(of: viewModel), "in: \(column)"]
        case .restore(let layout):
            arguments = [layout.description]
        case .selectTab(let index):
            arguments = ["\(index)"]
        case .ask(let question):
            arguments = [question.content.description]
        case .present(let viewModel, let style, _):
            arguments = [typeName(of: viewModel)] + (style == .automatic ? [] : ["style: \(style)"])
        case .push(let viewModel, _), .resetRoot(let viewModel), .popTo(let viewModel, _), .close(let viewModel, _):
            arguments = [typeName(of: viewModel)]
        case .pop, .popToRoot, .dismiss:
            arguments = []
        }
        if animationFlag == false { arguments.append("animated: false") }
        return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }
}

extension NavigationCommand {
    /// What makes two commands the same request: used to detect redirect cycles. View models are
    /// compared by identity.
    struct Identity: Equatable {
        let description: String
        let viewModels: [ObjectIdentifier]
    }

    /// Whether the command deals with the question shown itself (replacing it) rather than
    /// taking it away as every other command does.
    var handlesQuestions: Bool {
        switch self {
        case .ask: true
        case .push, .pop, .popToRoot, .present, .dismiss, .resetRoot, .resetStack, .popTo, .resetScreens, .selectTab,
             .showInTab, .showInColumn, .pushInColumn, .close, .restore:
            false
        }
    }

    var identity: Identity {
        Identity(description: description, viewModels: viewModels.map(ObjectIdentifier.init))
    }
}

/// The name a view model is shown by in descriptions and errors: its unqualified type name, or
/// the name of the type a stand-in represents.
func typeName(of viewModel: any ViewModel) -> String {
    if let standIn = viewModel as? any ViewModelStandIn { return TypeNames.name(of: standIn.representedType) }
    return TypeNames.name(of: type(of: viewModel))
}

/// A view model that stands for a view model of another type in a command's description: the
/// test kit's expected view models (`RepositoryViewModel.expected()`), so an expected command
/// reads, and compares, as the command it expects.
package protocol ViewModelStandIn: ViewModel {
    /// The type it stands for.
    nonisolated var representedType: any ViewModel.Type { get }
}
