import UIKit

/// What kind of device the app runs on.
@MainActor
enum Device {
    /// Whether it is an iPad, where the app starts on the repository browser, side by side.
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
