import Foundation
import Testing
import Wayfinder

@Suite("recording a journey")
@MainActor
struct JourneyRecordingTests {
    @Test func nothingIsRecordedUntilTheAppAsks() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.journey == nil)
        navigator.recordJourney()
        #expect(navigator.journey?.description == "(no steps)")
    }

    @Test func eachCommandAndReportIsAStepWithItsOutcomeAndTheStackAfterIt() throws {
        let navigator = try makeNavigator()
        navigator.recordJourney()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.push(ListViewModel())
        navigator.services.present(SettingsViewModel(), style: .sheet)
        navigator.report(.dismissed(try #require(navigator.stack.snapshot.topLevel?.selectedController.id)))
        navigator.services.popTo(home)
        navigator.services.pop()
        #expect(navigator.journey?.description == """
            1. resetRoot HomeViewModel → performed
            2. push ListViewModel → performed
            3. present sheet SettingsViewModel → performed
            4. dismissed nav#2 → performed
            5. popTo HomeViewModel #1 → performed
            6. pop → failed: cannot pop: the top navigation controller holds only its root screen
            """)
    }

    @Test func theStackAfterEachStepIsPrintedAsTheSnapshotPrintsIt() throws {
        let navigator = try makeNavigator()
        navigator.recordJourney()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        let json = try #require(navigator.journey?.json())
        let text = try #require(String(data: json, encoding: .utf8))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let stack = try #require(lines.lastIndex(of: #""stack" : ["#))
        #expect(lines[(stack + 1)...].prefix(4) == [#""root · nav#1","#, #""  #1 HomeViewModel","#, #""  #2 ListViewModel""#, "],"])
        #expect(text.contains(#""version" : 1"#))
    }

    @Test func onlyTheLastStepsAreKept() throws {
        let navigator = try makeNavigator()
        navigator.recordJourney(keeping: 3)
        navigator.services.resetRoot(HomeViewModel())
        for _ in 0..<3 {
            navigator.services.push(ListViewModel())
            navigator.services.pop()
        }
        #expect(navigator.journey?.description == """
            5. pop → performed
            6. push ListViewModel → performed
            7. pop → performed
            """)
    }

    @Test func aStepKeepsNoViewModel() throws {
        let navigator = try makeNavigator()
        navigator.recordJourney()
        navigator.services.resetRoot(HomeViewModel())
        weak var released: ListViewModel?
        do {
            let list = ListViewModel()
            released = list
            navigator.services.push(list)
        }
        navigator.services.pop()
        #expect(released == nil)
        #expect(navigator.journey?.description.contains("push ListViewModel") == true)
    }

    @Test func aJourneyReadsBackFromItsJSON() throws {
        let navigator = try makeNavigator()
        navigator.recordJourney()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        let journey = try #require(navigator.journey)
        #expect(try NavigationJourney(json: journey.json()) == journey)
    }

    @Test func aJourneyInAnotherVersionOfTheFormatIsRefusedByItsVersion() throws {
        let json = Data(#"{"format": "wayfinder-journey", "version": 2, "dropped": 0, "steps": []}"#.utf8)
        #expect(throws: JourneyFormatError.unsupportedVersion(2)) { try NavigationJourney(json: json) }
        #expect(JourneyFormatError.unsupportedVersion(2).description.contains("version 2"))
    }

    @Test func dataThatIsNoJourneyIsMalformed() {
        #expect {
            try NavigationJourney(json: Data("[1, 2]".utf8))
        } throws: { error in
            guard case JourneyFormatError.malformed = error else { return false }
            return true
        }
    }
}
