import AccountFeature
import NotificationsFeature
import RepositoriesFeature
import SampleKit
import SettingsFeature
import Wayfinder

/// Every view model the sample shows, by the kind of screen an iOS front end shows it with.
///
/// Both iOS apps make their screens from these lists (the SwiftUI app a typed destination, the
/// UIKit app a view controller, for each type) and run the start-up check over them
/// (`SampleComposition(shownTypes: SampleScreenCatalog.shownTypes)`), so what an app shows and
/// what its launch checks are one list; the sample's tests run the same check over it on Linux.
/// UI-free: it names view-model types only.
@MainActor
public enum SampleScreenCatalog {
    /// Shown as their title, their lines and a button for each action: every screen of the
    /// modules that is neither an editor nor a web page.
    public static let textScreens: [any SampleViewModel.Type] = [
        RepositoryListViewModel.self, RepositoryViewModel.self, IssueViewModel.self,
        RepositorySidebarViewModel.self, NoRepositorySelectedViewModel.self,
        NotificationListViewModel.self, NotificationViewModel.self,
        ProfileViewModel.self, SignInViewModel.self,
        SettingsViewModel.self, AppearanceViewModel.self, ThemePickerViewModel.self, AboutViewModel.self,
        UnavailableTabViewModel.self,
    ]

    /// Shown as a text field over their ``TextEditing/text``, with their lines and actions.
    public static let editors: [any (SampleViewModel & TextEditing).Type] = [DescriptionEditorViewModel.self]

    /// The web pages the router opens for `https` links (the shell's `setWebPages`).
    public static let webPages: [WebPageViewModel.Type] = [WebPageViewModel.self]

    /// Every type above: what a front end that registers them all has a screen for.
    public static var shownTypes: [any ViewModel.Type] {
        textScreens.map { $0 as any ViewModel.Type } + editors.map { $0 as any ViewModel.Type } + webPages.map { $0 as any ViewModel.Type }
    }
}
