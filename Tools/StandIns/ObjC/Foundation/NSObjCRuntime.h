// Stand-in, for type-checking only: Foundation's <Foundation/NSObjCRuntime.h>, written from
// Apple's declarations on developer.apple.com/documentation/foundation (NSStringFromClass,
// NSStringFromProtocol, NSStringFromSelector, NSClassFromString, NSProtocolFromString,
// NSSelectorFromString, NSLog, NSComparisonResult, NSNotFound) and on
// developer.apple.com/documentation/swift (the macros of "Objective-C and C Code
// Customization": NS_SWIFT_NAME, NS_REFINED_FOR_SWIFT, NS_SWIFT_UNAVAILABLE, NS_ENUM,
// NS_CLOSED_ENUM, NS_OPTIONS, NS_ERROR_ENUM, NS_TYPED_ENUM, NS_TYPED_EXTENSIBLE_ENUM,
// NS_ASSUME_NONNULL_BEGIN/END, NS_DESIGNATED_INITIALIZER, NS_SWIFT_SENDABLE,
// NS_SWIFT_UI_ACTOR, NS_NOESCAPE). Each macro expands to the clang attribute Apple's does.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSOBJCRUNTIME_H
#define JUNCTION_STANDIN_FOUNDATION_NSOBJCRUNTIME_H

#import <ObjectiveC/NSObjCRuntime.h>
#import <ObjectiveC/NSObject.h>

#define FOUNDATION_EXTERN extern __attribute__((visibility("default")))
#define FOUNDATION_EXPORT FOUNDATION_EXTERN

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_NOESCAPE __attribute__((noescape))

#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_RETURNS_INNER_POINTER __attribute__((objc_returns_inner_pointer))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_NO_TAIL_CALL __attribute__((not_tail_called))

// Enumerations (`typedef NS_ENUM(NSInteger, Name) { ... };`), as Swift imports them: open
// (`@unknown default`), closed, option sets, error codes of a domain.
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; \
    enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define NS_ERROR_ENUM(_type, _name, _domain) enum __attribute__((ns_error_domain(_domain))) _name : _type _name; \
    enum __attribute__((ns_error_domain(_domain))) _name : _type

#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_STRING_ENUM NS_TYPED_ENUM
#define NS_EXTENSIBLE_STRING_ENUM NS_TYPED_EXTENSIBLE_ENUM

NS_ASSUME_NONNULL_BEGIN

/// Constants that indicate sort order.
typedef NS_CLOSED_ENUM(NSInteger, NSComparisonResult) {
    NSOrderedAscending = -1L,
    NSOrderedSame,
    NSOrderedDescending
};

/// A value indicating that a requested item couldn't be found or doesn't exist.
static const NSInteger NSNotFound = NSIntegerMax;

FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL aSelector);
FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *aSelectorName);
FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass);
FOUNDATION_EXPORT Class _Nullable NSClassFromString(NSString *aClassName);
FOUNDATION_EXPORT NSString *NSStringFromProtocol(Protocol *proto);
FOUNDATION_EXPORT Protocol * _Nullable NSProtocolFromString(NSString *namestr);

/// Logs an error message to the Apple System Log facility.
FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2) NS_NO_TAIL_CALL;

NS_ASSUME_NONNULL_END

#endif
