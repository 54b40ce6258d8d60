import SwiftUI
import Wayfinder
import WayfinderSwiftUI

struct LibraryApp: App {  // @main in an app of its own
    private let navigator = Navigator(screens: .viewModelScreens())
    private let model: NavigationModel?

    init() {
        model = try? NavigationModel(navigator: navigator)
        navigator.services.resetRoot(LibraryViewModel(services: navigator.services))  // a NavigationSplitView
    }

    var body: some Scene {
        WindowGroup {
            if let model {
                NavigationModelView(model: model)
                    .destination(for: ShelvesViewModel.self) { ShelvesView(viewModel: $0) }
                    .destination(for: NoBookViewModel.self) { _ in Text("Select a book") }
                    .destination(for: BookViewModel.self) { book in Text(book.title) }
                    .destination(for: ReviewsViewModel.self) { reviews in Text("Reviews of \(reviews.title)") }
            }
        }
    }
}

/// The sidebar's list: a tap on a book shows it in the detail column.
struct ShelvesView: View {
    let viewModel: ShelvesViewModel
    var body: some View {
        List(viewModel.titles, id: \.self) { title in
            Button(title) { viewModel.didSelect(title) }
        }
    }
}

// The article's view models, from RenderingSplitViewModels.swift (type-checked with this file).
typealias LibraryViewModel = RenderingSplitViewModels.LibraryViewModel
typealias ShelvesViewModel = RenderingSplitViewModels.ShelvesViewModel
typealias NoBookViewModel = RenderingSplitViewModels.NoBookViewModel
typealias BookViewModel = RenderingSplitViewModels.BookViewModel
typealias ReviewsViewModel = RenderingSplitViewModels.ReviewsViewModel
