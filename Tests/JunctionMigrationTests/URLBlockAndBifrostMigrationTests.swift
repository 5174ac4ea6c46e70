import Junction
import JunctionCompatibility
import JunctionNavigation
import JunctionServices
import Testing

/// One test per row of the URL+Block and Bifrost guide's table (with CTMediator's target-action
/// and BeeHive's services), and its "after" code.
@Suite struct URLBlockAndBifrostMigrationTests {
    // MARK: URL+Block routers and Bifrost's router

    @Test func bindURLToHandlerIsRegisterAndHandleURLIsOpenSynchronously() throws {
        // snippet: bifrost-bind
        let router = Router()
        try router.register("detail/create") { _ in UserPage(id: 0) }   // any scheme, as host + path did
        let page = try router.openSynchronously("//detail/create", as: UserPage.self)
        let known = router.canOpen("app://detail/create")   // true
        // end snippet
        #expect(page == UserPage(id: 0))
        #expect(try router.openSynchronously("app://detail/create") as? UserPage == UserPage(id: 0))
        #expect(known)
        #expect(!router.canOpen("app://detail/push"))
    }

    @Test func handleURLComplexParamsCompletionIsOpenWithUserInfoAndCompletion() async throws {
        let router = Router()
        let screen = Screen()
        // snippet: bifrost-complex
        try router.register("detail/push") { context in
            let icon = context.userInfo["icon"] as? Avatar          // complexParams
            let number = context.parameters["num"] ?? ""            // from the URL's query
            context.complete(with: "Updated")                       // BFComplete(params, result)
            return UserPage(id: Int(number) ?? 0, tab: icon?.name ?? "")
        }
        let request = RouteRequest(url: "//detail/push?num=1&orderid=10001", userInfo: ["icon": Avatar(name: "1.png")])
        let pushed = try await LegacyRouter(router).open(request) { result in
            if case .success(let title) = result { screen.show("\(title)") }   // the completion block
        }
        // end snippet
        #expect(pushed as? UserPage == UserPage(id: 1, tab: "1.png"))
        #expect(screen.shown == ["Updated"])
    }

    @Test func complexParamsAreNotMergedWithTheURLsParameters() throws {
        let router = Router()
        try router.register("detail/push") { context in context.parameters.merged }
        let request = RouteRequest(url: "//detail/push?num=1", userInfo: ["num": "2", "icon": Avatar(name: "1.png")])
        let parameters = try router.openSynchronously(request, as: [String: String].self)
        #expect(parameters == ["num": "1"])
    }

    @Test func routeURLKeyIsTheContextsURL() throws {
        let router = Router()
        try router.register("detail/push") { context in context.url.string }
        #expect(try router.openSynchronously("app://detail/push?num=1", as: String.self) == "app://detail/push?num=1")
    }

    @Test func unbindURLAndUnbindAllURLsAreDeregisterAndRemoveAll() throws {
        let router = Router()
        // snippet: bifrost-unbind
        try router.register("detail/push") { _ in }
        try router.register("home") { _ in }
        let legacy = LegacyRouter(router)               // JunctionCompatibility
        try legacy.deregister(pattern: "detail/push")   // unbindURL:
        legacy.removeAll()                              // unbindAllURLs
        // end snippet
        #expect(router.registrations.isEmpty)
        #expect(!router.canOpen("home"))
    }

    @Test func theExceptionHandlerIsTheNotFoundAndFailureHandlers() async throws {
        let router = Router()
        try router.register("detail/broken") { _ in throw UploadFailed(reason: "no data") }
        // snippet: bifrost-exceptions
        try router.add(.notFound { request in "no handler for \(request.url)" })    // BFExceptionUrlHandlerNotFound
        try router.add(.failure { error, request in "\(request.url) failed: \(error)" })   // what a handler threw
        // end snippet
        #expect(try await router.open("//detail/none", as: String.self) == "no handler for //detail/none")
        #expect(
            try await router.open("//detail/broken", as: String.self)
                == #"//detail/broken failed: UploadFailed(reason: "no data")"#)
    }

    @Test func anOpenFromAnotherAppReachesOnlyExposedRoutes() async throws {
        // snippet: bifrost-remote
        let appRouter = Router(options: RouterOptions(schemes: ["app"]))   // the schemes other apps may use
        try appRouter.register("detail/push") { _ in "pushed" }             // in-app only
        try appRouter.register("home", exposure: .everywhere) { _ in "home" }
        // application(_:open:options:):
        let link = RouteRequest(url: "app://home", source: .otherApp)
        let canHandle = appRouter.canOpen(link)   // true; detail/push: false
        if canHandle { try await appRouter.open(link) }
        // end snippet
        #expect(canHandle)
        #expect(!appRouter.canOpen(RouteRequest(url: "app://detail/push", source: .otherApp)))
        let error = await #expect(throws: RouteError.self) {
            try await appRouter.open(RouteRequest(url: "app://detail/push", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
    }

    @Test func withoutSchemesAndWithSchemelessPatternsNoOutsideURLIsTheAppsOwn() async throws {
        let router = Router()
        try router.register("home", exposure: .everywhere) { _ in "home" }
        #expect(!router.canOpen(RouteRequest(url: "app://home", source: .otherApp)))
        let error = await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "app://home", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
        #expect(try await router.open("app://home", as: String.self) == "home")
    }

    @Test func checksInEveryBlockAreAnInterceptor() async throws {
        let router = Router()
        try router.register("detail/push", tags: ["account"]) { _ in "detail" }
        try router.register("login") { _ in "login" }
        // snippet: bifrost-interceptor
        let loggedIn = false   // the app's session
        try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            loggedIn ? try await next(interception.request) : RouteRedirect("//login")
        }
        // end snippet
        #expect(try await router.open("//detail/push", as: String.self) == "login")
    }

    // MARK: Bifrost's modules and services, BeeHive's modules

    @Test func modulesAndServicesAreAppModulesTheHostBoots() async throws {
        // snippet: bifrost-boot
        let host = ModuleHost()
        try await host.boot([BifrostDetailModule(), BifrostHomeModule()])   // highest priority first
        // end snippet
        #expect(await host.modules.map(\.name) == ["detail", "home"])
        let detail = try host.services.resolve((any DetailService).self)
        #expect(await detail.title(for: 7) == "Detail 7")
    }

    @Test func checkAllModulesWithSelectorIsSendingAnEvent() async throws {
        let screen = Screen()
        let host = ModuleHost()
        try await host.boot([BifrostHomeModule(screen: screen), BifrostDetailModule(screen: screen)])
        // snippet: bifrost-events
        await host.send(.enteredBackground)                      // applicationDidEnterBackground:
        await host.send(.openedURL("app://detail/push"))         // application:openURL:options:
        await host.send(.custom("cart.emptied", payload: ["by": "user"]))
        // end snippet
        #expect(screen.shown == [
            "detail enteredBackground", "detail openedURL(url: app://detail/push)", "detail cart.emptied(by: user)",
        ])
    }

    @Test func aMissingServiceThrowsOrIsNil() throws {
        let services = ServiceRegistry()
        let error = #expect(throws: ServiceError.self) { try services.resolve((any DetailService).self) }
        #expect(error?.code == .missing)
        #expect(error?.message == "no service is registered for DetailService")
        #expect(try services.resolveIfRegistered((any DetailService).self) == nil)
    }

    // MARK: CTMediator

    @Test func performTargetActionIsARouteTheTargetsModuleRegisters() async throws {
        let router = Router()
        // snippet: bifrost-mediator
        // The detail module's routes play its Target_Detail: one route per action.
        try router.register("mediator://Detail/viewController") { context in
            UserPage(id: try context.parameters.require("id", as: Int.self))
        }
        // performTarget:@"Detail" action:@"viewController" params:@{@"id": @7} shouldCacheTarget:NO
        let mediated = try await router.open("mediator://Detail/viewController?id=7", as: UserPage.self)
        // end snippet
        #expect(mediated == UserPage(id: 7))
    }

    @Test func schemesAndHostsAreReadInLowerCase() throws {
        let router = Router()
        try router.register("mediator://Detail/viewController") { _ in "detail" }
        #expect(try router.openSynchronously("MEDIATOR://detail/viewController", as: String.self) == "detail")
        #expect(!router.canOpen("mediator://Detail/viewcontroller"))
    }

    @Test func registeringAProtocolTwiceThrowsDuplicate() throws {
        let services = ServiceRegistry()
        try services.register((any DetailService).self) { _ in LocalDetailService() }
        let error = #expect(throws: ServiceError.self) {
            try services.register((any DetailService).self) { _ in LocalDetailService() }
        }
        #expect(error?.code == .duplicate)
    }

    @Test func categoryWrappersAreTypedRoutes() async throws {
        let router = Router()
        try router.register(DetailRoute.self) { route, _ in UserPage(id: route.id, tab: route.tab) }
        // snippet: bifrost-typed-call
        let url = try router.url(for: DetailRoute(id: 7, tab: "info"))   // "mediator://detail/viewController/7?tab=info"
        let typed = try await router.open(url, as: UserPage.self)
        // end snippet
        #expect(url == "mediator://detail/viewController/7?tab=info")
        #expect(typed == UserPage(id: 7, tab: "info"))
        #expect(try await router.open(DetailRoute(id: 8, tab: "reviews")) as? UserPage == UserPage(id: 8, tab: "reviews"))
    }

    @Test func aMissingTargetOrActionGoesToTheSchemesNotFoundHandler() async throws {
        let router = Router()
        // snippet: bifrost-mediator-not-found
        try router.add(.notFound(forScheme: "mediator") { request in "no action at \(request.path)" })   // Action_notFound:
        // end snippet
        #expect(try await router.open("mediator://Nothing/here?x=1", as: String.self) == "no action at mediator://Nothing/here")
        await #expect(throws: RouteError.self) { try await router.open("app://nothing") }
    }

    @Test func performActionWithURLFromOutsideReachesOnlyExposedActions() async throws {
        let router = Router()
        try router.register("mediator://Detail/viewController", exposure: .sources(.otherApp)) { _ in "detail" }
        try router.register("mediator://Detail/nativeFetch") { _ in "native" }
        #expect(try await router.open(RouteRequest(url: "mediator://Detail/viewController", source: .otherApp), as: String.self) == "detail")
        let error = await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "mediator://Detail/nativeFetch", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
    }

    // MARK: BeeHive and cached targets

    @Test func registerServiceAndCreateServiceAreRegisterAndResolve() throws {
        // snippet: bifrost-beehive
        final class ImageCache: Sendable {}                    // the app's, made anew for each resolve
        let services = ServiceRegistry()
        try services.register((any DetailService).self) { _ in LocalDetailService() }   // registerService:service:
        try services.register(ImageCache.self, lifetime: .transient) { _ in ImageCache() }  // -singleton returning NO
        let detail = try services.resolve((any DetailService).self)                        // createService:
        // end snippet
        #expect(detail is LocalDetailService)
        #expect(try services.resolve((any DetailService).self) as? LocalDetailService === detail as? LocalDetailService)
        #expect(try services.resolve(ImageCache.self) !== services.resolve(ImageCache.self))
    }
}

// snippet: bifrost-module
protocol DetailService: Sendable {                     // in a small interface module both import
    func title(for id: Int) async -> String
}

final class LocalDetailService: DetailService {
    func title(for id: Int) async -> String { "Detail \(id)" }
}

struct BifrostDetailModule: AppModule {                // BFModule(DetailModule), BH_EXPORT_MODULE
    let name = "detail"
    let priority = 100                                 // +priority, modulePriority
    let setsUpAtLaunch = true                          // modInit: at launch, and every event from then on
    var screen = Screen()

    func register(_ services: ServiceRegistry) throws {   // -setup, modSetUp:
        try services.register((any DetailService).self) { _ in LocalDetailService() }
    }

    func handle(_ event: AppEvent, context: ModuleContext) async {   // modDidEnterBackground: ...
        screen.show("detail \(event)")
    }
}
// end snippet

// snippet: bifrost-resolve
struct BifrostHomeModule: AppModule {
    let name = "home"
    var screen = Screen()

    func setUp(_ context: ModuleContext) async throws {
        let detail = try context.services.resolve((any DetailService).self)   // BFInstance(DetailService)
        screen.show(await detail.title(for: 1))
    }
}
// end snippet

// snippet: bifrost-typed
struct DetailRoute: TypedRoute {                       // in the interface module, instead of CTMediator+Detail
    static let pattern = "mediator://detail/viewController/{id:int}?tab=info"
    var id: Int
    var tab: String
}
// end snippet

