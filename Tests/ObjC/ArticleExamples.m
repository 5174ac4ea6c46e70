// The Objective-C the article "From Objective-C, one module at a time" shows, each block line
// for line inside a function, with what it needs declared above it. Tools/check-objc compiles
// this file against the header Swift writes for JunctionObjC.
#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

@interface ArticleSession : NSObject
@property (nonatomic, readonly) BOOL isLoggedIn;
- (void)logInThen:(void (^)(BOOL loggedIn))then;
@end

@protocol CartServiceProtocol <NSObject>
- (NSInteger)itemCount;
@end

@interface CartService : NSObject <CartServiceProtocol>
@end

@implementation CartService
- (NSInteger)itemCount {
    return 0;
}
@end

void ArticleRegisteringAndOpening(void) {
    JNCRouter *router = JNCRouter.shared;
    [router registerURLPattern:@"mgj://user/:id" toHandler:^(JNCRouteRequest *request) {
        NSString *userID = request.parameters[@"id"];
        NSString *from = request.userInfo[@"from"];
        NSLog(@"user %@ from %@", userID, from);
        request.completion(@YES);
    }];
    [router openURL:@"mgj://user/42" withUserInfo:@{@"from": @"feed"} completion:^(id _Nullable result) {
        NSLog(@"done: %@", result);
    }];
}

void ArticleInterceptor(JNCRouter *router, ArticleSession *session) {
    [router addInterceptorNamed:@"login" usingBlock:^(JNCInterception *interception) {
        if (session.isLoggedIn) {
            [interception proceed];
            return;
        }
        [session logInThen:^(BOOL loggedIn) {
            if (loggedIn) {
                [interception proceed];
            } else {
                [interception refuseWithReason:@"not logged in"];
            }
        }];
    }];
}

void ArticleServices(void) {
    JNCServices *services = [[JNCServices alloc] init];
    NSError *error = nil;
    [services registerService:[[CartService alloc] init] forProtocol:@protocol(CartServiceProtocol) error:&error];
    id<CartServiceProtocol> cart = [services serviceForProtocol:@protocol(CartServiceProtocol) error:&error];
    NSLog(@"%ld items", (long)[cart itemCount]);
}

void ArticleNavigation(JNCRouter *router) {
    JNCNavigator *navigator = [[JNCNavigator alloc] initWithRouter:router];
    [navigator openURL:@"shop://product/42" completion:^(JNCPage * _Nullable page, NSError * _Nullable error) {
        NSLog(@"showing %@", page.route);
    }];
    [navigator goBack];
}

NS_ASSUME_NONNULL_END
