import Wayfinder

/// The library's descriptions as the sample shows them to a person at a terminal, who numbers
/// tabs from 1 as the tab bar and `t <n>` do:
/// - a snapshot (`s`, and after each scripted command) and where a link would land (`e`) number
///   tabs from 1, as in `tab 1 · nav#1`, where the library counts its indexes from 0;
/// - the event log and the status line keep the library's words, its index labelled with the
///   tab's number, as in `reported selectedTab(1) · index 1 = tab 2`;
/// - a URL in an event is named by its start, as in `failed sample://repos/aaaa…: refused: …`:
///   a pasted URL can be a megabyte.
enum LibraryText {
    /// How many characters of a URL an event or a status names.
    static let urlShown = 60

    /// A navigation event, its tab index (if any) labelled with the tab's number.
    static func line(for event: NavigationEvent) -> String {
        let index: Int? = switch event {
        case .reported(.selectedTab(let index), _): index
        default:
            switch event.command {
            case .selectTab(let index), .showInTab(let index, _, _): index
            default: nil
            }
        }
        return event.description + (index.map { " · index \($0) = tab \($0 + 1)" } ?? "")
    }

    /// A routing event, its URL shortened.
    static func line(for event: RouteEvent) -> String {
        switch event {
        case .opened(let url, let origin, let handler):
            RouteEvent.opened(url: url.shortened(to: urlShown), origin: origin, by: handler).description
        case .failed(let url, let origin, let error):
            RouteEvent.failed(url: url.shortened(to: urlShown), origin: origin, error: error).description
        }
    }

    /// A snapshot's outline, its tabs numbered from 1.
    static func outline(of snapshot: StackSnapshot) -> String {
        snapshot.description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // A tab's line, under its tab container: `  tab 0 · nav#1 (selected)`.
            let prefix = "  tab "
            let rest = line.dropFirst(prefix.count)
            guard line.hasPrefix(prefix), let space = rest.firstIndex(of: " "), let index = Int(rest[..<space])
            else { return String(line) }
            return prefix + String(index + 1) + rest[space...]
        }.joined(separator: "\n")
    }

    /// An explanation, where it lands numbering a tab from 1.
    static func explanation(_ explanation: RouteExplanation) -> String {
        guard case .success(let landing)? = explanation.landing, case .tab(let index) = landing.place else {
            return explanation.description
        }
        let library = "lands: tab \(index)"
        return explanation.description.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix(library) ? "lands: tab \(index + 1)" + $0.dropFirst(library.count) : String($0)
        }.joined(separator: "\n")
    }
}
