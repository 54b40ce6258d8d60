import SwiftUI
import Wayfinder
import WebKit

/// The web page the router opens for an `https` link, in UIKit's web view (SwiftUI has none of
/// its own before iOS 26).
struct WebPageView: View {
    let page: WebPageViewModel

    var body: some View {
        WebView(url: page.url)
            .navigationTitle("Web page")
    }
}

/// A `WKWebView` showing one address.
private struct WebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.load(URLRequest(url: url))
        return view
    }

    func updateUIView(_ view: WKWebView, context: Context) {}
}
