import Junction
import Testing

/// Issue 4, part 5: `explain` lists the routes tried and why each did not match.
@Suite struct ExplainTests {
    @Test func explainsEachRouteInRegistrationOrder() throws {
        let router = Router()
        try router.register("shop://product/{id:int}") { _ in }
        try router.register("shop://product/:slug") { _ in }
        try router.register("shop://product/:slug/reviews") { _ in }
        try router.register("other://product/:slug") { _ in }
        try router.register("shop://cart") { _ in }
        try router.register("/p/{id}.html/x") { _ in }
        try router.register("/p/{id:int}.html") { _ in }
        let attempts = try router.explain("shop://product/abc")
        #expect(attempts.map(\.description) == [
            "shop://product/{id:int}: segment 2 \"abc\" is not accepted by the converter int",
            "shop://product/:slug: reached",
            "shop://product/:slug/reviews: the URL ends after 2 segments; the pattern needs more",
            "other://product/:slug: the scheme is \"shop\", not \"other\"",
            "shop://cart: segment 1 is \"product\", not \"cart\"",
            "/p/{id}.html/x: segment 1 is \"product\", not \"p\"",
            "/p/{id:int}.html: segment 1 is \"product\", not \"p\"",
        ])
        #expect(attempts.map(\.matches) == [false, true, false, false, false, false, false])
        #expect(attempts.map(\.reached) == [false, true, false, false, false, false, false])
    }

    @Test func explainsMixedSegmentsAndLongerURLs() throws {
        let router = Router()
        try router.register("/p/{id}.html/x") { _ in }
        try router.register("/p/{id:int}.html") { _ in }
        try router.register("/p/:any") { _ in }
        #expect(try router.explain("/p/abc.html/y").map(\.description) == [
            "/p/{id}.html/x: segment 3 is \"y\", not \"x\"",
            "/p/{id:int}.html: segment 2 \"abc.html\" does not fit \"{:int}.html\"",
            "/p/:any: the URL has 3 segments; the pattern has 2",
        ])
        #expect(try router.explain("/p/7.html").map(\.description) == [
            "/p/{id}.html/x: the URL ends after 2 segments; the pattern needs more",
            "/p/{id:int}.html: reached",
            "/p/:any: matches, but \"/p/{id:int}.html\" comes first",
        ])
        #expect(throws: RouteError(.invalidURL, "the URL is empty")) { try router.explain("") }
    }
}
