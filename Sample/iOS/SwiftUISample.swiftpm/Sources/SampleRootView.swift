import SampleShell
import SwiftUI
import Wayfinder
import WayfinderSwiftUI

/// The running sample: the navigation model's view, a typed destination for every view model of
/// the catalog, the tabs' labels, and the links the system opens handed to the module host.
struct SampleRootView: View {
    let sample: SampleComposition
    let model: NavigationModel
    let refresh: ScreenRefresh

    var body: some View {
        // Read here too, so that the adapter's views read the view models' guards again (the
        // description editor's unsaved text holds its sheet) as they change: the sample's view
        // models are not @Observable.
        let _ = refresh.revision
        NavigationModelView(model: model)
            .sampleDestinations(refresh: refresh)
            .sampleTabLabels()
            .onIncomingLink { link in sample.host.open(link) }  // onOpenURL, universal links: the origin the system implies
            .overlay(alignment: .bottomTrailing) { JourneyShareButton(sample: sample).padding() }
    }
}
