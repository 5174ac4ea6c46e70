import Junction
import JunctionCompatibility
import Synchronization
import Testing

/// One test per row of the MGJRouter guide's table, and its "after" code.
@Suite struct MGJRouterMigrationTests {
    @Test func registerURLPatternToHandlerIsRegisterWithAnAction() async throws {
        let screen = Screen()
        // snippet: mgj-register
        let router = Router()
        try router.register("mgj://beauty/:id") { context in
            screen.show("beauty \(context.parameters["id"] ?? "")")
        }
        try await router.open("mgj://beauty/4")
        // end snippet
        #expect(screen.shown == ["beauty 4"])
    }

    @Test func registerURLPatternToObjectHandlerAndObjectForURLIsOpenSynchronously() throws {
        let router = Router()
        // snippet: mgj-object
        try router.register("mgj://user/:id") { context in
            UserPage(id: try context.parameters.require("id", as: Int.self))
        }
        let page = try router.openSynchronously("mgj://user/42", as: UserPage.self)
        // end snippet
        #expect(page == UserPage(id: 42))
    }

    @Test func objectForURLWithUserInfoIsOpenSynchronouslyWithUserInfo() throws {
        let router = Router()
        // snippet: mgj-userinfo
        try router.register("mgj://user/:id/avatar") { context in
            let avatar = context.userInfo["avatar"] as? Avatar   // objects travel beside the URL
            return "\(context.parameters["id"] ?? "") \(avatar?.name ?? "none")"
        }
        let request = RouteRequest(url: "mgj://user/7/avatar", userInfo: ["avatar": Avatar(name: "cat.png")])
        let line = try router.openSynchronously(request, as: String.self)
        // end snippet
        #expect(line == "7 cat.png")
        #expect(try router.openSynchronously("mgj://user/7/avatar", as: String.self) == "7 none")
    }

    @Test func objectForURLRunsPastTheAppsLoginInterceptor() async throws {
        let router = Router()
        let session = AppSession(restored: false)
        try router.register("mgj://login") { _ in "login" }
        try router.register("mgj://user/:id", tags: ["account"]) { context in
            UserPage(id: try context.parameters.require("id", as: Int.self))
        }
        try router.addInterceptor(LoginRequired(session: session, login: "mgj://login"), name: "login", scope: .tags("account"))
        // At launch, before the session is restored: the open cannot wait, and says why.
        #expect(throws: RouteError(.notReady, "the session is being restored")) {
            try router.openSynchronously("mgj://user/42")
        }
        while !session.state.restored { await Task.yield() }
        #expect(try router.openSynchronously("mgj://user/42", as: String.self) == "login")
        session.signIn()
        #expect(try router.openSynchronously("mgj://user/42", as: UserPage.self) == UserPage(id: 42))
    }

    @Test func userInfoIsNotMergedIntoTheParameters() throws {
        let router = Router()
        try router.register("mgj://user/:id") { context in context.parameters.merged }
        let request = RouteRequest(url: "mgj://user/7?tab=likes", userInfo: ["avatar": Avatar(name: "cat.png")])
        let parameters = try router.openSynchronously(request, as: [String: String].self)
        #expect(parameters == ["id": "7", "tab": "likes"])
    }

    @Test func openURLIsOpenAndReturnsTheHandlersValue() async throws {
        let router = Router()
        try router.register("mgj://search/:query") { context in "search \(context.parameters["query"] ?? "")" }
        #expect(try await router.open("mgj://search/shoes") as? String == "search shoes")
        #expect(try await router.open("mgj://search/shoes", as: String.self) == "search shoes")
    }

    @Test func openURLWithCompletionIsOpenWithCompletionAndComplete() async throws {
        let router = Router()
        let screen = Screen()
        // snippet: mgj-completion
        try router.register("mgj://upload/:file") { context in
            let file = context.parameters["file"] ?? ""
            Task {
                // ... upload, then hand the opener the result whenever it is ready
                context.complete(with: "uploaded \(file)")
            }
        }
        let legacy = LegacyRouter(router)   // JunctionCompatibility
        try await legacy.open("mgj://upload/a.png") { result in
            if case .success(let value) = result { screen.show("\(value)") }
        }
        let value = try await legacy.openAndWait("mgj://upload/b.png")   // or wait for it
        // end snippet
        #expect(value as? String == "uploaded b.png")
        for _ in 0..<200 where screen.shown.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(screen.shown == ["uploaded a.png"])
    }

    @Test func completionWithAnErrorIsFail() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in context.fail(UploadFailed(reason: "disk full")) }
        let error = await #expect(throws: UploadFailed.self) { try await LegacyRouter(router).openAndWait("mgj://upload/c.png") }
        #expect(error == UploadFailed(reason: "disk full"))
    }

    @Test func parameterURLIsContextURL() throws {
        let router = Router()
        try router.register("mgj://beauty/:id") { context in
            "\(context.url) \(context.url.scheme ?? "") \(context.url.segments)"
        }
        let text = try router.openSynchronously("mgj://beauty/4?from=home", as: String.self)
        #expect(text == #"mgj://beauty/4?from=home mgj ["beauty", "4"]"#)
    }

    @Test func variablesAndQueryItemsAreParametersWithThePathCaptureWinning() throws {
        let router = Router()
        // snippet: mgj-parameters
        try router.register("mgj://search/:query") { context in
            context.parameters.merged   // path captures, then query items
        }
        let parameters = try router.openSynchronously(
            "mgj://search/bicycle?query=other&color=red", as: [String: String].self)
        // parameters == ["query": "bicycle", "color": "red"]
        // end snippet
        #expect(parameters == ["query": "bicycle", "color": "red"])
    }

    @Test func idWithSuffixIsAMixedSegment() throws {
        let router = Router()
        try router.register("mgj://detail/:id.html") { context in context.parameters["id"] ?? "" }
        #expect(try router.openSynchronously("mgj://detail/123.html", as: String.self) == "123")
        #expect(!router.canOpen("mgj://detail/123.htm"))
    }

    @Test func deregisterURLPatternIsRemovingACollectionOrDeregisterPattern() throws {
        let router = Router()
        // snippet: mgj-deregister
        let beauty = RouteCollection("beauty")
        try beauty.register("mgj://beauty/:id") { _ in }
        try router.add(beauty)
        try router.register("mgj://user/:id") { _ in }
        try router.remove("beauty")                                      // the collection's routes
        try LegacyRouter(router).deregister(pattern: "mgj://user/:id")   // or one route, by pattern
        // end snippet
        #expect(router.registrations.isEmpty)
        #expect(!router.canOpen("mgj://beauty/4"))
        #expect(try !LegacyRouter(router).deregister(pattern: "mgj://user/:id"))
    }

    @Test func deregisterRemovesThatRouteAndNotTheRoutesUnderIt() throws {
        let router = Router()
        try router.register("mgj://user/:id") { _ in }
        try router.register("mgj://user/:id/edit") { _ in }
        #expect(try LegacyRouter(router).deregister(pattern: "mgj://user/:id"))
        #expect(router.registrations.map(\.pattern.text) == ["mgj://user/:id/edit"])
        #expect(router.canOpen("mgj://user/7/edit"))
    }

    @Test func canOpenURLIsCanOpenAndMatchExactlyIsExactly() throws {
        // snippet: mgj-fallback
        let lenient = Router(options: RouterOptions(ancestorFallback: true))   // off unless asked
        try lenient.register("mgj://abc") { context in context.remainder ?? "" }
        let parent = lenient.canOpen("mgj://abc/d")                 // true: mgj://abc takes it
        let exact = lenient.canOpen(RouteRequest(url: "mgj://abc/d", ancestorFallback: false))   // false
        let rest = try lenient.openSynchronously("mgj://abc/d/e", as: String.self)   // "d/e"
        // end snippet
        #expect(parent)
        #expect(!exact)
        #expect(rest == "d/e")
        #expect(!lenient.canOpen("mgj://abd"))
    }

    @Test func parentFallbackIsOffByDefault() async throws {
        let router = Router()
        try router.register("mgj://abc") { _ in "abc" }
        #expect(!router.canOpen("mgj://abc/d"))
        let error = await #expect(throws: RouteError.self) { try await router.open("mgj://abc/d") }
        #expect(error?.code == .notFound)
        #expect(try await router.open(RouteRequest(url: "mgj://abc/d", ancestorFallback: true), as: String.self) == "abc")
    }

    @Test func schemeOnlyPatternIsDoubleStar() throws {
        let router = Router()
        try router.register("mgj://**") { context in context.remainder ?? "" }
        #expect(try router.openSynchronously("mgj://any/page/at/all", as: String.self) == "any/page/at/all")
        #expect(try router.openSynchronously("mgj://", as: String.self) == "")
        #expect(!router.canOpen("other://any"))
    }

    @Test func generateURLWithPatternIsURLForNameOrPatternURL() throws {
        let router = Router()
        // snippet: mgj-generate
        try router.register("mgj://beauty/:id", name: "beauty") { _ in }
        let url = try router.url(for: "beauty", ["id": "13"])             // "mgj://beauty/13"
        let same = try RoutePattern("mgj://beauty/:id").url(["id": "13"])  // without a router
        // end snippet
        #expect(url == "mgj://beauty/13")
        #expect(same == "mgj://beauty/13")
        #expect(try router.url(for: "beauty", ["id": "a/b c"]) == "mgj://beauty/a%2Fb%20c")
        let error = #expect(throws: RouteError.self) { try RoutePattern("mgj://beauty/:id").url([:]) }
        #expect(error?.code == .missingParameter)
    }

    @Test func theClassMethodsSingletonIsLegacyRouterShared() throws {
        let ping = RouteCollection("mgj-migration-shared")
        try ping.register("mgj-migration-shared://ping") { _ in "pong" }
        let router = LegacyRouter.shared.router
        try router.add(ping)
        defer { _ = try? router.remove("mgj-migration-shared") }
        #expect(LegacyRouter.shared.router === router)
        #expect(try router.openSynchronously("mgj-migration-shared://ping", as: String.self) == "pong")
        #expect(!Router().canOpen("mgj-migration-shared://ping"))
    }

    @Test func anUnmatchedURLThrowsNotFoundOrGoesToTheNotFoundHandler() async throws {
        let router = Router()
        let error = await #expect(throws: RouteError.self) { try await router.open("mgj://nowhere") }
        #expect(error?.code == .notFound)
        #expect(error?.message == "no route matches mgj://nowhere")
        // snippet: mgj-not-found
        try router.add(.notFound(forScheme: "mgj") { request in "no page for \(request.url)" })
        // end snippet
        #expect(try await router.open("mgj://nowhere", as: String.self) == "no page for mgj://nowhere")
    }

    @Test(arguments: [false, true])
    func aLiteralSegmentBeatsACaptureWhateverTheOrder(literalFirst: Bool) throws {
        let router = Router()
        if literalFirst { try router.register("mgj://user/add") { _ in "add" } }
        try router.register("mgj://user/:id") { context in "user \(context.parameters["id"] ?? "")" }
        if !literalFirst { try router.register("mgj://user/add") { _ in "add" } }
        #expect(try router.openSynchronously("mgj://user/add", as: String.self) == "add")
        #expect(try router.openSynchronously("mgj://user/42", as: String.self) == "user 42")
    }

    @Test func routesOpenFromOtherAppsOnlyWhenExposed() async throws {
        let router = Router()
        // snippet: mgj-exposure
        try router.register("mgj://beauty/:id", exposure: .everywhere) { _ in "beauty" }
        try router.register("mgj://debug/menu") { _ in "debug" }   // in-app only
        // in application(_:open:options:):
        let link = "mgj://beauty/4"
        try await router.open(RouteRequest(url: link, source: .otherApp))
        // end snippet
        #expect(try await router.open(RouteRequest(url: link, source: .otherApp), as: String.self) == "beauty")
        let error = await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "mgj://debug/menu", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
        #expect(try await router.open("mgj://debug/menu", as: String.self) == "debug")
    }

    @Test func asyncHandlersCannotBeOpenedSynchronously() throws {
        let router = Router()
        try router.register("mgj://slow") { _ async in "slow" }
        let error = #expect(throws: RouteError.self) { try router.openSynchronously("mgj://slow") }
        #expect(error?.code == .asyncHandler)
    }

    @Test func aMalformedURLIsAnErrorNotAnEscape() async throws {
        let router = Router()
        try router.register("mgj://search/:query") { _ in }
        let error = await #expect(throws: RouteError.self) { try await router.open("mgj://search/%ZZ") }
        #expect(error?.code == .invalidURL)
        #expect(try router.match("mgj://search/a%20b")?.parameters["query"] == "a b")
    }

    @Test func checksRepeatedInEveryHandlerAreAnInterceptor() async throws {
        let router = Router()
        try router.register("mgj://login") { _ in "login page" }
        // snippet: mgj-interceptor
        let signedIn = Mutex(false)   // the app's session
        try router.register("mgj://orders", tags: ["account"]) { _ in "orders" }
        try router.addInterceptor(name: "sign-in", scope: .tags("account")) { interception, next in
            signedIn.withLock { $0 } ? try await next(interception.request) : RouteRedirect("mgj://login")
        }
        // end snippet
        #expect(try await router.open("mgj://orders", as: String.self) == "login page")
        signedIn.withLock { $0 = true }
        #expect(try await router.open("mgj://orders", as: String.self) == "orders")
    }

    @Test func theFirstCompletionCounts() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in
            context.complete(with: "first")
            context.complete(with: "second")
        }
        #expect(try await LegacyRouter(router).openAndWait("mgj://upload/a.png") as? String == "first")
    }

    @Test func objectForURLAsAnotherTypeThrowsTypeMismatch() throws {
        let router = Router()
        try router.register("mgj://user/:id") { _ in "a string" }
        let error = #expect(throws: RouteError.self) { try router.openSynchronously("mgj://user/1", as: Int.self) }
        #expect(error?.code == .typeMismatch)
    }
}
