import Junction
import Testing

/// Issue 4, part 3: what happens to a URL no route matches, step by step.
@Suite struct FallbackTests {
    @Test func schemeHandlerComesBeforeTheGlobalOne() async throws {
        let router = Router()
        try router.add(.notFound(forScheme: "SHOP") { request in "shop fallback for \(request.url)" })
        try router.add(.notFound { request in "global fallback for \(request.url)" })
        #expect(try await router.open("shop://nowhere", as: String.self) == "shop fallback for shop://nowhere")
        #expect(try await router.open("other://nowhere", as: String.self) == "global fallback for other://nowhere")
        #expect(try router.openSynchronously("shop://x", as: String.self) == "shop fallback for shop://x")
    }

    @Test func aStepPassesByThrowingNotFound() async throws {
        let router = Router()
        try router.add(.notFound(forScheme: "shop") { request -> String in
            throw RouteError(.notFound, "shop has nothing for \(request.url)")
        })
        try router.add(.notFound { request -> String in
            guard request.url.hasPrefix("https") else { return "global" }
            throw RouteError(.notFound, "pass")
        })
        try router.add(.web(allowing: ["good.com"]) { url, _ in "web \(url)" })
        #expect(try await router.open("shop://x", as: String.self) == "global")
        #expect(try await router.open("https://good.com/x", as: String.self) == "web https://good.com/x")
    }

    @Test func everyStepPassingEndsInNotFound() async throws {
        let router = Router()
        try router.add(.notFound { _ -> String in throw RouteError(.notFound, "pass") })
        await #expect(throws: RouteError(.notFound, "no route matches shop://x")) { try await router.open("shop://x") }
    }

    @Test func ancestorFallbackComesFirst() async throws {
        let router = Router(options: RouterOptions(ancestorFallback: true))
        try router.register("shop://product/:id") { context in "product \(context.remainder ?? "")" }
        try router.add(.notFound { _ in "not found" })
        #expect(try await router.open("shop://product/1/reviews", as: String.self) == "product reviews")
        #expect(try await router.open("shop://cart", as: String.self) == "not found")
    }

    @Test func webFallbackRemovedAndAsyncFallbacksNeedAsyncOpen() async throws {
        let router = Router()
        let web = RouteCollection("web")
        try web.add(.web(allowing: ["good.com"]) { url, _ async in "web \(url)" })
        try router.add(web)
        #expect(try await router.open("https://good.com/", as: String.self) == "web https://good.com/")
        #expect(throws: RouteError(.asyncHandler, "a fallback for https://good.com/ is async; open it with open(_:)")) {
            try router.openSynchronously("https://good.com/")
        }
        try router.remove("web")
        await #expect(throws: RouteError(.notFound, "no route matches https://good.com/")) { try await router.open("https://good.com/") }
    }

    @Test func allowListEntriesAreChecked() {
        let router = Router()
        #expect(throws: RouteError(
            .invalidParameter,
            "\"bad host!\" is not a host allow-list entry (letters, digits, '-' and '.', optionally a leading '.' and a port)")) {
            try router.add(.web(allowing: ["bad host!"]) { _, _ in () })
        }
        #expect(throws: RouteError(.invalidParameter, "\"good.com:0\" is not a host allow-list entry: its port is not 1 to 65535")) {
            try router.add(.web(allowing: ["good.com:0"]) { _, _ in () })
        }
    }
}
