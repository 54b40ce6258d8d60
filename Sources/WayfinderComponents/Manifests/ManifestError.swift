import Wayfinder

/// Why a manifest was refused: the file, where in it (a key path such as `routes[1].viewModel`),
/// and what was expected. Nothing from the manifests being added is registered then.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Hashable, Sendable {
        /// The file could not be read.
        case unreadable(String)
        /// The file is not valid JSON or property-list data.
        case notAManifest(String)
        /// A key is missing.
        case missingKey
        /// A value has the wrong type or is not one of the allowed values: what was expected.
        case wrongValue(expected: String)
        /// The route pattern is invalid or names an unknown type.
        case invalidPattern(RoutePatternError)
        /// The pattern is identical to one registered by another file (or earlier in this one).
        case duplicateRoute(pattern: String, existing: String, file: String)
        /// No view model of this name is in the catalog.
        case unknownViewModel(String)
        /// No implementation of this name is in the catalog.
        case unknownImplementation(String)
        /// The implementation provides another service than the one named.
        case implementationMismatch(implementation: String, provides: String)
        /// Another manifest (or this one) provides the service already.
        case duplicateService(String, file: String)
        /// Another module (or manifest) has this name.
        case duplicateModule(String)
        /// The host's modules have started; manifests are added before.
        case modulesStarted
    }

    /// The file's name.
    public let file: String
    /// Where in the file: keys joined by `.`, indices in brackets; empty for the whole file.
    public let keyPath: String
    /// What is wrong.
    public let problem: Problem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - keyPath: Where in the file.
    ///   - problem: What is wrong.
    package init(file: String, keyPath: String, problem: Problem) {
        self.file = file
        self.keyPath = keyPath
        self.problem = problem
    }

    /// A line such as `repos.json: routes[1].viewModel: unknown view model "Repo"`.
    public var description: String {
        let place = keyPath.isEmpty ? file : "\(file): \(keyPath)"
        return "\(place): \(problem)"
    }
}

extension ManifestError.Problem: CustomStringConvertible {
    /// The problem in words.
    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .notAManifest(let reason): "is not a JSON or property-list manifest: \(reason)"
        case .missingKey: "missing"
        case .wrongValue(let expected): "expected \(expected)"
        case .invalidPattern(let error): error.description
        case .duplicateRoute(let pattern, let existing, let file):
            "the route \"\(pattern)\" is identical to \"\(existing)\" in \(file)"
        case .unknownViewModel(let name): "unknown view model \"\(name)\" (not in the catalog)"
        case .unknownImplementation(let name): "unknown implementation \"\(name)\" (not in the catalog)"
        case .implementationMismatch(let implementation, let provides):
            "\"\(implementation)\" provides \(provides)"
        case .duplicateService(let service, let file): "the service \(service) is provided already in \(file)"
        case .duplicateModule(let name): "a module named \"\(name)\" exists already"
        case .modulesStarted: "the modules have started; add manifests before start()"
        }
    }
}
