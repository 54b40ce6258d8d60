import Testing
import Wayfinder

@Suite("transition plans")
@MainActor
struct TransitionPlanTests {
    /// Performs `body`'s command and returns its plan (animated as the command asked), checked
    /// against the change.
    private func plan(
        _ navigator: Navigator, _ body: (any NavigationServices) -> Result<NavigationOutcome, NavigationError>
    ) throws -> TransitionPlan {
        var animated: Bool?
        let subscription = navigator.bus.subscribe { event in
            if case .didPerform(let command, _) = event { animated = command.animated }
            if case .reported = event { animated = false }
        }
        defer { subscription.cancel() }
        let change = try #require(try body(navigator.services).get().change)
        let plan = TransitionPlan(change, animated: try #require(animated as Bool?))
        try plan.check(from: change.before, to: change.after)
        return plan
    }

    private func screen<Model: ViewModel>(_ id: Int, _ type: Model.Type) -> ScreenSnapshot {
        ScreenSnapshot(id: ScreenID(rawValue: id), viewModelType: type, screenType: TestScreen<Model>.self)
    }

    @Test func aPushIsOneStepThatKeepsTheScreensBelow() throws {
        let navigator = try makeNavigator()
        navigator.services.resetStack([HomeViewModel(), ListViewModel()])
        let push = try plan(navigator) { $0.push(DetailViewModel()) }
        #expect(push.description == "setScreens nav#1 keeping 2 adding [#3 DetailViewModel] animated")
        let pop = try plan(navigator) { $0.pop(animated: false) }
        #expect(pop.steps == [.setScreens(NavigationControllerID(rawValue: 1), level: 0, keeping: 2, adding: [], animated: false)])
        let popToRoot = try plan(navigator) { $0.popToRoot() }
        #expect(popToRoot.description == "setScreens nav#1 keeping 1 adding [] animated")
        #expect(try plan(navigator) { $0.popToRoot() }.isEmpty)
    }

    @Test func aPresentationCarriesItsStyleAndADismissalIsOneStep() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let present = try plan(navigator) { $0.present(LoginViewModel(), style: .sheet(detents: [.medium])) }
        #expect(present.description == "present modal 1 nav#2 sheet(medium) [#2 LoginViewModel] animated")
        guard case .present(let level, 1, true) = try #require(present.steps.first) else {
            Issue.record("expected a presentation: \(present)")
            return
        }
        #expect(level.presentation == .sheet(detents: [.medium]))
        navigator.services.present(SettingsViewModel())
        let dismiss = try plan(navigator) { $0.dismiss(animated: false) }
        #expect(dismiss.steps == [.dismiss(fromLevel: 2, animated: false)])
    }

    @Test func aDeepLinkIsOneDismissalANewRootAndNothingElse() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.present(SettingsViewModel())
        let link = try plan(navigator) { $0.resetStack([HomeViewModel(), ListViewModel(), DetailViewModel()]) }
        #expect(link.description == """
            dismiss from modal 1
            setRoot nav#4 [#4 HomeViewModel, #5 ListViewModel, #6 DetailViewModel]
            """)
    }

    @Test func aRestoredLayoutIsANewRootAndItsPresentations() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let restore = try plan(navigator) {
            $0.restore(StackLayout(levels: [
                .tabs(TabsViewModel([HomeViewModel(), ListViewModel()]), pushed: [[], [DetailViewModel()]], selected: 1),
                .stack([LoginViewModel()], style: .fullScreen),
            ]))
        }
        #expect(restore.description == """
            setRoot tabs, tab 1 selected: nav#2 [#2 HomeViewModel] nav#3 [#3 ListViewModel, #4 DetailViewModel]
            present modal 1 nav#4 fullScreen [#5 LoginViewModel]
            """)
        let tab = try plan(navigator) { $0.selectTab(0) }
        #expect(tab.steps == [.selectTab(0)])
    }

    @Test func closingUnderAModalChangesTheControllerQuietlyAndAnimatesTheDismissal() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetStack([HomeViewModel(), list, DetailViewModel()])
        navigator.services.present(LoginViewModel())
        let close = try plan(navigator) { $0.close(list) }
        #expect(close.description == """
            setScreens nav#1 keeping 1 adding []
            dismiss from modal 1 animated
            """)
    }

    @Test func setStackKeepsWhatItCanAndReordersTheRest() throws {
        let navigator = try makeNavigator()
        let (home, list, detail) = (HomeViewModel(), ListViewModel(), DetailViewModel())
        navigator.services.resetStack([home, list, detail])
        let reorder = try plan(navigator) { $0.resetScreens([home, detail, list, SettingsViewModel()]) }
        #expect(reorder.steps == [.setScreens(
            NavigationControllerID(rawValue: 1), level: 0, keeping: 1,
            adding: [screen(3, DetailViewModel.self), screen(2, ListViewModel.self), screen(4, SettingsViewModel.self)],
            animated: true)])
    }

    @Test func theWayFromAnEmptyStackLaysEverythingOut() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel(), style: .popover)
        let snapshot = navigator.stack.snapshot
        let plan = TransitionPlan(from: .empty, to: snapshot, animated: false)
        try plan.check(from: .empty, to: snapshot)
        #expect(plan.description == """
            setRoot nav#1 [#1 HomeViewModel]
            present modal 1 nav#2 popover [#2 LoginViewModel]
            """)
        #expect(TransitionPlan(from: snapshot, to: snapshot, animated: true).isEmpty)
    }

    @Test func aTabThatIsNotShownChangesWithoutAnimation() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), list]))
        navigator.services.selectTab(1)
        navigator.services.push(DetailViewModel())
        navigator.services.selectTab(0)
        // The user pops tab 1 while tab 0 is shown (a report names any screen).
        let report = try plan(navigator) { _ in navigator.report(.popped(to: ScreenID(rawValue: 2))) }
        #expect(report.steps == [.setScreens(NavigationControllerID(rawValue: 2), level: 0, keeping: 1, adding: [], animated: false)])
    }
}
