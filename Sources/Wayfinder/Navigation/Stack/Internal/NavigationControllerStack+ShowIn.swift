// `showInTab` and `showInColumn` once their tab or column is found: a deep link that lands in its
// tab or column and keeps the user's place everywhere else.

extension NavigationControllerStack {
    /// Shows these view models' screens, root first, in a navigation controller of the root
    /// level (a tab, a column), which is selected: the modal levels go, and the controller's
    /// screens become these. The screens at its bottom that are already the same stay, with their
    /// view models (see ``isSameScreen(_:_:)``); the other controllers, and their view models, are
    /// untouched.
    func show(
        _ viewModels: [any ViewModel], inRootController index: Int, screens: ScreenSource
    ) throws(NavigationError) -> StackEdit {
        guard !viewModels.isEmpty else { throw .emptyStack }
        // Pairwise: a link's few screens need no set (hashing was a visible part of a link).
        for (position, viewModel) in viewModels.enumerated() {
            if let error = ViewModelTraits.containerError(viewModel) { throw error }
            for earlier in viewModels[..<position] where earlier === viewModel {
                throw .duplicateViewModel(for: typeName(of: viewModel))
            }
        }
        let current = levels[0].controllers[index].entries
        var kept = 0
        while kept < min(current.count, viewModels.count), Self.isSameScreen(current[kept].viewModel, viewModels[kept]) {
            kept += 1
        }
        let fresh = Array(viewModels[kept...])
        if let elsewhere = fresh.first(where: { contains($0) && !isLeaving($0, controller: index, from: kept) }) {
            throw .duplicateViewModel(for: typeName(of: elsewhere))
        }
        let built = try screens.makeScreens(for: fresh)

        var journal = StackEdit.Journal(before: snapshot)
        // Released in stack order: the controller's screens above those kept, then the modal levels.
        var removed = detachEntries(level: 0, controller: index, from: kept, journal: &journal)
        removed += detachLevels(from: 1, journal: &journal)
        levels[0].select(index)
        var below = kept > 0 ? current[kept - 1].node : nil
        var entries: [ScreenEntry] = []
        entries.reserveCapacity(built.count)
        for (viewModel, screen) in built {
            let entry = makeEntry(viewModel, screen, below: below, journal: &journal)
            below = entry.node
            entries.append(entry)
        }
        levels[0].withController(at: index) { $0.entries += entries }
        refreshSnapshots(from: 0)
        let change = NavigationChange(before: journal.before, after: snapshot, inserted: entries.map(\.snapshot), removed: removed)
        return StackEdit(change, journal)
    }

    /// Whether a view model in the stack leaves it with `showInTab` or `showInColumn`: it is on
    /// the root's tab or column above the screens kept, or on a modal level. (It may come back in
    /// the same command, as a new screen.)
    private func isLeaving(_ viewModel: any ViewModel, controller index: Int, from kept: Int) -> Bool {
        if levels[0].controllers[index].entries[kept...].contains(where: { $0.viewModel === viewModel }) { return true }
        return levels.dropFirst().contains { level in
            level.controllers.contains { $0.entries.contains { $0.viewModel === viewModel } }
        }
    }

    /// Whether a view model on the stack and one a command brings are the same screen: the same
    /// instance, or two of the same type whose `Identifiable` identities are equal (a class's
    /// default identity is the instance).
    static func isSameScreen(_ shown: any ViewModel, _ wanted: any ViewModel) -> Bool {
        if shown === wanted { return true }
        // Whether the type conforms is cached per type; an `Identifiable` one still costs one cast
        // to the existential (a thousand instructions), then one to the concrete type (cheap).
        guard type(of: shown) == type(of: wanted), ViewModelTraits.of(shown).isIdentifiable,
              let identifiable = shown as? any Identifiable
        else { return false }
        func sameID<Model: Identifiable>(_ model: Model) -> Bool { (wanted as? Model).map { $0.id == model.id } ?? false }
        return sameID(identifiable)
    }
}
