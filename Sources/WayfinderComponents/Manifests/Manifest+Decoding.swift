import Foundation
import Wayfinder

extension Manifest {
    /// Reads a manifest from JSON or property-list data (XML or binary).
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - file: The file's name, for error messages.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` naming the file, the key path and what was expected.
    public static func decode(_ data: Data, file: String) throws(ManifestError) -> Manifest {
        // A UTF-8 byte-order mark may precede JSON; JSONDecoder accepts it.
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let isJSON = text.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) } == UInt8(ascii: "{")
        // Foundation's XML property-list parser on Linux traps (rather than throws) on some bytes
        // that are not UTF-8, such as 0xFF inside `<integer>` (found by fuzzing, swift 6.3). So a
        // text property list must be UTF-8; binary ones (`bplist…`) and JSON are left to their
        // decoders, which throw.
        if !isJSON, !data.starts(with: Array("bplist".utf8)), let offset = Manifest.firstNonUTF8Offset(in: data) {
            throw ManifestError(
                file: file, keyPath: "",
                problem: .notAManifest("a text property list must be UTF-8; byte \(offset) is not"))
        }
        do {
            var manifest = try isJSON
                ? JSONDecoder().decode(Manifest.self, from: data)
                : PropertyListDecoder().decode(Manifest.self, from: data)
            manifest.file = file
            return manifest
        } catch let error as DecodingError {
            throw ManifestError(decoding: error, file: file)
        } catch {
            throw ManifestError(file: file, keyPath: "", problem: .notAManifest(String(describing: error)))
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or `nil` when all are.
    private static func firstNonUTF8Offset(in bytes: Data) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Reads a manifest from a file: JSON, or a property list.
    ///
    /// - Parameter url: The file's URL.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` when the file cannot be read or is not a valid manifest.
    package static func load(contentsOf url: URL) throws(ManifestError) -> Manifest {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ManifestError(file: url.lastPathComponent, keyPath: "", problem: .unreadable(error.localizedDescription))
        }
        return try decode(data, file: url.lastPathComponent)
    }

    /// Reads a manifest from a bundle's resources: `name.json`, else `name.plist`.
    ///
    /// - Parameters:
    ///   - name: The resource's name without extension.
    ///   - bundle: The bundle, such as `Bundle.main` or a package's `Bundle.module`.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` when there is no such resource or it is not a valid manifest.
    public static func load(named name: String, in bundle: Bundle) throws(ManifestError) -> Manifest {
        guard let url = bundle.url(forResource: name, withExtension: "json")
            ?? bundle.url(forResource: name, withExtension: "plist")
        else {
            throw ManifestError(
                file: name, keyPath: "", problem: .unreadable("no \(name).json or \(name).plist in \(bundle.bundleURL.lastPathComponent)"))
        }
        return try load(contentsOf: url)
    }
}

extension Manifest: Decodable {
    private enum Keys: String, CodingKey {
        case name, priority, routes, services
    }

    /// Decodes a manifest; `priority`, `routes` and `services` may be left out.
    ///
    /// - Parameter decoder: A JSON or property-list decoder.
    /// - Throws: `DecodingError` naming the key path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        name = try container.decode(String.self, forKey: .name)
        priority = try container.decodeWholeNumber(forKey: .priority) ?? 0
        routes = try container.decodeIfPresent([Route].self, forKey: .routes) ?? []
        services = try container.decodeIfPresent([Service].self, forKey: .services) ?? []
        file = ""
    }
}

extension Manifest.Route: Decodable {
    private enum Keys: String, CodingKey, CaseIterable {
        case pattern, viewModel, presentation, style, column, exposed, sourceApps
    }

    /// Decodes a route; `presentation`, `style`, `column`, `exposed` and `sourceApps` may be left
    /// out, `style` is only for presented routes and `column` only for routes shown in a column
    /// (`"presentation": "column"`, the detail column by default). A route is internal
    /// (`RouteAccess.appOnly`) unless it says `"exposed": true`. Any other key is refused, the
    /// `access` of 0.2 with what to write instead.
    init(from decoder: any Decoder) throws {
        try Self.refuseUnknownKeys(decoder)
        let container = try decoder.container(keyedBy: Keys.self)
        pattern = try container.decode(String.self, forKey: .pattern)
        viewModel = try container.decode(String.self, forKey: .viewModel)
        presentation = try container.decodeChoice(forKey: .presentation, default: .push, from: [
            "push": .push, "present": .present, "resetRoot": .resetRoot, "column": .column(.detail),
        ])
        if let text = try container.decodeIfPresent(String.self, forKey: .style) {
            guard presentation == .present else {
                throw DecodingError.dataCorruptedError(
                    forKey: .style, in: container, debugDescription: "no style: only a presented route (\"presentation\": \"present\") has one")
            }
            guard let style = ModalStyle(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .style, in: container,
                    debugDescription: "a presentation style: automatic, fullScreen, popover, sheet or sheet(medium, large, 40%, 320pt)")
            }
            presentation = .present(style)
        }
        if let column = try container.decodeIfPresent(SplitColumn.self, forKey: .column) {
            guard presentation == .column(.detail) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .column, in: container,
                    debugDescription: "no column: only a route shown in a column (\"presentation\": \"column\") has one")
            }
            presentation = .column(column)
        }
        access = try container.decodeIfPresent(Bool.self, forKey: .exposed) == true ? .exposed : .appOnly
        sourceApps = try container.decodeIfPresent([String].self, forKey: .sourceApps).map(Set.init)
    }

    /// Refuses a key a route does not have, so that a misspelt or outdated one (the `access` of
    /// 0.2) is an error naming it rather than a setting silently left out.
    private static func refuseUnknownKeys(_ decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let key = container.allKeys.first(where: { Keys(rawValue: $0.stringValue) == nil }) else { return }
        let expected = key.stringValue == "access"
            ? "\"exposed\": true in its place for a route opened from outside the app (\"access\" is gone:"
                + " a route is internal unless it says \"exposed\": true)"
            : "one of the keys " + Keys.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: expected))
    }

    /// Any key, to list those a route holds.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension Manifest.Service: Decodable {
    private enum Keys: String, CodingKey {
        case service, implementation, scope
    }

    /// Decodes a service; `scope` may be left out.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        service = try container.decode(String.self, forKey: .service)
        implementation = try container.decode(String.self, forKey: .implementation)
        scope = try container.decodeChoice(forKey: .scope, default: .shared, from: [
            "shared": .shared, "transient": .transient, "weak": .weak,
        ])
    }
}

extension KeyedDecodingContainer {
    /// A whole number, or `nil` when the key is absent. A fraction or a number too large fails
    /// with this key's path (decoding `1.5` as `Int` fails without one on Linux).
    fileprivate func decodeWholeNumber(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Int.self, forKey: key) { return number }
        if (try? decode(Double.self, forKey: key)) != nil {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a whole number")
        }
        return try decode(Int.self, forKey: key)
    }

    /// A string value that must be one of `choices`' keys, or `default` when the key is absent.
    fileprivate func decodeChoice<Value>(
        forKey key: Key, default defaultValue: Value, from choices: KeyValuePairs<String, Value>
    ) throws -> Value {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return defaultValue }
        guard let value = choices.first(where: { $0.key == text })?.value else {
            let names = choices.map { "\"\($0.key)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "one of \(names)")
        }
        return value
    }
}

extension ManifestError {
    /// Turns a decoder's error into a key path and what was expected.
    init(decoding error: DecodingError, file: String) {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(into: "") { path, key in
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
        }
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is Int.Type: "a whole number"
            case is [Any].Type, is [String].Type: "a list"
            default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, keyPath: path(context.codingPath + [key]), problem: .missingKey)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self.init(file: file, keyPath: path(context.codingPath), problem: .wrongValue(expected: expected(type)))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let reason = (context.underlyingError.map { String(describing: $0) }).map { "\(context.debugDescription) (\($0))" }
            self.init(file: file, keyPath: "", problem: .notAManifest(reason ?? context.debugDescription))
        case .dataCorrupted(let context):
            self.init(file: file, keyPath: path(context.codingPath), problem: .wrongValue(expected: context.debugDescription))
        @unknown default:
            self.init(file: file, keyPath: "", problem: .notAManifest(String(describing: error)))
        }
    }
}
