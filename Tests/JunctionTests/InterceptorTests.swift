import Junction
import Testing

/// Issue 4, part 2: interceptors and redirects.
@Suite struct InterceptorTests {
    @Test func interceptorsRunInPriorityThenRegistrationOrderAndCanChangeTheRequest() async throws {
        let router = Router()
        let order = Recorder<String>()
        try router.register("shop://cart") { context in context.userInfo["trace"] as? String ?? "" }
        try router.addInterceptor(name: "first") { interception, next in
            order.append("first")
            var request = interception.request
            request.userInfo["trace"] = "seen by first"
            return try await next(request)
        }
        try router.addInterceptor(name: "urgent", priority: 10) { interception, next in
            order.append("urgent")
            return try await next(interception.request)
        }
        try router.addInterceptor(name: "second") { interception, next in
            order.append("second")
            return try await next(interception.request)
        }
        #expect(try await router.open("shop://cart", as: String.self) == "seen by first")
        #expect(order.values == ["urgent", "first", "second"])
    }

    @Test func scopesByPatternAndTagAndRoutesCanOptOut() async throws {
        let router = Router()
        let ran = Recorder<String>()
        try router.register("shop://orders", tags: ["account"]) { _ in }
        try router.register("shop://profile", tags: ["account"], skipping: ["login"]) { _ in }
        try router.register("shop://home") { _ in }
        let login = RouteCollection("login")
        try login.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            ran.append("login \(interception.match.pattern)")
            return try await next(interception.request)
        }
        try router.add(login)
        try router.addInterceptor(name: "home-only", scope: .patterns("shop://home")) { interception, next in
            ran.append("home \(interception.match.pattern)")
            return try await next(interception.request)
        }
        for url in ["shop://orders", "shop://profile", "shop://home"] { try await router.open(url) }
        #expect(ran.values == ["login shop://orders", "home shop://home"])
        try router.remove("login")
        try await router.open("shop://orders")
        #expect(ran.values.count == 2)
    }

    @Test func anInterceptorCanAnswerOrRejectAndTheHandlerNeverRuns() async throws {
        let router = Router()
        let handled = Counter()
        try router.register("shop://cached/:id") { _ in handled.increment() }
        try router.register("shop://transfer/:amount") { _ in handled.increment() }
        try router.addInterceptor(name: "cache", scope: .patterns("shop://cached/:id")) { interception, _ in
            "cached \(interception.match.parameters["id"] ?? "")"
        }
        try router.addInterceptor(name: "limit", scope: .patterns("shop://transfer/:amount")) { interception, next in
            guard let amount = interception.match.parameters.value("amount", as: Int.self), amount <= 100 else {
                throw RouteError(.rejected, "transfers over 100 need a confirmation")
            }
            return try await next(interception.request)
        }
        #expect(try await router.open("shop://cached/7", as: String.self) == "cached 7")
        await #expect(throws: RouteError(.rejected, "transfers over 100 need a confirmation")) {
            try await router.open("shop://transfer/500")
        }
        try await router.open("shop://transfer/50")
        #expect(handled.value == 1)
    }

    @Test func redirectsOpenAnotherURLWithTheSameSource() async throws {
        let router = Router()
        try router.register("shop://orders", exposure: .everywhere, tags: ["account"]) { _ in "orders" }
        try router.register("shop://login") { context in "login, then \(context.parameters["next"] ?? "")" }
        try router.register("shop://old/orders", exposure: .everywhere) { _ in RouteRedirect("shop://orders") }
        let login = RouteCollection("login")
        try login.addInterceptor(name: "login", scope: .tags("account")) { interception, _ in
            RouteRedirect("shop://login?next=\(interception.request.url)")
        }
        try router.add(login)
        #expect(try await router.open("shop://orders", as: String.self) == "login, then shop://orders")
        // From outside, the redirect keeps its source: the in-app-only login page is refused.
        await #expect(throws: RouteError(
            .notAllowed, "\"shop://login\" opens only from inside the app, not from push (shop://login?next=shop://orders)")) {
            try await router.open(RouteRequest(url: "shop://orders", source: .push))
        }
        try router.remove("login")
        #expect(try await router.open("shop://old/orders", as: String.self) == "orders")
        #expect(try router.openSynchronously("shop://old/orders", as: String.self) == "orders")
    }

    @Test func redirectLoopsStopWithTheChain() async throws {
        let router = Router()
        try router.register("shop://a") { _ in RouteRedirect("shop://b") }
        try router.register("shop://b") { _ in RouteRedirect("shop://a") }
        // Eight redirects are followed; the ninth (back to shop://b) is refused and named.
        let chain = (["shop://a"] + Array(repeating: ["shop://b", "shop://a"], count: 4).flatMap { $0 } + ["shop://b"]).joined(separator: " -> ")
        await #expect(throws: RouteError(.tooManyRedirects, "more than 8 redirects: \(chain)")) {
            try await router.open("shop://a")
        }
    }

    /// An interceptor suspends the open until a login finishes, then lets it go on.
    @Test func anInterceptorCanWaitAndThenContinue() async throws {
        let router = Router()
        try router.register("shop://orders", tags: ["account"]) { context in "orders for \(context.userInfo["user"] as? String ?? "?")" }
        let (logins, finishLogin) = AsyncStream.makeStream(of: String.self)
        try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            var iterator = logins.makeAsyncIterator()
            guard let user = await iterator.next() else { throw RouteError(.rejected, "login cancelled") }
            var request = interception.request
            request.userInfo["user"] = user
            return try await next(request)
        }
        async let opened = router.open("shop://orders", as: String.self)
        try await Task.sleep(for: .milliseconds(20))
        finishLogin.yield("ann")
        #expect(try await opened == "orders for ann")
    }

    @Test func synchronousOpensRefuseRoutesWithAsynchronousInterceptors() throws {
        let router = Router()
        try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
        try router.register("shop://home") { _ in "home" }
        try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in try await next(interception.request) }
        #expect(throws: RouteError(
            .asyncHandler,
            "the interceptor \"login\" of \"shop://orders\" is asynchronous; open shop://orders with open(_:), or make it a SynchronousRouteInterceptor"
        )) {
            try router.openSynchronously("shop://orders")
        }
        #expect(try router.openSynchronously("shop://home", as: String.self) == "home")
    }

    @Test func redirectsAndRejectionsAreRecorded() async throws {
        let router = Router()
        try router.register("shop://old") { _ in RouteRedirect("shop://new") }
        try router.register("shop://new") { _ in "new" }
        try router.register("shop://closed") { _ in }
        try router.addInterceptor(name: "closed", scope: .patterns("shop://closed")) { _, _ in throw RouteError(.rejected, "closed") }
        let recorder = RouteRecorder()
        router.addObserver(recorder.record)
        _ = try await router.open("shop://old")
        _ = try? await router.open("shop://closed")
        #expect(recorder.events.map(\.outcome) == [.redirected, .handled, .rejected])
        #expect(recorder.events.map(\.url) == ["shop://old", "shop://new", "shop://closed"])
    }
}
