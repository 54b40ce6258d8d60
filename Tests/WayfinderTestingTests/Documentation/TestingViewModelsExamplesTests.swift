import Testing
import Wayfinder
import WayfinderTesting

// The "Testing view models" article's tests, as it shows them, and the failure messages it
// prints, checked word for word.

extension TestingArticle {
    // The time limit catches a hang, not slowness: a busy machine may take minutes.
    @Suite("Testing view models article", .timeLimit(.minutes(10)))
    @MainActor
    struct Tests {
        @Test func selectingARepositoryPushesIt() {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)

            list.select("wayfinder")

            navigator.expectCommands([
                .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
            ])
            navigator.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
        }

        @Test func theTopViewModelIsHandedBack() throws {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder")

            let repository = try #require(navigator.expectTopViewModel(RepositoryViewModel.self))
            #expect(repository.name == "wayfinder")
        }

        @Test func aDeepLinkOpensTheRepositoryOverTheList() throws {
            let navigator = TestNavigator()
            let router = Router(services: navigator.services)
            struct RepositoryLink: Decodable { let name: String }
            try router.register("app://repos/:name") { (link: RepositoryLink, _) in
                .navigate(.resetStack([
                    RepositoryListViewModel(services: navigator.services),
                    RepositoryViewModel(name: link.name),
                ]))
            }

            _ = try router.openInternal("app://repos/wayfinder").get()

            navigator.expectCommands([.sent(.resetStack([RepositoryListViewModel.expected(), RepositoryViewModel.expected()]))])
            #expect(navigator.expectTopViewModel(RepositoryViewModel.self)?.name == "wayfinder")
        }

        @Test func deletingAsksFirst() async {
            let navigator = TestNavigator()
            let settings = RepositorySettingsViewModel(services: navigator.services)
            navigator.services.resetRoot(settings)

            Task { await settings.deleteTapped() }
            await navigator.settle()
            navigator.expectQuestion(RepositoryAction.self, title: "Delete wayfinder?", buttons: ["Delete", "Cancel"])?
                .answer(.delete)
            await navigator.settle()

            #expect(settings.isDeleted)
        }

        @Test func anUnsavedNoteAsksBeforeItGoes() async {
            let navigator = TestNavigator()
            navigator.services.resetRoot(RepositoryListViewModel(services: navigator.services))
            let editor = NoteEditorViewModel(services: navigator.services)
            navigator.services.present(editor, style: .sheet)
            editor.text = "Rename the sample"

            navigator.userAttemptsToDismiss()  // the sheet holds; the editor asks
            await navigator.settle()
            navigator.answer(role: .cancel)  // "Keep editing"
            await navigator.settle()
            navigator.expectStack([RepositoryListViewModel.self], modal: [NoteEditorViewModel.self])

            navigator.userAttemptsToDismiss()
            await navigator.settle()
            navigator.answer(true)  // "Discard"
            await navigator.settle()
            navigator.expectStack([RepositoryListViewModel.self])
        }

        // MARK: Failure messages, as the article prints them

        @Test func aQuestionLeftUnansweredFailsAsTheArticleShows() async {
            await withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                let navigator = TestNavigator(exhaustivity: .on)
                let settings = RepositorySettingsViewModel(services: navigator.services)
                navigator.services.resetRoot(settings)
                Task { await settings.deleteTapped() }
                await navigator.settle()
                navigator.expectCommands([.sent(.resetRoot(RepositorySettingsViewModel.expected())), .ask(RepositoryAction.self)])
                navigator.finish()  // the question is still waiting
            } matching: { issue in
                says("""
                    1 question was never answered:
                      question never answered: ?1 alert "Delete wayfinder?" [Delete (destructive), Cancel (cancel)]
                    """)(issue)
            }
        }


        @Test func theWrongRepositoryFailsAsTheArticleShows() {
            let navigator = TestNavigator(exhaustivity: .on)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder-x")
            withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                #expect(!navigator.expectCommands([
                    .sent(.resetRoot(RepositoryListViewModel.expected())),
                    .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
                ]))
            } matching: { issue in
                says("""
                    The commands are not as expected:
                    expected                           │ actual
                    resetRoot(RepositoryListViewModel) │ resetRoot(RepositoryListViewModel)
                    push(RepositoryViewModel) where …  ≠ push(RepositoryViewModel(name: "wayfinder-x"))
                    push(RepositoryViewModel) where …: the predicate is false for push(RepositoryViewModel(name: "wayfinder-x"))
                    """)(issue)
            }
        }

        @Test func theWrongRepositoryFailsWithoutExhaustivityAsTheArticleShows() {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder-x")
            withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                navigator.expectCommands([
                    .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
                ])
            } matching: { issue in
                says("""
                    The commands are not as expected:
                    expected                          │ actual
                                                        resetRoot(RepositoryListViewModel)
                    push(RepositoryViewModel) where … ≠ push(RepositoryViewModel(name: "wayfinder-x"))
                    push(RepositoryViewModel) where …: the predicate is false for push(RepositoryViewModel(name: "wayfinder-x"))
                    """)(issue)
            }
        }

        @Test func aWrongStackFailsAsTheArticleShows() {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder")
            list.select("atlas")
            withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                navigator.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self], modal: [FiltersViewModel.self])
            } matching: { issue in
                says("""
                    The stack is not as expected:
                    expected                  │ actual
                    root                      │ root
                      RepositoryListViewModel │   RepositoryListViewModel
                      RepositoryViewModel     │   RepositoryViewModel
                    modal 1                   ≠   RepositoryViewModel
                      FiltersViewModel        ≠
                    """)(issue)
            }
        }

        @Test func aWrongValueInTheStackFailsAsTheArticleShows() async {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            await withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                list.select("wayfinder-x")
                await navigator.settle()
                navigator.expectStack(StackShape(screens: [
                    .screen(RepositoryListViewModel.self),
                    .screen(RepositoryViewModel.self) { $0.name == "wayfinder" },
                ]))
            } matching: { issue in
                says("""
                    The stack has the expected types, but not the expected values:
                      root, screen 2: RepositoryViewModel where … is false for RepositoryViewModel(name: "wayfinder-x")
                    The stack:
                    root
                      RepositoryListViewModel
                      RepositoryViewModel
                    """)(issue)
            }
        }

        @Test func commandsLeftUnassertedFailAsTheArticleShows() {
            let navigator = TestNavigator(exhaustivity: .on)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            navigator.skipCommands()
            list.select("wayfinder")
            navigator.services.pop(animated: false)
            withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                navigator.finish()
            } matching: { issue in
                says("""
                    2 navigation commands were not asserted:
                      push(RepositoryViewModel)
                      pop(animated: false)
                    """)(issue)
            }
        }

        @Test func aGuardThatWaitsForTheNetworkFailsSettleAsTheArticleShows() async {
            let navigator = TestNavigator()
            let (answers, answer) = AsyncStream<Bool>.makeStream()
            let permissionGuard = navigator.bus.addInterceptor { command in
                guard case .push = command else { return .proceed }
                return .suspend { _ in
                    for await allowed in answers { return allowed ? .proceed : .cancel }  // Wayfinder cannot see this wait
                    return .cancel
                }
            }
            navigator.services.resetRoot(FeedViewModel())
            navigator.services.push(AccountViewModel())
            await withKnownIssue("expected: this test checks the failure Wayfinder reports") {
                await navigator.settle()
            } matching: { issue in
                says("""
                    settle() gave up: 1 guard operation running, 0 wake-ups pending. \
                    A guard's operation waits for something Wayfinder cannot see; let it wait on a child's result, \
                    a sendAndWait or the test's clock.
                    """)(issue)
            }
            answer.yield(true)
            answer.finish()
            permissionGuard.cancel()
        }

        // MARK: What settle cannot see

        @Test func submittingASearchShowsTheBestMatch() async {
            let navigator = TestNavigator()
            let search = SearchViewModel(services: navigator.services) { _ in "wayfinder" }
            navigator.services.resetRoot(search)

            search.submit("way")
            await search.searching?.value  // settle() cannot see the search: wait for the task itself

            navigator.expectCommands([.sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" }))])
        }

        // MARK: The test's clock

        @Test func aSignInLeftOpenFailsThePushAfterFiveMinutes() async {
            let navigator = TestNavigator()
            let profileGuard = ProfileGuard.install(on: navigator.bus, session: Session())
            navigator.services.resetRoot(FeedViewModel())
            navigator.services.push(ProfileViewModel())  // held: nobody is signed in

            await navigator.advance(by: .seconds(299))
            navigator.expectStack([FeedViewModel.self], modal: [LoginViewModel.self])
            await navigator.advance(by: .seconds(1))  // no real time passes

            navigator.expectCommands([
                .sent(.resetRoot(FeedViewModel.expected())),
                .suspended(.push(ProfileViewModel.expected())),
                .sent(.present(LoginViewModel.expected())),
                .failed(.push(ProfileViewModel.expected()), .guardTimedOut),
                .sent(.close(LoginViewModel.expected())),
            ])
            navigator.expectStack([FeedViewModel.self])
            profileGuard.cancel()
        }

        @Test func signingInInTimeLetsThePushGoOn() async throws {
            let navigator = TestNavigator()
            let session = Session()
            let profileGuard = ProfileGuard.install(on: navigator.bus, session: session)
            navigator.services.resetRoot(FeedViewModel())
            navigator.services.push(ProfileViewModel())

            await navigator.advance(by: .seconds(299))
            navigator.expectTopViewModel(LoginViewModel.self)?.signIn(user: "octocat")
            await navigator.settle()

            navigator.expectStack([FeedViewModel.self, ProfileViewModel.self])
            #expect(session.user == "octocat")
            profileGuard.cancel()
        }

        @Test func theSplashMovesOnAfterTwoSeconds() async throws {
            let clock = ManualClock()
            let navigator = TestNavigator(clock: clock)
            let splash = SplashViewModel(services: navigator.services, clock: clock)
            navigator.services.resetRoot(splash)

            splash.appeared()
            await clock.waitForSleepers()  // the sleep reaches the clock from another thread
            await navigator.advance(by: .seconds(2))
            try await splash.waiting?.value  // the task goes on after the sleep: wait for it

            navigator.expectStack([FeedViewModel.self])
        }

        // MARK: Values in the stack

        @Test func theStackHoldsTheSelectedRepository() async {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)

            list.select("wayfinder")
            list.openFilters()
            await navigator.settle()

            navigator.expectStack(StackShape(
                screens: [.screen(RepositoryListViewModel.self), .screen(RepositoryViewModel.self) { $0.name == "wayfinder" }],
                modals: [[.screen(FiltersViewModel.self)]]))
        }

        @Test func shapesCompareTypesOnly() {
            #expect(StackShape(screens: [.screen(RepositoryViewModel.self) { $0.name == "wayfinder" }])
                == StackShape([RepositoryViewModel.self]))
        }

        // MARK: Expectations

        @Test func theFiltersOpenInAMediumSheet() {
            let navigator = TestNavigator(exhaustivity: .on)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            navigator.skipCommands()  // the set-up

            list.openFilters()
            list.openFilters()  // the same sheet again: a second level on top

            navigator.expectStack([RepositoryListViewModel.self], modal: [FiltersViewModel.self], [FiltersViewModel.self])
            navigator.expectCommands([
                .sent(.present(FiltersViewModel.expected(), style: .sheet(detents: [.medium, .large]))),
                .sent(.present(FiltersViewModel.expected(), style: .sheet(detents: [.medium, .large]))),
            ])
        }

        @Test func aFailedCommandIsRecordedToo() {
            let navigator = TestNavigator()
            navigator.services.resetRoot(FeedViewModel())
            navigator.services.pop()  // the root cannot be popped

            navigator.expectCommands([.sent(.resetRoot(FeedViewModel.expected())), .failed(.pop(), .cannotPopRoot)])
        }

        @Test func commandsReadAsTheArticleSays() {
            let navigator = TestNavigator()
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder")
            navigator.services.pop(animated: false)
            list.openFilters()
            #expect(navigator.skipCommands() == [
                "resetRoot(RepositoryListViewModel)", "push(RepositoryViewModel)", "pop(animated: false)",
                "present(FiltersViewModel, style: sheet(medium, large))",
            ])
        }

        @Test func theTabsAreLaidOut() {
            let navigator = TestNavigator()
            navigator.services.resetRoot(MainTabsViewModel())
            navigator.report(.selectedTab(1))  // the user taps the second tab

            navigator.expectStack([AccountViewModel.self])  // the path the user sees
        }

        @Test func realScreens() throws {
            let screens = ScreenMap()
            try screens.register(FeedViewModel.self) { FeedScreen(viewModel: $0) }
            let navigator = TestNavigator(screens: screens)

            navigator.services.resetRoot(FeedViewModel())
            #expect(navigator.stack.topScreen is FeedScreen)
            #expect(navigator.services.push(AccountViewModel()) == .failure(.noScreen(for: "AccountViewModel")))
        }

        // MARK: Transitions

        @Test func theCallerWaitsUntilThePushIsOnScreen() async throws {
            let renderer = TestRenderer(finishing: .manually)
            let navigator = TestNavigator(renderer: renderer)
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
            let renderer = TestRenderer(finishing: .manually)
            let navigator = TestNavigator(renderer: renderer)
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

        @Test func theRendererAcknowledgesEachCommand() throws {
            let renderer = TestRenderer(finishing: .manually)
            let navigator = TestNavigator(exhaustivity: .on, renderer: renderer)
            let list = RepositoryListViewModel(services: navigator.services)
            navigator.services.resetRoot(list)
            list.select("wayfinder")  // queued behind the root's transition

            renderer.finishAll()
            navigator.expectCommands([
                .sent(.resetRoot(RepositoryListViewModel.expected())),
                .rendered(.resetRoot(RepositoryListViewModel.expected())),
                .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
                .rendered(.push(RepositoryViewModel.expected())),
            ])
        }

        @Test func aRendererThatNeverAnswersTimesOut() async throws {
            let navigator = TestNavigator(renderer: TestRenderer(finishing: .manually), rendererTimeout: .seconds(10))
            navigator.services.resetRoot(FeedViewModel())

            await navigator.advance(by: .seconds(10))

            navigator.expectCommands([.rendererTimedOut(.resetRoot(FeedViewModel.expected()))])
        }

        // MARK: The user's gestures

        @Test func pickingAColor() async throws {
            let navigator = TestNavigator()
            let editor = EditorViewModel(services: navigator.services)
            navigator.services.resetRoot(editor)

            editor.pickColor()
            await navigator.settle()
            navigator.expectTopViewModel(ColorPickerViewModel.self)?.pick("teal")
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

            let sheet = try #require(navigator.stack.snapshot.topController)
            navigator.report(.dismissed(sheet.id))  // the user drags the sheet down
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

            let first = try #require(navigator.stack.snapshot.topController?.screens.first)
            navigator.report(.popped(to: first.id))  // a long press on Back, to the list

            navigator.expectStack([RepositoryListViewModel.self])
            navigator.expectCommands([
                .sent(.resetRoot(RepositoryListViewModel.expected())),
                .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
                .sent(.push(RepositoryViewModel.expected { $0.name == "atlas" })),
                .reported(.popped(to: first.id)),
            ])
        }

        // MARK: Recording

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
