import Junction
import Testing

/// A failure handler answers in place of a route's handler or interceptor that threw;
/// observers only watch, and are told the failure was answered.
@Suite struct FailureHandlerTests {
    struct OutOfStock: Error {}

    @Test func aFailureHandlerAnswersForAHandlerThatThrew() async throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("shop://product/:id") { _ in throw OutOfStock() }
        try router.add(.failure { error, request in
            seen.append("\(type(of: error)) \(request.url) \(request.userInfo["ref"] as? String ?? "")")
            return "sorry"
        })
        #expect(try await router.open(RouteRequest(url: "shop://product/1", userInfo: ["ref": "push"])) as? String == "sorry")
        #expect(try router.openSynchronously("shop://product/2") as? String == "sorry")
        #expect(seen.values == ["OutOfStock shop://product/1 push", "OutOfStock shop://product/2 "])
    }

    @Test func itAnswersForAnInterceptorThatThrewAndMayRedirect() async throws {
        let router = Router()
        try router.register("shop://transfer") { _ in "sent" }
        try router.register("shop://help") { _ in "help" }
        try router.addInterceptor(name: "limit", scope: .patterns("shop://transfer")) { _, _ in throw RouteError(.rejected, "transfers need a confirmation") }
        try router.add(.failure { _, _ in RouteRedirect("shop://help") })
        #expect(try await router.open("shop://transfer", as: String.self) == "help")
    }

    @Test func whatItThrowsEndsTheOpen() async throws {
        let router = Router()
        try router.register("shop://broken") { _ in throw OutOfStock() }
        try router.add(.failure { error, _ in throw error })
        await #expect(throws: OutOfStock.self) { try await router.open("shop://broken") }
        // One that comes with a collection replaces it, and goes with the collection.
        let fallbacks = RouteCollection("fallbacks")
        try fallbacks.add(.failure { _, _ in throw RouteError(.rejected, "not today") })
        try router.add(fallbacks)
        await #expect(throws: RouteError(.rejected, "not today")) { try await router.open("shop://broken") }
        try router.remove("fallbacks")
        await #expect(throws: OutOfStock.self) { try await router.open("shop://broken") }
    }

    @Test func itIsNotAskedWhenNoRouteRanOrAFallbackThrew() async throws {
        let router = Router()
        let asked = Counter()
        try router.register("shop://internal") { _ in "internal" }
        try router.register("shop://async") { _ async in "async" }
        try router.add(.failure { _, _ in
            asked.increment()
            return "answered"
        })
        await #expect(throws: RouteError(.notFound, "no route matches shop://nowhere")) { try await router.open("shop://nowhere") }
        #expect(await RouteErrorCode.of {
            try await router.open(RouteRequest(url: "shop://internal", source: .push))
        } == .notAllowed)
        #expect(await RouteErrorCode.of { try await router.open("shop://bad/%ZZ") } == .invalidURL)
        #expect(RouteErrorCode.of { try router.openSynchronously("shop://async") } == .asyncHandler)
        try router.add(.notFound { _ in throw OutOfStock() })
        await #expect(throws: OutOfStock.self) { try await router.open("shop://nowhere") }
        #expect(asked.value == 0)
    }

    @Test func observersSeeOneAnsweredEventWithTheError() async throws {
        let router = Router()
        let recorder = RouteRecorder()
        router.addObserver(recorder.record)
        try router.register("shop://product/:id") { _ in throw RouteError(.invalidParameter, "no such product") }
        try router.register("shop://fine") { _ in "fine" }
        try router.add(.failure { _, _ in "sorry" })
        try await router.open("shop://product/1")
        try await router.open("shop://fine")
        #expect(recorder.events.map { "\($0.outcome) \($0.url) \($0.pattern ?? "-") \($0.error ?? "-")" } == [
            "answered shop://product/1 shop://product/:id no such product",
            "handled shop://fine shop://fine -",
        ])
    }
}
