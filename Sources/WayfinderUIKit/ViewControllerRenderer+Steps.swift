import Wayfinder

// Applying a plan's steps. Each step first records what will be on screen, then asks the host:
// a callback from UIKit about the renderer's own change then finds nothing new.

extension ViewControllerRenderer {
    func apply(_ step: TransitionStep, of transition: NavigationTransition) {
        switch step {
        case .setRoot(let level):
            setRoot(level, of: transition)
        case .setScreens(let id, _, let keeping, let adding, let animated):
            setScreens(of: id, keeping: keeping, adding: adding, animated: animated, of: transition)
        case .selectTab(let index):
            guard let root = levels.first, root.isTabbed, root.controllers.indices.contains(index),
                  root.selectedIndex != index
            else { return }
            levels[0].selectedIndex = index
            host.selectTab(index, of: root.container)
        case .dismiss(let from, let animated):
            // A level the user already dismissed is gone: nothing to do.
            guard from > 0, from < levels.count else { return }
            let dismissed = levels[from].container
            forget(levels[from...])
            levels.removeSubrange(from...)
            animate(dismissed) { completion in host.dismiss(dismissed, animated: animated, completion: completion) }
        case .present(let level, let index, let animated):
            // Above a level the user dismissed: the report on its way takes this one too.
            guard index > 0, index == levels.count else { return }
            let presenter = levels[index - 1].container
            let shown = build(level, of: transition)
            levels.append(shown)
            animate(shown.container) { completion in
                host.present(
                    shown.container, from: presenter, style: level.presentation ?? .automatic, animated: animated,
                    completion: completion)
            }
        }
    }

    private func setRoot(_ level: LevelSnapshot, of transition: NavigationTransition) {
        forget(levels[...])
        let shown = build(level, of: transition)
        levels = [shown]
        host.setRoot(shown.container)
    }

    private func setScreens(
        of id: NavigationControllerID, keeping: Int, adding: [ScreenSnapshot], animated: Bool, of transition: NavigationTransition
    ) {
        guard let (level, position) = locate(id) else { return }  // on a level the user dismissed
        let current = levels[level].controllers[position].screens
        // Fewer screens than the step keeps: the user popped below them, and the report on its
        // way pops the stack there too.
        guard keeping <= current.count else { return }
        let wanted = Array(current.prefix(keeping)) + adding.map(\.id)
        guard wanted != current else { return }
        let children = viewControllers(for: wanted, of: transition)
        levels[level].controllers[position].screens = children.map(\.id)
        forget(Set(current).subtracting(children.map(\.id)))
        let navigationController = levels[level].controllers[position].viewController
        animate(navigationController) { completion in
            host.setChildren(children.map(\.viewController), of: navigationController, animated: animated, completion: completion)
        }
    }

    /// Builds a level's containers and the view controllers of its screens.
    private func build(_ level: LevelSnapshot, of transition: NavigationTransition) -> ShownLevel<Host.ViewController> {
        let controllers = level.controllers.map { controller in
            let children = viewControllers(for: controller.screens.map(\.id), of: transition)
            return ShownLevel<Host.ViewController>.Controller(
                id: controller.id,
                viewController: host.makeNavigationController(id: controller.id, children: children.map(\.viewController)),
                screens: children.map(\.id))
        }
        let container = level.isTabbed
            ? host.makeTabBarController(tabs: controllers.map(\.viewController), selectedIndex: level.selectedIndex)
            : controllers[level.selectedIndex].viewController
        return ShownLevel(controllers: controllers, selectedIndex: level.selectedIndex, isTabbed: level.isTabbed, container: container)
    }

    /// The view controllers of these screens: the ones on screen, and new ones for the others
    /// (a screen the stack no longer has, after a rendering timeout, is left out).
    private func viewControllers(
        for ids: [ScreenID], of transition: NavigationTransition
    ) -> [(id: ScreenID, viewController: Host.ViewController)] {
        ids.compactMap { id in
            if let existing = viewControllers[id] { return (id, existing) }
            guard let screen = transition.screen(for: id) else { return nil }
            let made = host.makeViewController(for: screen, id: id)
            viewControllers[id] = made
            screenIDs[ObjectIdentifier(made)] = id
            return (id, made)
        }
    }

    /// The level and position of a navigation controller on screen.
    func locate(_ id: NavigationControllerID) -> (level: Int, position: Int)? {
        for level in levels.indices {
            if let position = levels[level].controllers.firstIndex(where: { $0.id == id }) { return (level, position) }
        }
        return nil
    }

    /// Drops the view controllers of screens that left the screen.
    func forget(_ screens: some Sequence<ScreenID>) {
        for id in screens {
            if let viewController = viewControllers.removeValue(forKey: id) {
                screenIDs.removeValue(forKey: ObjectIdentifier(viewController))
            }
        }
    }

    func forget(_ gone: ArraySlice<ShownLevel<Host.ViewController>>) {
        for level in gone {
            for controller in level.controllers { forget(controller.screens) }
        }
    }
}
