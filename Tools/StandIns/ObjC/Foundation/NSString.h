// Stand-in, for type-checking only: Foundation's <Foundation/NSString.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSString, NSMutableString,
// unichar, NSStringEncoding, NSUTF8StringEncoding). Swift imports `NSString *` as `String`: Apple's
// Foundation.apinotes say `SwiftBridge: Swift.String`, here the attribute that note becomes.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSSTRING_H
#define JUNCTION_STANDIN_FOUNDATION_NSSTRING_H

#import <Foundation/NSObject.h>

NS_ASSUME_NONNULL_BEGIN

/// A type for Unicode characters.
typedef unsigned short unichar;

/// The following constants are provided by NSString as possible string encodings.
typedef NSUInteger NSStringEncoding;
static const NSStringEncoding NSUTF8StringEncoding = 4;

/// A static, plain-text Unicode string object.
__attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (unichar)characterAtIndex:(NSUInteger)index;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end

@interface NSString (NSStringExtensionMethods)
- (NSComparisonResult)compare:(NSString *)string;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
- (BOOL)containsString:(NSString *)str;
- (NSString *)stringByAppendingString:(NSString *)aString;
- (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
@property (readonly) NSInteger integerValue;
@property (readonly) BOOL boolValue;
@property (nullable, readonly) const char *UTF8String NS_SWIFT_UNAVAILABLE("Use String's utf8CString");
- (instancetype)initWithString:(NSString *)aString;
- (instancetype)initWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (nullable instancetype)initWithUTF8String:(const char *)nullTerminatedCString;
+ (instancetype)string;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
@end

/// A dynamic plain-text Unicode string object.
@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
- (void)appendFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
@end

NS_ASSUME_NONNULL_END

#endif
