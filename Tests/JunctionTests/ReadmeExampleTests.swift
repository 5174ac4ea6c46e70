import Junction
import Testing

/// The README's examples, verbatim, so they keep compiling and saying what they say.
@Suite struct ReadmeExampleTests {
    @Test func firstScreenExample() async throws {
        let router = Router()
        try router.register("shop://product/{id:int}", name: "product") { context in
            "Product \(try context.parameters.require("id", as: Int.self))"
        }
        let title = try await router.open("shop://product/42?ref=push", as: String.self)  // "Product 42"
        let url = try router.url(for: "product", ["id": "7"])                             // "shop://product/7"
        let known = router.canOpen("shop://product/abc")                                  // false: not an int

        #expect(title == "Product 42")
        #expect(url == "shop://product/7")
        #expect(!known)
    }

    struct CartItem: Sendable { let sku: String }

    @Test func openingURLsExample() async throws {
        let router = Router()
        let printed = Recorder<String>()
        @Sendable func print(_ value: Any) { printed.append("\(value)") }

        // Handlers return a value (or nothing), sync or async, and may throw.
        try router.register("shop://cart/add/{sku}") { context in
            let item = context.userInfo["item"] as? CartItem           // in-process values travel beside the URL
            context.complete(with: "added \(item?.sku ?? "nothing")")  // a completion the opener receives later
        }
        try await router.open("shop://cart/add/A1", userInfo: ["item": CartItem(sku: "A1")]) { result in
            print(result)                                              // success("added A1")
        }
        let answer = try await router.openAndWait("shop://cart/add/A1")   // "added nothing", once completed
        try router.openSynchronously("shop://cart/add/A1")                // from sync code, for sync handlers

        // An SJRouter-style request, and a Bifrost-style handler for URLs no route matches.
        try router.register("video/playbackInfo") { context in context.parameters["video_id"] ?? "" }
        let video = try await router.open(RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111"]), as: String.self)
        router.setNotFoundHandler { request in "no page for \(request.url)" }

        // Nearest-ancestor fallback, for the router or per call.
        let lenient = Router(options: RouterOptions(ancestorFallback: true))
        try lenient.register("shop://user/:name") { _ in }
        let parent = lenient.canOpen("shop://user/ann/orders")                // true: shop://user/:name takes it
        let exact = lenient.canOpen("shop://user/ann/orders", exactly: true)  // false

        #expect(printed.values == ["success(\"added A1\")"])
        #expect(answer as? String == "added nothing")
        #expect(video == "111")
        #expect(try await router.open("shop://gone", as: String.self) == "no page for shop://gone")
        #expect(parent)
        #expect(!exact)
    }

    enum Tab: String, RouteParameterValue, Decodable { case home, cart }
    struct SearchQuery: Decodable { var q: String; var page: Int?; var tab: Tab }

    @Test func parametersExample() async throws {
        let router = Router()
        try router.register("shop://search/{tab}?page=1") { context in
            let page = try context.parameters.require("page", as: Int.self)  // missingParameter / invalidParameter
            let tab = context.parameters.value("tab", as: Tab.self)          // nil when not a Tab
            let query = try context.parameters.decode(SearchQuery.self)      // the whole view at once
            return "\(query.q) on page \(page) of \(tab ?? .home)"
        }
        #expect(try await router.open("shop://search/cart?q=shoes", as: String.self) == "shoes on page 1 of cart")
        #expect(try await router.open("shop://search/cart?q=shoes&page=3", as: String.self) == "shoes on page 3 of cart")
        await #expect(throws: RouteError(.invalidParameter, "parameter \"tab\" is \"me\"; expected a raw value of Tab")) {
            try await router.open("shop://search/me?q=shoes")
        }
    }
}

extension ReadmeExampleTests {
    struct ProductRoute: TypedRoute {
        static let pattern = "shop://product/{id:int}?tab=info"
        var id: Int
        var tab: String
        var ref: String?
    }

    @Test func typedRouteExample() async throws {
        let router = Router()
        try router.register(ProductRoute.self) { product, _ in "Product \(product.id), \(product.tab)" }
        let link = try router.url(for: ProductRoute(id: 42, tab: "reviews"))   // "shop://product/42?tab=reviews"
        try await router.open(ProductRoute(id: 42, tab: "info"))
        #expect(link == "shop://product/42?tab=reviews")
        #expect(try await router.open(link, as: String.self) == "Product 42, reviews")
    }
}

extension ReadmeExampleTests {
    @Test func interceptorExample() async throws {
        let router = Router()
        let isLoggedIn = false
        try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
        try router.register("shop://login") { _ in "login" }
        router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            isLoggedIn ? try await next(interception.request) : RouteRedirect("shop://login")
        }
        #expect(try await router.open("shop://orders", as: String.self) == "login")
    }

    @Test func collectionExample() async throws {
        let router = Router()
        var catalog = RouteCollection("catalog")
        try catalog.register("shop://product/{id:int}") { context in
            "Product \(try context.parameters.require("id", as: Int.self))"
        }
        catalog.setNotFoundHandler(forScheme: "shop") { request in "no shop page for \(request.url)" }
        try router.add(catalog)                     // every route of it, or none (a conflict throws)
        #expect(try await router.open("shop://product/7", as: String.self) == "Product 7")
        #expect(try await router.open("shop://nowhere", as: String.self) == "no shop page for shop://nowhere")

        var sale = RouteCollection("catalog-sale")
        try sale.register("shop://product/{id:int}") { _ in "On sale" }
        try router.replace("catalog", with: sale)   // the old routes go as the new ones come
        #expect(try await router.open("shop://product/7", as: String.self) == "On sale")
        await #expect(throws: RouteError.self) { try await router.open("shop://nowhere") }
    }
}
