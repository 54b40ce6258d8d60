import Foundation
import Testing
import Wayfinder

/// A view model restored from any URL the test gives it.
private final class LinkedViewModel: Restorable {
    let restorationURL: URL?
    init(_ url: String) { restorationURL = URL(string: url) }
}

/// A navigator recording its journey, and a router whose routes take every kind of parameter.
@MainActor
private func makeRecordingApp(
    revealing reveals: @escaping @MainActor (RouteEvent.Handler) -> Bool = { _ in false }
) throws -> (Navigator, Router) {
    let navigator = try makeNavigator()
    try navigator.screens.register(LinkedViewModel.self) { TestScreen(viewModel: $0) }
    navigator.services.resetRoot(HomeViewModel())
    navigator.recordJourney(revealing: reveals)
    let router = Router(services: navigator.services)
    for pattern in [
        "app://repos/:name/issues/:number<Int>", "app://items/:id<UUID>", "app://files/*path", "app://list/:id<Int>(/:page)",
        "app://flags/:on<Bool>/:ratio<Double>",
    ] {
        try router.register(pattern) { request in .navigate(.push(LinkedViewModel(request.match.url))) }
    }
    return (navigator, router)
}

/// The URL the journey's last step keeps for the view model it pushed.
@MainActor
private func keptURL(pushing url: String, on navigator: Navigator) throws -> String {
    navigator.services.push(LinkedViewModel(url))
    let last = try #require(navigator.journey?.description.split(separator: "\n").last)
    let start = try #require(last.firstIndex(of: "<"))
    let end = try #require(last.lastIndex(of: ">"))
    return String(last[last.index(after: start)..<end])
}

@Suite("redacting a journey's URLs")
@MainActor
struct JourneyRedactionTests {
    @Test(arguments: [
        ("app://repos/wayfinder/issues/3?q=secret#top", "app://repos/redacted/issues/3"),
        ("app://items/5F0C9C0A-5D5B-4C71-9C2E-0E5B1D7F2A11", "app://items/5F0C9C0A-5D5B-4C71-9C2E-0E5B1D7F2A11"),
        ("app://files/notes/2026/diary.txt", "app://files/redacted"),
        ("app://list/4/notes", "app://list/4/redacted"),
        ("app://list/4", "app://list/4"),
        ("app://flags/true/0.5", "app://flags/true/0.5"),
        ("app://nowhere/alice?token=1", "app:"),
        ("https://alice:pw@example.com:8443/private?x=1", "https://example.com:8443"),
    ])
    func aRestorableViewModelsURLKeepsOnlyWhatHoldsNoText(url: String, kept: String) throws {
        let (navigator, router) = try makeRecordingApp()
        #expect(try keptURL(pushing: url, on: navigator) == kept)
        withExtendedLifetime(router) {}
    }

    /// URLs the router reads otherwise than their text splits (an empty host, empty segments, user
    /// info, a trailing slash, a backslash): the kept URL is rebuilt from the route's pattern, or is
    /// the scheme alone, and never holds the user's words.
    @Test(arguments: [
        "app:///repos/alice/issues/3", "app://repos//alice/issues/3", "app://alice:pw@repos/alice/issues/3",
        "app://repos/alice/issues/3/", "app://alice/pw",
    ])
    func aURLReadOtherwiseThanItsTextStillKeepsNoText(url: String) throws {
        let (navigator, router) = try makeRecordingApp()
        let kept = try keptURL(pushing: url, on: navigator)
        #expect(!kept.contains("alice") && !kept.contains("pw"), "kept \(kept)")
        withExtendedLifetime(router) {}
    }

    @Test func aRevealedRoutesURLIsKeptWhole() throws {
        let (navigator, router) = try makeRecordingApp { $0 == .route("app://repos/:name/issues/:number<Int>") }
        #expect(try keptURL(pushing: "app://repos/wayfinder/issues/3", on: navigator) == "app://repos/wayfinder/issues/3")
        withExtendedLifetime(router) {}
    }

    @Test func withoutARouterAURLIsKeptByItsSchemeAlone() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(LinkedViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        navigator.recordJourney()
        #expect(try keptURL(pushing: "app://repos/wayfinder/issues/3", on: navigator) == "app:")
    }

    @Test func aViewModelOnTheStackIsFoundByItsScreenNotItsURL() throws {
        let (navigator, router) = try makeRecordingApp()
        let repository = LinkedViewModel("app://repos/wayfinder/issues/3")
        navigator.services.push(repository)
        navigator.services.push(LinkedViewModel("app://list/4"))
        navigator.services.popTo(repository)
        #expect(navigator.journey?.description.split(separator: "\n").last == "3. popTo LinkedViewModel #2 → performed")
        withExtendedLifetime(router) {}
    }
}
