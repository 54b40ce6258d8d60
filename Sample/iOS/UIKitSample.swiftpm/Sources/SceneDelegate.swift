import SampleShell
import UIKit
import Wayfinder
import WayfinderUIKit

/// The sample's modules on UIKit, in one window: the tab bar on an iPhone, the repository
/// browser (a split view controller) on an iPad, every screen a view controller of
/// ``SampleScreenCatalog``'s kinds, and the links the system hands the scene opened through the
/// module host with the origin UIKit names. It decides nothing about navigation: the view
/// models do, and the UIKit renderer shows the stack.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var sample: SampleComposition?
    private var renderer: UIKitRenderer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = JourneyWindow(windowScene: scene)  // shaken, it shares the journey
        self.window = window
        do {
            let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
            let screens = SampleScreens(refresh: ScreenRefresh(bus: sample.navigator.bus))
            renderer = try UIKitRenderer(window: window, navigator: sample.navigator) { screen in
                screens.viewController(for: screen.viewModel)
            }
            try sample.showStart(onBrowser: scene.traitCollection.userInterfaceIdiom == .pad)
            self.sample = sample
            window.journeyJSON = { [weak sample] in sample?.journeyJSON ?? Data() }
            for link in IncomingLink.links(from: connectionOptions) { sample.host.open(link) }  // launched by a link
        } catch {
            window.rootViewController = LaunchRefusedController(problems: String(describing: error))
            window.makeKeyAndVisible()
        }
    }

    // Another app (Safari's address bar, `xcrun simctl openurl`) opened a sample:// URL.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for link in IncomingLink.links(from: URLContexts) { sample?.host.open(link) }
    }

    // A universal link: the origin is the web page.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let link = IncomingLink(userActivity: userActivity) { sample?.host.open(link) }
    }
}
