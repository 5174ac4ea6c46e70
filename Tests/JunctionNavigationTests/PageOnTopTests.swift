import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 15: a handler can see the page on top, as SJRouter hands a request
/// to the top view controller.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageOnTopTests {
    @Test func aHandlerSeesThePageOnTopWhenTheOpenBegan() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://product/{id:int}", name: "product")
        try navigator.router.register("shop://share") { context in context.pageOnTop }
        #expect(try await navigator.router.open("shop://share", as: NavigationState.Page?.self) == nil)   // not through a navigator
        try await navigator.open("shop://share")   // nothing shown yet
        let product = try await navigator.open("shop://product/7")
        let seen = Recorded()
        try navigator.router.register("shop://share/{channel}") { context in
            seen.urls.append("\(context.pageOnTop?.description ?? "none") \(context.pageOnTop?.url ?? "")")
        }
        try await navigator.open("shop://share/mail")
        #expect(seen.urls == ["product#1 shop://product/7"])
        #expect(product?.id == 1)
    }

    @Test func nothingShownMeansNoPage() async throws {
        let navigator = Navigator(router: Router())
        let seen = Recorded()
        try navigator.router.register("shop://share") { context in
            seen.urls.append(context.pageOnTop?.description ?? "none")
        }
        try await navigator.open("shop://share")
        #expect(seen.urls == ["none"])
    }

    @Test func anInterceptorSeesItInTheRequest() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://orders", name: "orders", tags: ["account"])
        let seen = Recorded()
        try navigator.router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            seen.urls.append(interception.request.pageOnTop?.route ?? "none")
            return try await next(interception.request)
        }
        try await navigator.open("shop://home")
        try await navigator.open("shop://orders")
        #expect(seen.urls == ["home"])
    }

    @Test func aPageSeesThePageItOpensOver() async throws {
        // A page route's own handler sees the page it will be shown over.
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.router.register("shop://sheet") { context in
            PageDestination(
                route: "sheet", url: context.url.description, parameters: ["over": context.pageOnTop?.route ?? "none"],
                presentation: .modal)
        }
        try await navigator.open("shop://home")
        let sheet = try await navigator.open("shop://sheet")
        #expect(sheet?.parameters == ["over": "home"])
    }
}
