// Fails with: null passed to a callee that requires a non-null argument
//
// JNCRouter's pattern is _Nonnull (a Swift String): nil, which MGJRouter took silently, must not
// compile.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

void NilForNonnullExample(void);

void NilForNonnullExample(void) {
    [JNCRouter.shared registerURLPattern:nil toHandler:^(JNCRouteRequest *request) {
        (void)request;
    }];
}
