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
// model's verbs through the app's own services double; prints the stack, the host's log, the
// bus's events and the commands, so CI can see the graph links and runs.
@MainActor
func start() throws {
    let screens = ScreenMap()
    let navigator = Navigator(screens: screens)
    // The app's log of the bus, written to the stability promise: `NavigationEvent` may gain
    // cases (it is `@nonexhaustive`), so the switch ends with `@unknown default:`.
    var events: [String] = []
    let subscription = navigator.bus.subscribe { event in
        switch event {
        case .suspended(let command): events.append("held \(command)")
        case .willPerform: break
        case .didPerform(let command, _): events.append("did \(command)")
        case .failed(let command, let error): events.append("failed \(command): \(error)")
        case .reported(let report, _): events.append("reported \(report)")
        @unknown default: events.append("\(event)")
        }
    }
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
    print(events.joined(separator: "\n"))
    subscription.cancel()
    _ = renderer
    _ = Fixtures.navigator(root: SettingsViewModel())

    // A view model driven by the app's own services double.
    let double = RecordingServices()
    double.push(SettingsViewModel())
    double.dismiss()
    print(double.sent.map(\.description).joined(separator: ", "))
}

try MainActor.assumeIsolated { try start() }
