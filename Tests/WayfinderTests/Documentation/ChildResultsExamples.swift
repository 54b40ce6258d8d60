import Wayfinder

// The examples of the article on results from child screens, exercised by
// ChildResultsExamplesTests.swift. Keep the article in sync.

final class BranchPickerViewModel: ResultProducing {
    let result = ResultChannel<String>()
    func pick(_ branch: String) { result.finish(with: branch) }   // delivers, then closes the picker
}

final class BranchViewModel: ViewModel {
    let services: any NavigationServices
    private(set) var branch = "main"
    private(set) var lastExit: ChildExit?

    init(services: any NavigationServices) {
        self.services = services
    }

    func chooseBranch() async {
        switch await services.result(of: BranchPickerViewModel(), as: .present) {
        case .finished(let branch): self.branch = branch
        case .cancelled(let exit): lastExit = exit       // .dismissedByUser, .replaced…
        }
    }
}
