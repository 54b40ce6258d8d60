import Foundation
import Wayfinder

// The examples of the article on saving and restoring the stack, exercised by
// RestorationExamplesTests.swift. Keep the article in sync.

final class AppTabsViewModel: TabContainerViewModel, Restorable {
    func makeTabs() -> [any ViewModel] { [InboxViewModel(), StarredViewModel()] }
    var restorationURL: URL? { URL(string: "app://tabs") }
}

// The tabs' roots: the container makes them again, so they need no URL.
final class InboxViewModel: ViewModel {}
final class StarredViewModel: ViewModel {}

final class IssueViewModel: ViewModel, Restorable {
    let number: Int
    init(number: Int) { self.number = number }
    var restorationURL: URL? { URL(string: "app://issues/\(number)") }
}

final class PreferencesViewModel: ViewModel, Restorable {
    var restorationURL: URL? { URL(string: "app://preferences") }
}

/// A view model that cannot be saved: it does not adopt `Restorable`.
final class ComposerViewModel: ViewModel {}

struct IssueNumber: Decodable {
    let number: Int
}

@MainActor
func makeRestorationRouter(for navigator: Navigator) throws -> Router {
    let router = Router(services: navigator.services)
    try router.register("app://tabs") { _ in .navigate(.resetRoot(AppTabsViewModel())) }
    try router.register("app://issues/:number<Int>", shows: [IssueViewModel.self]) { (issue: IssueNumber, _) in
        .navigate(.push(IssueViewModel(number: issue.number)))
    }
    try router.register("app://preferences") { _ in .navigate(.present(PreferencesViewModel())) }
    return router
}

@MainActor
func saveNavigation(of navigator: Navigator) throws -> Data {
    let (state, issues) = navigator.stack.restorationState()  // levels, tabs and screens as URLs
    for issue in issues {
        print("not saved:", issue)                        // view models that could not be saved
    }
    return try JSONEncoder().encode(state)                // RestorationState is Codable
}

@MainActor
func restoreNavigation(from data: Data, with router: Router) throws -> RestorationReport {
    let state = try JSONDecoder().decode(RestorationState.self, from: data)
    let report = router.restore(state, origin: .app)      // one `restore` command: a single change
    for issue in report.issues {
        print("not restored:", issue)                     // URLs that could not be restored
    }
    return report
}
