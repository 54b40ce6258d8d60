import Wayfinder

/// What a UI toolkit would show, as plain values, changed only by applying transition steps:
/// checks that a plan, applied to the stack before a change, gives the stack after it.
struct PlanReplica: Equatable, CustomStringConvertible {
    struct Controller: Equatable {
        let id: NavigationControllerID
        var screens: [ScreenSnapshot]
    }

    struct Level: Equatable {
        var controllers: [Controller]
        var selected: Int
        let isTabbed: Bool
        /// A split's columns, and whether it is collapsed.
        let columns: [SplitColumn]?
        var isCollapsed: Bool
        let presentation: ModalStyle?
        var question: QuestionSnapshot?
    }

    private(set) var levels: [Level]

    /// The replica of a stack.
    init(_ snapshot: StackSnapshot) {
        let levels = snapshot.levels
        // A question is only ever over the top level; a level a step shows comes without one
        // (its own step asks it).
        self.levels = levels.indices.map { Self.level(levels[$0], question: $0 == levels.count - 1 ? snapshot.question : nil) }
    }

    private static func level(_ level: LevelSnapshot, question: QuestionSnapshot? = nil) -> Level {
        Level(
            controllers: level.controllers.map { Controller(id: $0.id, screens: $0.screens) },
            selected: level.selectedIndex, isTabbed: (level.tabContainerType != nil),
            columns: level.split?.columns, isCollapsed: level.split?.isCollapsed ?? false, presentation: level.presentation,
            question: question)
    }

    /// Applies a step as a toolkit would, refusing one that names what is not on screen.
    mutating func apply(_ step: TransitionStep) throws(PlanError) {
        // UIKit changes no screen under an alert well: a plan takes the question away first. What
        // the user changed around it (a split resized, a tab tapped) only moves the layout.
        if let shown = levels.last?.question {
            switch step {
            case .removeQuestion, .setSplitCollapsed, .focusColumn, .selectTab: break
            default: throw PlanError("\(step) while \(shown.id) is shown")
            }
        }
        switch step {
        case .setRoot(let level):
            guard levels.count <= 1 else { throw PlanError("setRoot while \(levels.count - 1) modal levels are up") }
            levels = [Self.level(level)]
        case .setScreens(let id, let index, let keeping, let adding, _):
            guard levels.indices.contains(index),
                  let position = levels[index].controllers.firstIndex(where: { $0.id == id })
            else { throw PlanError("setScreens on \(id), which is not at level \(index)") }
            let current = levels[index].controllers[position].screens
            guard keeping <= current.count, keeping + adding.count > 0 else {
                throw PlanError("setScreens keeping \(keeping) of \(current.count) and adding \(adding.count)")
            }
            let screens = Array(current.prefix(keeping)) + adding
            guard screens != current else { throw PlanError("setScreens on \(id) that changes nothing") }
            // Minimal: a screen that stays in its place is kept, not added again.
            if keeping < current.count, let first = adding.first, first == current[keeping] {
                throw PlanError("setScreens on \(id) keeps \(keeping) screens but adds back \(first), which was in place")
            }
            levels[index].controllers[position].screens = screens
        case .selectTab(let index):
            guard let root = levels.first, root.isTabbed, root.controllers.indices.contains(index) else {
                throw PlanError("selectTab \(index) without such a tab")
            }
            levels[0].selected = index
        case .focusColumn(let column, _):
            guard let index = levels.first?.columns?.firstIndex(of: column) else {
                throw PlanError("focusColumn \(column) without such a column")
            }
            guard index != levels[0].selected else { throw PlanError("focusColumn \(column) that is focused") }
            levels[0].selected = index
        case .setSplitCollapsed(let collapsed):
            guard let root = levels.first, root.columns != nil, root.isCollapsed != collapsed else {
                throw PlanError("setSplitCollapsed \(collapsed) without a split to change")
            }
            levels[0].isCollapsed = collapsed
        case .dismiss(let from, _):
            guard from > 0, from < levels.count else { throw PlanError("dismiss from \(from) with \(levels.count) levels") }
            levels.removeSubrange(from...)
        case .present(let level, let index, _):
            guard index == levels.count, index > 0 else { throw PlanError("present level \(index) onto \(levels.count) levels") }
            guard level.presentation != nil else { throw PlanError("present a level without a presentation") }
            levels.append(Self.level(level))
        case .ask(let question, let index):
            guard index == levels.count - 1 else { throw PlanError("ask over level \(index) of \(levels.count)") }
            levels[index].question = question
        case .removeQuestion(let id, let index, _):
            guard index == levels.count - 1, levels[index].question?.id == id else {
                throw PlanError("removeQuestion \(id), which is not shown over level \(index)")
            }
            levels[index].question = nil
        }
    }

    var description: String {
        levels.enumerated().map { index, level in
            "level \(index): " + level.controllers.map { "\($0.id) \($0.screens.map(\.description))" }.joined(separator: " ")
                + (level.isTabbed ? " tab \(level.selected)" : "")
                + (level.columns.map { " split \($0[level.selected])\(level.isCollapsed ? " collapsed" : "")" } ?? "")
                + (level.question.map { " \($0)" } ?? "")
        }.joined(separator: "\n")
    }
}

struct PlanError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension TransitionPlan {
    /// Checks the plan: applied to `before` it gives `after`, with at most one dismissal, at
    /// most one new root, one step per navigation controller, and at most one animated step.
    func check(from before: StackSnapshot, to after: StackSnapshot) throws(PlanError) {
        var replica = PlanReplica(before)
        for step in steps { try replica.apply(step) }
        guard replica == PlanReplica(after) else {
            throw PlanError("the plan\n\(self)\nled to\n\(replica)\ninstead of\n\(PlanReplica(after))")
        }
        var dismissals = 0
        var roots = 0
        var animatedSteps = 0
        var controllers: Set<NavigationControllerID> = []
        for step in steps {
            if step.animated { animatedSteps += 1 }
            switch step {
            case .dismiss: dismissals += 1
            case .setRoot: roots += 1
            case .setScreens(let id, _, _, _, _):
                guard controllers.insert(id).inserted else { throw PlanError("two steps for \(id):\n\(self)") }
            case .selectTab, .present, .ask, .removeQuestion, .focusColumn, .setSplitCollapsed: break
            }
        }
        guard dismissals <= 1, roots <= 1, animatedSteps <= 1 else {
            throw PlanError("\(dismissals) dismissals, \(roots) roots, \(animatedSteps) animated steps:\n\(self)")
        }
    }
}
