import Wayfinder

/// Why a ``ModuleHost`` refused a module.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ModuleHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A module with this name was added already.
    case duplicateModule(String)
    /// Modules are added before ``ModuleHost/start(launchOptions:)``.
    case alreadyStarted(String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .duplicateModule(let name): "a module named \"\(name)\" was added already"
        case .alreadyStarted(let name): "cannot add \"\(name)\": the modules have started"
        }
    }
}
