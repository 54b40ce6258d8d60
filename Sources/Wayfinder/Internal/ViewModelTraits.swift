/// Which of the navigator's protocols a view-model type adopts, looked up once per type:
/// `viewModel as? any P` costs a conformance lookup on every call, and
/// the navigator asks several times a command.
@MainActor
struct ViewModelTraits {
    let isResultProducing: Bool
    let isLifecycle: Bool
    let isTabContainer: Bool
    let isSplitContainer: Bool
    /// Whether the type is `Identifiable`: two of its view models with equal ids are the same
    /// screen to `showInTab`.
    let isIdentifiable: Bool
    /// Whether the type is ``Restorable``: a journey describes its view models by their URLs.
    let isRestorable: Bool

    // Main-actor state that no app code runs inside of, so unchecked for exclusivity.
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ViewModelTraits] = [:]
    /// The last type asked about: a push and its pop ask about the same type in a row.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, traits: ViewModelTraits)?

    /// The error of a view model that can only be the root (a tab or split container), when it is one.
    static func containerError(_ viewModel: any ViewModel) -> NavigationError? {
        let traits = of(viewModel)
        if traits.isTabContainer { return .tabContainerNotAtRoot(for: typeName(of: viewModel)) }
        if traits.isSplitContainer { return .splitContainerNotAtRoot(for: typeName(of: viewModel)) }
        return nil
    }

    /// The traits of a view model's dynamic type.
    static func of(_ viewModel: any ViewModel) -> ViewModelTraits {
        let type = ObjectIdentifier(Swift.type(of: viewModel))
        if let last, last.type == type { return last.traits }
        let traits = cache[type] ?? ViewModelTraits(
            isResultProducing: viewModel is any ResultProducing, isLifecycle: viewModel is any ScreenLifecycle,
            isTabContainer: viewModel is any TabContainerViewModel,
            isSplitContainer: viewModel is any SplitContainerViewModel, isIdentifiable: viewModel is any Identifiable,
            isRestorable: viewModel is any Restorable)
        cache[type] = traits
        last = (type, traits)
        return traits
    }
}
