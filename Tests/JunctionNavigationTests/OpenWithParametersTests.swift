import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 14: the navigator opens a URL with parameters beside it
/// (`openUrl:withParameters:`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct OpenWithParametersTests {
    static func navigator() throws -> Navigator {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://search", name: "search", attributes: [RouteAttribute(name: "page", type: "int", defaultValue: "1")])
        try navigator.registerPage("shop://product/{id:int}", name: "product")
        return navigator
    }

    @Test func parametersBesideTheURLReachThePage() async throws {
        let navigator = try Self.navigator()
        let page = try await navigator.open(RouteRequest(path: "shop://search", parameters: ["q": "red shoes", "sort": "price"]))
        #expect(page?.parameters == ["q": "red shoes", "sort": "price", "page": "1"])
        // They are part of the page's URL, so a restored state opens the same page.
        #expect(page?.url == "shop://search?q=red%20shoes&sort=price")
        #expect(navigator.history.last?.url == "shop://search?q=red%20shoes&sort=price")
    }

    @Test func theURLsOwnValuesComeFirst() async throws {
        let navigator = try Self.navigator()
        let page = try await navigator.open(RouteRequest(path: "shop://product/7?tab=info", parameters: ["id": "8", "tab": "reviews", "ref": "cart"]))
        #expect(page?.parameters["id"] == "7")
        #expect(page?.parameters["tab"] == "info")
        #expect(page?.parameters["ref"] == "cart")
    }

    @Test func theyAreCheckedByThePagesAttributes() async throws {
        let navigator = try Self.navigator()
        await #expect(throws: RouteError(.invalidParameter, "parameter \"page\" is \"two\"; expected an integer")) {
            try await navigator.open(RouteRequest(path: "shop://search", parameters: ["page": "two"]))
        }
    }

    @Test func anActionGetsThemToo() async throws {
        let navigator = try Self.navigator()
        let added = Recorded()
        try navigator.router.register("shop://cart/add") { context in
            added.urls.append(context.parameters["sku"] ?? "?")
        }
        try await navigator.open(RouteRequest(path: "shop://cart/add", parameters: ["sku": "A&1"]))
        #expect(added.urls == ["A&1"])
    }

    @Test func aResultsPageTakesThem() async throws {
        let navigator = try Self.navigator()
        navigator.add(PageResultTests.FinishingHost(route: "search", value: "done"))
        let value = try await navigator.open(RouteRequest(path: "shop://search", parameters: ["q": "hat"]), expecting: String.self)
        #expect(value == "done")
        #expect(navigator.history.first?.after.top?.parameters["q"] == "hat")
    }
}
