/// Why a ``ScreenMap`` registration was refused. The map is unchanged after a refusal.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ScreenMapError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The view model type (named here) already has a screen factory.
    case alreadyRegistered(viewModel: String)
    /// The registration name is taken by another view model type.
    case nameTaken(String, byViewModel: String)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .alreadyRegistered(let viewModel):
            "\(viewModel) already has a screen in this ScreenMap"
        case .nameTaken(let name, let other):
            "the name \"\(name)\" is already registered for \(other)"
        }
    }
}
