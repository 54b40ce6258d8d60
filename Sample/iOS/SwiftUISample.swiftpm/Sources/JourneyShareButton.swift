import Foundation
import SampleShell
import SwiftUI

/// Shares the journey recorded since launch, as JSON, for a bug report: a test replays it
/// (`TestNavigator.replay`). The JSON is made when the button is tapped, so it holds the steps
/// up to then.
struct JourneyShareButton: View {
    let sample: SampleComposition
    @State private var shared: SharedJourney?

    var body: some View {
        Button {
            shared = SharedJourney(json: String(decoding: sample.journeyJSON, as: UTF8.self))
        } label: {
            Label("Share journey", systemImage: "ladybug")
        }
        .sheet(item: $shared) { journey in
            ShareLink(item: journey.json, subject: Text("Wayfinder journey")) {
                Label("Share the journey's JSON", systemImage: "square.and.arrow.up")
            }
        }
    }
}

/// The journey's JSON, taken when the user asked to share it.
struct SharedJourney: Identifiable {
    let id = UUID()
    let json: String
}
