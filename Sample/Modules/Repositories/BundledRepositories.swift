/// The repositories the sample ships with, the contents of a new ``RepositoryShelf``. No network.
public enum BundledRepositories {
    /// Every repository, in display order.
    public static let all = [
        Repository(
            name: "wayfinder", summary: "ViewModel-driven navigation for Swift",
            issues: [Issue(number: 2, title: "Core navigation"), Issue(number: 3, title: "URL routing")]),
        Repository(
            name: "atlas", summary: "Offline maps for the terminal",
            issues: [Issue(number: 11, title: "Render coastlines")]),
    ]
}
