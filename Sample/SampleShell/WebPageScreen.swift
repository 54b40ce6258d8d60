import SampleKit
import Wayfinder

/// The terminal's screen for a web page the router opened for an `https` link: it shows the
/// address (the sample has no network).
struct WebPageScreen: Screen, RenderedScreen {
    let viewModel: WebPageViewModel

    func rendered(numberingFrom first: Int?) -> [String] {
        ["Web page", String(repeating: "─", count: 8), viewModel.url.absoluteString, "(a real app shows the page here)"]
    }

    var actions: [SampleAction] { [] }
}
