import Junction
import Testing

/// The README's examples, verbatim, so they keep compiling and saying what they say. The
/// "Opening URLs" examples and the typed route run as `Snippets/ReadmeOpeningURLs.swift` and
/// `Snippets/ReadmeTypedRoutes.swift`.
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
}

extension ReadmeExampleTests {
    @Test func interceptorExample() async throws {
        let router = Router()
        let isLoggedIn = false
        try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
        try router.register("shop://login") { _ in "login" }
        try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            isLoggedIn ? try await next(interception.request) : RouteRedirect("shop://login")
        }
        #expect(try await router.open("shop://orders", as: String.self) == "login")
    }
}
