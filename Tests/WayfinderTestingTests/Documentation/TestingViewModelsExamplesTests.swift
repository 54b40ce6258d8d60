import Testing
import Wayfinder
import WayfinderTesting

// The "Testing view models" article's tests, as it shows them.

extension TestingArticle {
    @Suite("Testing view models article", .timeLimit(.minutes(1)))
    @MainActor
    struct Tests {
        @Test func selectingARepositoryPushesIt() throws {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)

            list.select("wayfinder")

            navigator.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
            let repository = try navigator.expectTop(RepositoryViewModel.self)
            #expect(repository.name == "wayfinder")
        }

        @Test func theFiltersOpenInAMediumSheet() {
            let navigator = TestNavigator(exhaustivity: .on)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            navigator.skipCommands()  // the set-up

            list.openFilters()
            list.openFilters()  // the same sheet again: a second level on top

            navigator.expectStack([RepositoryListViewModel.self], modal: [FiltersViewModel.self], [FiltersViewModel.self])
            navigator.expectCommands([
                "present(FiltersViewModel, style: sheet(medium, large))",
                "present(FiltersViewModel, style: sheet(medium, large))",
            ])
        }

        @Test func aFailedCommandIsRecordedToo() {
            let navigator = TestNavigator()
            navigator.services.resetRoot(FeedViewModel())
            navigator.services.pop()  // the root cannot be popped

            navigator.expectCommands(["resetRoot(FeedViewModel)", "failed pop: \(NavigationError.cannotPopRoot)"])
        }

        @Test func theTabsAreLaidOut() {
            let navigator = TestNavigator()
            navigator.services.resetRoot(MainTabsViewModel())
            navigator.userDidSelectTab(1)  // the user taps the second tab

            navigator.expectStack([AccountViewModel.self])  // the path the user sees
            #expect(StackShape(navigator.snapshot).lines == [
                "root · tabs MainTabsViewModel",
                "  tab 0",
                "    FeedViewModel",
                "  tab 1 (selected)",
                "    AccountViewModel",
            ])
        }

        @Test func realScreens() throws {
            let screens = ScreenMap()
            try screens.register(FeedViewModel.self) { FeedScreen(viewModel: $0) }
            let navigator = TestNavigator(screens: screens)

            navigator.services.resetRoot(FeedViewModel())
            #expect(navigator.stack.topScreen is FeedScreen)
            #expect(navigator.services.push(AccountViewModel()) == .failure(.noScreen(for: "AccountViewModel")))
        }

        @Test func theCallerWaitsUntilThePushIsOnScreen() async throws {
            let navigator = TestNavigator()
            let renderer = TestRenderer(finishing: .manually)
            try navigator.navigator.attach(renderer)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            renderer.finishAll()  // the root is on screen

            let showing = Task { await list.show("wayfinder") }
            await navigator.settle()
            navigator.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])  // performed
            #expect(list.announcements.isEmpty)  // not on screen yet

            renderer.finishNext()
            await showing.value
            #expect(list.announcements == ["showing wayfinder"])
        }

        @Test func laterCommandsWaitForTheTransition() throws {
            let navigator = TestNavigator()
            let renderer = TestRenderer(finishing: .manually)
            try navigator.navigator.attach(renderer)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)

            #expect(navigator.services.push(RepositoryViewModel(name: "wayfinder")) == .success(.queued))
            navigator.expectStack([RepositoryListViewModel.self])  // the root is still on its way

            renderer.finishAll()
            navigator.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
            #expect(renderer.plans.map(\.description) == [
                "setRoot nav#1 [#1 RepositoryListViewModel]",
                "setScreens nav#1 keeping 1 adding [#2 RepositoryViewModel] animated",
            ])
        }

        @Test func pickingAColor() async throws {
            let navigator = TestNavigator()
            let editor = EditorViewModel(services: navigator.services)
            navigator.services.resetRoot(editor)

            editor.pickColor()
            await navigator.settle()
            try navigator.expectTop(ColorPickerViewModel.self).pick("teal")
            await navigator.settle()

            #expect(editor.color == "teal")
            navigator.expectStack([EditorViewModel.self])
        }

        @Test func draggingThePickerAwayKeepsTheColor() async throws {
            let navigator = TestNavigator()
            let editor = EditorViewModel(services: navigator.services)
            navigator.services.resetRoot(editor)
            editor.pickColor()
            await navigator.settle()

            let sheet = try #require(navigator.stack.topNavigationController)
            navigator.userDidDismiss(sheet.id)  // the user drags the sheet down
            await navigator.settle()

            #expect(editor.color == "black")
            #expect(editor.lastExit == .dismissedByUser)
            navigator.expectStack([EditorViewModel.self])
        }

        @Test func swipingBack() throws {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder")
            list.select("atlas")

            let first = try #require(navigator.snapshot.topController?.screens.first)
            navigator.userDidPop(to: first.id)  // a long press on Back, to the list

            navigator.expectStack([RepositoryListViewModel.self])
            navigator.expectCommands([
                "resetRoot(RepositoryListViewModel)", "push(RepositoryViewModel)", "push(RepositoryViewModel)",
                "userDidPop(to: #1)",
            ])
        }

        @Test func recordingANavigatorOfYourOwn() throws {
            let screens = ScreenMap()
            try screens.register(FeedViewModel.self) { FeedScreen(viewModel: $0) }
            try screens.register(AccountViewModel.self) { AccountScreen(viewModel: $0) }
            let navigator = Navigator(screens: screens)
            let recorder = NavigationRecorder(navigator)

            navigator.services.resetRoot(FeedViewModel())
            navigator.services.push(AccountViewModel())
            navigator.services.dismiss()

            #expect(recorder.performedCommands == ["resetRoot(FeedViewModel)", "push(AccountViewModel)"])
            #expect(recorder.errors == [.nothingToDismiss])
            #expect(recorder.lines.last == "failed dismiss: \(NavigationError.nothingToDismiss)")
        }
    }
}
