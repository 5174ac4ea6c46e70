// Stand-in, for type-checking only: Apple's <objc/objc.h>, written from Apple's declarations on
// developer.apple.com/documentation/objectivec (id, Class, SEL, IMP, BOOL, YES, NO, nil, Nil,
// objc_object, objc_class, objc_selector). Nothing here runs: Tools/check-objc reads it with
// clang's and Swift's type checkers only.
#ifndef JUNCTION_STANDIN_OBJC_H
#define JUNCTION_STANDIN_OBJC_H

#include <stdbool.h>

#pragma clang assume_nonnull begin

/// An opaque type that represents an Objective-C class.
typedef struct objc_class *Class;

/// A pointer to an instance of a class.
struct objc_object {
    Class _Nonnull isa;
};

/// A pointer to an instance of a class.
typedef struct objc_object *id;

/// An opaque type that represents a method selector.
typedef struct objc_selector *SEL;

/// A pointer to the start of a method implementation.
typedef void (*IMP)(void);

/// Type to represent a Boolean value: `bool` on arm64 Macs and on iOS, tvOS, watchOS and
/// visionOS (`OBJC_BOOL_IS_BOOL`), which Swift imports as `Bool` (through `ObjCBool`).
typedef bool BOOL;

#define YES __objc_yes
#define NO __objc_no

#ifndef nil
#define nil ((id)0)
#endif
#ifndef Nil
#define Nil ((Class)0)
#endif

#pragma clang assume_nonnull end

#endif
