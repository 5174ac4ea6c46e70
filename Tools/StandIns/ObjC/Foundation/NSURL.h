// Stand-in, for type-checking only: Foundation's <Foundation/NSURL.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSURL). Swift imports `NSURL *`
// as `URL` (Foundation.apinotes: `SwiftBridge: Foundation.URL`).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSURL_H
#define JUNCTION_STANDIN_FOUNDATION_NSURL_H

#import <Foundation/NSObject.h>

@class NSString;

NS_ASSUME_NONNULL_BEGIN

/// An object representing the location of a resource, such as an item on a remote server or
/// the path to a local file.
__attribute__((swift_bridge("Foundation.URL")))
@interface NSURL : NSObject <NSSecureCoding, NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;
+ (nullable instancetype)URLWithString:(NSString *)URLString;
+ (NSURL *)fileURLWithPath:(NSString *)path;
@property (nullable, readonly, copy) NSString *absoluteString;
@property (nullable, readonly, copy) NSString *scheme;
@property (nullable, readonly, copy) NSString *host;
@property (nullable, readonly, copy) NSString *path;
@property (nullable, readonly, copy) NSString *query;
@property (nullable, readonly, copy) NSString *fragment;
@end

NS_ASSUME_NONNULL_END

#endif
