// Stand-in, for type-checking only: Apple's <objc/NSObjCRuntime.h>, written from Apple's
// declarations on developer.apple.com/documentation/objectivec (NSInteger, NSUInteger,
// NSIntegerMax, NSIntegerMin, NSUIntegerMax). Foundation's NSObjCRuntime.h adds the NS_ macros.
#ifndef JUNCTION_STANDIN_OBJC_NSOBJCRUNTIME_H
#define JUNCTION_STANDIN_OBJC_NSOBJCRUNTIME_H

/// Describes an integer: `long` on 64-bit platforms, which Swift imports as `Int`.
typedef long NSInteger;
/// Describes an unsigned integer: `unsigned long` on 64-bit platforms, which Swift imports as `UInt`
/// (and as `Int` where Apple's API notes say so).
typedef unsigned long NSUInteger;

#define NSIntegerMax __LONG_MAX__
#define NSIntegerMin (-__LONG_MAX__ - 1L)
#define NSUIntegerMax (__LONG_MAX__ * 2UL + 1UL)

#endif
