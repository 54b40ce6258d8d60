import Wayfinder
import WayfinderTesting
import XCTest

/// The kit from XCTest: expectations that hold report nothing; one that fails would be an
/// `XCTFail` at its line.
final class XCTestUsageTests: XCTestCase {
    @MainActor
    func testALoginFlowFromXCTest() async throws {
        let navigator = TestNavigator(exhaustivity: .on)
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        XCTAssertTrue(navigator.expectStack([HomeViewModel.self], modal: [LoginViewModel.self]))
        navigator.expectTopViewModel(LoginViewModel.self)?.signIn(user: "octocat")
        await navigator.settle()
        XCTAssertTrue(navigator.expectStack([HomeViewModel.self, ProfileViewModel.self]))
        navigator.skipCommands()
    }
}
