import SwiftUI
import Wayfinder

/// The web page the router opens for an `https` link: its address, and a link that opens it in
/// Safari. (A web view inside a SwiftUI app needs UIKit's WKWebView or iOS 26's WebView; the
/// UIKit app shows the page itself.)
struct WebPageView: View {
    let page: WebPageViewModel

    var body: some View {
        List {
            Section {
                Text(verbatim: page.url.absoluteString)
                Link("Open in Safari", destination: page.url)
            }
        }
        .navigationTitle("Web page")
    }
}
