// Stand-in, for type-checking only: Foundation's <Foundation/NSObject.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSCopying, NSMutableCopying,
// NSCoding, NSSecureCoding, NSCoder).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSOBJECT_H
#define JUNCTION_STANDIN_FOUNDATION_NSOBJECT_H

#import <Foundation/NSObjCRuntime.h>

@class NSCoder;

NS_ASSUME_NONNULL_BEGIN

/// A protocol that objects adopt to provide functional copies of themselves.
@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end

/// A protocol that mutable objects adopt to provide functional copies of themselves.
@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable NSZone *)zone;
@end

/// A protocol that enables an object to be encoded and decoded for archiving and distribution.
@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

/// A protocol that enables encoding and decoding in a manner that is robust against object
/// substitution attacks.
@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end

/// An abstract class that serves as the basis for objects that enable archiving and distribution.
@interface NSCoder : NSObject
@end

NS_ASSUME_NONNULL_END

#endif
