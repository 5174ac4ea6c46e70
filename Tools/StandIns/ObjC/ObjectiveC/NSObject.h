// Stand-in, for type-checking only: Apple's <objc/NSObject.h>, written from Apple's
// declarations on developer.apple.com/documentation/objectivec (NSObject, NSObjectProtocol
// (the `NSObject` protocol), Protocol, NSZone) and the runtime's root-class attribute. What a
// facade's header and the code that uses it can call; no more.
#ifndef JUNCTION_STANDIN_OBJC_NSOBJECT_H
#define JUNCTION_STANDIN_OBJC_NSOBJECT_H

#include "objc.h"
#include "NSObjCRuntime.h"

@class NSString, Protocol;

#pragma clang assume_nonnull begin

/// A type used to identify and manage memory zones (ignored by the runtime today).
typedef struct _NSZone NSZone;

/// The group of methods that are fundamental to all Objective-C objects (Swift's
/// `NSObjectProtocol`).
@protocol NSObject

- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;

@property (readonly) Class superclass;
- (Class)class __attribute__((availability(swift, unavailable, message="use 'type(of: anObject)' instead")));
- (instancetype)self;

- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;

- (BOOL)isProxy;

- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;

- (BOOL)respondsToSelector:(SEL)aSelector;

@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;

@end

/// The root class of most Objective-C class hierarchies, from which subclasses inherit a basic
/// interface to the runtime system and the ability to behave as Objective-C objects.
__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}

+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)allocWithZone:(nullable struct _NSZone *)zone;
+ (instancetype)alloc;
- (void)dealloc;

- (id)copy;
- (id)mutableCopy;

+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;

+ (Class)superclass;
+ (Class)class __attribute__((availability(swift, unavailable, message="use 'aClass.self' instead")));
+ (NSString *)description;
+ (NSString *)debugDescription;

@end

/// An object representing an Objective-C protocol, the value of a protocol expression.
@interface Protocol : NSObject
@end

#pragma clang assume_nonnull end

#endif
