import Foundation
import UIKit

/// The sample's window: shaking the device shares the journey recorded since launch, as JSON,
/// for a bug report (a test replays it with `TestNavigator.replay`).
final class JourneyWindow: UIWindow {
    /// The journey's JSON, read when the device is shaken.
    var journeyJSON: (() -> Data)?

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake, let json = journeyJSON?(), var top = rootViewController else {
            return super.motionEnded(motion, with: event)
        }
        while let presented = top.presentedViewController { top = presented }
        let share = UIActivityViewController(activityItems: [String(decoding: json, as: UTF8.self)], applicationActivities: nil)
        top.present(share, animated: true)
    }
}
