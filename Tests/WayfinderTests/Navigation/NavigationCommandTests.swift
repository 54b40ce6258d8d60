import Testing
import Wayfinder

@Suite("commands and errors")
@MainActor
struct NavigationCommandTests {
    @Test func commandsDescribeThemselves() {
        let home = HomeViewModel()
        let cases: [(NavigationCommand, String)] = [
            (.push(home, animated: true), "push(HomeViewModel)"),
            (.push(home, animated: false), "push(HomeViewModel, animated: false)"),
            (.pop(animated: true), "pop"),
            (.popToRoot(animated: false), "popToRoot(animated: false)"),
            (.present(home, style: .automatic, animated: true), "present(HomeViewModel)"),
            (.dismiss(animated: true), "dismiss"),
            (.resetRoot(home), "resetRoot(HomeViewModel)"),
            (.popTo(home, animated: true), "popTo(HomeViewModel)"),
            (.resetScreens([home, ListViewModel()], animated: true), "resetScreens([HomeViewModel, ListViewModel])"),
            (.selectTab(2), "selectTab(2)"),
        ]
        for (command, expected) in cases {
            #expect(command.description == expected)
        }
    }

    @Test func commandsExposeTheirParts() {
        let home = HomeViewModel()
        let list = ListViewModel()
        #expect(NavigationCommand.resetScreens([home, list], animated: false).viewModels.map(ObjectIdentifier.init)
            == [ObjectIdentifier(home), ObjectIdentifier(list)])
        #expect(NavigationCommand.pop(animated: true).viewModels.isEmpty)
        #expect(NavigationCommand.present(home, style: .automatic, animated: false).animated == false)
        #expect(NavigationCommand.resetRoot(home).animated == false)
    }

    @Test func theServicesDefaultsAnimateAndSendTheRightCommands() throws {
        let navigator = try makeNavigator()
        var sent: [String] = []
        let observer = navigator.bus.subscribe { event in
            if case .willPerform(let command) = event { sent.append("\(command.name) animated: \(command.animated)") }
        }
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.push(ListViewModel())
        navigator.services.popTo(home)
        navigator.services.resetScreens([home, DetailViewModel()])
        navigator.services.pop()
        navigator.services.present(LoginViewModel())
        navigator.services.dismiss()
        navigator.services.popToRoot()
        #expect(sent == ["resetRoot animated: false", "push animated: true", "popTo animated: true",
                         "resetScreens animated: true", "pop animated: true", "present animated: true",
                         "dismiss animated: true", "popToRoot animated: true"])
        _ = observer
    }

    @Test func errorsDescribeThemselves() {
        #expect(NavigationError.noScreen(for: "RepoViewModel").description
            == "no screen is registered for RepoViewModel in the ScreenMap")
        #expect(NavigationError.tabOutOfRange(index: 4, count: 3).description == "tab 4 does not exist (there are 3 tabs)")
        #expect(ScreenMapError.nameTaken("home", byViewModel: "HomeViewModel").description
            == "the name \"home\" is already registered for HomeViewModel")
    }
}
