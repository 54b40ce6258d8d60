import Wayfinder

// The app code of the "Testing view models" article, compiled and tested
// (TestingViewModelsExamplesTests.swift). The article shows these declarations without the
// namespace's indentation; keep the two in sync.

enum TestingArticle {
    final class RepositoryListViewModel: ViewModel {
        let services: any NavigationServices
        private(set) var announcements: [String] = []

        init(services: any NavigationServices) {
            self.services = services
        }

        func select(_ name: String) {
            services.push(RepositoryViewModel(name: name))
        }

        func openFilters() {
            services.present(FiltersViewModel(), style: .sheet(detents: [.medium, .large]))
        }

        func show(_ name: String) async {
            await services.sendAndWait(.push(RepositoryViewModel(name: name)))
            announcements.append("showing \(name)")  // the push is on screen
        }
    }

    final class RepositoryViewModel: ViewModel {
        let name: String
        init(name: String) { self.name = name }
    }

    final class FiltersViewModel: ViewModel {}

    final class EditorViewModel: ViewModel {
        let services: any NavigationServices
        private(set) var color = "black"
        private(set) var lastExit: ChildExit?

        init(services: any NavigationServices) {
            self.services = services
        }

        func pickColor() {
            Task {
                switch await services.result(of: ColorPickerViewModel(), as: .present(.sheet(detents: [.medium]))) {
                case .finished(let color): self.color = color
                case .cancelled(let exit): lastExit = exit
                }
            }
        }
    }

    final class ColorPickerViewModel: ResultProducing {
        let result = ResultChannel<String>()
        func pick(_ color: String) { result.finish(with: color) }
    }

    enum RepositoryAction: Equatable, Sendable {
        case delete
    }

    final class RepositorySettingsViewModel: ViewModel {
        let services: any NavigationServices
        private(set) var isDeleted = false

        init(services: any NavigationServices) {
            self.services = services
        }

        func deleteTapped() async {
            let answer = try? await services.ask(AlertQuestion(
                title: "Delete wayfinder?", message: "This cannot be undone.",
                buttons: [.destructive("Delete", RepositoryAction.delete), .cancel("Cancel")]))
            if answer == .delete { isDeleted = true }
        }
    }

    final class NoteEditorViewModel: LeaveGuarding {
        let services: any NavigationServices
        var text = ""
        var hasUnsavedWork: Bool { !text.isEmpty }

        init(services: any NavigationServices) {
            self.services = services
        }

        func userAttemptedToLeave() async -> LeaveDecision {
            let discard = try? await services.ask(DialogQuestion(
                title: "Discard your note?", buttons: [.destructive("Discard", true), .cancel("Keep editing", false)]))
            return discard == true ? .leave : .stay
        }
    }

    final class MainTabsViewModel: TabContainerViewModel {
        func makeTabs() -> [any ViewModel] { [FeedViewModel(), AccountViewModel()] }
    }

    final class FeedViewModel: ViewModel {}
    final class AccountViewModel: ViewModel {}

    struct FeedScreen: Screen { let viewModel: FeedViewModel }
    struct AccountScreen: Screen { let viewModel: AccountViewModel }

    final class SearchViewModel: ViewModel {
        let services: any NavigationServices
        let search: @Sendable (String) async -> String  // the name of the best match
        private(set) var searching: Task<Void, Never>?

        init(services: any NavigationServices, search: @escaping @Sendable (String) async -> String) {
            self.services = services
            self.search = search
        }

        func submit(_ query: String) {
            searching = Task {
                let name = await search(query)
                services.push(RepositoryViewModel(name: name))
            }
        }
    }

    /// Holds whatever would show the profile until someone signs in; after five minutes, it fails.
    enum ProfileGuard {
        @MainActor
        static func install(on bus: NavigationBus, session: Session) -> NavigationSubscription {
            bus.addGuard(for: ProfileViewModel.self) { _ in
                guard session.user == nil else { return .proceed }
                return .suspend(timeout: .seconds(300)) { services in
                    guard case .finished(let user) = await services.result(of: LoginViewModel(), as: .present) else { return .cancel }
                    session.user = user
                    return .proceed
                }
            }
        }
    }

    final class SplashViewModel: ViewModel {
        let services: any NavigationServices
        let clock: any Clock<Duration>
        private(set) var waiting: Task<Void, any Error>?

        init(services: any NavigationServices, clock: any Clock<Duration>) {
            self.services = services
            self.clock = clock
        }

        func appeared() {
            waiting = Task {
                try await clock.sleep(for: .seconds(2))
                services.resetRoot(FeedViewModel())
            }
        }
    }
}
