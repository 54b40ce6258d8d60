import UIKit
import Wayfinder
import WayfinderUIKit

/// A library app: the list of books and the one chosen side by side on an iPad, one stack on a phone.
final class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let navigator = Navigator(screens: ScreenMap())
    private var renderer: UIKitRenderer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        do {
            try navigator.screens.register(ShelvesViewModel.self) { ShelvesViewController(viewModel: $0) }
            try navigator.screens.register(NoBookViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(BookViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(ReviewsViewModel.self) { ScreenController(viewModel: $0) }
            renderer = try UIKitRenderer(window: window, navigator: navigator)  // a split root: a UISplitViewController
        } catch {
            assertionFailure("navigation set-up: \(error)")
        }
        navigator.services.resetRoot(LibraryViewModel(services: navigator.services))
        self.window = window
    }
}

/// The sidebar's list: a tap on a row shows that book in the detail column.
final class ShelvesViewController: UIViewController, Screen {
    let viewModel: ShelvesViewModel
    init(viewModel: ShelvesViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    func didTapRow(at index: Int) {
        viewModel.didSelect(viewModel.titles[index])
    }
}

// The article's view models, from RenderingSplitViewModels.swift (type-checked with this file).
typealias LibraryViewModel = RenderingSplitViewModels.LibraryViewModel
typealias ShelvesViewModel = RenderingSplitViewModels.ShelvesViewModel
typealias NoBookViewModel = RenderingSplitViewModels.NoBookViewModel
typealias BookViewModel = RenderingSplitViewModels.BookViewModel
typealias ReviewsViewModel = RenderingSplitViewModels.ReviewsViewModel
