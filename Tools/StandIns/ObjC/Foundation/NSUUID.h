// Stand-in, for type-checking only: Foundation's <Foundation/NSUUID.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSUUID). Swift imports
// `NSUUID *` as `UUID` (Foundation.apinotes: `SwiftBridge: Foundation.UUID`).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSUUID_H
#define JUNCTION_STANDIN_FOUNDATION_NSUUID_H

#import <Foundation/NSObject.h>

@class NSString;

NS_ASSUME_NONNULL_BEGIN

/// A universally unique value to identify types, interfaces, and other items.
__attribute__((swift_bridge("Foundation.UUID")))
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)UUID;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end

NS_ASSUME_NONNULL_END

#endif
