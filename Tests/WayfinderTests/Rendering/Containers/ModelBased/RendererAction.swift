import WayfinderTestSupport
import Wayfinder

/// One step of a model-based renderer run: a command from a view model, an animation UIKit
/// finishes, or a gesture of the user. Steps pick what they act on by a number taken modulo
/// what there is when they run, so a shortened run still means something.
enum RendererAction: Equatable, CustomStringConvertible {
    enum Command: Equatable {
        case push
        case pushForResult
        case present(PresentationStyle)
        case presentForResult
        case pop
        case popToRoot
        case dismiss
        /// The top controller's screens, shuffled by `seed`, plus a new one.
        case setStack(seed: Int)
        /// A deep link: a new root with three screens.
        case resetStack
        /// A new root tab bar with three tabs.
        case resetRootTabs
        case selectTab(Int)
        /// Close the screen at this position (counted over the whole stack).
        case close(Int)
        /// The child awaited at this position finishes with a value.
        case finishChild(Int)
    }

    case command(Command)
    /// UIKit finishes the running animation at this position.
    case finishAnimation(Int)
    case beginBackSwipe
    case tapBack
    case beginDragDown
    case endGesture(completing: Bool, didShowOnCancel: Bool)
    case tapTab(Int)
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
        case .yield: "yield"
        case .settle: "settle"
        }
    }

    /// A random run of `count` steps.
    static func randomRun(seed: UInt64, count: Int) -> [RendererAction] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in random(using: &generator) }
    }

    private static let styles: [PresentationStyle] = [.automatic, .sheet(detents: [.medium, .large]), .fullScreen, .popover]

    static func random(using generator: inout SeededGenerator) -> RendererAction {
        let pick = Int.random(in: 0..<100, using: &generator)
        let number = Int.random(in: 0..<1_000, using: &generator)
        switch pick {
        case 0..<32: return .command(randomCommand(number, using: &generator))
        case 32..<58: return .finishAnimation(number)
        case 58..<63: return .beginBackSwipe
        case 63..<66: return .tapBack
        case 66..<71: return .beginDragDown
        case 71..<83: return .endGesture(completing: Bool.random(using: &generator), didShowOnCancel: Bool.random(using: &generator))
        case 83..<88: return .tapTab(number % 3)
        case 88..<96: return .yield
        default: return .settle
        }
    }

    private static func randomCommand(_ number: Int, using generator: inout SeededGenerator) -> Command {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<20: .push
        case 20..<27: .pushForResult
        case 27..<38: .present(styles[number % styles.count])
        case 38..<43: .presentForResult
        case 43..<53: .pop
        case 53..<57: .popToRoot
        case 57..<65: .dismiss
        case 65..<70: .setStack(seed: number)
        case 70..<74: .resetStack
        case 74..<78: .resetRootTabs
        case 78..<83: .selectTab(number % 4)
        case 83..<89: .close(number)
        default: .finishChild(number)
        }
    }
}
