import Foundation
import RepositoriesFeature
import AccountFeature
import SampleApp
import SampleKit
import Testing
import Wayfinder
import WayfinderTesting

/// The journey the sample recorded while `Sample/Scripts/recorded.txt` ran (tabs, a link held by
/// the sign-in guard, the description sheet swiped away, the delete alert answered, the split
/// browser resized), committed as `recorded.journey.json`, replayed as a bug report's would be.
/// After an intended change, write it again with
/// `(grep -v '^q$' Sample/Scripts/recorded.txt; echo 'journey save Sample/Scripts/recorded.journey.json') | swift run --package-path Sample wayfinder-sample`.
@Suite("the recorded journey")
@MainActor
struct RecordedJourneyTests {
    private static let file = repositoryRoot.appendingPathComponent("Sample/Scripts/recorded.journey.json")

    @Test func theCommittedJourneyReplaysStepByStep() throws {
        let journey = try NavigationJourney(json: Data(contentsOf: Self.file))
        // No guard on the replay's navigator: the journey holds its decisions.
        let navigator = TestNavigator()
        let viewModels = try SampleViewModels(services: navigator.services)
        #expect(navigator.replay(journey, making: viewModels.make) == 21)
    }

    @Test func journeySaveWritesTheSessionAsAJourneyATestReads() async throws {
        let app = try SampleApp()
        _ = await app.handle("t 3")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("journey-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(await app.handle("journey save \(file.path)") == .message("Saved the journey to \(file.path)."))
        let saved = try NavigationJourney(json: Data(contentsOf: file))
        #expect(saved == app.navigator.journey)
        #expect(saved.description == """
            1. resetRoot HomeViewModel → performed
            2. selectedTab tab 2 → performed
            """)
    }

    @Test func theCommittedJourneyIsTheOneTheScriptRecordsToday() async throws {
        let script = try String(contentsOf: repositoryRoot.appendingPathComponent("Sample/Scripts/recorded.txt"), encoding: .utf8)
        let app = try SampleApp()
        _ = await SampleScript.transcript(of: SampleScript.lines(of: script), on: app)
        let committed = try NavigationJourney(json: Data(contentsOf: Self.file))
        #expect(app.navigator.journey == committed, "recorded.journey.json is not what recorded.txt records: write it again (see this suite's comment)")
    }
}

/// Makes the sample's view models by their types' names, for a replay: any one of the type will
/// do, since a journey's stack names screens by their view models' types.
@MainActor
private struct SampleViewModels {
    let services: any NavigationServices
    let donor: SampleApp
    let shelf = RepositoryShelf()

    init(services: any NavigationServices) throws {
        self.services = services
        donor = try SampleApp()
    }

    func make(_ type: String) -> (any ViewModel)? {
        let repository = BundledRepositories.all[0]
        switch type {
        case "HomeViewModel":
            return try? donor.host.serviceRegistry.resolve((any HomeScreens).self).home(selecting: .repositories)
        case "RepositoryListViewModel": return RepositoryListViewModel(shelf: shelf, services: services)
        case "RepositoryViewModel": return RepositoryViewModel(repository: repository, shelf: shelf, services: services)
        case "IssueViewModel": return IssueViewModel(repository: repository.name, issue: repository.issues[0], services: services)
        case "SignInViewModel": return SignInViewModel(session: SessionStore(), services: services)
        case "DescriptionEditorViewModel":
            return DescriptionEditorViewModel(repository: repository.name, shelf: shelf, services: services)
        case "RepositoryBrowserViewModel": return RepositoryBrowserViewModel(shelf: shelf, services: services)
        default: return nil
        }
    }
}
