// Seed: /work/shared/seeds/003_5984601bb4cce42b.txt, "iOS 组件化" (part one: the URL+Block
// scheme, with a hand-written Router and 有赞's Bifrost (Router) category).
//
// Each call the seed shows is written here against JunctionObjC: above each, the original call,
// quoted short, and below it the JunctionObjC form. The seed shows two URL+Block routers with
// the same shape: its own `Router` (+bindURL:toHandler:, +handleURL:complexParams:completion:,
// +canHandleUrl:) and Bifrost's (+bindURL:toHandler:, +unbindURL:, +unbindAllURLs,
// +canHandleURL:, +handleURL:..., +completeWithParameters:result:). Their handler takes one
// dictionary (complex params merged with the URL's query) and returns an object: a JunctionObjC
// object handler, reading request.userInfo (complex params) and request.parameters (query).
//
// The seed names the protocol-service scheme (面向协议的注册服务方案) but shows no code for it;
// BifrostSeedServiceExamples, at the end, is how Bifrost's services by @protocol read with
// JNCServices, marked as not from the seed.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

// Defines.h
// static NSString *const kRouteDetaiCreateIns = @"//detail/create";
// static NSString *const kRouteDetaiPushWithIcon = @"//detail/push";
// static NSString *const kRouteHome = @"//home";
static NSString *const kRouteDetaiCreateIns = @"//detail/create";
static NSString *const kRouteDetaiPushWithIcon = @"//detail/push";
static NSString *const kRouteHome = @"//home";

// typedef void (^DetailCallback)(void);
typedef void (^DetailCallback)(void);

// Stand-ins for the seed's UIKit classes (UIImage, DetailViewController, HomeViewController).
@interface BFImage : NSObject
@end

@interface DetailViewController : NSObject
@property (nonatomic, strong, nullable) BFImage *img;
@property (nonatomic, copy, nullable) DetailCallback callBack;
@end

@interface HomeViewController : NSObject
@property (nonatomic, copy, nullable) NSString *title;
- (void)pushViewController:(id)viewController animated:(BOOL)animated;
@end

void BifrostSeedRegisterDetail(JNCRouter *router);
void BifrostSeedRouterExamples(HomeViewController *home, BFImage *icon);
void BifrostSeedBifrostExamples(void);
void BifrostSeedServiceExamples(void);

NS_ASSUME_NONNULL_END

// DetailViewController's + (void)load:
void BifrostSeedRegisterDetail(JNCRouter *router) {
    // RouteHandler handler = ^id (NSDictionary *parameters) {
    //     UIImage *img = parameters[@"img"]; DetailCallback callback = parameters[@"block"];
    //     DetailViewController *vc = [... instantiateViewControllerWithIdentifier:@"DetailViewController"];
    //     vc.img = img; vc.callBack = callback; return vc;
    // };
    // [Router bindURL:kRouteDetaiPushWithIcon toHandler:handler];
    [router registerURLPattern:kRouteDetaiPushWithIcon toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        DetailViewController *vc = [[DetailViewController alloc] init];
        vc.img = request.userInfo[@"img"];          // complex params: user info
        vc.callBack = request.userInfo[@"block"];
        NSString *_Nullable orderID = request.parameters[@"orderid"];   // the URL's query: parameters
        (void)orderID;
        return vc;
    }];

    // RouteHandler handler2 = ^(NSDictionary *params) { return [[DetailViewController alloc] init]; };
    // [Router bindURL:kRouteDetaiCreateIns toHandler:handler2];
    [router registerURLPattern:kRouteDetaiCreateIns toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        (void)request;
        return [[DetailViewController alloc] init];
    }];
}

// The seed's own Router.
void BifrostSeedRouterExamples(HomeViewController *home, BFImage *icon) {
    // + (instancetype)sharedInstance
    JNCRouter *router = JNCRouter.shared;
    BifrostSeedRegisterDetail(router);

    // HomeViewController -onPushAction:
    // DetailCallback block = ^() { self.title = @"Info Checked"; };
    // NSDictionary *params = @{@"img": [UIImage imageNamed:@"1"], @"block": block};
    // NSString *url = [kRouteDetaiPushWithIcon stringByAppendingString:@"?num=1&orderid=10001"];
    // UIViewController *vc = [Router handleURL:url complexParams:params completion:^(id result) { self.title = @"Updated"; }];
    // [self.navigationController pushViewController:vc animated:YES];
    __weak HomeViewController *weakHome = home;
    DetailCallback block = ^(void) {
        weakHome.title = @"Info Checked";
    };
    NSDictionary<NSString *, id> *params = @{@"img": icon, @"block": block};
    NSString *url = [kRouteDetaiPushWithIcon stringByAppendingString:@"?num=1&orderid=10001"];
    // objectForURL:withUserInfo: returns the handler's object but takes no completion (a gap:
    // no JunctionObjC call both returns an object and calls a completion); a completion travels
    // as user info, as the seed's own "block" does.
    id vc = [router objectForURL:url withUserInfo:params];   // nil when no route answers
    if (vc != nil) {
        [home pushViewController:vc animated:YES];
    }

    // + (nullable RouteHandler)handlerForURL:(nonnull NSString *)urlStr;  (the router's lookup)
    // Not expressible: JNCRouter does not hand out handlers; canOpenURL: says whether one answers.

    // AppDelegate -application:openURL:options:
    // BOOL canHandle = [Router canHandleUrl:url.absoluteString];
    // if (canHandle) { [Router handleURL:url.absoluteString complexParams:nil completion:^(id result) {}]; }
    // return canHandle;
    NSString *incoming = @"helmodules://detail/create";
    BOOL canHandle = [router canOpenURL:incoming];
    if (canHandle) {
        // From another app: the source is "other-app". Routes registered through JNCRouter are
        // in-app only (no exposure argument), so only a route Swift exposed answers this open.
        [router openURL:incoming fromSource:@"other-app" withUserInfo:nil completion:^(id _Nullable result) {
            (void)result;
        }];
    }

    // kRouteHome, declared in Defines.h and never bound in the seed: an open nothing answers
    // goes to errorHandler (JNCErrorCodeNotFound).
    [router openURL:kRouteHome];
}

// Bifrost (Router).
void BifrostSeedBifrostExamples(void) {
    JNCRouter *router = JNCRouter.shared;

    // extern NSString * _Nonnull const kBifrostRouteURL;         -> JNCRouteRequest.urlKey
    // extern NSString * _Nonnull const kBifrostRouteCompletion;  -> JNCRouteRequest.completionKey
    NSString *routeURLKey = JNCRouteRequest.urlKey;
    NSString *routeCompletionKey = JNCRouteRequest.completionKey;

    // + (void)bindURL:(nonnull NSString *)urlStr toHandler:(nonnull BifrostRouteHandler)handler;
    [router registerURLPattern:@"//goods/detail" toObjectHandler:^id _Nullable(JNCRouteRequest *request) {
        // params[kBifrostRouteURL], and the completion Bifrost put under kBifrostRouteCompletion:
        NSDictionary<NSString *, id> *params = request.routerParameters;
        id _Nullable url = params[routeURLKey];
        id _Nullable completion = params[routeCompletionKey];
        (void)url, (void)completion;

        // + (void)completeWithParameters:(nullable NSDictionary *)params result:(_Nullable id)result;
        // #define BFComplete(Params, Result) [Bifrost completeWithParameters:Params result:Result]
        request.completion(@"added to cart");
        return request.parameters[@"goodsID"];
    }];

    // + (BOOL)canHandleURL:(nonnull NSString *)urlStr;   (Bifrost compares host and path exactly)
    BOOL canHandle = [router canOpenURL:@"youzan://goods/detail?goodsID=7" matchExactly:YES];
    (void)canHandle;

    // + (nullable id)handleURL:(nonnull NSString *)urlStr;
    id _Nullable goodsID = [router objectForURL:@"youzan://goods/detail?goodsID=7"];
    (void)goodsID;

    // + (nullable id)handleURL:(nonnull NSString *)urlStr completion:(nullable BifrostRouteCompletion)completion;
    // The completion form returns nothing (the object is lost; see the gap above):
    [router openURL:@"youzan://goods/detail?goodsID=7" completion:^(id _Nullable result) {
        (void)result;   // @"added to cart"
    }];

    // + (nullable id)handleURL:(nonnull NSString *)urlStr complexParams:(nullable NSDictionary *)complexParams
    //                completion:(nullable BifrostRouteCompletion)completion;
    [router openURL:@"youzan://goods/detail?goodsID=7" withUserInfo:@{@"from": @"home"} completion:^(id _Nullable result) {
        (void)result;
    }];
    id _Nullable withParams = [router objectForURL:@"youzan://goods/detail?goodsID=7" withUserInfo:@{@"from": @"home"}];
    (void)withParams;

    // BifrostExceptionHandler handler = [self getExceptionHandler]; if (handler) { obj = handler(exception); }
    // (kBifrostExceptionCode = BFExceptionUrlHandlerNotFound, kBifrostExceptionURLStr, kBifrostExceptionURLParams)
    // A URL no route takes goes to a not-found handler; other failures to errorHandler.
    [router registerNotFoundHandlerForScheme:@"youzan" handler:^(JNCRouteRequest *request) {
        NSString *urlStr = request.url;             // kBifrostExceptionURLStr
        NSDictionary<NSString *, id> *urlParams = request.userInfo;   // kBifrostExceptionURLParams
        (void)urlStr, (void)urlParams;
    }];
    router.errorHandler = ^(NSError *error) {
        BOOL notFound = error.code == JNCErrorCodeNotFound;   // BFExceptionUrlHandlerNotFound
        (void)notFound;
    };

    // + (void)unbindURL:(nonnull NSString *)urlStr;
    BOOL unbound = [router deregisterURLPattern:@"//goods/detail"];
    (void)unbound;

    // + (void)unbindAllURLs;
    // Not expressible: JNCRouter removes one pattern at a time (deregisterURLPattern:) and has
    // no call that removes every route.
}

// NOT SHOWN IN THE SEED: Bifrost's services by @protocol (+registerService:withModule:,
// +moduleByService:), which the seed names as the third scheme without code.
@protocol GoodsServiceProtocol <NSObject>
- (nullable NSString *)titleForGoodsID:(NSString *)goodsID;
@end

@protocol CartServiceProtocol <NSObject>
- (NSInteger)itemCount;
@end

@interface GoodsModule : NSObject <GoodsServiceProtocol>
@end

@interface CartModule : NSObject <CartServiceProtocol>
- (instancetype)initWithGoods:(id<GoodsServiceProtocol>)goods;
@end

void BifrostSeedServiceExamples(void) {
    JNCServices *services = [[JNCServices alloc] init];
    NSError *_Nullable error = nil;

    // [Bifrost registerService:@protocol(GoodsServiceProtocol) withModule:[GoodsModule class]];
    if (![services registerService:[[GoodsModule alloc] init] forProtocol:@protocol(GoodsServiceProtocol) error:&error]) {
        BOOL duplicate = error.code == JNCErrorCodeServiceDuplicate;
        (void)duplicate;
    }

    // A service made when first asked for, from the services it needs:
    BOOL registered = [services registerFactory:^id _Nullable(JNCServices *resolver) {
        NSError *_Nullable factoryError = nil;
        id<GoodsServiceProtocol> goods = [resolver serviceForProtocol:@protocol(GoodsServiceProtocol) error:&factoryError];
        if (goods == nil) {
            return nil;   // the resolution fails with JNCErrorCodeServiceFactoryFailed
        }
        return [[CartModule alloc] initWithGoods:goods];
    } forProtocol:@protocol(CartServiceProtocol) singleton:YES error:&error];
    (void)registered;

    // id<GoodsServiceProtocol> goods = [Bifrost moduleByService:@protocol(GoodsServiceProtocol)];
    id<GoodsServiceProtocol> _Nullable goods = [services serviceForProtocol:@protocol(GoodsServiceProtocol) error:&error];
    NSString *_Nullable title = [goods titleForGoodsID:@"7"];
    (void)title;

    id<CartServiceProtocol> _Nullable cart = [services serviceForProtocol:@protocol(CartServiceProtocol) error:&error];
    NSInteger count = [cart itemCount];
    (void)count;

    // By name, as Swift code reaches the same registrations (NSStringFromProtocol):
    NSString *cartName = NSStringFromProtocol(@protocol(CartServiceProtocol));
    BOOL hasCart = [services hasServiceForProtocolNamed:cartName];
    id _Nullable sameCart = [services serviceForProtocolNamed:cartName error:&error];
    BOOL registeredByName = [services registerService:[[GoodsModule alloc] init] forProtocolNamed:@"LegacyGoodsService" error:&error];
    BOOL factoryByName = [services registerFactory:^id _Nullable(JNCServices *resolver) {
        (void)resolver;
        return [[GoodsModule alloc] init];
    } forProtocolNamed:@"FreshGoodsService" singleton:NO error:&error];
    (void)hasCart, (void)sameCart, (void)registeredByName, (void)factoryByName;
}
