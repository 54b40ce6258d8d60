import Wayfinder

/// A stack as plain numbers, for comparing the library's stack with ``StackModel``: levels of
/// navigation controllers of screens, each screen with its number, its view model's token and
/// its type's name.
struct StackView: Equatable, CustomStringConvertible {
    struct Screen: Equatable {
        let id: Int
        let token: Int
        let typeName: String
    }

    struct Controller: Equatable {
        let id: Int
        let screens: [Screen]
    }

    struct Level: Equatable {
        /// The token of the level's tab container, if it has one.
        let container: Int?
        let selected: Int
        /// The identifier of the question shown over the level, if any.
        let question: Int?
        let controllers: [Controller]
        /// A split level's columns and whether it is collapsed.
        var columns: [SplitColumn]? = nil
        var isCollapsed = false
    }

    let levels: [Level]

    var description: String {
        guard !levels.isEmpty else { return "(empty)" }
        return levels.enumerated().map { index, level in
            let kind = level.columns.map { " split\($0)\(level.isCollapsed ? " collapsed" : "")·" } ?? " tabs·"
            let tabs = (level.container.map { "\(kind)\($0) selected \(level.selected)" } ?? "")
                + (level.question.map { " question ?\($0)" } ?? "")
            let controllers = level.controllers.map { controller in
                "nav#\(controller.id) [" + controller.screens.map { "#\($0.id) \($0.typeName)·\($0.token)" }.joined(separator: ", ") + "]"
            }
            return "level \(index)\(tabs): " + controllers.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

extension StackView {
    /// The library's stack, read through its public API: the snapshot for numbers and type
    /// names, the stack's screens for the view models, and the run's containers for the root's
    /// (the one the stack holds).
    @MainActor
    init(_ stack: NavigationControllerStack, containers: ModelViewModels) {
        let snapshot = stack.snapshot
        let levels = snapshot.levels
        let container = levels.first.flatMap { $0.tabContainerType ?? $0.split?.containerType }
            .flatMap { _ in containers.rootContainer(of: stack) }
        self.levels = levels.enumerated().map { index, level in
            Level(
                // Tabs and columns only at the root, and a question only over the top level.
                container: index == 0 ? container?.token : nil,
                selected: level.selectedIndex, question: index == levels.count - 1 ? snapshot.question?.id.rawValue : nil,
                controllers: level.controllers.map { controller in
                    let viewModels = stack.viewModels(of: controller)
                    return Controller(
                        id: controller.id.rawValue,
                        screens: controller.screens.enumerated().map { place, screen in
                            Screen(
                                id: screen.id.rawValue,
                                token: viewModels.indices.contains(place) ? ModelViewModels.token(of: viewModels[place]) : -1,
                                typeName: screen.viewModelTypeName)
                        })
                },
                columns: level.split?.columns, isCollapsed: level.split?.isCollapsed ?? false)
        }
    }
}
