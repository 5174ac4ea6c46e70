// Stand-in, for type-checking only: Foundation's <Foundation/NSEnumerator.h>, written from
// Apple's declarations on developer.apple.com/documentation/foundation (NSFastEnumeration,
// NSFastEnumerationState, NSEnumerator): what `for (x in collection)` needs.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSENUMERATOR_H
#define JUNCTION_STANDIN_FOUNDATION_NSENUMERATOR_H

#import <Foundation/NSObject.h>

@class NSArray<ObjectType>;

NS_ASSUME_NONNULL_BEGIN

/// The state of an enumeration (`for (x in collection)`).
typedef struct {
    unsigned long state;
    id __unsafe_unretained _Nullable * _Nullable itemsPtr;
    unsigned long * _Nullable mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

/// A protocol that objects adopt to support fast enumeration.
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer
                                    count:(NSUInteger)len;
@end

/// An abstract class whose subclasses enumerate collections of objects.
@interface NSEnumerator<ObjectType> : NSObject <NSFastEnumeration>
- (nullable ObjectType)nextObject;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
@end

NS_ASSUME_NONNULL_END

#endif
