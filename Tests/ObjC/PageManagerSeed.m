// Seed: /work/shared/seeds/004_80f0caeee9976bab.txt, "资源定位-页面管理器" (CCPageManager: pages
// opened by URI from a plist map, with go back and reset).
//
// Each call the seed shows for its page manager is written here against JunctionObjC: above
// each, the original call, quoted short, and below it the JunctionObjC form. The page manager
// becomes a JNCNavigator over JNCRouter.shared; each entry of the seed's map (page key -> view
// controller class, attributes) becomes a page registered with a pattern, a name and a
// presentation. What the seed's pluggable parts do (a parser rule engine, a file adapter, a
// URI adapter, view-controller interfaces, a delegate) has no JunctionObjC call: where the seed
// shows one, the comment says so.

#import <Foundation/Foundation.h>
#import "JunctionObjC-Swift.h"

NS_ASSUME_NONNULL_BEGIN

void PageManagerSeedExamples(void);

NS_ASSUME_NONNULL_END

void PageManagerSeedExamples(void) {
    // + (instancetype)defaultManager;
    // There is no shared navigator: the app makes one over its router and keeps it.
    JNCNavigator *pageManager = [[JNCNavigator alloc] initWithRouter:JNCRouter.shared];

    // [CCPageManager defaultManager].rootViewController = self.window.rootViewController;
    // Not expressible: JNCNavigator has no root view controller to set; the screens belong to
    // the Swift Navigator it wraps (its host shows them).

    // CCPageManagerParserRuleEngine *parserRuleEngine = [CCPageManagerParserRuleEngine new];
    // parserRuleEngine.filter = [[NSRegularExpression alloc] initWithPattern:@"(?<=://)page.cc(?=/)" ...];
    // [[CCPageManager defaultManager] registerParserRuleEngine:parserRuleEngine];
    // - (BOOL)registerParserRuleEngineClassName:(NSString *)parserEngineClassName;
    // Not expressible: no pluggable URI parser. The filter (host == page.cc) is the host written
    // in each page's pattern below.

    // FileAdapter: - (NSString *)configFilePath; - (NSDictionary *)configInfos;  (CCPageMap.plist)
    // <key>betSsq</key> <dict> <key>class</key> <string>CCViewController</string>
    //   <key>attributes</key> CCType (default 1, required), playMethod (default -1, required) </dict>
    // Each map entry is one page: its key as the route's name. Its attributes (required, default)
    // have no Objective-C argument (Swift's registerPage takes them as RouteAttribute values):
    // here a required one is a capture and a default is a query value of the pattern. Its class
    // has none either: the view controller a page shows comes from the Swift navigator's host.
    NSError *_Nullable error = nil;
    if (![pageManager registerPagePattern:@"cc://page.cc/betSsq/:CCType?playMethod=-1"
                                     name:@"betSsq"
                             presentation:@"push"
                                    error:&error]) {
        // JNCErrorCodeInvalidPattern, JNCErrorCodeConflict, or JNCErrorCodeInvalidParameter for
        // an unknown presentation.
        NSInteger code = error.code;
        (void)code;
    }
    BOOL registeredModal = [pageManager registerPagePattern:@"cc://page.cc/login"
                                                       name:@"login"
                                               presentation:@"modal"
                                                      error:&error];
    (void)registeredModal;

    // - (BOOL)canOpenUrl:(NSString *)url;   (the page manager's and its parser rule engine's)
    // The navigator has no canOpenURL:; the router it wraps answers.
    BOOL canOpen = [JNCRouter.shared canOpenURL:@"cc://page.cc/betSsq/1"];
    (void)canOpen;

    // - (BOOL)openUrl:(NSString *)url withParameters:(NSArray *)parameters;
    // [self openUrl:message withParameters:array];
    // The parameters go in the URL (strings only: JNCNavigator's openURL: has no user info).
    // The BOOL becomes the completion's page or error; the page manager's main-thread guard is
    // JNCNavigator's: it lives on the main thread.
    [pageManager openURL:@"cc://page.cc/betSsq/1?playMethod=3" completion:^(JNCPage *_Nullable page, NSError *_Nullable openError) {
        if (page != nil) {
            NSString *route = page.route;                                  // @"betSsq"
            NSString *_Nullable playMethod = page.parameters[@"playMethod"];   // @"3"
            NSString *presentation = page.presentation;                    // @"push"
            NSInteger pageID = page.pageID;
            NSString *url = page.url;
            (void)route, (void)playMethod, (void)presentation, (void)pageID, (void)url;
        } else if (openError != nil) {
            BOOL notFound = openError.code == JNCErrorCodeNotFound;
            (void)notFound;
        }
    }];

    // @property (nonatomic, readonly, strong) CCPageHistoryStack *pageHistoryStack;
    // The pages on screen, bottom first, and the one on top (not a history of past pages):
    NSArray<JNCPage *> *visible = pageManager.visiblePages;
    JNCPage *_Nullable top = pageManager.currentPage;
    (void)visible, (void)top;

    // - (BOOL)goBack;
    BOOL wentBack = [pageManager goBack];
    (void)wentBack;

    // CCPageManagerViewControllerInterface: - (BOOL)dismissViewController:(CCPageManagerPathNode *)node flag:(CCPageManagerFlag)flag;
    BOOL dismissed = [pageManager dismiss];
    (void)dismissed;

    // - (void)reset;   (back to the root view controller)
    [pageManager reset];

    // @property (nonatomic, weak) id<CCPageManagerDelegate> delegate;
    // Not expressible: JNCNavigator tells no delegate of page changes; the router's failures go
    // to JNCRouter.shared.errorHandler.

    // CCPageManagerParserRuleEngineInterface:
    //   - (BOOL)handleUrl:(NSString *)url withParameters:(NSMutableArray *)parameters
    //        onCompletion:(void (^)(NSArray *path, CCPageManagerFlag flag))completion;
    // CCPageManagerViewControllerInterface / CCPageManagerContainerInterface:
    //   - currentViewController, - containerViewController, - view, - showViewController:atIndex:,
    //   - childViewControllers
    // Not expressible: these are the page manager's extension points, implemented by the app;
    // JunctionObjC takes no parser, path or container from Objective-C.
}
