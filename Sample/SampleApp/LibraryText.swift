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

    /// A navigation event, its tab index (if any) labelled with the tab's number, and an answer's
    /// button with its number and title.
    static func line(for event: NavigationEvent) -> String {
        let index: Int? = switch event {
        case .reported(.selectedTab(let index), _): index
        default:
            switch event.command {
            case .selectTab(let index), .showInTab(let index, _, _): index
            default: nil
            }
        }
        return event.description + (index.map { " · index \($0) = tab \($0 + 1)" } ?? "") + answer(in: event)
    }

    /// The button an answer names, as the question panel numbers it, from 1, with its title:
    /// ` · index 1 = 2. Cancel`.
    private static func answer(in event: NavigationEvent) -> String {
        guard case .reported(.answered(_, .button(let index, _)), .success(let change)) = event,
              let buttons = change.before.question?.content.buttons, buttons.indices.contains(index)
        else { return "" }
        return " · index \(index) = \(index + 1). \(buttons[index].title)"
    }

    /// A routing event, its URL shortened.
    static func line(for event: RouteEvent) -> String {
        switch event {
        case .opened(let url, let origin, let handler):
            RouteEvent.opened(url: url.shortened(to: urlShown), origin: origin, by: handler).description
        case .failed(let url, let origin, let error):
            RouteEvent.failed(url: url.shortened(to: urlShown), origin: origin, error: error).description
        @unknown default:  // an event of a later Wayfinder: as it describes itself
            event.description
        }
    }

    /// A snapshot's outline, its tabs numbered from 1.
    static func outline(of snapshot: StackSnapshot) -> String {
        // A tab's line, under its tab container: `  tab 0 · nav#1 (selected)`.
        numberingTabsFromOne(snapshot.description, after: "  tab ")
    }

    /// An explanation, where it lands numbering a tab from 1 (`lands: tab 0, keeping …`).
    static func explanation(_ explanation: RouteExplanation) -> String {
        numberingTabsFromOne(explanation.description, after: "lands: tab ")
    }

    /// `text` with the library's tab index after `prefix`, at the start of a line, shown from 1.
    private static func numberingTabsFromOne(_ text: String, after prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let rest = line.dropFirst(prefix.count)
            let end = rest.firstIndex { !$0.isNumber } ?? rest.endIndex
            guard line.hasPrefix(prefix), let index = Int(rest[..<end]) else { return String(line) }
            return prefix + String(index + 1) + rest[end...]
        }.joined(separator: "\n")
    }
}
