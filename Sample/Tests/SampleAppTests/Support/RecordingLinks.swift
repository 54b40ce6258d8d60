import SampleKit

/// A ``LinkOpener`` that records the URLs it is asked to open, and refuses those it is told to.
@MainActor
final class RecordingLinks: LinkOpener {
    private(set) var opened: [String] = []
    var refusal: String?

    func open(_ url: String) -> String? {
        opened.append(url)
        return refusal
    }
}
