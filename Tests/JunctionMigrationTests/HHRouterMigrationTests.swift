import Junction
import JunctionNavigation
import Testing

/// One test per row of the HHRouter guide's table, and its "after" code.
@Suite struct HHRouterMigrationTests {
    @Test func theSharedRouterIsARouterYouOwn() throws {
        let router = Router()
        let other = Router()
        try router.register("/user/:userId/") { _ in }
        #expect(router.canOpen("/user/1"))
        #expect(!other.canOpen("/user/1"))
    }

    @Test func mapToControllerClassAndMatchControllerIsRegisterAndOpenSynchronously() throws {
        // snippet: hh-controller
        let router = Router()
        try router.register("/user/:userId/") { context in
            // build the page from its parameters, instead of reading `params` on it later
            UserPage(id: try context.parameters.require("userId", as: Int.self))
        }
        let page = try router.openSynchronously("hhrouter://user/1/", as: UserPage.self)
        // end snippet
        #expect(page == UserPage(id: 1))
    }

    @Test func matchControllerRunsPastTheAppsLoginInterceptor() throws {
        let router = Router()
        let session = AppSession()
        try router.register("/login/") { _ in UserPage(id: 0, tab: "login") }
        try router.register("/user/:userId/", tags: ["account"]) { context in
            UserPage(id: try context.parameters.require("userId", as: Int.self))
        }
        try router.addInterceptor(LoginRequired(session: session, login: "/login/"), name: "login", scope: .tags("account"))
        #expect(try router.openSynchronously("hhrouter://user/1/", as: UserPage.self) == UserPage(id: 0, tab: "login"))
        session.signIn()
        #expect(try router.openSynchronously("hhrouter://user/1/", as: UserPage.self) == UserPage(id: 1))
    }

    @Test func mapToBlockAndCallBlockIsRegisterAndOpen() async throws {
        let router = Router()
        // snippet: hh-block
        try router.register("/user/add/") { context in
            "add \(context.parameters.merged)"   // the query is part of the parameters
        }
        let result = try router.openSynchronously("/user/add/?a=1&b=2", as: String.self)
        // result == #"add ["a": "1", "b": "2"]"# (a dictionary prints in any order)
        // end snippet
        #expect(result.hasPrefix("add ["))
        #expect(try router.openSynchronously("/user/add/?a=1", as: String.self) == #"add ["a": "1"]"#)
        #expect(try router.openSynchronously("/user/add/") as? String == "add [:]")
        #expect(try await router.open("/user/add/") as? String == "add [:]")
    }

    @Test func matchBlockIsMatchWhichRunsNothing() throws {
        let router = Router()
        let screen = Screen()
        // snippet: hh-resolve
        try router.register("/user/add/", name: "addUser") { _ in screen.show("add") }
        let match = try router.match("/user/add/?a=1")   // finds the route, runs nothing; nil for none
        // match?.name == "addUser", match?.pattern.text == "/user/add/", match?.parameters["a"] == "1"
        // end snippet
        #expect(match?.name == "addUser")
        #expect(match?.pattern.text == "/user/add/")
        #expect(match?.parameters["a"] == "1")
        #expect(screen.shown.isEmpty)
        #expect(try router.match("/user/none/") == nil)
        // Run later: the match's URL opens what it reaches then.
        try router.openSynchronously(try #require(match).url)
        #expect(screen.shown == ["add"])
    }

    @Test @MainActor func canRouteIsCanOpenOrTheNavigatorsTarget() throws {
        // snippet: hh-target
        let navigator = Navigator(router: Router())
        try navigator.registerPage("/user/:userId/", name: "user")
        try navigator.router.register("/user/add/") { _ in }
        let user = navigator.target(of: "/user/1").kind     // .page     (HHRouteTypeViewController)
        let add = navigator.target(of: "/user/add").kind    // .handler  (HHRouteTypeBlock)
        let story = navigator.target(of: "/story/1").kind   // .nothing  (HHRouteTypeNone)
        // end snippet
        #expect(user == .page)
        #expect(add == .handler)
        #expect(story == .nothing)
        #expect(navigator.router.canOpen("/user/1"))
        #expect(!navigator.router.canOpen("/story/1"))
    }

    @Test func routeAndControllerClassKeysAreTheContextsURLAndPattern() throws {
        let router = Router()
        try router.register("/user/:userId/", name: "user") { context in
            "\(context.url) \(context.match.pattern) \(context.match.name ?? "")"
        }
        #expect(try router.openSynchronously("/user/1/?a=b", as: String.self) == "/user/1/?a=b /user/:userId/ user")
    }

    @Test @MainActor func pushingWhatMatchControllerReturnedIsTheNavigator() async throws {
        // snippet: hh-navigator
        let app = Navigator(router: Router())
        try app.registerPage("/user/:userId/", name: "user")
        try app.registerPage("/user/:userId/story/", name: "stories", parent: "user")
        try await app.open("/user/1/")
        try await app.open("/user/1/story/?a=0")
        // app.state.visiblePages: user#1 (userId=1) > stories#2 (userId=1, a=0)
        // end snippet
        #expect(app.state.visiblePages.map(\.route) == ["user", "stories"])
        #expect(app.state.visiblePages.map(\.parameters) == [["userId": "1"], ["userId": "1", "a": "0"]])
    }

    @Test(arguments: ["/user/1", "/user/1/", "app://user/1", "app://user/1/"])
    func aTrailingSlashIsOptional(url: String) throws {
        let router = Router()
        try router.register("/user/:userId/") { context in context.parameters["userId"] ?? "" }
        #expect(try router.openSynchronously(url, as: String.self) == "1")
    }

    @Test(arguments: [false, true])
    func aLiteralSegmentBeatsACaptureWhateverTheOrder(literalFirst: Bool) throws {
        let router = Router()
        if literalFirst { try router.register("/user/add/") { _ in "add" } }
        try router.register("/user/:userId/") { context in "user \(context.parameters["userId"] ?? "")" }
        if !literalFirst { try router.register("/user/add/") { _ in "add" } }
        #expect(try router.openSynchronously("/user/add/", as: String.self) == "add")
        #expect(try router.openSynchronously("/user/adds/", as: String.self) == "user adds")
    }

    @Test func aQueryInAPatternIsADefaultNotARequirement() throws {
        let router = Router()
        // snippet: hh-default
        try router.register("/user/:userId/story/?a=0") { context in context.parameters["a"] ?? "" }
        let given = try router.openSynchronously("/user/1/story/?a=5", as: String.self)   // "5"
        let missing = try router.openSynchronously("/user/1/story/", as: String.self)     // "0"
        // end snippet
        #expect(given == "5")
        #expect(missing == "0")
    }

    @Test func aPatternWithASchemeMatchesOnlyThatScheme() async throws {
        let router = Router()
        try router.register("hhrouter20://user/:userId/") { context in context.parameters["userId"] ?? "" }
        #expect(try router.openSynchronously("HHRouter20://user/1/", as: String.self) == "1")
        #expect(!router.canOpen("other://user/1/"))
        #expect(!router.canOpen("/user/1/"))
        let error = await #expect(throws: RouteError.self) { try await router.open("other://user/1/") }
        #expect(error?.code == .notFound)
    }

    @Test func aMalformedURLIsRefused() async throws {
        let router = Router()
        try router.register("/user/:userId/") { _ in }
        let error = await #expect(throws: RouteError.self) { try await router.open("/user/%ZZ/") }
        #expect(error?.code == .invalidURL)
        #expect(!router.canOpen("/user/../user/1"))
    }

    @Test func anUnknownRouteThrowsNotFoundOrGoesToTheNotFoundHandler() throws {
        let router = Router()
        let error = #expect(throws: RouteError.self) { try router.openSynchronously("/story/1/") }
        #expect(error?.code == .notFound)
        // snippet: hh-not-found
        try router.add(.notFound { request in UserPage(id: 0, tab: "not found: \(request.path)") })
        let notFound = try router.openSynchronously("/story/1/", as: UserPage.self)
        // end snippet
        #expect(notFound == UserPage(id: 0, tab: "not found: /story/1/"))
    }

    @Test func checksBeforeARouteAreAnInterceptor() async throws {
        let router = Router()
        try router.register("/user/:userId/", tags: ["account"]) { context in context.parameters["userId"] ?? "" }
        let screen = Screen()
        // snippet: hh-interceptor
        try router.addInterceptor(name: "analytics") { interception, next in
            screen.show("open \(interception.match.pattern)")   // every route, before its handler
            return try await next(interception.request)
        }
        // end snippet
        #expect(try await router.open("/user/1/", as: String.self) == "1")
        #expect(screen.shown == ["open /user/:userId/"])
        let error = #expect(throws: RouteError.self) { try router.openSynchronously("/user/1/") }
        #expect(error?.code == .asyncHandler)
    }
}
