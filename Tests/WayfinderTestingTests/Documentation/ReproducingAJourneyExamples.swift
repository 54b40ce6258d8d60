import Foundation
import Wayfinder
import WayfinderTesting

// The app code and the test of the "Reproducing a user's journey" article, as it shows them, over
// the "Testing view models" article's sign-in example (home, login, profile). Keep it in sync
// with the article.

@MainActor
func launch(_ navigator: Navigator, home: HomeViewModel) {
    navigator.recordJourney()  // the last 200 steps
    navigator.services.resetRoot(home)
}

@MainActor
func journeyAttachment(of navigator: Navigator) -> Data? {
    navigator.journey?.json()
}

@MainActor
func replayReportedJourney(_ json: Data) throws -> Int {
    let journey = try NavigationJourney(json: json)
    let navigator = TestNavigator()
    let session = Session()
    return navigator.replay(journey) { type in
        switch type {
        case "HomeViewModel": HomeViewModel(services: navigator.services, session: session)
        case "LoginViewModel": LoginViewModel()
        case "ProfileViewModel": ProfileViewModel()
        default: nil
        }
    }
}

@MainActor
func recordRevealingSettings(_ navigator: Navigator) {
    navigator.recordJourney { handler in handler == .route("myapp://settings/:section") }
}
