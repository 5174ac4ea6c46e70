// Stand-in, for type-checking only: the umbrella header of Apple's Foundation framework
// (developer.apple.com/documentation/foundation), limited to what an Objective-C facade's
// interface and the code that calls it use. Each header names the pages it follows.
#import <ObjectiveC/NSObject.h>
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSObject.h>
#import <Foundation/NSEnumerator.h>
#import <Foundation/NSString.h>
#import <Foundation/NSArray.h>
#import <Foundation/NSDictionary.h>
#import <Foundation/NSSet.h>
#import <Foundation/NSValue.h>
#import <Foundation/NSData.h>
#import <Foundation/NSDate.h>
#import <Foundation/NSError.h>
#import <Foundation/NSURL.h>
#import <Foundation/NSUUID.h>
#import <Foundation/NSThread.h>
#import <Foundation/NSFileHandle.h>
