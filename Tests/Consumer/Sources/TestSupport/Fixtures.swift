import SampleKit
import Wayfinder
import WayfinderTesting

/// The app's own test helpers, as an app's `TestSupport` target would hold them.
@MainActor
public enum Fixtures {
    /// A test navigator whose stack has `root` at its root.
    public static func navigator(root: any ViewModel) -> TestNavigator {
        let navigator = TestNavigator()
        navigator.services.resetRoot(root)
        return navigator
    }
}
