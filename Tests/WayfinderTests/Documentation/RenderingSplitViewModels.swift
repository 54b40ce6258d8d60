import Wayfinder

// The Rendering article's split-view root ("Split views"): the view models the adapters'
// articles' UIKit scene delegate and SwiftUI app show (Tests/PlatformExamples/UIKitSplitView.swift
// and SwiftUISplitView.swift), and the collapsed form they take on a phone
// (RenderingSplitExamplesTests.swift). Wayfinder alone, without the test kit, so that the
// platform checks (Scripts/check-platform-files.sh, and ../shared/tools/real-sdk-check.sh, which
// builds no WayfinderTesting for iOS) type-check the examples with this file.

enum RenderingSplitViewModels {
    /// A library: the books in the sidebar, the one chosen in the detail column.
    final class LibraryViewModel: SplitContainerViewModel {
        let shelves: ShelvesViewModel

        init(services: any NavigationServices) {
            shelves = ShelvesViewModel(services: services)
        }

        func makeColumns() -> SplitColumns {
            SplitColumns(sidebar: shelves, detail: NoBookViewModel())
        }
    }

    /// The sidebar: a list of books.
    final class ShelvesViewModel: ViewModel {
        let services: any NavigationServices
        let titles = ["Dune", "Emma", "Ulysses"]

        init(services: any NavigationServices) {
            self.services = services
        }

        func didSelect(_ title: String) {
            services.showInColumn(.detail, [BookViewModel(title: title)])
        }
    }

    /// The detail column until a book is chosen: "Select a book".
    final class NoBookViewModel: ViewModel {}

    final class BookViewModel: ViewModel {
        let title: String
        init(title: String) { self.title = title }
    }

    final class ReviewsViewModel: ViewModel {
        let title: String
        init(title: String) { self.title = title }
    }
}
