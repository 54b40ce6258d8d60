import SampleKit
import Wayfinder

// The frame the terminal draws: the tabs, the path through the levels, the screen on top (an
// expanded split's columns side by side) and the question asked over it.

extension SampleApp {
    /// What the user sees now, as the terminal shows it: the tabs, the path through the levels
    /// (with each sheet's style), the top screen (a split's columns side by side when it is
    /// expanded and on top), the question asked over it and the last navigation event. While a
    /// question is shown, the numbers are its answers': the screens' actions are not listed.
    public var frame: SampleFrame {
        let levels = terminal.levels
        let question = questionLines
        let first = question.isEmpty ? 1 : nil
        let tabs = levels.first.flatMap { $0.isTabs ? $0.children.map { Self.title(of: $0.children.first?.screen?.viewModel) } : nil }
        let split = levels.first.flatMap { $0.isExpandedSplit ? $0 : nil }
        return SampleFrame(
            tabs: tabs ?? [], selectedTab: levels.first?.isTabs == true ? levels.first?.selectedIndex : nil,
            path: levels.map { Self.titles(of: $0.visibleStack) },
            columns: split.map { $0.children.map(Self.titles(of:)) } ?? [],
            styles: levels.map(\.style),
            screen: split.flatMap { levels.count == 1 ? columnLines(of: $0, numberingFrom: first) : nil }
                ?? (terminal.topScreen as? any RenderedScreen)?.rendered(numberingFrom: first) ?? ["(no screen)"],
            question: question, status: status.withVisibleControlCharacters, account: session.account)
    }

    /// A stack's screens' titles, root first.
    static func titles(of stack: TerminalNode) -> [String] {
        stack.children.map { title(of: $0.screen?.viewModel) }
    }

    /// An expanded split's columns side by side, each its navigation bar (its screens' titles)
    /// over its top screen, the actions numbered on from one column to the next (or left out,
    /// when `first` is `nil`).
    func columnLines(of split: TerminalNode, numberingFrom first: Int?) -> [String] {
        var first = first
        let columns = split.children.map { stack in
            let screen = stack.children.last?.screen as? any RenderedScreen
            let lines = screen?.rendered(numberingFrom: first) ?? ["(no screen)"]
            first = first.map { $0 + (screen?.actions.count ?? 0) }
            return [Self.titles(of: stack).joined(separator: " › "), ""] + lines
        }
        return SideBySide.lines(columns, width: width)
    }

    static func title(of viewModel: (any ViewModel)?) -> String {
        switch viewModel {
        case let model as any SampleViewModel: model.title
        case let page as WebPageViewModel: page.url.host ?? "web page"
        case let model?: String(describing: type(of: model))
        case nil: "?"
        }
    }
}
