// Stand-in, for type-checking only: Foundation's <Foundation/NSThread.h>, written from Apple's
// declarations on developer.apple.com/documentation/foundation (Thread (NSThread), isMainThread,
// current, main). Swift names the class `Thread` (Foundation.apinotes), as NS_SWIFT_NAME does here.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSTHREAD_H
#define JUNCTION_STANDIN_FOUNDATION_NSTHREAD_H

#import <Foundation/NSObject.h>

@class NSString;

NS_ASSUME_NONNULL_BEGIN

/// A thread of execution.
NS_SWIFT_NAME(Thread)
@interface NSThread : NSObject
@property (class, readonly, strong) NSThread *currentThread NS_SWIFT_NAME(current);
@property (class, readonly, strong) NSThread *mainThread NS_SWIFT_NAME(main);
@property (class, readonly) BOOL isMainThread;
@property (readonly) BOOL isMainThread;
@property (nullable, copy) NSString *name;
@end

NS_ASSUME_NONNULL_END

#endif
