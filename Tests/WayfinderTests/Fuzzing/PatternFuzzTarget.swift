import Wayfinder

/// Fuzz target `pattern`: any text as a route pattern. It must parse or fail with a typed error;
/// a pattern that parses parses again to the same pattern, and a table it registers in finds it,
/// matches its text without trapping, and is empty again once it is unregistered.
enum PatternFuzzTarget {
    /// - Returns: What went wrong, or `nil`.
    static func run(_ input: FuzzInput) -> String? {
        let text = input.text
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(text)
        } catch {
            return String(describing: error).isEmpty ? "an empty message refusing \(text.debugDescription)" : nil
        }
        guard (try? RoutePattern(pattern.text)) == pattern else { return "\(text.debugDescription) parses differently twice" }

        var table = RouteTable<Int>()
        do {
            _ = try table.register(text, 1)
        } catch {
            return table.count == 0 ? nil : "a refused pattern was registered: \(text.debugDescription)"
        }
        guard table.output(for: text) == 1 else { return "a table does not find \(text.debugDescription)" }
        _ = table.match(text)
        _ = table.candidates(for: text)
        guard table.unregister(text) == 1, table.count == 0 else { return "\(text.debugDescription) does not unregister" }
        return nil
    }
}
