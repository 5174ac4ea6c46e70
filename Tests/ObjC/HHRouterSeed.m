// Seed: /work/shared/seeds/001_9c49432d6be28e46.txt, HHRouter (布丁动画's router: map routes to
// view-controller classes or to blocks).
//
// Each call the seed shows for HHRouter is written here against JunctionObjC: above each, the
// original call, quoted short, and below it the JunctionObjC form. HHRouter's two kinds of
// route (a controller class, a block) both become object handlers: a handler that makes the
// controller is what -map:toControllerClass: kept implicit. Calls JunctionObjC cannot express
// as they were (-matchBlock:, -canRoute:'s route type) say so where they are.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

// HHRouter's block: id (^HHRouterBlock)(NSDictionary *params).
typedef id _Nullable (^HHRouterBlock)(NSDictionary<NSString *, id> *_Nullable params);

// Stand-in for UIViewController with HHRouter's UIViewController (HHRouter) category, whose
// params HHRouter set through an associated object (-setParams:).
@interface HHViewController : NSObject
@property (nonatomic, copy, nullable) NSDictionary<NSString *, id> *params;
@end

@interface UserViewController : HHViewController
@end

@interface StoryViewController : HHViewController
@end

@interface StoryListViewController : HHViewController
@end

BOOL HHRouterSeedMapControllerClass(JNCRouter *router, NSString *route, Class controllerClass);
void HHRouterSeedExamples(void);

NS_ASSUME_NONNULL_END

/// -map:toControllerClass: as one object handler: it makes the controller and hands it the
/// parameters HHRouter put in its params (the URL's captures and query items, "route" for the
/// URL as opened, "controller_class").
BOOL HHRouterSeedMapControllerClass(JNCRouter *router, NSString *route, Class controllerClass) {
    return [router registerURLPattern:route toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        NSMutableDictionary<NSString *, id> *params = [NSMutableDictionary dictionaryWithDictionary:request.parameters];
        params[@"route"] = request.url;
        params[@"controller_class"] = controllerClass;
        HHViewController *viewController = [[controllerClass alloc] init];
        viewController.params = params;
        return viewController;
    }];
}

void HHRouterSeedExamples(void) {
    // [HHRouter shared]
    JNCRouter *router = JNCRouter.shared;

    // [[HHRouter shared] map:@"/user/:userId/" toControllerClass:[UserViewController class]];
    // [[HHRouter shared] map:@"/story/:storyId/" toControllerClass:[StoryViewController class]];
    // [[HHRouter shared] map:@"/user/:userId/story/?a=0" toControllerClass:[StoryListViewController class]];
    // (A scheme-less pattern is tried for URLs of any scheme, as HHRouter matched hhrouter20://...;
    // "?a=0" in a pattern is a default query value.)
    HHRouterSeedMapControllerClass(router, @"/user/:userId/", [UserViewController class]);
    HHRouterSeedMapControllerClass(router, @"/story/:storyId/", [StoryViewController class]);
    HHRouterSeedMapControllerClass(router, @"/user/:userId/story/?a=0", [StoryListViewController class]);

    // -(UIViewController *)matchController:(NSString *)route;
    // [[[HHRouter shared] matchController:@"hhrouter20://user/1/"] class];
    id _Nullable matched = [router objectForURL:@"hhrouter20://user/1/"];
    if ([matched isKindOfClass:[UserViewController class]]) {
        UserViewController *user = matched;
        // params: @{@"userId": @"1", @"route": @"hhrouter20://user/1/", @"controller_class": UserViewController}
        id _Nullable userID = user.params[@"userId"];
        (void)userID;
    }

    // [[HHRouter shared] matchController:@"/user/1/?a=b&c=d"];  (query items join the params: a=b, c=d)
    id _Nullable withQuery = [router objectForURL:@"/user/1/?a=b&c=d"];
    (void)withQuery;

    // -(void)map:(NSString *)route toBlock:(HHRouterBlock)block;
    // [[HHRouter shared] map:@"/user/add/" toBlock:^id(NSDictionary *params) { }];
    [router registerURLPattern:@"/user/add/" toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        // HHRouter's params for a block: the query items, plus "route" (the URL) and "block".
        NSDictionary<NSString *, id> *params = request.routerParameters;   // a, b, JNCRouterParameterURL
        return params[@"a"];
    }];

    // -(id)callBlock:(NSString *)route;
    // [[HHRouter shared] callBlock:@"/user/add/?a=1&b=2"];
    id _Nullable called = [router objectForURL:@"/user/add/?a=1&b=2"];
    (void)called;

    // -(HHRouterBlock)matchBlock:(NSString *)route;
    // HHRouterBlock block = [[HHRouter shared] matchBlock:@"/user/add/?a=1&b=2"]; block(nil);
    // Not expressible: JNCRouter never hands out a route's handler. The nearest form is a block
    // that opens the URL when called (what block(nil) did), with its argument as user info:
    HHRouterBlock block = ^id _Nullable(NSDictionary<NSString *, id> *_Nullable params) {
        return [router objectForURL:@"/user/add/?a=1&b=2" withUserInfo:params];
    };
    id _Nullable fromBlock = block(nil);
    (void)fromBlock;

    // -(HHRouteType)canRoute:(NSString *)route;   (HHRouteTypeNone / ViewController / Block)
    // Only whether a route answers is expressible; which kind of route it is, is not.
    BOOL canRoute = [router canOpenURL:@"/user/1/"];
    (void)canRoute;
}
