// Stand-in, for type-checking only: Foundation's <Foundation/NSFileHandle.h>, written from
// Apple's declarations on developer.apple.com/documentation/foundation (FileHandle (NSFileHandle),
// standardInput, standardOutput, standardError, write(_:)). Swift's names are NS_SWIFT_NAME here,
// Foundation.apinotes and Swift's import rules in Apple's SDK.
#ifndef JUNCTION_STANDIN_FOUNDATION_NSFILEHANDLE_H
#define JUNCTION_STANDIN_FOUNDATION_NSFILEHANDLE_H

#import <Foundation/NSObject.h>

@class NSData;

NS_ASSUME_NONNULL_BEGIN

/// An object-oriented wrapper for a file descriptor.
NS_SWIFT_NAME(FileHandle)
@interface NSFileHandle : NSObject <NSSecureCoding>
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardInput NS_SWIFT_NAME(standardInput);
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardOutput NS_SWIFT_NAME(standardOutput);
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardError NS_SWIFT_NAME(standardError);
- (void)writeData:(NSData *)data NS_SWIFT_NAME(write(_:));
@end

NS_ASSUME_NONNULL_END

#endif
