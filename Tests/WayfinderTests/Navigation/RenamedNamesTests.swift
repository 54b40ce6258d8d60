import Testing
import Wayfinder

/// The names 0.3.0 renamed still build, deprecated, and do what the new ones do.
@Suite("Renamed names")
@MainActor
struct RenamedNamesTests {
    @available(*, deprecated, message: "calls the names 0.3.0 renamed, on purpose")
    @Test func setStackReplacesTheTopScreensAsResetScreensDoes() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(SettingsViewModel())

        let change = try navigator.services.setStack([ListViewModel(), DetailViewModel()], animated: false).get().change

        #expect(change?.after.levels.count == 2)  // the modal level stays: only its screens change
        #expect(navigator.stack.snapshot.topController?.screens.map(\.viewModelTypeName) == ["ListViewModel", "DetailViewModel"])
    }

    @available(*, deprecated, message: "calls the names 0.3.0 renamed, on purpose")
    @Test func presentationStyleIsModalStyle() throws {
        let style: PresentationStyle = .sheet(detents: [.medium])
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(SettingsViewModel(), style: style)
        #expect(navigator.stack.snapshot.topLevel?.presentation == ModalStyle.sheet(detents: [.medium]))
    }
}
