import Junction
import Testing

/// Values a handler can trust: a pinned default (`?url:=/terms`) is the route's whatever the
/// URL says, and a URL that sets it is refused (Eigen's web views, whose `url` is the page to
/// show; a default alone is replaced by `?url=https://evil.example`).
@Suite struct PinnedValueTests {
    static func router() throws -> Router {
        let router = Router(options: RouterOptions(schemes: ["shop"]))
        try router.register("shop://terms?url:=/terms&title=Terms", name: "terms", exposure: .everywhere) { context in
            "\(context.parameters["url"] ?? "") \(context.parameters["title"] ?? "")"
        }
        return router
    }

    @Test func thePinnedValueIsTheOneTheHandlerSees() async throws {
        let router = try Self.router()
        let pattern = try RoutePattern("shop://terms?url:=/terms&title=Terms")
        #expect(pattern.pinned == ["url"])
        #expect(pattern.defaults == [QueryItem(name: "url", value: "/terms"), QueryItem(name: "title", value: "Terms")])
        #expect(try await router.open("shop://terms", as: String.self) == "/terms Terms")
        // A default that is not pinned is still the URL's to replace.
        #expect(try await router.open("shop://terms?title=Legal", as: String.self) == "/terms Legal")
    }

    @Test(arguments: [RouteSource.inApp, .push, .universalLink])
    func aURLThatSetsAPinnedValueIsRefusedFromAnySource(_ source: RouteSource) async throws {
        let router = try Self.router()
        let refusal = RouteError(
            .invalidParameter,
            "shop://terms?url=https://evil.example sets \"url\", which \"shop://terms?url:=/terms&title=Terms\" pins; the route always uses its own value")
        let request = RouteRequest(url: "shop://terms?url=https://evil.example", source: source)
        await #expect(throws: refusal) { try await router.open(request) }
        #expect(throws: refusal) { try router.match(request) }
        #expect(!router.canOpen(request))
        #expect(throws: RouteError.self) { try router.openSynchronously(RouteRequest(url: "shop://terms?x=1&url=/terms", source: source)) }
    }

    @Test func aURLBuiltForTheRouteLeavesThePinnedValueOutAndMayNotSetIt() throws {
        let router = try Self.router()
        #expect(try router.url(for: "terms") == "shop://terms")
        #expect(throws: RouteError(.invalidParameter, "\"shop://terms?url:=/terms&title=Terms\" pins \"url\"; a URL of it may not set it")) {
            try router.url(for: "terms", query: [QueryItem(name: "url", value: "https://evil.example")])
        }
        #expect(try router.url(for: "terms", query: [QueryItem(name: "title", value: "Legal")]) == "shop://terms?title=Legal")
    }

    @Test func everyPatternOfAnOptionalGroupPins() async throws {
        let router = Router()
        try router.register("shop://help(/:topic)?source:=app") { context in
            "\(context.parameters["topic"] ?? "-") \(context.parameters["source"] ?? "")"
        }
        #expect(try await router.open("shop://help/returns", as: String.self) == "returns app")
        #expect(try await router.open("shop://help", as: String.self) == "- app")
        await #expect(throws: RouteError.self) { try await router.open("shop://help/returns?source=mail") }
    }

    @Test(arguments: [
        ("shop://a?:=x", "invalidPattern: a pinned value needs a name before ':=' at column 10"),
        ("shop://a/:id?id:=7", "invalidPattern: default \"id\" has the name of a capture at column 14"),
        ("shop://a?url:=x&url=y", "invalidPattern: default \"url\" is given twice at column 17"),
    ])
    func malformedPinsAreRefused(_ pattern: String, _ message: String) {
        let error = #expect(throws: RouteError.self) { try RoutePattern(pattern) }
        #expect(error.map { "\($0.code): \($0.message)" } == message)
    }

    @Test func anEncodedColonIsPartOfTheNameNotAPin() throws {
        let pattern = try RoutePattern("shop://a?url%3A=x")
        #expect(pattern.pinned == [])
        #expect(pattern.defaults == [QueryItem(name: "url:", value: "x")])
    }
}
