/// One step of a journey as the JSON format (version 1) writes it: what came in (a command, a
/// report of the user's, a link), its outcome, and the stack after it, one line each. A field
/// that does not apply is left out.
///
/// A link, a decision and a command stopped before the stack change nothing by themselves: a
/// replay reads them and checks the stack, and sends the commands that did reach the stack.
package struct JourneyStep: Codable, Equatable, Sendable {
    /// The link opened (`link`): its URL as the redaction left it (by default its route's
    /// pattern, or its scheme and host), its origin in ``RouteOrigin``'s words (a web page's
    /// referrer by its host), and its outcome: `opened: ` and the kind of command that follows as
    /// a step of its own, `value`, `handled`, or `failed: ` and why.
    package var link: String?
    package var origin: String?
    /// Who decided about the command (`decision`): `guard ` and the view model it was asked
    /// about, or `operation` (a held command's, once it returned). The outcome is the decision:
    /// `proceed`, `cancel`, `redirect to ` a command, or `suspend`. An interceptor's decisions
    /// are not steps (every command passes the interceptors): what it stopped is a step, and so
    /// is what it redirected to, once it reaches the stack.
    package var decision: String?
    /// `false` for a command an interceptor or a guard stopped before the stack (its outcome is
    /// the error); left out for one that reached it.
    package var reachedStack: Bool?
    /// The command's name (`push`, `showInTab`…), for a command.
    package var command: String?
    /// The report's name (`popped`, `dismissed`, `selectedTab`, `resizedSplit`, `answered`),
    /// for a report of the user's.
    package var report: String?
    /// The view models the command carried, in order.
    package var viewModels: [JourneyViewModel]?
    /// The command's animation flag, when it has one.
    package var animated: Bool?
    /// The modal style of `present`, in ``ModalStyle``'s text form.
    package var style: ModalStyle?
    /// The tab of `showInTab` and `selectTab`, or the tab the user selected.
    package var tab: Int?
    /// The column of `showInColumn` and `pushInColumn`.
    package var column: SplitColumn?
    /// The question `ask` showed.
    package var question: JourneyQuestion?
    /// The shape of the layout `restore` laid out, one entry a level: its view models are
    /// `viewModels`, in the layout's order.
    package var layout: [JourneyLayoutLevel]?
    /// The screen the user went back to (`popped`), by its number in the stack.
    package var screen: Int?
    /// The navigation controller the user dismissed (`dismissed`), by its number.
    package var controller: Int?
    /// Whether the split collapsed (`resizedSplit`).
    package var collapsed: Bool?
    /// The answer (`answered`): the question's number and the button (`-1` for dismissed).
    package var answer: [Int]?
    /// `performed`, or `failed: ` and the error.
    package var outcome: String
    /// The stack after the step, as ``StackSnapshot``'s description prints it.
    package var stack: [String]
}

/// A question `ask` showed: its words and buttons, and whether it had a text field (not what
/// was typed in it, which is the user's).
package struct JourneyQuestion: Codable, Equatable, Sendable {
    package var style: String
    package var title: String
    package var message: String?
    /// Each button's title and role (`default`, `cancel`, `destructive`).
    package var buttons: [[String]]
    /// The text field's placeholder, when the question had one, and whether it was secure.
    package var textField: String?
    package var secure: Bool?

    package init(_ content: QuestionContent) {
        (style, title, message) = (content.style.rawValue, content.title, content.message)
        buttons = content.buttons.map { [$0.title, $0.role.rawValue] }
        (textField, secure) = (content.textField?.placeholder, content.textField.map(\.isSecure))
    }

    /// The question's content again, its text field empty.
    package var content: QuestionContent? {
        guard let style = QuestionStyle(rawValue: style) else { return nil }
        var made: [QuestionContent.Button] = []
        for button in buttons {
            guard button.count == 2, let role = QuestionButtonRole(rawValue: button[1]) else { return nil }
            made.append(QuestionContent.Button(title: button[0], role: role))
        }
        let field = textField.map { QuestionTextField(placeholder: $0, isSecure: secure ?? false) }
        return QuestionContent(style: style, title: title, message: message, buttons: made, textField: field)
    }
}

extension JourneyStep {
    /// The stack before a journey's first kept step, as a `restore` that lays it out again: each
    /// level's screens (a tab or split container's, and what was pushed on its tabs or shown in
    /// its columns), and the question shown.
    init(layingOut stack: StackSnapshot) {
        let lines = stack.description.split(separator: "\n").map(String.init)
        self.init(command: NavigationCommand.Kind.restore.rawValue, outcome: "performed", stack: lines)
        var described: [JourneyViewModel] = []
        func add(_ screens: some Sequence<ScreenSnapshot>) {
            described += screens.map { JourneyViewModel(type: $0.viewModelTypeName) }
        }
        var levels: [JourneyLayoutLevel] = []
        for (index, level) in stack.levels.enumerated() {
            if let container = level.tabContainerType {
                described.append(JourneyViewModel(type: TypeNames.name(of: container)))
                let pushed = level.controllers.map { $0.screens.dropFirst() }
                pushed.forEach(add)
                levels.append(JourneyLayoutLevel(tabs: pushed.map(\.count), selected: level.selectedIndex))
            } else if let split = level.split, let focused = level.focusedColumn {
                described.append(JourneyViewModel(type: TypeNames.name(of: split.containerType)))
                var shape = JourneyLayoutLevel()
                shape.columns = zip(split.columns, level.controllers).map { column, controller in
                    add(controller.screens)
                    return JourneyLayoutLevel.Column(column: column, screens: controller.count, replacingRoot: true)
                }
                (shape.focused, shape.collapsed) = (focused, split.isCollapsed ? true : nil)
                levels.append(shape)
            } else {
                let screens = level.selectedController.screens
                add(screens)
                let style = index == 0 ? nil : level.presentation.flatMap { $0 == .automatic ? nil : $0 }
                levels.append(JourneyLayoutLevel(screens: screens.count, style: style))
            }
        }
        (viewModels, layout) = (described.isEmpty ? nil : described, levels)
        question = stack.question.map { JourneyQuestion($0.content) }
    }
}

/// A level of the layout `restore` laid out, without its view models (the step's, in order): a
/// stack of `screens` screens (presented in `style` above the root), a tab container followed by
/// the screens pushed on each tab (`tabs`, a count a tab) with `selected`, or a split container
/// followed by its `columns`' screens, in the columns' order, with `focused`.
package struct JourneyLayoutLevel: Codable, Equatable, Sendable {
    package var screens: Int?
    package var style: ModalStyle?
    package var tabs: [Int]?
    package var selected: Int?
    package var columns: [Column]?
    package var focused: SplitColumn?
    /// Whether the split was collapsed (the stack before a journey's first kept step only: a
    /// `restore` does not collapse a split, the window's size does).
    package var collapsed: Bool?

    /// A split column: how many screens, and whether they replace its root or go on it.
    package struct Column: Codable, Equatable, Sendable {
        package var column: SplitColumn
        package var screens: Int
        package var replacingRoot: Bool
    }

    init(screens: Int? = nil, style: ModalStyle? = nil, tabs: [Int]? = nil, selected: Int? = nil) {
        (self.screens, self.style, self.tabs, self.selected) = (screens, style, tabs, selected)
    }

    init(_ level: StackLayout.Level) {
        switch level {
        case .stack(let viewModels, let style):
            (screens, self.style) = (viewModels.count, style == .automatic ? nil : style)
        case .tabs(_, let pushed, let selected):
            (tabs, self.selected) = (pushed.map(\.count), selected)
        case .split(_, let columns, let focused):
            self.columns = columns.sorted { $0.key < $1.key }.map { column, layout in
                switch layout {
                case .onRoot(let pushed): Column(column: column, screens: pushed.count, replacingRoot: false)
                case .replacingRoot(let screens): Column(column: column, screens: screens.count, replacingRoot: true)
                }
            }
            self.focused = focused
        }
    }

    /// The level again, with its view models taken from the front of `viewModels`; `nil` when
    /// they are too few, or a container is not one.
    package func level(taking viewModels: inout ArraySlice<any ViewModel>) -> StackLayout.Level? {
        func take(_ count: Int) -> [any ViewModel]? {
            guard count >= 0, viewModels.count >= count else { return nil }
            defer { viewModels.removeFirst(count) }
            return Array(viewModels.prefix(count))
        }
        if let tabs, let selected {
            guard let container = viewModels.popFirst() as? any TabContainerViewModel else { return nil }
            var pushed: [[any ViewModel]] = []
            for count in tabs {
                guard let screens = take(count) else { return nil }
                pushed.append(screens)
            }
            return .tabs(container, pushed: pushed, selected: selected)
        }
        if let columns, let focused {
            guard let container = viewModels.popFirst() as? any SplitContainerViewModel else { return nil }
            var laid: [SplitColumn: StackLayout.Column] = [:]
            for column in columns {
                guard let screens = take(column.screens) else { return nil }
                laid[column.column] = column.replacingRoot ? .replacingRoot(screens) : .onRoot(screens)
            }
            return .split(container, columns: laid, focused: focused)
        }
        guard let screens = take(self.screens ?? 0) else { return nil }
        return .stack(screens, style: style ?? .automatic)
    }
}

/// A view model a step carried: its type, and the screen it had when it was on the stack
/// already, or the URL that makes it again (redacted) when it is ``Restorable``.
package struct JourneyViewModel: Codable, Equatable, Sendable {
    /// The view model's type name.
    package var type: String
    /// Its screen's number, when the command found it on the stack.
    package var screen: Int?
    /// The URL its route makes it from, when it is ``Restorable``, as the redaction left it.
    package var url: String?
}

extension JourneyStep {
    /// What came in and how it ended, on one line: `push RepoViewModel → performed`.
    package var summary: String {
        if let link { return "link \(link) from \(origin ?? "?") → \(outcome)" }
        var words = [command ?? report ?? "?"]
        if let decision { words.insert("\(decision):", at: 0) }
        if reachedStack == false { words.insert("stopped:", at: 0) }
        if let tab { words.append("tab \(tab)") }
        if let column { words.append("\(column)") }
        if let style { words.append("\(style)") }
        if let screen { words.append("to #\(screen)") }
        if let controller { words.append("nav#\(controller)") }
        if let collapsed { words.append(collapsed ? "collapsed" : "expanded") }
        if let answer { words.append("?\(answer[0]) " + (answer.count > 1 && answer[1] >= 0 ? "button \(answer[1])" : "dismissed")) }
        if let question { words.append("\"\(question.title)\"") }
        for viewModel in viewModels ?? [] {
            words.append(viewModel.screen.map { "\(viewModel.type) #\($0)" } ?? viewModel.url.map { "\(viewModel.type) <\($0)>" } ?? viewModel.type)
        }
        return words.joined(separator: " ") + " → " + outcome
    }
}
