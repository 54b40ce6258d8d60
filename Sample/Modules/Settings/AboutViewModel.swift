import SampleKit
import Wayfinder

/// What the sample is.
public final class AboutViewModel: SampleViewModel {
    /// Creates the screen.
    public init() {}

    /// "About".
    public var title: String { "About" }
    /// A few words on the sample.
    public var lines: [String] {
        [
            "The Wayfinder sample: five modules that never import each other,",
            "meeting through services, mediator targets and URLs.",
        ]
    }
    /// None.
    public var actions: [SampleAction] { [] }
}
