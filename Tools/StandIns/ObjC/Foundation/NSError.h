// Stand-in, for type-checking only: Foundation's <Foundation/NSError.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSError, NSErrorDomain,
// NSErrorUserInfoKey, NSCocoaErrorDomain, NSLocalizedDescriptionKey,
// NSLocalizedFailureReasonErrorKey, NSLocalizedRecoverySuggestionErrorKey,
// NSDebugDescriptionErrorKey, NSUnderlyingErrorKey, NSUnderlyingErrorsKey (underlyingErrors)).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSERROR_H
#define JUNCTION_STANDIN_FOUNDATION_NSERROR_H

#import <Foundation/NSObject.h>

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>;

NS_ASSUME_NONNULL_BEGIN

/// Error domains.
typedef NSString *NSErrorDomain;

/// The predefined error domain for Cocoa errors.
FOUNDATION_EXPORT NSErrorDomain const NSCocoaErrorDomain;

/// Keys in an error's user info dictionary.
typedef NSString *NSErrorUserInfoKey;

FOUNDATION_EXPORT NSErrorUserInfoKey const NSUnderlyingErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSMultipleUnderlyingErrorsKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedDescriptionKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedFailureReasonErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedRecoverySuggestionErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSDebugDescriptionErrorKey;

/// Information about an error condition including a domain, a domain-specific error code, and
/// application-specific information.
@interface NSError : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict NS_DESIGNATED_INITIALIZER;
+ (instancetype)errorWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict;
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSErrorUserInfoKey, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@property (nullable, readonly, copy) NSString *localizedFailureReason;
@property (nullable, readonly, copy) NSString *localizedRecoverySuggestion;
@property (readonly, copy) NSArray<NSError *> *underlyingErrors;
@end

NS_ASSUME_NONNULL_END

#endif
