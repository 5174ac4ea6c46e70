// Stand-in, for type-checking only: Foundation's <Foundation/NSDate.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSDate, NSTimeInterval). Swift
// imports `NSDate *` as `Date` (Foundation.apinotes: `SwiftBridge: Foundation.Date`).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSDATE_H
#define JUNCTION_STANDIN_FOUNDATION_NSDATE_H

#import <Foundation/NSObject.h>

NS_ASSUME_NONNULL_BEGIN

/// A number of seconds.
typedef double NSTimeInterval;

/// A representation of a specific point in time, for use when you need reference semantics or
/// other Foundation-specific behavior.
__attribute__((swift_bridge("Foundation.Date")))
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
+ (instancetype)date;
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)secs;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)anotherDate;
@property (readonly) NSTimeInterval timeIntervalSince1970;
@end

NS_ASSUME_NONNULL_END

#endif
