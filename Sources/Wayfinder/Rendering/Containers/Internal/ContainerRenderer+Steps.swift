// Applying a plan's steps. Each step first records what will be on screen, then asks the host:
// a callback from the toolkit about the renderer's own change then finds nothing new.

extension ContainerRenderer {
    func apply(_ step: TransitionStep, of transition: NavigationTransition) {
        switch step {
        case .setRoot(let level):
            setRoot(level, of: transition)
        case .setScreens(let id, _, let keeping, let adding, let animated):
            setScreens(of: id, keeping: keeping, adding: adding, animated: animated, of: transition)
        case .focusColumn(let column, let animated):
            focus(column, animated: animated)
        case .setSplitCollapsed(let collapsed):
            setSplitCollapsed(collapsed)
        case .selectTab(let index):
            guard let root = levels.first, root.isTabbed, root.controllers.indices.contains(index),
                  root.selectedIndex != index, let tabContainer = root.container
            else { return }
            levels[0].selectedIndex = index
            capabilities.tabs?.select(index, tabContainer)
        case .dismiss(let from, let animated):
            // A level the user already dismissed is gone: nothing to do.
            guard from > 0, from < levels.count, let dismissed = levels[from].container else { return }
            forget(levels[from...])
            levels.removeSubrange(from...)
            animate(dismissed) { completion in host.dismiss(dismissed, animated: animated, completion: completion) }
        case .present(let level, let index, let animated):
            // Above a level the user dismissed: the report on its way takes this one too.
            guard index > 0, index == levels.count, var presenter = levels[index - 1].container else { return }
            // Above what the app presented itself on the level below, if anything.
            while let presented = host.presentedContainer(of: presenter) { presenter = presented }
            let shown = build(level, of: transition)
            guard let container = shown.container else { return }
            levels.append(shown)
            animate(container) { completion in
                host.present(
                    container, from: presenter, style: level.presentation ?? .automatic, animated: animated,
                    completion: completion)
            }
        case .ask(let question, let level):
            ask(question, over: level)
        case .removeQuestion(let id, _, let animated):
            // A question the user answered is gone already.
            guard let shown = questionOnScreen, shown.id == id else { return }
            questionOnScreen = nil
            animate(shown.container) { completion in host.dismiss(shown.container, animated: animated, completion: completion) }
        }
    }

    private func ask(_ question: QuestionSnapshot, over level: Int) {
        // Over a level the user dismissed: the report on its way takes the question away too.
        guard level == levels.count - 1, var presenter = levels[level].container else { return }
        while let presented = host.presentedContainer(of: presenter) { presenter = presented }
        let selected = levels[level].controllers[levels[level].selectedIndex]
        let anchor = selected.screens.last.flatMap { containers[$0] }
        // A host without questions is refused before a question reaches it (`shows(_:)`).
        guard let questions = capabilities.questions else { return }
        let container = questions.make(question)
        questionOnScreen = (question.id, container)
        animate(container) { completion in
            questions.present(container, presenter, anchor, completion)
        }
    }

    private func setRoot(_ level: LevelSnapshot, of transition: NavigationTransition) {
        guard let embedding else {
            forget(levels[...])
            let shown = build(level, of: transition)
            levels = [shown]
            if let root = shown.container { host.setRoot(root) }
            return
        }
        // A flow inside the app: the root's screens replace the flow's above the app's own.
        hasLeftFlow = false
        let appScreens = self.appScreens(in: embedding)
        forget(levels[...])
        let shown = build(level, of: transition, in: embedding)
        levels = [shown]
        let children = appScreens + shown.controllers[0].screens.compactMap { containers[$0] }
        knownChildren[ObjectIdentifier(embedding)] = children.map(ObjectIdentifier.init)
        animate(embedding) { completion in
            host.setChildren(children, of: embedding, animated: false, completion: completion)
        }
    }

    /// The app's own children at the bottom of the navigation container a flow is shown in: those
    /// below the first of the renderer's.
    func appScreens(in embedding: Host.Container) -> [Host.Container] {
        Array(host.children(of: embedding).prefix { screenIDs[ObjectIdentifier($0)] == nil })
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
        let children = containers(for: wanted, of: transition)
        levels[level].controllers[position].screens = children.map(\.id)
        if let split = levels[level].split, split.isCollapsed, split.compact != nil {
            // The column's screens are in the compact container: only those it shows matter, and
            // a focus step to come shows them with its own change, in one move.
            forget(Set(current).subtracting(children.map(\.id)))
            if position <= levels[level].selectedIndex, !focusStepFollows { syncCompact(animated: animated) }
            return
        }
        guard let navigationController = levels[level].controllers[position].container else { return }
        let all = (navigationController === embedding ? appScreens(in: navigationController) : []) + children.map(\.container)
        knownChildren[ObjectIdentifier(navigationController)] = all.map(ObjectIdentifier.init)
        forget(Set(current).subtracting(children.map(\.id)))
        animate(navigationController) { completion in
            host.setChildren(all, of: navigationController, animated: animated, completion: completion)
        }
    }

    /// Builds a level's containers and the containers of its screens; a root level shown inside
    /// the app's navigation container (`embedding`) is given that container, whose children the
    /// caller sets.
    private func build(
        _ level: LevelSnapshot, of transition: NavigationTransition, in embedding: Host.Container? = nil
    ) -> ShownLevel<Host.Container> {
        let controllers = level.controllers.map { controller in
            let children = containers(for: controller.screens.map(\.id), of: transition)
            let reference: ContainerReference<Host.Container>
            if let embedding {
                reference = .app(embedding)
            } else {
                let made = host.makeNavigationContainer(id: controller.id, children: children.map(\.container))
                knownChildren[ObjectIdentifier(made)] = children.map { ObjectIdentifier($0.container) }
                reference = .made(made)
            }
            return ShownLevel<Host.Container>.Controller(id: controller.id, reference: reference, screens: children.map(\.id))
        }
        if let split = level.split {
            return buildSplit(split, controllers: controllers, focused: level.selectedIndex)
        }
        // A host without tabs is refused before tabs reach it (`shows(_:)`); were they to, it
        // would show the selected tab alone.
        let tabContainer = level.isTabbed
            ? capabilities.tabs?.make(controllers.compactMap(\.container), level.selectedIndex) : nil
        let reference: ContainerReference<Host.Container> =
            if let tabContainer { .made(tabContainer) }
            else if embedding != nil, let presentingContainer { .app(presentingContainer) }
            else { controllers[level.selectedIndex].reference }
        return ShownLevel(controllers: controllers, selectedIndex: level.selectedIndex, isTabbed: level.isTabbed, reference: reference)
    }

    /// The containers of these screens: the ones on screen, and new ones for the others
    /// (a screen the stack no longer has, after a rendering timeout, is left out).
    private func containers(
        for ids: [ScreenID], of transition: NavigationTransition
    ) -> [(id: ScreenID, container: Host.Container)] {
        ids.compactMap { id in
            if let existing = containers[id] { return (id, existing) }
            guard let screen = transition.screen(for: id) else { return nil }
            let made = host.makeContainer(for: screen, id: id)
            containers[id] = made
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

    /// Drops the containers of screens that left the screen.
    func forget(_ screens: some Sequence<ScreenID>) {
        for id in screens {
            if let container = containers.removeValue(forKey: id) {
                screenIDs.removeValue(forKey: ObjectIdentifier(container))
            }
        }
    }

    func forget(_ gone: ArraySlice<ShownLevel<Host.Container>>) {
        for level in gone {
            for controller in level.controllers {
                forget(controller.screens)
                if let container = controller.container, container !== embedding {
                    knownChildren.removeValue(forKey: ObjectIdentifier(container))
                }
            }
        }
    }
}
