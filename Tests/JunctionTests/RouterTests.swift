import Junction
import JunctionCompatibility
import Testing

/// The `Router`: registrations, handlers, opening, completion.
@Suite struct RouterTests {
    struct ProductPage: Equatable, Sendable { let id: Int }

    @Test func openReturnsTheHandlersTypedValue() async throws {
        let router = Router()
        try router.register("shop://product/{id:int}") { context in
            ProductPage(id: try context.parameters.require("id", as: Int.self))
        }
        #expect(try await router.open("shop://product/42", as: ProductPage.self) == ProductPage(id: 42))
        #expect(try await router.open("shop://product/7") as? ProductPage == ProductPage(id: 7))
        #expect(try router.openSynchronously("shop://product/8", as: ProductPage.self) == ProductPage(id: 8))
    }

    @Test func askingForAnotherTypeIsATypeMismatch() async throws {
        let router = Router()
        try router.register("shop://count") { _ in 3 }
        await #expect(throws: RouteError(.typeMismatch, "the handler for shop://count returned Int, not String")) {
            try await router.open("shop://count", as: String.self)
        }
        #expect(throws: RouteError(.typeMismatch, "the handler for shop://count returned Int, not String")) {
            try router.openSynchronously("shop://count", as: String.self)
        }
    }

    @Test func actionHandlersReturnVoid() async throws {
        let router = Router()
        let opened = Counter()
        try router.register("shop://ping") { _ in opened.increment() }
        try await router.open("shop://ping")
        try router.openSynchronously("shop://ping")
        #expect(opened.value == 2)
        #expect(try await router.open("shop://ping") is Void)
    }

    @Test func asyncHandlersRunThroughOpenButNotSynchronously() async throws {
        let router = Router()
        try router.register("shop://slow/:id") { context async throws -> String in
            await Task.yield()
            return "slow \(context.parameters["id"] ?? "")"
        }
        #expect(try await router.open("shop://slow/1", as: String.self) == "slow 1")
        #expect(throws: RouteError(.asyncHandler, "the handler of \"shop://slow/:id\" is async; open shop://slow/1 with open(_:)")) {
            try router.openSynchronously("shop://slow/1")
        }
    }

    struct Refused: Error, Equatable {}

    @Test func handlerErrorsReachTheOpener() async throws {
        let router = Router()
        try router.register("shop://fail") { _ -> Int in throw Refused() }
        await #expect(throws: Refused()) { try await router.open("shop://fail") }
    }

    @Test func userInfoTravelsBesideTheURLAndIsNotMerged() async throws {
        final class Thumbnail: Sendable { let name = "red-shoe" }
        let router = Router()
        try router.register("shop://product/:id") { context in
            (context.userInfo["image"] as? Thumbnail)?.name ?? "none"
        }
        let name = try await router.open("shop://product/1", as: String.self)
        #expect(name == "none")
        let withImage = try await router.open(RouteRequest(url: "shop://product/1", userInfo: ["image": Thumbnail()]), as: String.self)
        #expect(withImage == "red-shoe")
        let match = try router.resolve("shop://product/1")
        #expect(match.parameters.names == ["id"])
    }

    @Test func completionIsCalledOnceWithTheHandlersResult() async throws {
        let router = Router()
        try router.register("shop://pay/:amount") { context in
            context.complete(with: "paid \(context.parameters["amount"] ?? "")")
            context.complete(with: "paid twice")
        }
        let results = Recorder<String>()
        try await LegacyRouter(router).open("shop://pay/5") { result in
            results.append((try? result.get()) as? String ?? "failure")
        }
        #expect(results.values == ["paid 5"])
    }

    @Test func openAndWaitResumesWithTheCompletedValueLater() async throws {
        let router = Router()
        try router.register("shop://login") { context in
            Task {
                try await Task.sleep(for: .milliseconds(10))
                context.complete(with: "user-1")
            }
        }
        #expect(try await LegacyRouter(router).openAndWait("shop://login") as? String == "user-1")
    }

    @Test func openAndWaitGivesNilWhenTheHandlerLetsGoWithoutCompleting() async throws {
        let router = Router()
        try router.register("shop://dismissed") { _ in }
        #expect(try await LegacyRouter(router).openAndWait("shop://dismissed") == nil)
    }

    @Test func openAndWaitThrowsWhatTheHandlerFailsWith() async throws {
        let router = Router()
        try router.register("shop://declined") { context in context.fail(Refused()) }
        await #expect(throws: Refused()) { try await LegacyRouter(router).openAndWait("shop://declined") }
        try router.register("shop://throws") { _ in throw Refused() }
        await #expect(throws: Refused()) { try await LegacyRouter(router).openAndWait("shop://throws") }
    }

    @Test func notFoundThrowsOrGoesToTheNotFoundHandler() async throws {
        let router = Router()
        await #expect(throws: RouteError(.notFound, "no route matches shop://nowhere")) { try await router.open("shop://nowhere") }
        try router.add(.notFound { request in "fallback for \(request.url)" })
        #expect(try await router.open("shop://nowhere", as: String.self) == "fallback for shop://nowhere")
        #expect(try router.openSynchronously("shop://nowhere", as: String.self) == "fallback for shop://nowhere")
        // One that comes with a collection replaces it, and goes with the collection.
        let fallbacks = RouteCollection("fallbacks")
        try fallbacks.add(.notFound { request async in "async fallback for \(request.url)" })
        try router.add(fallbacks)
        #expect(try await router.open("shop://nowhere", as: String.self) == "async fallback for shop://nowhere")
        #expect(throws: RouteError(.asyncHandler, "a fallback for shop://nowhere is async; open it with open(_:)")) {
            try router.openSynchronously("shop://nowhere")
        }
        try router.remove("fallbacks")
        await #expect(throws: RouteError(.notFound, "no route matches shop://nowhere")) { try await router.open("shop://nowhere") }
        // A malformed URL is not "not found": it is an error of its own.
        try router.add(.notFound { _ in "fallback" })
        await #expect(throws: RouteError(.invalidURL, "the URL is empty")) { try await router.open("") }
    }

    @Test func namesAreUniqueInTheirCollectionAndBuildURLs() throws {
        let router = Router()
        let products = RouteCollection("products")
        try products.register("shop://product/{id:int}", name: "product") { _ in }
        try router.add(products)
        let registration = try #require(router.registrations.first)
        #expect(registration.name == "product")
        #expect(registration.pattern.text == "shop://product/{id:int}")
        // In one collection (here the router's own routes), a name is used once.
        try router.register("shop://item/:id", name: "product") { _ in }
        #expect(throws: RouteError(.conflict, "the name \"product\" is already used by \"shop://item/:id\"", pattern: "shop://thing/:id")) {
            try router.register("shop://thing/:id", name: "product") { _ in }
        }
        // Across collections it may be used again; building a URL by it then says which.
        #expect(throws: RouteError(
            .conflict, "the name \"product\" is used in 2 collections; write one of \"products/product\", \"/product\"")
        ) { try router.url(for: "product", ["id": "3"]) }
        #expect(try router.url(for: "products/product", ["id": "3"]) == "shop://product/3")
        #expect(try router.url(for: "/product", ["id": "x"]) == "shop://item/x")
        #expect(try router.resolve("shop://product/3").name == "product")
        #expect(throws: RouteError(.unknownRoute, "no route is named \"orders/product\"")) { try router.url(for: "orders/product") }
        try router.remove("products")
        #expect(try router.url(for: "product", ["id": "x"]) == "shop://item/x")
    }

    @Test func removeByCollectionAndByPattern() throws {
        let router = Router()
        let legacy = LegacyRouter(router)
        let first = RouteCollection("first")
        try first.register("/a/:x") { _ in }
        try router.add(first)
        try router.register("/b/:y") { _ in }
        #expect(try router.remove("first"))
        #expect(try !router.remove("first"))
        #expect(!router.canOpen("/a/1"))
        #expect(try legacy.deregister(pattern: "/b/{other}"))
        #expect(try !legacy.deregister(pattern: "/b/{other}"))
        #expect(router.registrations.isEmpty)
        #expect(throws: RouteError.self) { try legacy.deregister(pattern: "/{a}{b}") }
        // A collection applied to another router is not this router's to remove.
        let other = Router()
        let foreign = RouteCollection("foreign")
        try foreign.register("/a/:x") { _ in }
        try other.add(foreign)
        try router.register("/a/:x") { _ in }
        #expect(try !router.remove("foreign"))
        #expect(router.canOpen("/a/1"))
        #expect(other.canOpen("/a/1"))
    }

    @Test func removeAllKeepsConvertersAndTheNotFoundHandler() async throws {
        let router = Router()
        try router.add(ParameterConverter("even") { Int($0).map { $0 % 2 == 0 } ?? false })
        try router.add(.notFound { _ in "none" })
        try router.register("/n/{x:even}") { _ in "even" }
        LegacyRouter(router).removeAll()
        #expect(router.registrations.isEmpty)
        #expect(try await router.open("/n/2", as: String.self) == "none")
        try router.register("/n/{x:even}") { _ in "even" }
        #expect(try await router.open("/n/2", as: String.self) == "even")
    }

    @Test func registrationsAreListedInOrder() throws {
        let router = Router()
        for pattern in ["/c", "/a", "/b"] { try router.register(pattern) { _ in } }
        #expect(router.registrations.map(\.description) == ["/c", "/a", "/b"])
    }
}

extension RouterTests {
    @Test func matchGivesNilForAMissAndThrowsForAMalformedURL() throws {
        let router = Router()
        try router.register("/a/:x") { _ in }
        #expect(try router.match("/a/1")?.parameters.path == ["x": "1"])
        #expect(try router.match("/b/1") == nil)
        #expect(throws: RouteError(.invalidURL, "the URL is empty")) { try router.match("") }
    }
}
