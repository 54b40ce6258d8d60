import SwiftUI
import Wayfinder
import WayfinderSwiftUI

@main
struct ProfileApp: App {
    private let navigator = Navigator(screens: ScreenMap(fallback: { titleView(for: $0) }))  // it keeps the model
    @State private var model: NavigationModel?

    var body: some Scene {
        WindowGroup {
            if let model { NavigationModelView(model: model) } else { ProgressView().task { start() } }
        }
    }

    private func start() {
        do {
            try navigator.screens.register(ProfileViewModel.self) { ProfileView(viewModel: $0) }
            model = try NavigationModel(navigator: navigator)
        } catch {
            assertionFailure("navigation set-up: \(error)")
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
    }
}

struct ProfileView: View, Screen {
    let viewModel: ProfileViewModel
    var body: some View { Button("Open wayfinder") { viewModel.didSelect(repository: "wayfinder") } }
}

/// The other screens: a real app has a view per view model.
struct TitleView<Model: ViewModel>: View, Screen {
    let viewModel: Model
    var body: some View { Text(String(describing: Model.self)) }
}

@MainActor func titleView<Model: ViewModel>(for viewModel: Model) -> any Screen { TitleView(viewModel: viewModel) }
