import AccountFeature
import NotificationsFeature
import RepositoriesFeature
import SampleKit
import SampleShell
import SwiftUI
import Wayfinder
import WayfinderSwiftUI

extension NavigationModelView {
    /// A typed destination for every view model of ``SampleScreenCatalog``, by its kind: the
    /// types this app shows are the catalog's, which the start-up check reads.
    ///
    /// - Parameter refresh: Tells the views when to read their view models again.
    /// - Returns: The view, with the destinations.
    func sampleDestinations(refresh: ScreenRefresh) -> NavigationModelView {
        var view = self
        for type in SampleScreenCatalog.textScreens { view = view.textScreen(type, refresh: refresh) }
        for type in SampleScreenCatalog.editors { view = view.editor(type, refresh: refresh) }
        for type in SampleScreenCatalog.webPages { view = view.destination(for: type) { WebPageView(page: $0) } }
        return view
    }

    private func textScreen<Model: SampleViewModel>(_ type: Model.Type, refresh: ScreenRefresh) -> NavigationModelView {
        destination(for: type) { SampleScreenView(model: $0, refresh: refresh) }
    }

    private func editor<Model: SampleViewModel & TextEditing>(_ type: Model.Type, refresh: ScreenRefresh) -> NavigationModelView {
        // Identified by its view model, so that its text state is never another editor's.
        destination(for: type) { TextEditorView(model: $0, refresh: refresh).id(ObjectIdentifier($0)) }
    }

    /// The home screen's tabs, labelled by their root's type.
    ///
    /// - Returns: The view, with the labels.
    func sampleTabLabels() -> NavigationModelView {
        tabLabel(for: RepositoryListViewModel.self) { _ in Label("Repositories", systemImage: "books.vertical") }
            .tabLabel(for: NotificationListViewModel.self) { _ in Label("Notifications", systemImage: "bell") }
            .tabLabel(for: ProfileViewModel.self) { _ in Label("Profile", systemImage: "person.crop.circle") }
            .tabLabel(for: UnavailableTabViewModel.self) { tab in Label(tab.title, systemImage: "exclamationmark.triangle") }
    }
}
