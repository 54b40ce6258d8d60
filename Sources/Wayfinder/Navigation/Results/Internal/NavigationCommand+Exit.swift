extension NavigationCommand {
    /// Why a screen removed by this command left, for a caller awaiting its result.
    var exit: ChildExit {
        switch self {
        case .pop, .popToRoot, .popTo: .popped
        case .dismiss: .dismissed
        case .close: .closed
        case .resetRoot, .resetStack, .resetScreens, .restore, .push, .present, .selectTab, .ask, .showInTab,
             .showInColumn, .pushInColumn:
            .replaced
        }
    }
}
