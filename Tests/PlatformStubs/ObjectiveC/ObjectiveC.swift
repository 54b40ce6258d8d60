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

/// How an associated object is held (objc/runtime.h), as Swift imports it.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`; released when `object` deallocates.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
