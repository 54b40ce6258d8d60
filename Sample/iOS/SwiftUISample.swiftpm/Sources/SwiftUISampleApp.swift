import SampleShell
import SwiftUI

/// The sample's modules on SwiftUI: the tab bar on an iPhone, the repository browser (a split
/// view) on an iPad, every screen a view of ``SampleScreenCatalog``'s kinds. The app decides
/// nothing about navigation: the view models do, through the navigator's services, and
/// `NavigationModelView` shows the stack.
@main
struct SwiftUISampleApp: App {
    private let launch: SampleLaunch

    init() {  // all set up before the first frame, so that a link that launched the app finds its route
        launch = SampleLaunch(startsOnBrowser: Device.isPad)
    }

    var body: some Scene {
        WindowGroup {
            switch launch {
            case .running(let sample, let model, let refresh):
                SampleRootView(sample: sample, model: model, refresh: refresh)
            case .refused(let problems):
                LaunchRefusedView(problems: problems)
            }
        }
    }
}
