// Stand-in, for type-checking only: Foundation's <Foundation/NSSet.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (NSSet, NSMutableSet). Swift
// imports `NSSet<T> *` as `Set<T>` (Foundation.apinotes: `SwiftBridge: Swift.Set`).
#ifndef JUNCTION_STANDIN_FOUNDATION_NSSET_H
#define JUNCTION_STANDIN_FOUNDATION_NSSET_H

#import <Foundation/NSEnumerator.h>

NS_ASSUME_NONNULL_BEGIN

/// A static, unordered collection of unique objects.
__attribute__((swift_bridge("Swift.Set")))
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (nullable ObjectType)member:(ObjectType)object;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (BOOL)containsObject:(ObjectType)anObject;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
+ (instancetype)set;
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end

/// A dynamic unordered collection of unique objects.
@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
@end

NS_ASSUME_NONNULL_END

#endif
