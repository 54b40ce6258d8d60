import Wayfinder

/// A view model with its values, for a failure message: `RepositoryViewModel(name: "wayfinder",
/// stars: 3)`. Stored properties of plain value types (strings, numbers, booleans, enums without
/// payloads, optionals of these) are shown, and structures of them two levels deep
/// (`repository: Repository(name: "atlas")`); references and collections are left out, so that a
/// message stays one line. An `@Observable` class's `_name` storage shows as `name`.
func describeWithValues(_ viewModel: any ViewModel) -> String {
    describeFields(of: viewModel, depth: 0)
}

/// `Type(label: value, …)` for the plain fields of `value`, or its type alone when it has none.
private func describeFields(of value: Any, depth: Int) -> String {
    let type = String(describing: Swift.type(of: value))
    let values = Mirror(reflecting: value).children.compactMap { child -> String? in
        guard var label = child.label, !label.hasPrefix("_$") else { return nil }
        if label.hasPrefix("_") { label.removeFirst() }
        guard let value = plainValue(child.value, depth: depth + 1) else { return nil }
        return "\(label): \(value)"
    }
    return values.isEmpty ? type : "\(type)(\(values.joined(separator: ", ")))"
}

/// A value as one short literal, or `nil` for what is not a plain value.
private func plainValue(_ value: Any, depth: Int) -> String? {
    switch value {
    case let text as String: return "\"\(text)\""
    case let text as Substring: return "\"\(text)\""
    case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64,
        is Double, is Float:
        return "\(value)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return plainValue(wrapped, depth: depth)
    case .enum where mirror.children.isEmpty:
        return ".\(value)"
    case .struct where depth <= 2:
        return describeFields(of: value, depth: depth)
    default:
        return nil
    }
}
