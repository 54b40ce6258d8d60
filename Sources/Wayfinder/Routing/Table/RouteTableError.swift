/// Why a ``RouteTable`` or a ``Router`` refused a registration. Nothing is registered then.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern does not parse, or names an unknown parameter type.
    case invalidPattern(RoutePatternError)
    /// A pattern identical to `pattern` — the same segments, parameters of the same types in
    /// the same places, the same optional groups; names may differ — is registered already.
    case duplicatePattern(String, existing: String)
    /// A parameter type with this name exists already.
    case duplicateParameterType(String)
    /// A parameter type's name is not an identifier (`[A-Za-z_][A-Za-z0-9_]*`), so no pattern
    /// could name it.
    case invalidParameterTypeName(String)
    /// A route's parameters type requires a parameter the pattern cannot give, or one whose
    /// declared type does not convert to the property's: found by ``Router`` when the route is
    /// registered, not at the first deep link.
    case parametersMismatch(RouteParameterError)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .invalidPattern(let error): error.description
        case .duplicatePattern(let pattern, let existing):
            "the route pattern \"\(pattern)\" is identical to the registered \"\(existing)\""
        case .duplicateParameterType(let name): "a parameter type named \"\(name)\" exists already"
        case .invalidParameterTypeName(let name): "\"\(name)\" is not a valid parameter type name"
        case .parametersMismatch(let mismatch): mismatch.description
        }
    }
}
