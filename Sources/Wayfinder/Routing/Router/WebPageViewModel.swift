import Foundation

/// The view model of a web page: what the router opens for an `http` or `https` URL that no
/// route claims, once ``Router/setWebPages(presentation:_:)`` is called.
///
/// Map it to the app's web screen (a `WKWebView` or `SFSafariViewController` wrapper) in the
/// ``ScreenMap`` like any other view model.
public final class WebPageViewModel: ViewModel {
    /// The page's URL.
    public let url: URL

    /// Creates the view model of a page.
    ///
    /// - Parameter url: The page's URL.
    public init(url: URL) {
        self.url = url
    }
}
