import Foundation

/// A type a parameter segment can require: `:id<Int>` matches only segments that `Int` accepts.
///
/// A segment the type refuses means *no match* for that route (another route may still match);
/// it never traps. Built in: `Int` (whole numbers that fit `Int`: `7`, `-3`, `+12`), `Double`
/// (finite decimal numbers: `7`, `2.5`, `-1e3`), `Bool` (`true` or `false`) and `UUID` (the
/// 36-character form, in either case). Add your own to a ``Router`` (or a ``RouteTable``)
/// before registering the patterns that use them:
///
/// ```swift
/// let slug = RouteParameterType("Slug") { value in
///     !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
/// }
/// var table = RouteTable<String>()
/// try table.addParameterType(slug)
/// try table.register("app://post/:slug<Slug>", "post")
/// ```
public struct RouteParameterType: Sendable {
    /// The name used in patterns, as in `:id<Int>`.
    let name: String
    let accepts: @Sendable (Substring) -> Bool
    /// Values of the type, which a property of a route's parameters type must accept to hold the
    /// parameter; empty for types added by the app, whose values are checked when a URL opens.
    let samples: [String]

    /// Creates a parameter type.
    ///
    /// - Parameters:
    ///   - name: The name used in patterns: letters, digits and `_`.
    ///   - accepts: Whether a segment (percent-decoded) is a value of the type. It must not
    ///     trap, should be fast, and must not call back into the ``Router``: it runs during
    ///     matching, under the router's lock.
    public init(_ name: String, accepts: @escaping @Sendable (Substring) -> Bool) {
        self.name = name
        self.accepts = accepts
        self.samples = []
    }

    private init(builtIn name: String, samples: [String], accepts: @escaping @Sendable (Substring) -> Bool) {
        self.name = name
        self.accepts = accepts
        self.samples = samples
    }

    /// Whole numbers that fit `Int`: `7`, `-3`, `+12`.
    static let int = RouteParameterType(builtIn: "Int", samples: ["7"]) { Int($0) != nil }
    /// Finite decimal numbers: `7`, `2.5`, `-1e3` (not `nan` or `inf`).
    static let double = RouteParameterType(builtIn: "Double", samples: ["2.5"]) { Double($0)?.isFinite == true }
    /// `true` or `false`.
    static let bool = RouteParameterType(builtIn: "Bool", samples: ["true", "false"]) { $0 == "true" || $0 == "false" }
    /// UUIDs in their 36-character form, in either case.
    static let uuid = RouteParameterType(builtIn: "UUID", samples: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]) {
        $0.utf8.count == 36 && UUID(uuidString: String($0)) != nil
    }

    /// The built-in types, in the order they are tried at one position.
    static let builtIn: [RouteParameterType] = [.int, .double, .bool, .uuid]
}
