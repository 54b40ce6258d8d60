import AccountFeature
import SettingsFeature
import TestSupport
import Wayfinder
import WayfinderSwiftUI
import WayfinderUIKit

// Wires the app's features into a navigator and opens an internal link, as an app's start-up
// code would; prints the stack, so CI can see the graph links and runs.
@MainActor
func start() throws {
    let screens = ScreenMap()
    let navigator = Navigator(screens: screens)
    let router = Router(services: navigator.services)
    try AccountViewModel.register(in: screens)
    try SettingsViewModel.register(in: screens, router: router)
    navigator.services.resetRoot(AccountViewModel(services: navigator.services))
    _ = try router.openInternal("app://settings").get()
    print(navigator.stack.snapshot)
    _ = Fixtures.navigator(root: SettingsViewModel())
}

try MainActor.assumeIsolated { try start() }
