import SampleShell
import Wayfinder
import WayfinderSwiftUI

/// The app at launch: running, or refused with what is missing.
@MainActor
enum SampleLaunch {
    /// The sample started: its modules, the model the views show, and the screens' refresh.
    case running(SampleComposition, NavigationModel, ScreenRefresh)
    /// The sample did not start; one line a problem (a view model without a view, a module that
    /// failed), as the start-up check words it.
    case refused([String])

    /// Starts the sample: the modules, the start-up check over the views this app has
    /// (``SampleScreenCatalog``), the model, and the first root.
    ///
    /// - Parameter startsOnBrowser: Whether the root is the repository browser (a split view, on
    ///   an iPad) rather than the tab bar.
    init(startsOnBrowser: Bool) {
        do {
            let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
            let model = try NavigationModel(navigator: sample.navigator)
            try sample.showStart(onBrowser: startsOnBrowser)
            self = .running(sample, model, ScreenRefresh(bus: sample.navigator.bus))
        } catch let error as SampleStartError {
            self = .refused(error.description.split(separator: "\n").map(String.init))
        } catch {
            self = .refused([String(describing: error)])
        }
    }
}
