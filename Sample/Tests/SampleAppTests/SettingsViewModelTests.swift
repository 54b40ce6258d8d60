import SettingsFeature
import Testing
import Wayfinder
import WayfinderComponents
import WayfinderTesting

/// The Settings module: a sheet with its own pushes, and a picker whose typed result arrives on
/// the screen that presented it.
@Suite("settings view models")
@MainActor
struct SettingsViewModelTests {
    @Test func thePickedThemeArrivesOnTheScreenThatPresentedThePicker() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let store = InMemoryThemeStore()
        let appearance = AppearanceViewModel(store: store, services: test.services)
        test.services.resetRoot(appearance)
        appearance.actions[0].perform()
        await test.settle()
        test.expectStack([AppearanceViewModel.self], modal: [ThemePickerViewModel.self])
        test.expectTopViewModel(ThemePickerViewModel.self)?.actions[2].perform()
        await test.settle()
        test.expectStack([AppearanceViewModel.self])
        #expect(store.theme == .highContrast)
        #expect(appearance.lines == ["Theme: High contrast", "Picked High contrast."])
        test.expectCommands([
            .sent(.resetRoot(AppearanceViewModel.expected())), .sent(.present(ThemePickerViewModel.expected(), style: .popover)), .sent(.close(ThemePickerViewModel.expected())),
        ])
    }

    @Test func aCancelledPickerKeepsTheTheme() async throws {
        let test = TestNavigator()
        let store = InMemoryThemeStore(theme: .solarized)
        let appearance = AppearanceViewModel(store: store, services: test.services)
        test.services.resetRoot(appearance)
        appearance.actions[0].perform()
        await test.settle()
        test.expectTopViewModel(ThemePickerViewModel.self)?.actions.last?.perform()
        await test.settle()
        #expect(store.theme == .solarized)
        #expect(appearance.lines == ["Theme: Solarized", "No theme picked (dismissed)."])
    }

    @Test func theSheetPushesItsPagesAndClosesItself() throws {
        let test = TestNavigator(exhaustivity: .on)
        test.services.resetRoot(AboutViewModel())
        let settings = SettingsViewModel(store: InMemoryThemeStore(), services: test.services)
        test.services.present(settings)
        settings.actions[0].perform()
        test.expectStack([AboutViewModel.self], modal: [SettingsViewModel.self, AppearanceViewModel.self])
        test.services.pop()
        settings.actions[1].perform()
        test.expectStack([AboutViewModel.self], modal: [SettingsViewModel.self, AboutViewModel.self])
        test.services.popToRoot()
        settings.actions[2].perform()
        test.expectStack([AboutViewModel.self])
        test.expectCommands([
            .sent(.resetRoot(AboutViewModel.expected())), .sent(.present(SettingsViewModel.expected())), .sent(.push(AppearanceViewModel.expected())), .sent(.pop()),
            .sent(.push(AboutViewModel.expected())), .sent(.popToRoot()), .sent(.dismiss()),
        ])
    }

    @Test func theManifestDeclaresTheRoutesAndTheService() throws {
        let manifest = try SettingsManifest.load()
        #expect(manifest.name == "Settings")
        #expect(manifest.description.split(separator: "\n") == [
            "Settings (priority 10, settings.json)",
            "route sample://settings → SettingsViewModel (present(sheet(medium, large)), exposed)",
            "route sample://settings/appearance → AppearanceViewModel (present, exposed)",
            "service ThemeStore → InMemoryThemeStore (shared)",
        ])
        // Every name the manifest uses is in the catalog: the host takes it.
        let test = TestNavigator()
        let catalog = SettingsManifest.catalog(services: test.services, serviceRegistry: ServiceRegistry())
        #expect(throws: Never.self) { try ModuleHost(navigator: test.navigator).add(manifests: [manifest], catalog: catalog) }
    }
}
