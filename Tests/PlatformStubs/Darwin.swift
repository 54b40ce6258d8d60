// A stand-in of the part of Darwin that Wayfinder's core uses on Apple platforms: the
// `os_unfair_lock` of `PlatformLock`, with the signatures of <os/lock.h> as Swift imports them.
// Scripts/check-platform-files.sh type-checks `PlatformLock.swift` against it, so that the
// branch Linux never compiles is checked for misspelt API and wrong types.

public struct os_unfair_lock_s {
    public var _os_unfair_lock_opaque: UInt32
    public init() { _os_unfair_lock_opaque = 0 }
}

public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {}
