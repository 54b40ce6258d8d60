// The Swift overlay of the stand-in Objective-C runtime (objc.h): what the compiler needs from
// the ObjectiveC module to import BOOL and SEL (ObjCBool, Selector). Built by
// Scripts/check-platform-files.sh with Objective-C interoperability on. Nothing in it runs.
@_exported import ObjectiveC

/// Objective-C's `BOOL`, which the compiler bridges Swift's `Bool` through.
public struct ObjCBool: @unchecked Sendable {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }

/// A method's name in the Objective-C runtime.
public struct Selector: Hashable, @unchecked Sendable {
    private let pointer: OpaquePointer
}

/// Objects are equal when they are the same object, as `isEqual:` says by default.
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
