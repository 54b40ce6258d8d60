import UIKit
import Wayfinder
import WebKit

/// The web page the router opens for an `https` link, in a web view.
final class WebPageController: UIViewController {
    private let page: WebPageViewModel

    /// Creates the page's screen.
    ///
    /// - Parameter page: The web page's view model.
    init(page: WebPageViewModel) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = "Web page"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.load(URLRequest(url: page.url))
        view = webView
    }
}
