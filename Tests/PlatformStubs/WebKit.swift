// A stand-in for the part of WebKit that the iOS sample's UIKit app uses (a web view for the web
// pages of `https` links), declared as the iOS SDK declares it, over the UIKit stand-in.
// Scripts/check-ios-sample.sh type-checks the app against it; nothing in it runs.
@_exported import UIKit
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLRequest: Foundation's on Apple platforms
#endif

@MainActor open class WKWebViewConfiguration: NSObject {}

@MainActor open class WKNavigation: NSObject {}

@MainActor open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { nil }
}
