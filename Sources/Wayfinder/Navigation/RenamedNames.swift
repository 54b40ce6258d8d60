// The names 0.3.0 renamed, forwarding to the new ones so that code written for 0.2.0 builds with
// a warning that names the new spelling (CHANGELOG.md lists every rename). Removed in 1.0.

/// The style of a modal level: renamed ``ModalStyle``, apart from ``Presentation`` (how a
/// screen opened by URL, or a child awaited for its result, is shown).
@available(*, deprecated, renamed: "ModalStyle")
public typealias PresentationStyle = ModalStyle

extension NavigationServices {
    /// Replaces the top navigation controller's screens: renamed
    /// ``resetScreens(_:animated:)``, beside ``resetStack(_:)`` (the whole stack) and
    /// ``resetRoot(_:)`` (the root).
    ///
    /// - Parameters:
    ///   - viewModels: The new screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome of ``resetScreens(_:animated:)``.
    @available(*, deprecated, renamed: "resetScreens(_:animated:)")
    @discardableResult
    public func setStack(_ viewModels: [any ViewModel], animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        resetScreens(viewModels, animated: animated)
    }
}
