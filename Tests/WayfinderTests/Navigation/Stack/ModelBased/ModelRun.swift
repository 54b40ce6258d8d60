import Wayfinder

/// Where a model-based run and the library parted: the step (from 0), its command and what
/// disagreed.
struct ModelFailure: Error, CustomStringConvertible {
    let step: Int
    let command: ModelCommand
    let message: String

    var description: String { "step \(step + 1), \(command): \(message)" }
}

/// Runs commands on a `Navigator` and on ``StackModel`` side by side and checks, after each one,
/// that they agree (result, error, inserted and removed screens, the whole stack down to each
/// screen's view model) and that the stack's invariants hold: a root exists once one was set,
/// no level or navigation controller is empty, numbers are unique, and every view model that
/// left the stack has been released.
@MainActor
final class ModelRun {
    private let navigator: Navigator
    private let viewModels = ModelViewModels()
    private var model = StackModel()
    private var rootWasSet = false
    private var step = 0
    /// How often each command ended each way (`"pop → cannotPopRoot"`, `"push → ok"`…).
    private(set) var outcomes: [String: Int] = [:]
    private var subscription: NavigationSubscription?
    /// The most view models the stack has held at once so far.
    private(set) var mostInStack = 0
    /// How each ask ended, by its number, as the questions' handlers heard it.
    private var endings: [Int: String] = [:]

    /// Whether the run guards `ModelB`, and the guard was asked during the command being run.
    private var askedThisCommand: Bool?
    /// The `ModelB`s on the stack after the last command, by token.
    private var bInStack: Set<Int> = []
    private var guarding: NavigationSubscription?
    /// The name of the command being sent.
    private var sending: String?
    /// How often the guard was asked, by the name of the command it was asked for.
    private(set) var guardAsked: [String: Int] = [:]

    /// A run on a new navigator; `interceptor` (for testing the checker) sees every command. With
    /// `guardingB`, a guard lets every `ModelB` through and notes that it was asked, and a command
    /// after which a `ModelB` is on the stack that was not before must have asked it: whatever
    /// command placed it, the guard was asked.
    init(interceptor: (@MainActor (NavigationCommand) -> NavigationDecision)? = nil, guardingB: Bool = false) throws {
        let screens = ScreenMap()
        try screens.register(ModelA.self) { TestScreen(viewModel: $0) }
        try screens.register(ModelB.self) { TestScreen(viewModel: $0) }
        try screens.register(ModelC.self) { TestScreen(viewModel: $0) }
        navigator = Navigator(screens: screens)
        if let interceptor { subscription = navigator.bus.addInterceptor(interceptor) }
        if guardingB {
            askedThisCommand = false
            guarding = navigator.bus.addGuard(for: ModelB.self) { [weak self] _ in
                self?.askedThisCommand = true
                if let name = self?.sending { self?.guardAsked[name, default: 0] += 1 }
                return .proceed
            }
        }
    }

    /// The number of view models alive, and the number the model has in the stack: equal
    /// unless one leaked.
    var viewModelCounts: (alive: Int, inStack: Int) {
        (viewModels.aliveCount, model.refsInStack.count)
    }

    /// Runs `commands` until one disagrees.
    /// - Returns: The first disagreement, or `nil` when every step agreed.
    func run(_ commands: some Sequence<ModelCommand>) -> ModelFailure? {
        for command in commands {
            do throws(ModelFailure) {
                try run(command)
            } catch {
                return error
            }
        }
        return nil
    }

    /// Runs one command on both and checks that they agree.
    /// - Throws: ``ModelFailure`` naming what disagreed.
    func run(_ command: ModelCommand) throws(ModelFailure) {
        defer { step += 1 }
        let resolved = model.resolve(command)
        let outcome = try send(resolved, for: command)
        let expected = model.apply(resolved)
        try compare(outcome, expected, for: command)
        try checkStack(for: command)
        if endings != model.endings {
            throw failure(command, "the questions ended as \(endings.sorted { $0.key < $1.key }), the model says \(model.endings.sorted { $0.key < $1.key })")
        }
        try checkPlan(outcome, for: command)
    }

    /// The transition plan of a performed change leads from its stack before to its stack after.
    private func checkPlan(_ outcome: Result<NavigationOutcome, NavigationError>, for command: ModelCommand) throws(ModelFailure) {
        guard case .success(.performed(let change)) = outcome else { return }
        do throws(PlanError) {
            try TransitionPlan(change, animated: true).check(from: change.before, to: change.after)
        } catch {
            throw failure(command, "the transition plan is wrong: \(error)")
        }
    }

    private func send(
        _ command: StackModel.Resolved, for original: ModelCommand
    ) throws(ModelFailure) -> Result<NavigationOutcome, NavigationError> {
        let sent: NavigationCommand
        switch command {
        case .push(let ref): sent = .push(try viewModel(ref, for: original), animated: true)
        case .pop: sent = .pop(animated: true)
        case .popToRoot: sent = .popToRoot(animated: true)
        case .present(let ref): sent = .present(try viewModel(ref, for: original), style: .automatic, animated: true)
        case .dismiss: sent = .dismiss(animated: true)
        case .resetRoot(let ref): sent = .resetRoot(try viewModel(ref, for: original))
        case .resetStack(let refs): sent = .resetStack(try viewModels(refs, for: original))
        case .popTo(let ref): sent = .popTo(try viewModel(ref, for: original), animated: true)
        case .resetScreens(let refs): sent = .resetScreens(try viewModels(refs, for: original), animated: true)
        case .selectTab(let index): sent = .selectTab(index)
        case .close(let ref): sent = .close(try viewModel(ref, for: original), animated: true)
        case .showInTab(let index, let refs): sent = .showInTab(index, try viewModels(refs, for: original), animated: true)
        case .userDidPop(let screen): return navigator.report(.popped(to: ScreenID(rawValue: screen)))
        case .userDidDismiss(let controller): return navigator.report(.dismissed(NavigationControllerID(rawValue: controller)))
        case .ask(let number, let buttons, let cancels):
            let content = QuestionContent(
                style: .alert, title: "Question \(number)",
                buttons: (0..<buttons).map { .init(title: "Button \($0)", role: $0 < cancels ? .cancel : .default) })
            return navigator.services.ask(AskedQuestion(content) { [weak self] ending in
                MainActor.assumeIsolated { self?.endings[number, default: ""] += Self.describe(ending) }
            })
        case .userDidAnswer(let question, let button):
            return navigator.report(.answered(QuestionID(rawValue: question), .button(button)))
        case .showInColumn(let column, let refs):
            sent = .showInColumn(column, try viewModels(refs, for: original), animated: true)
        case .pushInColumn(let column, let ref):
            sent = .pushInColumn(column, try viewModel(ref, for: original), animated: true)
        case .resize(let collapsed): return navigator.report(.resizedSplit(collapsed: collapsed))
        }
        sending = sent.name
        defer { sending = nil }
        return navigator.bus.send(sent)
    }

    private func viewModels(_ refs: [StackModel.Ref], for command: ModelCommand) throws(ModelFailure) -> [any ViewModel] {
        var found: [any ViewModel] = []
        for ref in refs { found.append(try viewModel(ref, for: command)) }
        return found
    }

    private func viewModel(_ ref: StackModel.Ref, for command: ModelCommand) throws(ModelFailure) -> any ViewModel {
        if ref.isFresh {
            let made = viewModels.make(ref.kind)
            guard made.token == ref.token else {
                throw failure(command, "the model numbered a new view model \(ref.token), the run \(made.token): tabs were made a different number of times")
            }
            return made
        }
        guard let found = viewModels.viewModel(ref.token) else {
            throw failure(command, "the model has \(ref) in the stack, but it was released")
        }
        return found
    }

    private func compare(
        _ outcome: Result<NavigationOutcome, NavigationError>, _ expected: Result<StackModel.Change, NavigationError>,
        for command: ModelCommand
    ) throws(ModelFailure) {
        let name = String(describing: command).prefix { $0 != "(" }
        switch (outcome, expected) {
        case (.success(.performed(let change)), .success(let modelChange)):
            outcomes["\(name) → ok", default: 0] += 1
            let actual = StackModel.Change(
                inserted: Set(change.inserted.map(\.id.rawValue)), removed: Set(change.removed.map(\.id.rawValue)))
            guard actual == modelChange else {
                throw failure(command, "the change differs: library \(actual), model \(modelChange)")
            }
        case (.failure(let error), .failure(let modelError)):
            outcomes["\(name) → \(Self.caseName(of: error))", default: 0] += 1
            guard error == modelError else {
                throw failure(command, "the library failed with \(error), the model with \(modelError)")
            }
        default:
            throw failure(command, "the library gave \(outcome), the model \(expected)")
        }
    }

    private func checkStack(for command: ModelCommand) throws(ModelFailure) {
        let actual = StackView(navigator.stack, containers: viewModels)
        let expected = model.view
        guard actual == expected else {
            throw failure(command, "the stacks differ\nlibrary:\n\(actual)\nmodel:\n\(expected)")
        }
        if rootWasSet, actual.levels.isEmpty { throw failure(command, "the root was lost") }
        rootWasSet = rootWasSet || !actual.levels.isEmpty
        var screens: Set<Int> = []
        var controllers: Set<Int> = []
        for level in actual.levels {
            guard level.controllers.indices.contains(level.selected) else { throw failure(command, "a level selects no controller") }
            for controller in level.controllers {
                guard !controller.screens.isEmpty else { throw failure(command, "nav#\(controller.id) is empty") }
                guard controllers.insert(controller.id).inserted else { throw failure(command, "nav#\(controller.id) twice") }
                for screen in controller.screens where !screens.insert(screen.id).inserted {
                    throw failure(command, "screen #\(screen.id) twice")
                }
            }
        }
        let inStack = model.refsInStack.map(\.token)
        mostInStack = max(mostInStack, inStack.count)
        for token in inStack {
            guard let viewModel = viewModels.viewModel(token), navigator.stack.contains(viewModel) else {
                throw failure(command, "view model \(token) should be in the stack")
            }
        }
        if let asked = askedThisCommand {
            let bNow = Set(inStack.filter { viewModels.viewModel($0) is ModelB })
            if let arrived = bNow.subtracting(bInStack).min(), !asked {
                throw failure(command, "ModelB \(arrived) arrived on the stack, but its guard was never asked")
            }
            bInStack = bNow
            askedThisCommand = false
        }
        let leaked = viewModels.alive(besides: Set(inStack))
        guard leaked.isEmpty else { throw failure(command, "view models \(leaked) left the stack but were not released") }
    }

    private static func describe(_ ending: Result<QuestionEnding, NavigationError>) -> String {
        switch ending {
        case .failure(let error): "failed \(error)"
        case .success(.replied(.button(let index, _))): "replied button \(index)"
        case .success(let ending): "\(ending)"
        }
    }

    private static func caseName(of error: NavigationError) -> String {
        switch error {
        case .noRoot: "noRoot"
        case .noScreen: "noScreen"
        case .cannotPopRoot: "cannotPopRoot"
        case .nothingToDismiss: "nothingToDismiss"
        case .notInStack: "notInStack"
        case .cancelled: "cancelled"
        case .redirectLoop: "redirectLoop"
        case .duplicateViewModel: "duplicateViewModel"
        case .tabContainerNotAtRoot: "tabContainerNotAtRoot"
        case .cannotShow: "cannotShow"
        case .emptyStack: "emptyStack"
        case .noTabs: "noTabs"
        case .tabOutOfRange: "tabOutOfRange"
        case .noNavigator: "noNavigator"
        case .guardTimedOut: "guardTimedOut"
        case .rendererTimedOut: "rendererTimedOut"
        case .invalidQuestion: "invalidQuestion"
        case .questionAlreadyAsked: "questionAlreadyAsked"
        case .questionNotShown: "questionNotShown"
        case .buttonOutOfRange: "buttonOutOfRange"
        case .splitContainerNotAtRoot: "splitContainerNotAtRoot"
        case .noSplit: "noSplit"
        case .noColumn: "noColumn"
        }
    }

    private func failure(_ command: ModelCommand, _ message: String) -> ModelFailure {
        ModelFailure(step: step, command: command, message: message)
    }
}

