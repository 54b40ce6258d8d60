import Foundation
import Testing
import Wayfinder

/// A view model that a route opens again after relaunch, for the restoration round trip.
private final class FiltersViewModel: Restorable {
    var restorationURL: URL? { URL(string: "app://filters") }
}

private final class RestorableHome: Restorable {
    var restorationURL: URL? { URL(string: "app://home") }
}

@Suite("presentation styles")
@MainActor
struct PresentationStyleTests {
    @Test func presentKeepsTheStyleOnTheLevel() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel(), style: .sheet(detents: [.medium, .large]))
        navigator.services.present(SettingsViewModel())
        let levels = navigator.stack.snapshot.levels
        #expect(levels.map(\.presentation) == [nil, .sheet(detents: [.medium, .large]), .automatic])
        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 HomeViewModel
            modal 1 (sheet(medium, large)) · nav#2
              #2 LoginViewModel
            modal 2 · nav#3
              #3 SettingsViewModel
            """)
    }

    @Test func theCommandCarriesTheStyleAndNamesItWhenNotTheDefault() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorderProbe(navigator)
        navigator.services.present(LoginViewModel(), style: .fullScreen, animated: false)
        navigator.services.dismiss()
        navigator.services.present(LoginViewModel())
        #expect(recorder.performed == [
            "present(LoginViewModel, style: fullScreen, animated: false)", "dismiss", "present(LoginViewModel)",
        ])
    }

    @Test(arguments: [
        (ModalStyle.automatic, "automatic"), (.fullScreen, "fullScreen"), (.popover, "popover"),
        (.sheet, "sheet"), (.sheet(detents: [.medium]), "sheet(medium)"),
        (.sheet(detents: [.fraction(0.4), .height(320), .large]), "sheet(40%, 320pt, large)"),
        (.sheet(detents: [.fraction(0.125)]), "sheet(12.5%)"),
    ])
    func aStyleIsWrittenAndReadBack(_ style: ModalStyle, _ text: String) throws {
        #expect(style.description == text)
        #expect(ModalStyle(text) == style)
        let json = try JSONEncoder().encode([style])
        #expect(String(decoding: json, as: UTF8.self) == "[\"\(text)\"]")
        #expect(try JSONDecoder().decode([ModalStyle].self, from: json) == [style])
    }

    @Test(arguments: ["", "Sheet", "sheet(", "sheet(huge)", "sheet(0%)", "sheet(101%)", "sheet(-3pt)", "sheet(infpt)",
                      "sheet(nan%)", "sheet(medium,,large)", "fullscreen"])
    func aWrongStyleIsRefused(_ text: String) {
        #expect(ModalStyle(text) == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ModalStyle].self, from: Data("[\"\(text)\"]".utf8)) }
    }

    @Test func onlyFullScreenCannotBeSwipedAway() {
        #expect(ModalStyle.fullScreen.isInteractivelyDismissible == false)
        let dismissible = [ModalStyle.automatic, .sheet, .popover].map(\.isInteractivelyDismissible)
        #expect(dismissible == [true, true, true])
    }

    @Test func aSheetOpensAtItsFirstListedDetent() {
        #expect(ModalStyle.sheet(detents: [.medium, .large]).initialDetent == .medium)
        #expect(ModalStyle.sheet(detents: [.fraction(0.3), .medium]).initialDetent == .fraction(0.3))
        #expect(ModalStyle.sheet(detents: []).initialDetent == .large)
        #expect(ModalStyle.sheet(detents: []).sheetDetents == [.large])
        #expect(ModalStyle.sheet(detents: [.height(200), .large]).sheetDetents == [.height(200), .large])
        for style in [ModalStyle.automatic, .fullScreen, .popover] {
            #expect(style.initialDetent == nil)
            #expect(style.sheetDetents.isEmpty)
        }
    }

    @Test func aSavedStyleComesBackThroughJSON() throws {
        func makeApp() throws -> (Navigator, Router) {
            let navigator = try makeNavigator()
            try navigator.screens.register(FiltersViewModel.self) { TestScreen(viewModel: $0) }
            try navigator.screens.register(RestorableHome.self) { TestScreen(viewModel: $0) }
            let router = Router(services: navigator.services)
            try router.register("app://home") { _ in .navigate(.resetRoot(RestorableHome())) }
            try router.register("app://filters") { _ in .navigate(.present(FiltersViewModel(), style: .sheet(detents: [.medium]))) }
            return (navigator, router)
        }
        let (navigator, router) = try makeApp()
        _ = router.openInternal("app://home")
        _ = router.openInternal("app://filters")
        #expect(navigator.stack.snapshot.levels.last?.presentation == .sheet(detents: [.medium]))
        let state = navigator.stack.restorationState().state
        #expect(try state == .decoding(#"{"version":1,"levels":[{"screens":["app://home"]},{"screens":["app://filters"],"style":"sheet(medium)"}]}"#))
        let json = try JSONEncoder().encode(state)
        #expect(String(decoding: json, as: UTF8.self).contains(#""style":"sheet(medium)""#))

        let (relaunched, relaunchedRouter) = try makeApp()
        #expect(relaunchedRouter.restore(try JSONDecoder().decode(RestorationState.self, from: json), origin: .app).isComplete)
        #expect(relaunched.stack.snapshot == navigator.stack.snapshot)
    }

    @Test func aStateSavedWithoutStylesReadsAsTheDefault() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(FiltersViewModel.self) { TestScreen(viewModel: $0) }
        try navigator.screens.register(RestorableHome.self) { TestScreen(viewModel: $0) }
        let router = Router(services: navigator.services)
        try router.register("app://home") { _ in .navigate(.resetRoot(RestorableHome())) }
        try router.register("app://filters") { _ in .navigate(.present(FiltersViewModel())) }
        let json = #"{"version":1,"levels":[{"screens":["app://home"]},{"screens":["app://filters"]}]}"#
        #expect(router.restore(try .decoding(json), origin: .app).isComplete)
        #expect(navigator.stack.snapshot.levels.map(\.presentation) == [nil, .automatic])
        // An automatic modal level saves no style: it reads the same as a state saved before styles.
        #expect(try navigator.stack.restorationState().state == .decoding(json))
        #expect(!String(decoding: try JSONEncoder().encode(navigator.stack.restorationState().state), as: UTF8.self).contains("style"))
    }

    @Test func aLayoutLevelKeepsItsStyleButTheRootHasNone() throws {
        let navigator = try makeNavigator()
        navigator.services.restore(StackLayout(levels: [
            .stack([HomeViewModel()], style: .fullScreen), .stack([LoginViewModel()], style: .popover),
        ]))
        #expect(navigator.stack.snapshot.levels.map(\.presentation) == [nil, .popover])
    }

    @Test func webPagesCanBePresentedInAStyle() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        let router = Router(services: navigator.services)
        router.setWebPages(presentation: .present(.fullScreen))
        _ = router.openInternal("https://swift.org")
        #expect(navigator.stack.snapshot.levels.last?.presentation == .fullScreen)
        router.setWebPages(presentation: .present)
        _ = router.openInternal("https://swift.org/blog")
        #expect(navigator.stack.snapshot.levels.last?.presentation == .automatic)
    }
}

/// The descriptions of the performed commands, in order.
@MainActor
private final class NavigationRecorderProbe {
    private(set) var performed: [String] = []
    private var subscription: NavigationSubscription?

    init(_ navigator: Navigator) {
        subscription = navigator.bus.subscribe { [weak self] event in
            if case .didPerform(let command, _) = event { self?.performed.append(command.description) }
        }
    }
}
