/// Records what a parameters type asks for, by name, while it decodes from stand-in values: what
/// registration compares with the pattern.
///
/// A name is *required* when the type decodes it without asking first whether it is there
/// (`decode`, not `decodeIfPresent` or `contains`), unless it is a list (an array property may
/// be empty). Each name records the first scalar its value converts through, so that the
/// pattern's declared type can be tried against it.
///
/// The probe sees only what `init(from:)` asks for with the stand-ins it gets (`0`, `false`,
/// `"0"`, the first case of a `CaseIterable` enum). An `init` that refuses a stand-in stops the
/// probe: an optional name is then answered with `nil` on the next pass, a required one ends the
/// probe, and the names after it go unchecked.
final class ParameterProbe: ParameterReader {
    /// One name the type asked for.
    struct Request {
        let name: String
        /// The property's type, as Swift prints it.
        let expected: String
        var isRequired: Bool
        var isList = false
        var isUnsupported = false
        /// Whether the scalar the value converts through accepts a text.
        var accepts: ((String) -> Bool)?
    }

    /// Thrown to stop a pass: the type asked for something a URL cannot give.
    private struct Unsupported: Error {}

    private(set) var requests: [Request] = []
    /// Whether the type is decoded by name at all.
    private(set) var isKeyed = true
    /// The names answered with `nil` on this pass.
    private let absent: Set<String>
    /// The names the type asked about before decoding them: it tolerates their absence.
    private var tolerated: Set<String> = []
    /// The name being decoded when the type's own code threw.
    private(set) var stoppedAt: String?

    private init(absent: Set<String>) {
        self.absent = absent
    }

    /// Decodes `Parameters` from stand-ins until it completes, or fails at a required name.
    ///
    /// - Returns: Every name asked for in any pass, in the order first asked, and whether the
    ///   type is keyed.
    static func probe<Parameters: Decodable>(_ type: Parameters.Type) -> (requests: [Request], isKeyed: Bool) {
        var absent: Set<String> = []
        var found: [Request] = []
        while true {
            let probe = ParameterProbe(absent: absent)
            let completed = (try? Parameters(from: probe)) != nil
            for request in probe.requests where !found.contains(where: { $0.name == request.name }) {
                found.append(request)
            }
            guard probe.isKeyed else { return (found, false) }
            // Retry without an optional name whose stand-in the type refused.
            guard !completed, let name = probe.stoppedAt, !absent.contains(name),
                  let request = found.first(where: { $0.name == name }), !request.isRequired
            else { return (found, true) }
            absent.insert(name)
        }
    }

    // MARK: Reading

    func hasValue(_ slot: ParameterSlot) -> Bool {
        guard !slot.isElement else { return true }
        tolerated.insert(slot.name)
        update(slot.name) { $0.isRequired = false }
        return !absent.contains(slot.name)
    }

    func count(of name: String) -> Int {
        note(ParameterSlot(name: name, index: 0, isElement: false), [String].self) { $0.isList = true }
        return 1
    }

    func scalar<Value: ParameterScalar>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value {
        note(slot, Value.self) { request in
            if request.accepts == nil { request.accepts = { Value.parse($0) != nil } }
        }
        return Value.placeholder
    }

    func value<Value: Decodable>(_ type: Value.Type, at slot: ParameterSlot) throws -> Value {
        note(slot, Value.self) { _ in }
        if TextualValue.isTextual(type) {
            update(slot.name) { request in
                if request.accepts == nil { request.accepts = { TextualValue.parse($0, as: type) != nil } }
            }
            guard let placeholder = TextualValue.placeholder(as: type) else { throw Unsupported() }
            return placeholder
        }
        do {
            return try Value(from: ParameterDecoding(self, slot: slot))
        } catch let error as Unsupported {
            throw error
        } catch {
            if let first = Self.firstCase(of: type) { return first }
            stoppedAt = stoppedAt ?? slot.name
            throw error
        }
    }

    func unsupported(_ name: String?) -> any Error {
        if let name {
            update(name) { $0.isUnsupported = true }
        } else {
            isKeyed = false
        }
        return Unsupported()
    }

    // MARK: Recording

    /// Records that the type asked for `slot` as `type`, the first time it asks for the name.
    private func note<Value>(_ slot: ParameterSlot, _ type: Value.Type, _ change: (inout Request) -> Void) {
        if !requests.contains(where: { $0.name == slot.name }) {
            requests.append(Request(
                name: slot.name, expected: String(describing: type), isRequired: !tolerated.contains(slot.name)))
        }
        update(slot.name, change)
    }

    private func update(_ name: String, _ change: (inout Request) -> Void) {
        guard let index = requests.firstIndex(where: { $0.name == name }) else { return }
        change(&requests[index])
    }

    /// The first case of a `CaseIterable` type: a stand-in an enum's `init(from:)` would refuse.
    private static func firstCase<Value>(of type: Value.Type) -> Value? {
        guard let cases = type as? any CaseIterable.Type else { return nil }
        return first(of: cases) as? Value
    }

    private static func first<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        type.allCases.first
    }
}
