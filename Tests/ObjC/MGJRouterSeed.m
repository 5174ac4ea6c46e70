// Seed: /work/shared/seeds/000_15841967e28e595b.txt, "iOS组件化(二)-MGJRouter的使用和源码分析"
// (MGJRouter: how to use it, and its source).
//
// Each call the seed shows for MGJRouter (in its usage example, in MGJRouter.h and in
// MGJRouter.m) is written here against JunctionObjC: above each, the original call, quoted
// short, and below it the JunctionObjC form. MGJRouter's class methods become instance methods
// of JNCRouter.shared, and a handler receives a JNCRouteRequest instead of the
// routerParameters dictionary (which stays reachable as request.routerParameters).

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

// Stand-ins for the seed's UIKit classes: this file compiles without UIKit.
@interface SFUserInfoViewController : NSObject
- (instancetype)initWithNibName:(nullable NSString *)nibName bundle:(nullable id)bundle;
@end

@interface SFNavigationController : NSObject
- (void)pushViewController:(id)viewController animated:(BOOL)animated;
@end

void MGJRouterSeedExamples(SFNavigationController *navigationController);

NS_ASSUME_NONNULL_END

void MGJRouterSeedExamples(SFNavigationController *navigationController) {
    // + (instancetype)sharedInstance  (MGJRouter's class methods all use it)
    JNCRouter *router = JNCRouter.shared;

    // What MGJRouter ignored (a malformed pattern, a URL no route takes) is told here.
    router.errorHandler = ^(NSError *error) {
        if ([error.domain isEqualToString:JNCError.domain] && error.code == JNCErrorCodeNotFound) {
            NSString *codeName = error.userInfo[JNCError.codeNameKey];
            (void)codeName;   // @"notFound"
        }
    };

    // Module B:
    // [MGJRouter registerURLPattern:@"sf_user://SFUserInfoViewController" toHandler:^(NSDictionary *routerParameters) {
    //     UINavigationController *nav = [routerParameters[MGJRouterParameterUserInfo] objectForKey:@"nav"];
    //     [nav pushViewController:[[SFUserInfoViewController alloc] initWithNibName:... bundle:...] animated:YES];
    // }];
    [router registerURLPattern:@"sf_user://SFUserInfoViewController" toHandler:^(JNCRouteRequest *request) {
        SFNavigationController *_Nullable nav = request.userInfo[@"nav"];
        // The same lookup through MGJRouter's dictionary:
        // routerParameters[MGJRouterParameterUserInfo] -> request.routerParameters[JNCRouteRequest.userInfoKey]
        NSDictionary<NSString *, id> *_Nullable userInfo = request.routerParameters[JNCRouteRequest.userInfoKey];
        if (nav == nil) {
            nav = userInfo[@"nav"];
        }
        [nav pushViewController:[[SFUserInfoViewController alloc] initWithNibName:@"SFUserInfoViewController" bundle:nil]
                       animated:YES];
    }];

    // Module A:
    // NSMutableDictionary *userInfo = [NSMutableDictionary dictionary];
    // [userInfo setObject:self.navigationController forKey:@"nav"];
    // [MGJRouter openURL:@"sf_user://SFUserInfoViewController" withUserInfo:userInfo completion:^(id result) { }];
    NSMutableDictionary<NSString *, id> *userInfo = [NSMutableDictionary dictionary];
    userInfo[@"nav"] = navigationController;
    [router openURL:@"sf_user://SFUserInfoViewController" withUserInfo:userInfo completion:^(id _Nullable result) {
        (void)result;
    }];

    // + (void)registerURLPattern:(NSString *)URLPattern toHandler:(MGJRouterHandler)handler;
    //   handler(routerParameters): routerParameters[@"id"], routerParameters[MGJRouterParameterURL],
    //   routerParameters[MGJRouterParameterCompletion], routerParameters[MGJRouterParameterUserInfo]
    [router registerURLPattern:@"mgj://beauty/:id" toHandler:^(JNCRouteRequest *request) {
        NSString *_Nullable beautyID = request.parameters[@"id"];                  // routerParameters[@"id"]
        NSString *url = request.url;                                              // routerParameters[MGJRouterParameterURL]
        NSDictionary<NSString *, id> *info = request.userInfo;                    // routerParameters[MGJRouterParameterUserInfo]
        id _Nullable sameURL = request.routerParameters[JNCRouteRequest.urlKey];  // the dictionary, as MGJRouter built it
        id _Nullable completion = request.routerParameters[JNCRouteRequest.completionKey];
        (void)beautyID, (void)url, (void)info, (void)sameURL, (void)completion;
        // void (^completion)(id result) = routerParameters[MGJRouterParameterCompletion]; completion(@YES);
        request.completion(@YES);
    }];

    // + (void)registerURLPattern:(NSString *)URLPattern toObjectHandler:(MGJRouterObjectHandler)handler;
    // (MGJRouter.m: - addURLPattern:andObjectHandler:)
    [router registerURLPattern:@"mgj://search/:keyword" toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        return request.parameters[@"keyword"];
    }];

    // A pattern that is only a scheme, and the "~" wildcard (MGJRouter.m's pathComponentsFromURL:
    // and MGJ_ROUTER_WILDCARD_CHARACTER):
    // [MGJRouter registerURLPattern:@"mgj://" toHandler:...]; [MGJRouter registerURLPattern:@"mgj://~/detail" toHandler:...];
    [router registerURLPattern:@"mgj://" toHandler:^(JNCRouteRequest *request) {
        (void)request;   // every mgj:// URL no other route takes
    }];
    [router registerURLPattern:@"mgj://~/detail" toHandler:^(JNCRouteRequest *request) {
        (void)request;
    }];

    // + (void)openURL:(NSString *)URL;
    [router openURL:@"mgj://beauty/3"];

    // + (void)openURL:(NSString *)URL completion:(void (^)(id result))completion;
    [router openURL:@"mgj://beauty/4" completion:^(id _Nullable result) {
        (void)result;   // what the handler passed to request.completion
    }];

    // + (void)openURL:(NSString *)URL withUserInfo:(NSDictionary *)userInfo completion:(void (^)(id result))completion;
    [router openURL:@"mgj://beauty/4" withUserInfo:@{@"from": @"feed"} completion:nil];

    // A longer URL reaches the route it starts with (MGJRouter's fallback to "上一级的路由"):
    // [MGJRouter openURL:@"test1://test2/test3/test4"] opens test1://test2/test3's handler.
    [router registerURLPattern:@"test1://test2/test3" toHandler:^(JNCRouteRequest *request) {
        (void)request;
    }];
    [router openURL:@"test1://test2/test3/test4"];

    // + (id)objectForURL:(NSString *)URL;
    id _Nullable keyword = [router objectForURL:@"mgj://search/bags"];

    // + (id)objectForURL:(NSString *)URL withUserInfo:(NSDictionary *)userInfo;
    id _Nullable keywordWithInfo = [router objectForURL:@"mgj://search/shoes" withUserInfo:@{@"page": @2}];
    (void)keyword, (void)keywordWithInfo;

    // + (BOOL)canOpenURL:(NSString *)URL;
    BOOL canOpen = [router canOpenURL:@"mgj://beauty/3"];

    // + (BOOL)canOpenURL:(NSString *)URL matchExactly:(BOOL)exactly;
    BOOL canOpenExactly = [router canOpenURL:@"mgj://beauty/3/comments" matchExactly:YES];
    (void)canOpen, (void)canOpenExactly;

    // #define MGJ_ROUTE_BEAUTY @"beauty/:id"
    // + (NSString *)generateURLWithPattern:(NSString *)pattern parameters:(NSArray *)parameters;
    // [MGJRouter generateURLWithPattern:MGJ_ROUTE_BEAUTY parameters:@[@13]];
    NSError *_Nullable error = nil;
    NSString *beautyPath = [JNCRouter generateURLWithPattern:@"beauty/:id" parameters:@[@13] error:&error];
    // @"beauty/13"; nil, with error set, when it fails: JNCErrorCodeInvalidParameter when the
    // values do not match the captures (MGJRouter reused its last value instead).
    NSString *beautyURL = [JNCRouter generateURLWithPattern:@"mgj://beauty/:id" parameters:@[@13] error:&error];
    if (beautyURL != nil) {
        [router openURL:beautyURL];   // mgj://beauty/13
    } else {
        NSInteger code = error.code;
        (void)code;
    }
    (void)beautyPath;

    // + (void)deregisterURLPattern:(NSString *)URLPattern;
    BOOL removed = [router deregisterURLPattern:@"mgj://beauty/:id"];
    (void)removed;
}
