// A stand-in for the Objective-C runtime's root class and protocol, as the Swift compiler
// imports them on Apple platforms: Objective-C classes come from Clang modules only, so the
// platform files can subclass NSObject, conform to `@objc` delegate protocols and override the
// forwarding hooks of a delegate proxy (respondsToSelector:, forwardingTargetForSelector:)
// while they are type-checked on Linux. Nothing in it runs.
typedef _Bool BOOL;
typedef struct objc_selector *SEL;

#pragma clang assume_nonnull begin

@protocol NSObject
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
- (nullable id)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
@end
#pragma clang assume_nonnull end
