/// One screen held by a `NavigationController`: the screen, the view model it was built for,
/// and its place in the snapshot history.
struct ScreenEntry {
    let screen: any Screen
    /// The instance that was pushed, presented or stacked (the one `popTo` looks for).
    let viewModel: any ViewModel
    /// The snapshot of the controller's screens up to and including this one.
    let node: PersistentStack<ScreenSnapshot>.Node

    var id: ScreenID { node.element.id }
    var snapshot: ScreenSnapshot { node.element }
}
