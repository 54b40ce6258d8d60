import Wayfinder

// The Stack semantics article's examples, exercised by StackSemanticsExamplesTests.swift. Keep
// the article in sync.

/// A tab bar of two tabs: the stack lays out one navigation controller per tab.
final class MainTabsViewModel: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [HomeViewModel(), ListViewModel()] }
}

final class MailSplitViewModel: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: HomeViewModel(), detail: ListViewModel()) }
}
