import WayfinderTestSupport
import Wayfinder

/// The kinds of view model a model-based run makes. `a`, `b` and `c` have screens, `unmapped`
/// has none, `tabs` is a tab container whose tabs are made when the stack asks for them, and
/// `split` a split container whose columns (two or three kinds) are made likewise.
enum ModelKind: Equatable, CustomStringConvertible {
    case a, b, c, unmapped
    case tabs([ModelKind], initial: Int)
    /// A split of two or three columns, and the raw value of its initial column.
    case split([ModelKind], initial: Int)

    /// The name the library reports for a view model of this kind (its type's name).
    var typeName: String {
        switch self {
        case .a: "ModelA"
        case .b: "ModelB"
        case .c: "ModelC"
        case .unmapped: "ModelUnmapped"
        case .tabs: "ModelTabs"
        case .split: "ModelSplitContainer"
        }
    }

    /// The error of a container anywhere but at the root, for a container.
    var containerError: NavigationError? {
        switch self {
        case .tabs: .tabContainerNotAtRoot(for: typeName)
        case .split: .splitContainerNotAtRoot(for: typeName)
        default: nil
        }
    }

    var description: String {
        switch self {
        case .tabs(let kinds, let initial): "tabs(\(kinds), initial: \(initial))"
        case .split(let kinds, let initial): "split(\(kinds), initial: \(SplitColumn(rawValue: initial).map(String.init(describing:)) ?? "?"))"
        default: typeName
        }
    }
}

/// Which view model a command names: a new one, or one already in the stack, chosen by its
/// position in ``StackModel/tokensInStack`` (taken modulo their number, so a position means
/// something in any stack; with nothing in the stack it names a new `a`).
enum ModelPick: Equatable, CustomStringConvertible {
    case fresh(ModelKind)
    case existing(Int)

    var description: String {
        switch self {
        case .fresh(let kind): "new \(kind)"
        case .existing(let position): "existing[\(position)]"
        }
    }
}

/// A command of a model-based run, as data: it names view models by ``ModelPick`` and screens or
/// navigation controllers by position (`nil` for one that is not in the stack), so that a run is
/// a plain list that can be printed, replayed and shrunk.
enum ModelCommand: Equatable, CustomStringConvertible {
    case push(ModelPick)
    case pop
    case popToRoot
    case present(ModelPick)
    case dismiss
    case resetRoot(ModelPick)
    case resetStack([ModelPick])
    case popTo(ModelPick)
    case resetScreens([ModelPick])
    case selectTab(Int)
    /// A link into a tab: these screens, root first; the picks that name view models the tab
    /// shows at its bottom keep them.
    case showInTab(Int, [ModelPick])
    case close(ModelPick)
    case userDidPop(screen: Int?)
    case userDidDismiss(controller: Int?)
    /// A question with this many buttons, of which this many are cancel buttons.
    case ask(buttons: Int, cancels: Int)
    /// The user answers the question asked this many asks ago (`0` the latest, which may be
    /// gone) with the button at this index.
    case userDidAnswer(questionsAgo: Int, button: Int)
    /// Selecting in a sidebar, or a link into a column (by raw value): these screens, root
    /// first; the picks that name view models the column shows at its bottom keep them.
    case showInColumn(Int, [ModelPick])
    case pushInColumn(Int, ModelPick)
    /// The window becomes compact (a split collapses) or regular.
    case resize(collapsed: Bool)

    var description: String {
        switch self {
        case .push(let pick): "push(\(pick))"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .present(let pick): "present(\(pick))"
        case .dismiss: "dismiss"
        case .resetRoot(let pick): "resetRoot(\(pick))"
        case .resetStack(let picks): "resetStack(\(picks))"
        case .popTo(let pick): "popTo(\(pick))"
        case .resetScreens(let picks): "resetScreens(\(picks))"
        case .selectTab(let index): "selectTab(\(index))"
        case .showInTab(let index, let picks): "showInTab(\(index), \(picks))"
        case .close(let pick): "close(\(pick))"
        case .userDidPop(let screen): "userDidPop(screen: \(screen.map { "[\($0)]" } ?? "unknown"))"
        case .userDidDismiss(let controller): "userDidDismiss(controller: \(controller.map { "[\($0)]" } ?? "unknown"))"
        case .ask(let buttons, let cancels): "ask(buttons: \(buttons), cancels: \(cancels))"
        case .userDidAnswer(let ago, let button): "userDidAnswer(questionsAgo: \(ago), button: \(button))"
        case .showInColumn(let column, let picks): "showInColumn(\(column), \(picks))"
        case .pushInColumn(let column, let pick): "pushInColumn(\(column), \(pick))"
        case .resize(let collapsed): "userDidResizeSplit(collapsed: \(collapsed))"
        }
    }
}

extension ModelCommand {
    /// A random command. Pushes and presents outweigh the commands that remove screens a little,
    /// so that stacks grow a few levels deep, and whole-stack resets are rare enough that they do.
    static func random(using generator: inout some RandomNumberGenerator) -> ModelCommand {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<22: .push(.randomPick(using: &generator))
        case 22..<34: .pop
        case 34..<38: .popToRoot
        case 38..<47: .present(.randomPick(using: &generator))
        case 47..<55: .dismiss
        case 55..<58: .resetRoot(.randomRoot(using: &generator))
        case 58..<60: .resetStack(.randomList(first: .randomRoot(using: &generator), using: &generator))
        case 60..<66: .popTo(.existing(.random(in: 0..<64, using: &generator)))
        case 66..<73: .resetScreens(.randomList(first: .randomPick(using: &generator), using: &generator))
        case 73..<76: .selectTab(.random(in: -1...4, using: &generator))
        case 76..<80: .showInTab(.random(in: -1...3, using: &generator), .randomList(first: .randomPick(using: &generator), using: &generator))
        case 80..<85: .close(.randomPick(using: &generator))
        case 85..<90: .userDidPop(screen: .randomPosition(using: &generator))
        case 90..<93: .userDidDismiss(controller: .randomPosition(using: &generator))
        case 93..<95: .ask(buttons: .random(in: 0...3, using: &generator), cancels: .random(in: 0...2, using: &generator))
        case 95..<97:
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5: .showInColumn(.random(in: 0...2, using: &generator), .randomList(first: .randomPick(using: &generator), using: &generator))
            case 5..<8: .pushInColumn(.random(in: 0...2, using: &generator), .randomPick(using: &generator))
            default: .resize(collapsed: .random(using: &generator))
            }
        default: .userDidAnswer(questionsAgo: Int.random(in: 0..<8, using: &generator) == 0 ? 1 : 0, button: .random(in: 0...3, using: &generator))
        }
    }
}

extension ModelCommand {
    /// `count` random commands from `seed`: the same seed gives the same commands. One run in
    /// four starts with a fifth of growing commands, for deep stacks.
    static func randomRun(seed: UInt64, count: Int) -> [ModelCommand] {
        var generator = SeededGenerator(seed: seed)
        let growing = seed % 4 == 0 ? count / 5 : 0
        return (0..<count).map { index in index < growing ? .growing(using: &generator) : .random(using: &generator) }
    }

    /// A random command that mostly adds a screen: a run of these builds a deep stack, which
    /// ``random(using:)`` alone seldom does (its removals keep stacks a few screens deep).
    static func growing(using generator: inout some RandomNumberGenerator) -> ModelCommand {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<75: .push(.fresh([.a, .b, .c][Int.random(in: 0..<3, using: &generator)]))
        case 75..<85: .present(.fresh([.a, .b, .c][Int.random(in: 0..<3, using: &generator)]))
        default: .random(using: &generator)
        }
    }
}

extension ModelPick {
    /// Mostly a new `a`, `b` or `c`; sometimes one already in the stack, an unmapped one or a
    /// tab container (which only the root may be).
    static func randomPick(using generator: inout some RandomNumberGenerator) -> ModelPick {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<70: .fresh([.a, .b, .c][Int.random(in: 0..<3, using: &generator)])
        case 70..<92: .existing(.random(in: 0..<64, using: &generator))
        case 92..<97: .fresh(.unmapped)
        case 97..<99: .fresh(.randomTabs(using: &generator))
        default: .fresh(.randomSplit(using: &generator))
        }
    }

    /// A root: a tab container a third of the time, a split container a sixth.
    static func randomRoot(using generator: inout some RandomNumberGenerator) -> ModelPick {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: .fresh(.randomTabs(using: &generator))
        case 2: .fresh(.randomSplit(using: &generator))
        default: randomPick(using: &generator)
        }
    }
}

extension ModelKind {
    /// Zero to four tabs (mostly mapped), and an initial tab that is sometimes out of range.
    static func randomTabs(using generator: inout some RandomNumberGenerator) -> ModelKind {
        let count = Int.random(in: 0...4, using: &generator)
        let kinds: [ModelKind] = (0..<count).map { _ in
            Int.random(in: 0..<20, using: &generator) == 0 ? .unmapped : [.a, .b, .c][Int.random(in: 0..<3, using: &generator)]
        }
        return .tabs(kinds, initial: Int.random(in: 0..<10, using: &generator) == 0 ? count : Int.random(in: 0..<max(count, 1), using: &generator))
    }
}

extension ModelKind {
    /// Two or three columns (mostly mapped), and an initial column, now and then one a
    /// two-column split does not have.
    static func randomSplit(using generator: inout some RandomNumberGenerator) -> ModelKind {
        let count = Int.random(in: 2...3, using: &generator)
        let kinds: [ModelKind] = (0..<count).map { _ in
            Int.random(in: 0..<20, using: &generator) == 0 ? .unmapped : [.a, .b, .c][Int.random(in: 0..<3, using: &generator)]
        }
        return .split(kinds, initial: Int.random(in: 0...2, using: &generator))
    }
}

extension [ModelPick] {
    /// `first` and up to three more picks; now and then none at all.
    static func randomList(first: ModelPick, using generator: inout some RandomNumberGenerator) -> [ModelPick] {
        if Int.random(in: 0..<25, using: &generator) == 0 { return [] }
        return [first] + (0..<Int.random(in: 0...3, using: &generator)).map { _ in .randomPick(using: &generator) }
    }
}

extension Int? {
    /// A position in a list of the stack's screens or controllers, or now and then `nil`.
    static func randomPosition(using generator: inout some RandomNumberGenerator) -> Int? {
        Int.random(in: 0..<12, using: &generator) == 0 ? nil : .random(in: 0..<64, using: &generator)
    }
}
