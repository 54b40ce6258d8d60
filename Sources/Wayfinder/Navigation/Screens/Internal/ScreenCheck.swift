/// Checks the view-model types routes, manifests, tab containers and split containers declare
/// against a screen map: what ``Router/validateScreens(in:)`` reports.
@MainActor
struct ScreenCheck {
    private let screens: ScreenMap
    private var found: [MissingScreen] = []
    private var seen: Set<MissingScreen> = []
    /// Tab and split containers, in the order found: checked last, each once, by what they
    /// declare they lay out.
    private var containers: [(types: [any ViewModel.Type]?, demand: ScreenDemand)] = []
    private var containerIDs: Set<ObjectIdentifier> = []

    init(screens: ScreenMap) {
        self.screens = screens
    }

    /// Checks the screen of each type `demand` declares, or reports it unchecked when it declares
    /// nothing. A tab or split container is put aside for its tabs or columns.
    mutating func check(_ viewModels: [Any.Type]?, neededBy demand: ScreenDemand) {
        guard let viewModels else { return report(MissingScreen(viewModel: nil, neededBy: demand)) }
        for type in viewModels {
            if let container = type as? any TabContainerViewModel.Type {
                if containerIDs.insert(ObjectIdentifier(type)).inserted {
                    containers.append((container.tabTypes, .tabContainer(String(describing: type))))
                }
            } else if let container = type as? any SplitContainerViewModel.Type {
                if containerIDs.insert(ObjectIdentifier(type)).inserted {
                    containers.append((container.columnTypes, .splitContainer(String(describing: type))))
                }
            } else if !screens.hasEntry(for: type) {
                report(MissingScreen(viewModel: String(describing: type), neededBy: demand))
            }
        }
    }

    /// The findings, once the tabs and columns of every container found are checked too.
    mutating func findings() -> [MissingScreen] {
        var index = 0
        while index < containers.count {
            let container = containers[index]
            check(container.types.map(Router.Route.types), neededBy: container.demand)
            index += 1
        }
        return found
    }

    private mutating func report(_ finding: MissingScreen) {
        if seen.insert(finding).inserted { found.append(finding) }
    }
}
