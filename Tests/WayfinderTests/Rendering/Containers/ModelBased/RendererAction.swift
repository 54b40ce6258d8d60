import WayfinderTestSupport
import Wayfinder

/// One step of a model-based renderer run: a command from a view model, an animation UIKit
/// finishes, or a gesture of the user. Steps pick what they act on by a number taken modulo
/// what there is when they run, so a shortened run still means something.
enum RendererAction: Equatable, CustomStringConvertible {
    enum Command: Equatable {
        case push
        case pushForResult
        case present(ModalStyle)
        case presentForResult
        case pop
        case popToRoot
        case dismiss
        /// The top controller's screens, shuffled by `seed`, plus a new one.
        case resetScreens(seed: Int)
        /// A deep link: a new root with three screens.
        case resetStack
        /// A new root tab bar with three tabs.
        case resetRootTabs
        case selectTab(Int)
        /// A link into a tab (picked by number): some of the screens it shows already, then new ones.
        case showInTab(Int)
        /// A new root split, of two or three columns.
        case resetRootSplit(threeColumns: Bool)
        /// Selecting in a sidebar, or a link into a column (picked by number): some of the
        /// screens the column shows already, then new ones.
        case showInColumn(Int)
        /// A push on a column (picked by number).
        case pushInColumn(Int)
        /// Close the screen at this position (counted over the whole stack).
        case close(Int)
        /// The child awaited at this position finishes with a value.
        case finishChild(Int)
        /// A question: an alert or a dialog, with or without a cancel button (picked by number).
        case ask(Int)
        /// A screen that holds unsaved work, presented or pushed; its view model asks before the
        /// user leaves, or refuses.
        case presentGuarded(asks: Bool)
        case pushGuarded(asks: Bool)
    }

    case command(Command)
    /// UIKit finishes the running animation at this position.
    case finishAnimation(Int)
    case beginBackSwipe
    case tapBack
    case beginDragDown
    case endGesture(completing: Bool, didShowOnCancel: Bool)
    case tapTab(Int)
    /// The window becomes compact (a split collapses) or regular (it expands).
    case resize(compact: Bool)
    /// The user taps the button at this position of the alert on screen.
    case tapAlertButton(Int)
    /// The user taps outside the action sheet on screen.
    case tapOutsideDialog
    /// The guarded screen at this position saves its work, or edits it again.
    case toggleUnsavedWork(Int)
    /// The app's own code dismisses what the container at this position of the presented chain
    /// presents (the window's root first), when nothing moves: a logout, an expired session.
    case appDismisses(Int)
    /// The app's own code takes one of the renderer's screens of the navigation controller the
    /// user sees away (`setViewControllers`; not the first), when nothing moves.
    case appRemovesScreen(Int)
    /// Lets the tasks awaiting children run.
    case yield
    /// Finishes every gesture and animation, lets every task run, and checks the screen equals
    /// the stack.
    case settle

    var description: String {
        switch self {
        case .command(let command): "\(command)"
        case .finishAnimation(let pick): "finishAnimation(\(pick))"
        case .beginBackSwipe: "beginBackSwipe"
        case .tapBack: "tapBack"
        case .beginDragDown: "beginDragDown"
        case .endGesture(let completing, let didShow): "endGesture(\(completing ? "completing" : "cancelling")\(didShow ? ", didShow on cancel" : ""))"
        case .tapTab(let index): "tapTab(\(index))"
        case .resize(let compact): "resize(\(compact ? "compact" : "regular"))"
        case .tapAlertButton(let pick): "tapAlertButton(\(pick))"
        case .tapOutsideDialog: "tapOutsideDialog"
        case .toggleUnsavedWork(let pick): "toggleUnsavedWork(\(pick))"
        case .appDismisses(let pick): "appDismisses(\(pick))"
        case .appRemovesScreen(let pick): "appRemovesScreen(\(pick))"
        case .yield: "yield"
        case .settle: "settle"
        }
    }

    /// A random run of `count` steps.
    static func randomRun(seed: UInt64, count: Int) -> [RendererAction] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in random(using: &generator) }
    }

    private static let styles: [ModalStyle] = [.automatic, .sheet(detents: [.medium, .large]), .fullScreen, .popover]

    static func random(using generator: inout SeededGenerator) -> RendererAction {
        let pick = Int.random(in: 0..<100, using: &generator)
        let number = Int.random(in: 0..<1_000, using: &generator)
        switch pick {
        case 0..<28: return .command(randomCommand(number, using: &generator))
        case 28..<50: return .finishAnimation(number)
        case 50..<59: return .beginBackSwipe
        case 59..<62: return .tapBack
        case 62..<67: return .beginDragDown
        case 67..<77: return .endGesture(completing: Bool.random(using: &generator), didShowOnCancel: Bool.random(using: &generator))
        case 77..<81: return .tapTab(number % 3)
        case 81..<86: return .yield
        case 86..<91: return .tapAlertButton(number)
        case 91..<94: return .tapOutsideDialog
        case 94..<96: return .toggleUnsavedWork(number)
        case 96..<98: return .resize(compact: number % 2 == 0)
        case 98: return number % 2 == 0 ? .appDismisses(number / 2) : .appRemovesScreen(number / 2)
        default: return .settle
        }
    }

    private static func randomCommand(_ number: Int, using generator: inout SeededGenerator) -> Command {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<16: .push
        case 16..<22: .pushForResult
        case 22..<31: .present(styles[number % styles.count])
        case 31..<35: .presentForResult
        case 35..<44: .pop
        case 44..<47: .popToRoot
        case 47..<54: .dismiss
        case 54..<58: .resetScreens(seed: number)
        case 58..<61: .resetStack
        case 61..<63: .resetRootTabs
        case 63..<66: .resetRootSplit(threeColumns: number % 2 == 0)
        case 66..<68: .selectTab(number % 4)
        case 68..<70: .showInTab(number)
        case 70..<75: .showInColumn(number)
        case 75..<77: .pushInColumn(number)
        case 77..<78: .close(number)
        case 78..<81: .finishChild(number)
        case 81..<90: .ask(number)
        case 90..<95: .presentGuarded(asks: number % 2 == 0)
        default: .pushGuarded(asks: number % 2 == 0)
        }
    }
}
