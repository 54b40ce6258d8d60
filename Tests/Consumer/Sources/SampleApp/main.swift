import AccountFeature
import SampleKit
import SettingsFeature
import TestSupport
import Wayfinder
import WayfinderComponents
import WayfinderSwiftUI
import WayfinderUIKit

// Wires the app's features into a navigator, through a module host's router, shown by the app's
// own minimal host, and opens an internal link, as an app's start-up code would; drives a view
// model's verbs through the app's own services double; prints the stack, the host's log and the
// commands, so CI can see the graph links and runs.
@MainActor
func start() throws {
    let screens = ScreenMap()
    let navigator = Navigator(screens: screens)
    let host = ModuleHost(navigator: navigator)
    try AccountViewModel.register(in: screens)
    try SettingsViewModel.register(in: screens, router: host.router)
    navigator.services.resetRoot(AccountViewModel(services: navigator.services))
    let logHost = LogHost()
    let renderer = try ContainerRenderer(host: logHost, navigator: navigator)
    host.start()
    _ = try host.router.openInternal("app://settings").get()
    print(navigator.stack.snapshot)
    print(logHost.log.joined(separator: "\n"))
    _ = renderer
    _ = Fixtures.navigator(root: SettingsViewModel())

    // A view model driven by the app's own services double.
    let double = RecordingServices()
    double.push(SettingsViewModel())
    double.dismiss()
    print(double.sent.map(\.description).joined(separator: ", "))
}

try MainActor.assumeIsolated { try start() }
