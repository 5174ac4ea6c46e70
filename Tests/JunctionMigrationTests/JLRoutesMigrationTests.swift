import Junction
import JunctionCompatibility
import Testing

/// One test per row of the JLRoutes guide's table, and its "after" code.
@Suite struct JLRoutesMigrationTests {
    @Test func globalRoutesAndRoutesForSchemeAreOneRouterWithSchemesInPatterns() throws {
        // snippet: jl-register
        let router = Router()
        try router.register("/user/view/:userID") { context in      // any scheme (global routes)
            "user \(context.parameters["userID"] ?? "")"
        }
        try router.register("thing://user/view/:userID") { context in   // only thing:// (routesForScheme:)
            "thing user \(context.parameters["userID"] ?? "")"
        }
        let global = try router.openSynchronously("myapp://user/view/joeldev", as: String.self)   // "user joeldev"
        let viewed = try router.openSynchronously("thing://user/view/joeldev", as: String.self)   // "thing user joeldev"
        // end snippet
        #expect(global == "user joeldev")
        #expect(viewed == "thing user joeldev")
    }

    @Test func fallingBackToGlobalRoutesAlwaysHappens() throws {
        let router = Router()
        try router.register("thing://settings") { _ in "thing settings" }
        try router.register("/help") { _ in "global help" }
        #expect(try router.openSynchronously("thing://help", as: String.self) == "global help")
        #expect(try router.openSynchronously("thing://settings", as: String.self) == "thing settings")
        #expect(!router.canOpen("myapp://settings"))
    }

    @Test func theHostIsAlwaysThePathsFirstSegment() throws {
        let router = Router()
        try router.register("/user/view/:userID") { context in context.parameters["userID"] ?? "" }
        #expect(try router.openSynchronously("myapp://user/view/joeldev", as: String.self) == "joeldev")
        #expect(try router.openSynchronously("/user/view/joeldev", as: String.self) == "joeldev")
    }

    @Test func addRoutesIsALoop() throws {
        let router = Router()
        // snippet: jl-add-routes
        for pattern in ["/login", "/signin", "/account/login"] {
            try router.register(pattern) { _ in "login" }
        }
        // end snippet
        #expect(try router.openSynchronously("/signin", as: String.self) == "login")
        #expect(router.registrations.map(\.pattern.text) == ["/login", "/signin", "/account/login"])
    }

    @Test(arguments: [false, true])
    func priorityIsReplacedByTheMostSpecificRoute(literalFirst: Bool) throws {
        let router = Router()
        if literalFirst { try router.register("/user/view/me") { _ in "me" } }
        try router.register("/user/view/:userID") { context in context.parameters["userID"] ?? "" }
        if !literalFirst { try router.register("/user/view/me") { _ in "me" } }
        #expect(try router.openSynchronously("/user/view/me", as: String.self) == "me")
        #expect(try router.openSynchronously("/user/view/joeldev", as: String.self) == "joeldev")
    }

    @Test func twoRoutesOfTheSameShapeConflict() throws {
        let router = Router()
        try router.register("/user/view/:userID") { _ in }
        let error = #expect(throws: RouteError.self) { try router.register("/user/view/:name") { _ in } }
        #expect(error?.code == .conflict)
        #expect(error?.message.contains("/user/view/:userID") == true)
    }

    @Test func returningNoToTryTheNextRouteIsATypedCapture() throws {
        let router = Router()
        // snippet: jl-typed
        try router.register("/user/{id:int}") { context in "user number \(context.parameters["id"] ?? "")" }
        try router.register("/user/:name") { context in "user named \(context.parameters["name"] ?? "")" }
        let number = try router.openSynchronously("/user/42", as: String.self)   // "user number 42"
        let name = try router.openSynchronously("/user/ann", as: String.self)    // "user named ann"
        // end snippet
        #expect(number == "user number 42")
        #expect(name == "user named ann")
    }

    @Test func returningNoToTryAnotherHandlerIsARedirect() async throws {
        let router = Router()
        // snippet: jl-redirect
        let featureOn = false   // a feature flag of the app's
        try router.register("/beta/search") { context -> any Sendable in
            guard featureOn else { return RouteRedirect("/search") }   // hand the open on
            return "beta search"
        }
        try router.register("/search") { _ in "search" }
        let answer = try await router.open("/beta/search", as: String.self)   // "search"
        // end snippet
        #expect(answer == "search")
    }

    @Test func routeURLIsOpenAndCanRouteURLIsCanOpen() async throws {
        let router = Router()
        try router.register("/user/view/:userID") { _ in }
        #expect(router.canOpen("myapp://user/view/joeldev"))
        #expect(!router.canOpen("myapp://user/edit/joeldev"))
        let error = await #expect(throws: RouteError.self) { try await router.open("myapp://user/edit/joeldev") }
        #expect(error?.code == .notFound)
    }

    @Test func routeURLWithParametersIsARequestWithParametersOrUserInfo() async throws {
        let router = Router()
        try router.register("/user/view/:userID") { context in
            "\(context.parameters.merged) \((context.userInfo["avatar"] as? Avatar)?.name ?? "")"
        }
        // snippet: jl-with-parameters
        let request = RouteRequest(
            path: "myapp://user/view/joeldev", parameters: ["from": "push"],   // text joins the query
            userInfo: ["avatar": Avatar(name: "joel.png")])                     // objects travel beside it
        let line = try await router.open(request, as: String.self)
        // end snippet
        #expect(request.url == "myapp://user/view/joeldev?from=push")
        #expect(line.hasSuffix(" joel.png"))
        #expect(line.contains(#""from": "push""#) && line.contains(#""userID": "joeldev""#))
    }

    @Test func unmatchedURLHandlerIsTheNotFoundHandler() async throws {
        let router = Router()
        // snippet: jl-not-found
        try router.add(.notFound(forScheme: "thing") { request in "thing has no \(request.path)" })
        try router.add(.notFound { request in "nothing at \(request.url)" })   // every other scheme
        // end snippet
        #expect(try await router.open("thing://nowhere?x=1", as: String.self) == "thing has no thing://nowhere")
        #expect(try await router.open("myapp://nowhere", as: String.self) == "nothing at myapp://nowhere")
    }

    @Test func removeRouteAndRemoveAllRoutesAreDeregisterAndRemoveAll() throws {
        let router = Router()
        let legacy = LegacyRouter(router)
        try router.register("/user/view/:userID") { _ in }
        try router.register("/help") { _ in }
        #expect(try legacy.deregister(pattern: "/user/view/:userID"))
        #expect(router.registrations.map(\.pattern.text) == ["/help"])
        legacy.removeAll()
        #expect(router.registrations.isEmpty)
    }

    @Test func unregisterRouteSchemeIsRemovingTheSchemesCollection() throws {
        let router = Router()
        // snippet: jl-scheme-collection
        let thing = RouteCollection("thing")
        try thing.register("thing://user/view/:userID") { _ in }
        try thing.register("thing://settings") { _ in }
        try router.add(thing)
        // later, as unregisterRouteScheme:
        try router.remove("thing")
        // end snippet
        #expect(!router.canOpen("thing://settings"))
        #expect(router.registrations.isEmpty)
    }

    @Test func optionalSegmentsHaveTheSameSyntax() throws {
        let router = Router()
        // snippet: jl-optional
        try router.register("/the(/foo/:a)(/bar/:b)") { context in context.parameters.path }
        let both = try router.openSynchronously("/the/foo/1/bar/2", as: [String: String].self)   // a: 1, b: 2
        let none = try router.openSynchronously("/the", as: [String: String].self)               // [:]
        // end snippet
        #expect(both == ["a": "1", "b": "2"])
        #expect(none == [:])
        #expect(try router.openSynchronously("/the/bar/2", as: [String: String].self) == ["b": "2"])
    }

    @Test func aTrailingWildcardIsDoubleStarAndTheRemainder() throws {
        let router = Router()
        // snippet: jl-wildcard
        try router.register("/files/**") { context in
            (context.remainder ?? "").split(separator: "/").map(String.init)   // JLRouteWildcardComponentsKey
        }
        let components = try router.openSynchronously("/files/a/b/c", as: [String].self)   // ["a", "b", "c"]
        // end snippet
        #expect(components == ["a", "b", "c"])
        #expect(try router.openSynchronously("/files", as: [String].self) == [])
    }

    @Test func aSingleStarIsOneSegment() throws {
        let router = Router()
        try router.register("/files/*") { _ in "one" }
        #expect(router.canOpen("/files/a"))
        #expect(!router.canOpen("/files/a/b"))
    }

    @Test func patternURLAndSchemeKeysAreTheContextsMatchAndURL() throws {
        let router = Router()
        // snippet: jl-keys
        try router.register("/user/view/:userID") { context in
            [context.match.pattern.text, context.url.string, context.url.scheme ?? ""]
            // JLRoutePatternKey,        JLRouteURLKey,      JLRouteSchemeKey
        }
        // end snippet
        #expect(
            try router.openSynchronously("thing://user/view/joeldev", as: [String].self)
                == ["/user/view/:userID", "thing://user/view/joeldev", "thing"])
    }

    @Test func decodingPlusSymbolsIsAParsingOptionOffByDefault() throws {
        // snippet: jl-plus
        let plusRouter = Router(options: RouterOptions(parsing: URLParsingOptions(plusAsSpace: true)))
        // end snippet
        try plusRouter.register("/search") { context in context.parameters["q"] ?? "" }
        #expect(try plusRouter.openSynchronously("/search?q=red+shoes", as: String.self) == "red shoes")
        let plain = Router()
        try plain.register("/search") { context in context.parameters["q"] ?? "" }
        #expect(try plain.openSynchronously("/search?q=red+shoes", as: String.self) == "red+shoes")
    }

    @Test func fragmentItemsAreNotParameters() throws {
        let router = Router()
        try router.register("/article/:id") { context in
            "\(context.parameters.merged) #\(context.url.decodedFragment ?? "")"
        }
        #expect(try router.openSynchronously("/article/7#section=2", as: String.self) == #"["id": "7"] #section=2"#)
    }

    @Test func customRouteDefinitionsAreConverters() throws {
        let router = Router()
        // snippet: jl-converter
        try router.add(ParameterConverter("lang") { ["en", "fr", "de"].contains($0) })
        try router.register("/docs/{lang:lang}/:page") { context in context.parameters.path }
        let docs = try router.openSynchronously("/docs/fr/intro", as: [String: String].self)   // lang: fr
        let other = router.canOpen("/docs/xx/intro")                                            // false
        // end snippet
        #expect(docs == ["lang": "fr", "page": "intro"])
        #expect(!other)
    }

    @Test func verboseLoggingIsAnObserverAndExplain() throws {
        let router = Router()
        try router.register("/user/view/:userID") { _ in }
        // snippet: jl-logging
        let log = RouteRecorder()
        router.addObserver { event in log.record(event) }   // every open: url, route, outcome, time
        let tried = try router.explain("/user/edit/joeldev")  // every route, and why it was not reached
        // end snippet
        try router.openSynchronously("/user/view/joeldev")
        #expect(log.events.map(\.outcome) == [.handled])
        #expect(log.events.map(\.pattern) == ["/user/view/:userID"])
        #expect(tried.map(\.reached) == [false])
        #expect(tried.map(\.pattern) == ["/user/view/:userID"])
    }

    @Test func outsideOpensOfSchemelessRoutesNeedTheAppsSchemes() async throws {
        let global = Router()
        try global.register("/user/view/:userID", exposure: .everywhere) { _ in "user" }
        #expect(!global.canOpen(RouteRequest(url: "myapp://user/view/joeldev", source: .otherApp)))
        // snippet: jl-outside
        let appRouter = Router(options: RouterOptions(schemes: ["myapp"]))
        try appRouter.register("/user/view/:userID", exposure: .everywhere) { _ in "user" }
        // application(_:open:options:):
        let link = "myapp://user/view/joeldev"
        try await appRouter.open(RouteRequest(url: link, source: .otherApp))
        // end snippet
        #expect(try await appRouter.open(RouteRequest(url: link, source: .otherApp), as: String.self) == "user")
        let error = await #expect(throws: RouteError.self) {
            try await appRouter.open(RouteRequest(url: "javascript://user/view/x", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
    }

    @Test func checksInEveryHandlerAreAnInterceptor() async throws {
        let router = Router()
        try router.register("/user/view/:userID") { context in context.parameters["userID"] ?? "" }
        try router.register("/blocked") { _ in "blocked" }
        // snippet: jl-interceptor
        try router.addInterceptor(name: "blocklist", scope: .patterns("/user/view/:userID")) { interception, next in
            interception.request.url.hasSuffix("/spam") ? RouteRedirect("/blocked") : try await next(interception.request)
        }
        // end snippet
        #expect(try await router.open("/user/view/joeldev", as: String.self) == "joeldev")
        #expect(try await router.open("/user/view/spam", as: String.self) == "blocked")
    }
}
