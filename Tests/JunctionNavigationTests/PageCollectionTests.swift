import Junction
import JunctionNavigation
import Testing

/// Pages a module declares in a collection open through the navigator as pages it registers
/// itself do: all of a collection is added or none, and its pages' parents build deep links'
/// back stacks, through parents left out too.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageCollectionTests {
    /// A shop's pages in one collection: a home root, an in-app-only orders page that needs
    /// `uid`, and a review page open to everyone under it.
    static func shop() throws -> RouteCollection {
        let pages = RouteCollection("shop")
        try pages.registerPage("shop://home", name: "home", presentation: .root)
        try pages.registerPage("shop://user/:uid/orders", name: "userOrders", parent: "home")
        try pages.registerPage(
            "shop://review/{rid:int}", name: "review", parent: "userOrders",
            attributes: [RouteAttribute(name: "sort", defaultValue: "top")], exposure: .everywhere)
        try pages.registerPage("shop://edit/{rid:int}", name: "edit", presentation: .modal, tags: ["account"])
        return pages
    }

    @Test func pagesFromACollectionOpenThroughTheNavigator() async throws {
        let navigator = Navigator(router: Router())
        try navigator.router.add(Self.shop())
        let registrations = navigator.router.registrations
        #expect(registrations.map(\.description) == ["shop://home", "shop://user/:uid/orders", "shop://review/{rid:int}", "shop://edit/{rid:int}"])
        #expect(registrations.map(\.name) == ["home", "userOrders", "review", "edit"])

        try await navigator.open("shop://home")
        try await navigator.open("shop://review/5")
        let edit = try await navigator.open("shop://edit/5?title=New")
        #expect(navigator.state.outline == "home#1 > review#2 (rid=5, sort=top) | edit#3 (rid=5, title=New)")
        #expect(edit?.presentation == .modal)
        #expect(navigator.history.map(\.kind) == [.show, .show, .show])
    }

    @Test func aDeepLinkBuildsTheBackStackFromTheCollectionsParents() async throws {
        let navigator = Navigator(router: Router())
        try navigator.router.add(Self.shop())
        // Neither parent was ever opened: the navigator knows them from the collection. The
        // orders page is left out (it takes no value from the link), and its parent is built.
        let page = try await navigator.open(RouteRequest(url: "shop://review/5?uid=victim", source: .push))
        #expect(page?.parameters == ["rid": "5", "sort": "top", "uid": "victim"])
        #expect(navigator.state.outline == "home#1 > review#2 (rid=5, sort=top, uid=victim)")
        #expect(navigator.history.last?.kind == .deepLink)
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "userOrders: notAllowed: parent \"userOrders\" (shop://user/:uid/orders) is not exposed to push, so it takes no value from the link, and it needs uid",
        ])
    }

    @Test func aCollectionsRoutesComeWithItsPages() async throws {
        let pages = RouteCollection("account")
        try pages.registerPage("shop://account", name: "account", presentation: .root)
        try pages.register("shop://account/name") { _ in "Ann" }
        try pages.addInterceptor(name: "audit", scope: .tags("private")) { interception, next in
            "audited \(try await next(interception.request))"
        }
        try pages.register("shop://account/secret", tags: ["private"]) { _ in "42" }
        let navigator = Navigator(router: Router())
        try navigator.router.add(pages)

        // In the order they were declared, pages and routes alike.
        #expect(navigator.router.registrations.map(\.description) == ["shop://account", "shop://account/name", "shop://account/secret"])
        #expect(try await navigator.router.open("shop://account/name", as: String.self) == "Ann")
        #expect(try await navigator.router.open("shop://account/secret", as: String.self) == "audited 42")
        #expect(try await navigator.open("shop://account/name") == nil)
        try await navigator.open("shop://account")
        #expect(navigator.state.outline == "account#1")
        // Removed by its id, routes and pages go together.
        #expect(try navigator.router.remove("account"))
        #expect(navigator.router.registrations.isEmpty)
    }

    @Test func aCollectionThatConflictsAddsNothing() async throws {
        let navigator = Navigator(router: Router())
        try navigator.router.add(Self.shop())
        let other = RouteCollection("other")
        try other.registerPage("shop://settings", name: "settings", parent: "home")
        try other.registerPage("shop://home", name: "start", presentation: .root)

        let error = #expect(throws: RouteError.self) { try navigator.router.add(other) }
        #expect(error?.description == "conflict: \"shop://home\" matches exactly the same URLs as \"shop://home\", registered earlier")
        #expect(navigator.router.registrations.map(\.name) == ["home", "userOrders", "review", "edit"])
        await #expect(throws: RouteError(.notFound, "no route matches shop://settings")) {
            try await navigator.open("shop://settings")
        }
        // The same id twice is a conflict too.
        #expect(throws: RouteError(.conflict, "a collection \"shop\" is applied already")) {
            try navigator.router.add(Self.shop())
        }
    }

    @Test func attributesAreCheckedWithTheRoutersConvertersWhenAdded() async throws {
        let pages = RouteCollection("tabs")
        try pages.registerPage("shop://tabs", name: "tabs", attributes: [RouteAttribute(name: "tab", type: "tabName", defaultValue: "home")])
        let navigator = Navigator(router: Router())
        #expect(throws: RouteError(
            .invalidParameter,
            "page \"tabs\": unknown attribute type \"tabName\"; expected string, int, double, bool, uuid or a converter the app adds")
        ) {
            try navigator.router.add(pages)
        }
        #expect(navigator.router.registrations.isEmpty)

        try navigator.router.add(ParameterConverter("tabName") { ["home", "cart"].contains($0) })
        try navigator.router.add(pages)
        await #expect(throws: RouteError(.invalidParameter, "parameter \"tab\" is \"feed\"; expected a value the converter \"tabName\" accepts")) {
            try await navigator.open("shop://tabs?tab=feed")
        }
        let page = try await navigator.open("shop://tabs")
        #expect(page?.parameters == ["tab": "home"])
    }

    @Test func aPatternThatDoesNotParseIsRefusedWhenDeclared() throws {
        let pages = RouteCollection("broken")
        let error = #expect(throws: RouteError.self) { try pages.registerPage("shop://product/{id", name: "product") }
        #expect(error?.code == .invalidPattern)
        #expect(pages.id == "broken")
    }
}
