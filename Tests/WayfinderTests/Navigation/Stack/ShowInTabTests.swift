import Testing
import Wayfinder
import WayfinderTesting

/// The repositories list: one a tab, whatever the instance.
private final class LinkRepositories: ViewModel, Identifiable {
    nonisolated var id: String { "repositories" }  // `Identifiable` asks for it off the main actor
}

/// A repository, the same screen as another of the same name.
private final class LinkRepository: ViewModel, Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
    nonisolated var id: String { name }
}

private final class LinkIssue: ViewModel {}
private final class LinkInbox: ViewModel {}
private final class LinkMessage: ViewModel {}
private final class LinkSheet: ViewModel {}

private final class LinkTabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [LinkRepositories(), LinkInbox()] }
}

@Suite("showInTab: a link that keeps the user's place")
@MainActor
struct ShowInTabTests {
    private func home() -> TestNavigator {
        let navigator = TestNavigator()
        navigator.services.resetRoot(LinkTabs())
        return navigator
    }

    @Test func anotherTabKeepsItsPushedScreenAndItsViewModel() throws {
        let navigator = home()
        navigator.services.selectTab(1)
        let message = LinkMessage()
        navigator.services.push(message)

        navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("atlas")])

        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.selectedIndex == 0)
        #expect(root.controllers[0].screens.map(\.viewModelTypeName) == ["LinkRepositories", "LinkRepository"])
        #expect(root.controllers[1].screens.map(\.viewModelTypeName) == ["LinkInbox", "LinkMessage"])
        #expect(navigator.stack.contains(message))  // the same instance, not recreated
        navigator.services.selectTab(1)
        #expect(navigator.stack.topViewModel === message)
    }

    @Test func aPathTheTabPartlyShowsPushesOnlyTheRest() throws {
        let navigator = home()
        let repository = LinkRepository("wayfinder")
        navigator.services.push(repository)
        let firstTab = navigator.stack.viewModels(of: navigator.stack.snapshot.levels.first?.controllers[0])
        let list = try #require(firstTab.first)
        let before = navigator.stack.snapshot

        let result = navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("wayfinder"), LinkIssue()])

        let change = try #require(try result.get().change)
        #expect(change.inserted.map(\.viewModelTypeName) == ["LinkIssue"])
        #expect(change.removed.isEmpty)
        #expect(navigator.stack.viewModels(of: navigator.stack.snapshot.levels.first?.controllers[0]).first === list)
        #expect(navigator.stack.contains(repository))
        #expect(navigator.stack.snapshot.topController?.screens.prefix(2) == before.topController?.screens.prefix(2))
        let plan = TransitionPlan(change, animated: true)
        #expect(plan.steps.count == 1)
        #expect("\(plan)" == "setScreens nav#1 keeping 2 adding [#4 LinkIssue] animated")
    }

    @Test func aDifferentScreenIsReplacedFromWhereThePathsPart() throws {
        let navigator = home()
        navigator.services.push(LinkRepository("wayfinder"))
        navigator.services.push(LinkIssue())
        let change = try #require(try navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("atlas")]).get().change)
        #expect(change.removed.map(\.viewModelTypeName) == ["LinkRepository", "LinkIssue"])
        #expect(change.inserted.map(\.viewModelTypeName) == ["LinkRepository"])
        let top = try #require(navigator.stack.topViewModel as? LinkRepository)
        #expect(top.name == "atlas")
    }

    @Test func whatIsPresentedGoesInAMinimalPlan() throws {
        let navigator = home()
        navigator.services.selectTab(1)
        navigator.services.present(LinkSheet())
        navigator.services.present(LinkSheet())
        let change = try #require(try navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("atlas")]).get().change)
        #expect(navigator.stack.snapshot.levels.count == 1)
        // The tab's screens, its selection, then one dismissal: only the dismissal animates.
        #expect("\(TransitionPlan(change, animated: true))" == """
            setScreens nav#1 keeping 1 adding [#5 LinkRepository]
            selectTab 0
            dismiss from modal 1 animated
            """)
    }

    @Test func aTabSelectedByTheLinkIsNotAnimatedWhileItIsHidden() throws {
        let navigator = home()
        navigator.services.selectTab(1)
        let change = try #require(try navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("atlas")]).get().change)
        #expect("\(TransitionPlan(change, animated: true))" == """
            setScreens nav#1 keeping 1 adding [#3 LinkRepository]
            selectTab 0
            """)
        // On the tab already selected, the change is the one the user sees.
        let next = try #require(try navigator.services.showInTab(0, [LinkRepositories(), LinkRepository("wayfinder")]).get().change)
        #expect("\(TransitionPlan(next, animated: true))" == "setScreens nav#1 keeping 1 adding [#4 LinkRepository] animated")
    }

    @Test func aViewModelThatLeavesWithTheLinkMayComeBackInIt() throws {
        let navigator = home()
        let message = LinkMessage()
        navigator.services.present(message)
        let change = try #require(try navigator.services.showInTab(1, [LinkInbox(), message]).get().change)
        #expect(navigator.stack.snapshot.levels.count == 1)
        #expect(navigator.stack.topViewModel === message)
        #expect(change.removed.map(\.viewModelTypeName).contains("LinkMessage"))
        #expect(change.inserted.map(\.viewModelTypeName).contains("LinkMessage"))
        let other = LinkMessage()
        navigator.services.selectTab(0)
        navigator.services.push(other)
        #expect(navigator.services.showInTab(1, [LinkInbox(), other]) == .failure(.duplicateViewModel(for: "LinkMessage")))
    }

    @Test func impossibleLinksChangeNothing() {
        let plain = TestNavigator()
        #expect(plain.services.showInTab(0, [LinkInbox()]) == .failure(.noRoot))
        plain.services.resetRoot(LinkInbox())  // a root of one navigation controller, of another screen
        #expect(plain.services.showInTab(0, [LinkRepositories()]) == .failure(.noTabs))
        #expect(plain.services.showInTab(0, [LinkInbox()]) == .failure(.noTabs), "another instance, not Identifiable")
        #expect("\(NavigationError.noTabs)".contains("when its screens start with that root's screen"), "the error names the way")
        plain.services.resetRoot(ReaderSplitViewModel())
        #expect(plain.services.showInTab(0, [LinkInbox()]) == .failure(.noTabs))

        let navigator = home()
        let before = navigator.stack.snapshot
        #expect(navigator.services.showInTab(2, [LinkInbox()]) == .failure(.tabOutOfRange(index: 2, count: 2)))
        #expect(navigator.services.showInTab(0, []) == .failure(.emptyStack))
        #expect(navigator.services.showInTab(0, [LinkTabs()]) == .failure(.tabContainerNotAtRoot(for: "LinkTabs")))
        let inbox = LinkInbox()
        #expect(navigator.services.showInTab(0, [inbox, inbox]) == .failure(.duplicateViewModel(for: "LinkInbox")))
        #expect(navigator.stack.snapshot == before)
        let mapped = Navigator(screens: ScreenMap())
        #expect(mapped.services.showInTab(0, [inbox]) == .failure(.noRoot))
    }

    @Test func aRootOfOneNavigationControllerIsTheTabOfALinkThatStartsWithItsRootWhateverTheIndex() throws {
        let navigator = TestNavigator()  // the stack of a flow shown in tab 2 of the app's tab bar
        let repositories = LinkRepositories()
        navigator.services.resetRoot(repositories)
        navigator.services.push(LinkRepository("atlas"))
        navigator.services.present(LinkSheet())

        let change = try #require(try navigator.services.showInTab(2, [LinkRepositories(), LinkRepository("wayfinder")]).get().change)

        #expect(navigator.stack.snapshot.shape == StackShape([LinkRepositories.self, LinkRepository.self]))
        let root = try #require(navigator.stack.snapshot.levels.first?.controllers.first?.screens.first)
        #expect(navigator.stack.screen(for: root.id)?.viewModel === repositories, "the list the user had stays")
        #expect(change.removed.map(\.viewModelTypeName) == ["LinkRepository", "LinkSheet"])
    }

    @Test func theTestKitExpectsIt() {
        let navigator = home()
        navigator.services.showInTab(1, [LinkInbox(), LinkMessage()], animated: false)
        navigator.expectCommands([
            .sent(.resetRoot(LinkTabs.expected())),
            .sent(.showInTab(1, [LinkInbox.expected(), LinkMessage.expected()], animated: false)),
        ])
    }
}
