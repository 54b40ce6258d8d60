/// Type names as descriptions, errors and the test kit show them (`String(describing:)`: the
/// unqualified name), made once per type. The runtime demangles a type's name at every
/// `String(describing:)` of it, several thousand instructions: describing a command, or reading a
/// stack's shape in a test, named the same few types again and again.
package enum TypeNames {
    private static let cache = Locked<[ObjectIdentifier: String]>([:])

    /// The name of `type`, as `String(describing: type)` gives it.
    ///
    /// - Parameter type: Any type.
    /// - Returns: Its name, made the first time it is asked for.
    package static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = cache.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        cache.withLock { $0[key] = name }
        return name
    }
}
