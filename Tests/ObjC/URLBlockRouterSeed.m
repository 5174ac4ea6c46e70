// Seed: /work/shared/seeds/002_105494f28392e41c.txt, "iOS擼一個簡單路由Router的實現代碼" (a small
// hand-written router, SJRouter: requests by path, handled by classes that adopt the
// SJRouteHandler protocol, found at launch with the Objective-C runtime).
//
// Each call the seed shows for SJRouter is written here against JunctionObjC: above each, the
// original call, quoted short, and below it the JunctionObjC form. A request becomes a URL (its
// path under an app scheme, its simple parameters as query items, the others as user info);
// a handler class is registered by its routePath instead of being found with
// objc_getClassList, which JunctionObjC does not do.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

// typedef id SJParameters;  SJCompletionHandler: ^(id _Nullable result, NSError * _Nullable error)
typedef id SJParameters;
typedef void (^SJCompletionHandler)(id _Nullable result, NSError *_Nullable error);

// Stand-in for the seed's top UIViewController (UIKit is not imported here).
@interface SJTopViewController : NSObject
- (void)pushViewController:(id)viewController animated:(BOOL)animated;
@end

// @protocol SJRouteHandler
//   + (NSString *)routePath;
//   + (void)handleRequestWithParameters:(nullable SJParameters)parameters
//                     topViewController:(UIViewController *)topViewController
//                     completionHandler:(nullable SJCompletionHandler)completionHandler;
@protocol SJRouteHandler <NSObject>
+ (NSString *)routePath;
+ (void)handleRequestWithParameters:(nullable SJParameters)parameters
                  topViewController:(SJTopViewController *)topViewController
                  completionHandler:(nullable SJCompletionHandler)completionHandler;
@end

// @implementation TestViewController (+routePath: @"video/playbackInfo")
@interface TestViewController : NSObject <SJRouteHandler>
@property (nonatomic, copy, nullable) SJCompletionHandler completionHandler;
@end

BOOL URLBlockRouterSeedRegisterHandlerClass(JNCRouter *router, Class<SJRouteHandler> handler,
                                            SJTopViewController *topViewController);
void URLBlockRouterSeedExamples(SJTopViewController *topViewController);

NS_ASSUME_NONNULL_END

/// One SJRouteHandler class as a route: the pattern is its routePath (scheme-less, so it answers
/// under any scheme), the parameters are the URL's parameters with the user info on top, and
/// the handler's completion hands its result to the opener's completion.
BOOL URLBlockRouterSeedRegisterHandlerClass(JNCRouter *router, Class<SJRouteHandler> handler,
                                            SJTopViewController *topViewController) {
    return [router registerURLPattern:[handler routePath] toHandler:^(JNCRouteRequest *request) {
        NSMutableDictionary<NSString *, id> *parameters = [NSMutableDictionary dictionaryWithDictionary:request.parameters];
        [parameters addEntriesFromDictionary:request.userInfo];
        [handler handleRequestWithParameters:parameters
                           topViewController:topViewController
                           completionHandler:^(id _Nullable result, NSError *_Nullable error) {
                               // Only a result reaches the opener's completion: JNCRouteRequest has
                               // no way to hand back an NSError (the opener's errorHandler never sees it).
                               if (error == nil) {
                                   request.completion(result);
                               }
                           }];
    }];
}

void URLBlockRouterSeedExamples(SJTopViewController *topViewController) {
    // SJRouter.shared  (+ (instancetype)shared)
    JNCRouter *router = JNCRouter.shared;

    // The error half of SJCompletionHandler(result, error): the router's failures (no route, a
    // refused open) go to one errorHandler, not to each open's completion.
    router.errorHandler = ^(NSError *error) {
        (void)error;
    };

    // - (instancetype)init: objc_getClassList + class_conformsToProtocol(cls, @protocol(SJRouteHandler)),
    //   _handlersM[[cls routePath]] = cls;
    // Each handler class is registered by name instead:
    URLBlockRouterSeedRegisterHandlerClass(router, [TestViewController class], topViewController);

    // handleRequest:... else { printf("\n (-_-) Unhandled request: %s", request.description.UTF8String); }
    [router registerNotFoundHandlerForScheme:nil handler:^(JNCRouteRequest *request) {
        NSString *unhandled = request.description;   // the URL
        (void)unhandled;
    }];

    // SJRouteRequest *request = [[SJRouteRequest alloc] initWithPath:@"video/playbackInfo" parameters:@{@"video_id":@(111)}];
    // [SJRouter.shared handleRequest:request completionHandler:^(id _Nullable result, NSError * _Nullable error) { }];
    // The path and a simple parameter go in the URL; objects that are not strings go as user info.
    [router openURL:@"sj://video/playbackInfo?video_id=111"
       withUserInfo:@{@"video_id": @(111)}
         completion:^(id _Nullable result) {
             (void)result;
         }];

    // SJRouteRequest *request = [[SJRouteRequest alloc] initWithPath:@"audio/playbackInfo" parameters:@{@"audio_id":@(232)}];
    // [SJRouter.shared handleRequest:request completionHandler:^(id _Nullable result, NSError * _Nullable error) { }];
    [router openURL:@"sj://audio/playbackInfo?audio_id=232" completion:^(id _Nullable result) {
        (void)result;
    }];

    // - (instancetype)initWithURL:(NSURL *)URL;   then handleRequest:completionHandler:
    // A URL from outside goes as its string (URL.absoluteString), with where it came from. It
    // reaches only routes exposed to that source: registerURLPattern: has no exposure argument,
    // so the TestViewController route above (in-app only) refuses it with JNCErrorCodeNotAllowed,
    // and only a route Swift registered with an exposure answers it.
    [router openURL:@"sj://video/playbackInfo?video_id=7" fromSource:@"other-app" withUserInfo:nil completion:nil];

    // Class<SJRouteHandler> handler = _handlersM[request.requestPath]; if (handler) ...
    BOOL handled = [router canOpenURL:@"sj://video/playbackInfo" matchExactly:YES];
    (void)handled;
}
