// The part of SwiftUI that hosts a UIKit view (`UIViewRepresentable`), declared as the iOS SDK
// declares it, kept apart from SwiftUI.swift because it needs the UIKit stand-in: the adapter's
// check (Scripts/check-platform-files.sh) builds SwiftUI without UIKit, and
// Scripts/check-ios-sample.sh builds the two files as one SwiftUI module over UIKit for the iOS
// sample's SwiftUI app (its web page). Nothing in it runs.
import UIKit

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    associatedtype Coordinator = Void
    func makeCoordinator() -> Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == () {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}
