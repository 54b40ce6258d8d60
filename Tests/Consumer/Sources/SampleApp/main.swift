import AccountFeature
import SettingsFeature
import TestSupport
import Wayfinder
import WayfinderComponents
import WayfinderSwiftUI
import WayfinderUIKit

// Wires the app's features into a navigator, through a module host's router, and opens an
// internal link, as an app's start-up code would; prints the stack, so CI can see the graph links
// and runs.
@MainActor
func start() throws {
    let screens = ScreenMap()
    let navigator = Navigator(screens: screens)
    let host = ModuleHost(navigator: navigator)
    try AccountViewModel.register(in: screens)
    try SettingsViewModel.register(in: screens, router: host.router)
    navigator.services.resetRoot(AccountViewModel(services: navigator.services))
    host.start()
    _ = try host.router.openInternal("app://settings").get()
    print(navigator.stack.snapshot)
    _ = Fixtures.navigator(root: SettingsViewModel())
}

try MainActor.assumeIsolated { try start() }
