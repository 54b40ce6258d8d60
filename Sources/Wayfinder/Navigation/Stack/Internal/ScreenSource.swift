/// What a command builds its new screens with: the screen map, behind the guards' gate.
///
/// Every screen a command puts on the stack is built here, so every view model that arrives
/// passes the gate: when guards are registered, a view model a guard protects must be one the
/// guards were asked about for this command (``CommandArrivals``), or the command fails with
/// ``NavigationError/cancelled`` before anything changes. The guards are asked from what the
/// command would place, never from its case; the gate holds a command whose arrivals were
/// worked out wrongly (a command added later) closed rather than open.
///
/// The tab and split containers' tabs and columns that were made when the guards were asked are
/// laid out as they were made, so that the view models a guard let through are the ones shown.
@MainActor
struct ScreenSource {
    let map: ScreenMap
    /// The guards' turn the command went through, when guards are registered.
    let guarding: GuardStage?

    init(_ map: ScreenMap, guarding: GuardStage? = nil) {
        self.map = map
        self.guarding = guarding
    }

    func makeScreen(for viewModel: any ViewModel) throws(NavigationError) -> any Screen {
        if let guarding { try guarding.admit(viewModel) }
        return try map.makeScreen(for: viewModel)
    }

    func makeScreens(for viewModels: [any ViewModel]) throws(NavigationError) -> [(any ViewModel, any Screen)] {
        if let guarding {
            for viewModel in viewModels { try guarding.admit(viewModel) }
        }
        return try map.makeScreens(for: viewModels)
    }

    /// The container's tabs: those made when the guards were asked, or new ones.
    func tabs(of container: any TabContainerViewModel) -> [any ViewModel] {
        if case .tabs(let tabs)? = guarding?.arrivals?.made(for: container) { return tabs }
        return container.makeTabs()
    }

    /// The container's columns: those made when the guards were asked, or new ones.
    func columns(of container: any SplitContainerViewModel) -> SplitColumns {
        if case .columns(let columns)? = guarding?.arrivals?.made(for: container) { return columns }
        return container.makeColumns()
    }
}
