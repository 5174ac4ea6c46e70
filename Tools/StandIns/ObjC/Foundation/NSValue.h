// Stand-in, for type-checking only: Foundation's <Foundation/NSValue.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSValue, NSNumber), with what
// boxed literals (`@42`, `@YES`, `@(x)`) need.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSVALUE_H
#define JUNCTION_STANDIN_FOUNDATION_NSVALUE_H

#import <Foundation/NSObject.h>

@class NSString;

NS_ASSUME_NONNULL_BEGIN

/// A simple container for a single C or Objective-C data item.
@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

/// An object wrapper for primitive scalar numeric values.
@interface NSNumber : NSValue
- (instancetype)initWithInt:(int)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;
@property (readonly) int intValue;
@property (readonly) long longValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly, copy) NSString *stringValue;
- (BOOL)isEqualToNumber:(NSNumber *)number;
@end

@interface NSNumber (NSNumberCreation)
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
@end

NS_ASSUME_NONNULL_END

#endif
