import Foundation

/// Where a parameter's value is read from: the name, and which of its values (a query item can
/// have several; a path parameter has one).
struct ParameterSlot {
    let name: String
    let index: Int
    /// Whether the slot is an element of a list (an array property), where no list may nest.
    let isElement: Bool
}

/// What a parameters type decodes from: a match when a route opens, or the registration probe,
/// which records what the type asks for and answers with stand-ins. A reader is the top-level
/// `Decoder` itself (its keyed container's keys are parameter names); ``ParameterDecoding`` is
/// the decoder of one parameter's value.
protocol ParameterReader: AnyObject, Decoder {
    /// Whether the URL has a value at `slot` (asked by `decodeIfPresent`, `decodeNil` and
    /// `contains`: the type tolerates its absence).
    func hasValue(_ slot: ParameterSlot) -> Bool
    /// How many values the name has, for an array property.
    func count(of name: String) -> Int
    /// The value at `slot` as a scalar.
    func scalar<Value: ParameterScalar>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value
    /// The value at `slot` as any other type: `UUID` and `URL` from their text, others through
    /// their own `init(from:)` over the slot.
    func value<Value: Decodable>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value
    /// The error for a type that asks for structure a URL does not have (a keyed container or a
    /// list inside a value, a super decoder): `name` is the parameter asking, `nil` for the
    /// parameters type itself.
    func unsupported(_ name: String?) -> any Error
}

extension ParameterReader {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ParameterContainer<Key>(reader: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported(nil)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw unsupported(nil)
    }
}

/// Why a value failed, before the route's pattern is known.
struct ParameterFailure: Error {
    let parameter: String
    /// The type the value should have had; empty when the parameters type itself asked for
    /// structure a URL does not have, which ``error(pattern:parametersType:)`` fills in.
    let expected: String
    let problem: RouteParameterError.Problem

    /// The error, for a route's pattern; a failure that names no type (the parameters type
    /// itself asked for structure a URL does not have) names `parametersType`.
    func error(pattern: String, parametersType: String) -> RouteParameterError {
        RouteParameterError(
            pattern: pattern, parametersType: parametersType, parameter: parameter,
            expected: expected.isEmpty ? parametersType : expected, problem: problem, atRegistration: false)
    }
}

/// The name of a parameter as a coding key, for `codingPath`.
struct ParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// `UUID` and `URL` decode from their text: Foundation's own `init(from:)` reads a keyed container
/// for `URL` on some platforms, and names no parameter when the text is wrong.
enum TextualValue {
    static func isTextual(_ type: Any.Type) -> Bool {
        type == UUID.self || type == URL.self
    }

    static func parse<Value>(_ text: String, as type: Value.Type) -> Value? {
        if type == UUID.self { return UUID(uuidString: text) as? Value }
        if type == URL.self { return URL(string: text) as? Value }
        return nil
    }

    /// A stand-in value for the probe.
    static func placeholder<Value>(as type: Value.Type) -> Value? {
        if type == UUID.self { return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? Value }
        if type == URL.self { return URL(string: "app://placeholder") as? Value }
        return nil
    }
}
