import Wayfinder

/// A journey's step made again for a replay: the command it sent, with its view models made anew
/// or found on the replayed stack by their screens, or the report the user made; or nothing, for a
/// step that changed nothing by itself (a link, whose command is the next step; a guard's
/// decision; a command a guard or an interceptor stopped before the stack).
@MainActor
enum ReplayedInput {
    case command(NavigationCommand)
    case report(UserReport)
    case nothing

    /// How the view models a step names are made again: by `make`, else from their URLs
    /// through `router` (when the test gave one), as opened from `origin`.
    struct Making {
        let make: (String) -> (any ViewModel)?
        let router: Router?
        let origin: RouteOrigin
    }

    /// Why a step cannot be replayed.
    enum Problem: Error {
        /// No view model of this type could be made (and why its URL made none, if it has one).
        case cannotMake(String, url: String?, why: String?)
        /// The step names a screen the replayed stack does not hold.
        case noScreen(Int)
        /// A command or report this version of the replay does not make again.
        case unsupported(String)

        var description: String {
            switch self {
            case .cannotMake(let type, nil, _): "it carries a \(type), and `making` made none"
            case .cannotMake(let type, let url?, nil):
                "it carries a \(type), described as \(url), and `making` made none (give the replay the app's router to open it)"
            case .cannotMake(let type, let url?, let why?): "it carries a \(type), and `making` made none, nor its URL \(url): \(why)"
            case .noScreen(let number): "it names screen #\(number), which the replayed stack does not hold"
            case .unsupported(let name): "\(name) is not replayed yet"
            }
        }
    }

    /// The step's command or report, made again on `stack`.
    init(
        _ step: JourneyStep, on stack: NavigationControllerStack, numbering: JourneyNumbering, making: Making
    ) throws(Problem) {
        if step.link != nil || step.decision != nil || step.reachedStack == false {
            self = .nothing
            return
        }
        if let report = step.report {
            self = .report(try Self.report(report, step, numbering))
            return
        }
        var viewModels: [any ViewModel] = []
        for described in step.viewModels ?? [] {
            if let number = described.screen {
                guard let screen = stack.screen(for: ScreenID(rawValue: numbering.replayed(.screen, number))) else {
                    throw .noScreen(number)
                }
                viewModels.append(screen.viewModel)
            } else if let made = making.make(described.type) {
                viewModels.append(made)
            } else {
                guard let url = described.url, let router = making.router else {
                    throw .cannotMake(described.type, url: described.url, why: nil)
                }
                let (made, why) = router.journeyViewModel(url, named: described.type, origin: making.origin)
                guard let made else { throw .cannotMake(described.type, url: url, why: why) }
                viewModels.append(made)
            }
        }
        self = .command(try Self.command(step.command ?? "?", step, viewModels))
    }

    /// The command of this name, with the step's values and `viewModels`: a switch over every
    /// kind of command, no `default`, so that a new command fails to compile here until the
    /// replay makes it.
    private static func command(_ name: String, _ step: JourneyStep, _ viewModels: [any ViewModel]) throws(Problem) -> NavigationCommand {
        guard let kind = NavigationCommand.Kind(rawValue: name) else { throw .unsupported(name) }
        let animated = step.animated ?? true
        func first() throws(Problem) -> any ViewModel {
            guard let viewModel = viewModels.first else { throw .unsupported("\(name) without its view model") }
            return viewModel
        }
        switch kind {
        case .push: return .push(try first(), animated: animated)
        case .pop: return .pop(animated: animated)
        case .popToRoot: return .popToRoot(animated: animated)
        case .present: return .present(try first(), style: step.style ?? .automatic, animated: animated)
        case .dismiss: return .dismiss(animated: animated)
        case .resetRoot: return .resetRoot(try first())
        case .resetStack: return .resetStack(viewModels)
        case .popTo: return .popTo(try first(), animated: animated)
        case .resetScreens: return .resetScreens(viewModels, animated: animated)
        case .selectTab: return .selectTab(step.tab ?? 0)
        case .showInTab: return .showInTab(step.tab ?? 0, viewModels, animated: animated)
        case .showInColumn: return .showInColumn(step.column ?? .detail, viewModels, animated: animated)
        case .pushInColumn: return .pushInColumn(step.column ?? .detail, try first(), animated: animated)
        case .close: return .close(try first(), animated: animated)
        case .restore:
            var remaining = viewModels[...]
            var levels: [StackLayout.Level] = []
            for shape in step.layout ?? [] {
                guard let level = shape.level(taking: &remaining) else { throw .unsupported("this layout") }
                levels.append(level)
            }
            guard remaining.isEmpty else { throw .unsupported("this layout") }
            return .restore(StackLayout(levels: levels))
        case .ask:
            guard let content = step.question?.content else { throw .unsupported("this question") }
            return .ask(AskedQuestion(content) { _ in })
        }
    }

    private static func report(_ name: String, _ step: JourneyStep, _ numbering: JourneyNumbering) throws(Problem) -> UserReport {
        switch name {
        case "popped": return .popped(to: ScreenID(rawValue: numbering.replayed(.screen, step.screen ?? 0)))
        case "dismissed": return .dismissed(NavigationControllerID(rawValue: numbering.replayed(.controller, step.controller ?? 0)))
        case "selectedTab": return .selectedTab(step.tab ?? 0)
        case "resizedSplit": return .resizedSplit(collapsed: step.collapsed ?? false)
        case "answered":
            guard let answer = step.answer, answer.count == 2 else { throw .unsupported("this answer") }
            let question = QuestionID(rawValue: numbering.replayed(.question, answer[0]))
            return .answered(question, answer[1] >= 0 ? .button(answer[1]) : .dismissed)
        default: throw .unsupported(name)
        }
    }
}
