/// Reads a match's values for a route's parameters type: a path parameter (or wildcard) by its
/// name, else a query item, whose every value an array property takes. A path parameter hides a
/// query item of the same name.
final class MatchReader: ParameterReader {
    /// The values of one name.
    private enum Values {
        case none
        case path(String)
        case query([String])
    }

    let match: RouteMatch
    /// The last name read and its values: a type asks about a name up to three times in a row
    /// (`contains`, `decodeNil`, then `decode`, for an optional).
    private var last: (name: String, values: Values)?

    init(_ match: RouteMatch) {
        self.match = match
    }

    private func values(of name: String) -> Values {
        if let last, last.name == name { return last.values }
        let values: Values = if let value = match.parameters[name] {
            .path(value)
        } else if let query = match.queryRange.map({ match.url[$0] }) {
            // Scanned for this name rather than parsed whole: a type reads a few names.
            QueryParser.values(named: name, in: query, plusIsSpace: match.plusIsSpace).map(Values.query) ?? .none
        } else {
            .none
        }
        last = (name, values)
        return values
    }

    private func text(at slot: ParameterSlot) -> String? {
        switch values(of: slot.name) {
        case .none: nil
        case .path(let value): slot.index == 0 ? value : nil
        case .query(let values): slot.index < values.count ? values[slot.index] : nil
        }
    }

    func hasValue(_ slot: ParameterSlot) -> Bool {
        text(at: slot) != nil
    }

    func count(of name: String) -> Int {
        switch values(of: name) {
        case .none: 0
        case .path: 1
        case .query(let values): values.count
        }
    }

    func scalar<Value: ParameterScalar>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value {
        let text = try required(slot, Value.self)
        var value = Value.placeholder
        guard Value.parse(text, into: &value) else { throw failure(slot, Value.self, .invalidValue(text)) }
        return value
    }

    func value<Value: Decodable>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value {
        if TextualValue.isTextual(type) {
            let text = try required(slot, Value.self)
            guard let value = TextualValue.parse(text, as: type) else { throw failure(slot, Value.self, .invalidValue(text)) }
            return value
        }
        do {
            return try Value(from: ParameterDecoding(self, slot: slot))
        } catch let failure as ParameterFailure {
            // A nested type learns what it is only here.
            guard failure.expected.isEmpty else { throw failure }
            throw self.failure(slot, Value.self, failure.problem)
        } catch {
            // The type's own `init(from:)` refused the value (an enum without such a case, say).
            throw failure(slot, Value.self, text(at: slot).map { .invalidValue($0) } ?? .missing)
        }
    }

    func unsupported(_ name: String?) -> any Error {
        ParameterFailure(parameter: name ?? "", expected: "", problem: .unsupported)
    }

    private func required<Value>(_ slot: ParameterSlot, _ type: Value.Type) throws -> String {
        guard let text = text(at: slot) else { throw failure(slot, type, .missing) }
        return text
    }

    private func failure<Value>(_ slot: ParameterSlot, _ type: Value.Type, _ problem: RouteParameterError.Problem) -> ParameterFailure {
        ParameterFailure(parameter: slot.name, expected: String(describing: type), problem: problem)
    }
}
