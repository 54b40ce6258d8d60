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
    /// names, the navigation controllers (and the tab controller) for the view models.
    @MainActor
    init(_ stack: NavigationControllerStack) {
        let snapshot = stack.snapshot
        let selectedControllers = stack.navigationControllers
        let tabs = stack.tabController
        let split = stack.splitController
        levels = snapshot.levels.enumerated().map { index, level in
            // Tabs and columns only at the root: every other level shows its one controller.
            let live = (index == 0 ? tabs?.tabs ?? split?.controllers : nil) ?? [selectedControllers[index]]
            let container: (any ViewModel)? = tabs.map { $0.container } ?? split.map { $0.container }
            return Level(
                container: index == 0 ? container.map(ModelViewModels.token(of:)) : nil,
                selected: level.selectedIndex, question: level.question?.id.rawValue,
                controllers: level.controllers.enumerated().map { position, controller in
                    let viewModels = live.indices.contains(position) ? live[position].viewModels : []
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
