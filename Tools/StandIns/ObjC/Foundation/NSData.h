// Stand-in, for type-checking only: Foundation's <Foundation/NSData.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSData). Swift imports
// `NSData *` as `Data` (Foundation.apinotes: `SwiftBridge: Foundation.Data`).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSDATA_H
#define JUNCTION_STANDIN_FOUNDATION_NSDATA_H

#import <Foundation/NSObject.h>

NS_ASSUME_NONNULL_BEGIN

/// A static byte buffer in memory.
__attribute__((swift_bridge("Foundation.Data")))
@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@property (readonly) const void *bytes NS_RETURNS_INNER_POINTER;
+ (instancetype)data;
+ (instancetype)dataWithBytes:(nullable const void *)bytes length:(NSUInteger)length;
@end

NS_ASSUME_NONNULL_END

#endif
