// Fails with: no visible @interface for 'JNCRouter' declares the selector 'openURL:withUserInfo:'
//
// MGJRouter has no openURL:withUserInfo: either: user info always comes with a completion
// (openURL:withUserInfo:completion:, whose completion may be nil). A selector JNCRouter does not
// declare must not compile.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

void WrongSelectorExample(void);

void WrongSelectorExample(void) {
    [JNCRouter.shared openURL:@"x" withUserInfo:@{}];
}
