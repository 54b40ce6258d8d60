/// The types a parameter's text converts to directly: `String`, `Bool` and the standard
/// integer and floating-point types. The decoder and the registration probe convert through the
/// same ``parse(_:)``, so what registration accepts is what opening decodes.
protocol ParameterScalar: Decodable {
    /// The value the text stands for, or `nil`.
    static func parse(_ text: String) -> Self?
    /// Writes the value the text stands for into `value`, or returns `false`: what generic code
    /// calls, since an optional of a type it does not know has its metadata looked up at run
    /// time, at every call (about 390 instructions).
    static func parse(_ text: String, into value: inout Self) -> Bool
    /// A stand-in value the probe answers with.
    static var placeholder: Self { get }
}

extension ParameterScalar {
    static func parse(_ text: String, into value: inout Self) -> Bool {
        guard let parsed = parse(text) else { return false }
        value = parsed
        return true
    }
}

extension ParameterScalar where Self: LosslessStringConvertible {
    static func parse(_ text: String) -> Self? { Self(text) }
}

extension ParameterScalar where Self: BinaryInteger {
    static var placeholder: Self { 0 }
}

extension ParameterScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// Finite numbers only, as the pattern type `Double` accepts (not `nan` or `inf`, nor a
    /// number too large for the type).
    static func parse(_ text: String) -> Self? { Self(text).flatMap { $0.isFinite ? $0 : nil } }
    static var placeholder: Self { 0 }
}

extension String: ParameterScalar {
    static var placeholder: String { "0" }
}

extension Bool: ParameterScalar {
    static var placeholder: Bool { false }
}

extension Int: ParameterScalar {}
extension Int8: ParameterScalar {}
extension Int16: ParameterScalar {}
extension Int32: ParameterScalar {}
extension Int64: ParameterScalar {}
extension UInt: ParameterScalar {}
extension UInt8: ParameterScalar {}
extension UInt16: ParameterScalar {}
extension UInt32: ParameterScalar {}
extension UInt64: ParameterScalar {}
extension Double: ParameterScalar {}
extension Float: ParameterScalar {}
