/// A notification of the bundled sample data: what happened, and the URL it links to. The
/// links point into other modules (an issue, the settings) or to the web; this module only
/// knows them as URLs.
public struct SampleNotification: Sendable {
    /// Its number, used in `sample://notifications/:id`.
    public let id: Int
    /// What happened.
    public let title: String
    /// Where it leads.
    public let link: String

    /// Creates a notification.
    ///
    /// - Parameters:
    ///   - id: Its number.
    ///   - title: What happened.
    ///   - link: Where it leads.
    public init(id: Int, title: String, link: String) {
        self.id = id
        self.title = title
        self.link = link
    }

    /// The notifications the sample ships with.
    public static let bundled = [
        SampleNotification(id: 1, title: "alice mentioned you in wayfinder #3", link: "sample://repos/wayfinder/issues/3"),
        SampleNotification(id: 2, title: "Swift 6.3 is out", link: "https://swift.org/blog"),
        SampleNotification(id: 3, title: "Pick a theme for the terminal", link: "sample://settings/appearance"),
    ]
}

/// Why the sample data has no such notification.
public struct NotificationDataError: Error, Equatable, CustomStringConvertible {
    /// What was not found.
    public let description: String
}
