/// The `Decoder` of one parameter's value: the single value (the first of a query item's values)
/// and, for an array property, the list of every value of that name. What it reads comes from
/// its reader: the match, or the registration probe.
final class ParameterDecoding: Decoder, SingleValueDecodingContainer {
    let reader: any ParameterReader
    let slot: ParameterSlot

    init(_ reader: any ParameterReader, slot: ParameterSlot) {
        self.reader = reader
        self.slot = slot
    }

    var codingPath: [any CodingKey] { [ParameterKey(stringValue: slot.name)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw reader.unsupported(slot.name)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !slot.isElement else { throw reader.unsupported(slot.name) }
        return ParameterList(reader: reader, name: slot.name, count: reader.count(of: slot.name))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: The single value

    func decodeNil() -> Bool { !reader.hasValue(slot) }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.scalar(type, at: slot) }
    func decode(_ type: String.Type) throws -> String { try reader.scalar(type, at: slot) }
    func decode(_ type: Double.Type) throws -> Double { try reader.scalar(type, at: slot) }
    func decode(_ type: Float.Type) throws -> Float { try reader.scalar(type, at: slot) }
    func decode(_ type: Int.Type) throws -> Int { try reader.scalar(type, at: slot) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.scalar(type, at: slot) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.scalar(type, at: slot) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.scalar(type, at: slot) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.scalar(type, at: slot) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.scalar(type, at: slot) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.scalar(type, at: slot) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.scalar(type, at: slot) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.scalar(type, at: slot) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.scalar(type, at: slot) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.value(type, at: slot) }
}

/// The parameters by name: path parameters first, then query items.
struct ParameterContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: any ParameterReader

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    private func slot(_ key: Key) -> ParameterSlot { ParameterSlot(name: key.stringValue, index: 0, isElement: false) }

    func contains(_ key: Key) -> Bool { reader.hasValue(slot(key)) }
    func decodeNil(forKey key: Key) throws -> Bool { !reader.hasValue(slot(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.scalar(type, at: slot(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.scalar(type, at: slot(key)) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.value(type, at: slot(key)) }

    // An optional name, asked once rather than through the protocol's default (`contains`, then
    // `decodeNil`, then `decode`, each through the type-erased box): a third of a typed link.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try scalarIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try scalarIfPresent(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let slot = slot(key)
        return reader.hasValue(slot) ? try reader.value(type, at: slot) : nil
    }

    private func scalarIfPresent<Value: ParameterScalar>(_ type: Value.Type, _ key: Key) throws -> Value? {
        let slot = slot(key)
        return reader.hasValue(slot) ? try reader.scalar(type, at: slot) : nil
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw reader.unsupported(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ParameterList(reader: reader, name: key.stringValue, count: reader.count(of: key.stringValue))
    }

    func superDecoder() throws -> any Decoder { throw reader.unsupported(nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw reader.unsupported(key.stringValue)
    }
}

/// Every value of one name, for an array property: all of a query item's values, in order, or
/// a path parameter's one value.
struct ParameterList: UnkeyedDecodingContainer {
    let reader: any ParameterReader
    let name: String
    let count: Int?
    private(set) var currentIndex = 0

    init(reader: any ParameterReader, name: String, count: Int) {
        self.reader = reader
        self.name = name
        self.count = count
    }

    var codingPath: [any CodingKey] { [ParameterKey(stringValue: name)] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The next element's slot; moves past it.
    private mutating func next() -> ParameterSlot {
        defer { currentIndex += 1 }
        return ParameterSlot(name: name, index: currentIndex, isElement: true)
    }

    mutating func decodeNil() -> Bool {
        guard !reader.hasValue(ParameterSlot(name: name, index: currentIndex, isElement: true)) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: String.Type) throws -> String { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.scalar(type, at: next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.scalar(type, at: next()) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.value(type, at: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw reader.unsupported(name)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw reader.unsupported(name)
    }

    mutating func superDecoder() throws -> any Decoder { throw reader.unsupported(name) }
}
