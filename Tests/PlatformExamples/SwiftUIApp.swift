import SwiftUI
import Wayfinder
import WayfinderSwiftUI

@main
struct ProfileApp: App {
    private let navigator = Navigator(screens: .viewModelScreens())  // the views come from the destinations below
    private let router: Router
    private let model: NavigationModel?

    init() {  // all set up before the first frame, so a link that launched the app finds its route
        router = Router(services: navigator.services, policy: RoutingPolicy(allowedSchemes: ["profile", "https"]))
        do {
            // Exposed: other apps and web pages may open a repository (routes are the app's own
            // unless exposed).
            try router.register("profile://repos/:name", access: .exposed, shows: [RepositoryViewModel.self]) { (link: RepositoryLink, _) in
                .navigate(.push(RepositoryViewModel(name: link.name)))
            }
            model = try NavigationModel(navigator: navigator)
        } catch {
            assertionFailure("navigation set-up: \(error)")
            model = nil
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
    }

    var body: some Scene {
        WindowGroup {
            if let model {
                NavigationModelView(model: model)
                    .destination(for: ProfileViewModel.self) { ProfileView(viewModel: $0) }
                    .destination(for: RepositoryViewModel.self) { repository in Text("Repository \(repository.name)") }
                    .destination(for: SignInViewModel.self) { _ in Text("Sign in") }
                    .onIncomingLink { link in router.open(link) }  // origin: what the system said
            }
        }
    }
}

struct ProfileView: View {
    let viewModel: ProfileViewModel
    var body: some View { Button("Open wayfinder") { viewModel.didSelect(repository: "wayfinder") } }
}
