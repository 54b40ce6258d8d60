import Wayfinder
import WayfinderTesting

/// A navigator shown through the container renderer on a simulated UIKit, and what the navigator
/// heard from it: the user's reports, and how often the user left a flow shown inside the app.
@MainActor
class RendererHarness {
    let test = TestNavigator()
    let uikit: SimulatedUIKit
    let renderer: ContainerRenderer<SimulatedUIKit>
    private(set) var reports: [String] = []
    private(set) var leaves = 0
    private var subscription: NavigationSubscription?
    var services: any NavigationServices { test.services }

    /// Attaches the renderer, then resets the stack to `root` when there is one.
    init(
        root: (any ViewModel)? = ListViewModel(), placement: ContainerPlacement<SimViewController> = .window,
        timeout: Duration = .seconds(30), uikit: SimulatedUIKit = SimulatedUIKit()
    ) throws {
        self.uikit = uikit
        renderer = try ContainerRenderer(host: uikit, navigator: test.navigator, placement: placement, timeout: timeout)
        renderer.flowWasLeft = { [weak self] in self?.leaves += 1 }
        subscription = test.navigator.bus.subscribe { [weak self] event in
            if case .reported(let report, _) = event { self?.reports.append("\(report)") }
        }
        if let root { services.resetRoot(root) }
    }

    /// The screens of each level UIKit shows.
    var screens: [[Int]] {
        uikit.shown.map { $0.controllers[$0.selectedIndex].screens.map(\.rawValue) }
    }

    func finishAnimations() {
        while !uikit.animations.isEmpty { uikit.finishAnimation(at: 0) }
    }
}
