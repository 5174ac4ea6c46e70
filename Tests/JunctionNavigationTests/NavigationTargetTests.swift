import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 16: what a URL reaches, a page, a handler or nothing, without
/// opening it (HHRouter's `canRoute:`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigationTargetTests {
    static func navigator() throws -> (Navigator, Counter) {
        let navigator = Navigator(router: Router())
        let runs = Counter()
        try navigator.registerPage("shop://home", name: "home", presentation: .root, exposure: .everywhere)
        try navigator.registerPage("shop://product/{id:int}", name: "product", exposure: .sources(.push))
        let pages = RouteCollection("account")
        try pages.registerPage("shop://login", name: "login", presentation: .modal)
        try pages.register("shop://logout", name: "logout") { _ in await runs.increment() }
        try navigator.router.add(pages)
        try navigator.router.register("shop://cart/add/{sku}") { _ in await runs.increment() }
        return (navigator, runs)
    }

    @Test func aPageAHandlerOrNothing() throws {
        let (navigator, _) = try Self.navigator()
        #expect(navigator.target(of: "shop://product/7") == NavigationTarget(
            kind: .page, route: "product", pattern: "shop://product/{id:int}", presentation: .push))
        #expect(navigator.target(of: "shop://login") == NavigationTarget(
            kind: .page, route: "login", pattern: "shop://login", presentation: .modal))
        #expect(navigator.target(of: "shop://logout") == NavigationTarget(kind: .handler, route: "logout", pattern: "shop://logout"))
        #expect(navigator.target(of: "shop://cart/add/A1") == NavigationTarget(
            kind: .handler, route: "shop://cart/add/{sku}", pattern: "shop://cart/add/{sku}"))
        #expect(navigator.target(of: "shop://product/seven") == NavigationTarget(
            kind: .nothing, reason: RouteError(.notFound, "no route matches shop://product/seven")))
    }

    @Test func nothingRunsAndNothingChanges() async throws {
        let (navigator, runs) = try Self.navigator()
        let host = RecordingNavigationHost()
        navigator.add(host)
        _ = navigator.target(of: "shop://cart/add/A1")
        _ = navigator.target(of: "shop://logout")
        _ = navigator.target(of: "shop://product/1")
        #expect(runs.count == 0)
        #expect(host.transitions.isEmpty)
        #expect(navigator.history.isEmpty)
    }

    @Test func theSourceDecidesAsAnOpenWould() throws {
        let (navigator, _) = try Self.navigator()
        #expect(navigator.target(of: RouteRequest(url: "shop://product/7", source: .push)).kind == .page)
        let refused = navigator.target(of: RouteRequest(url: "shop://product/7", source: .otherApp))
        #expect(refused.kind == .nothing)
        #expect(refused.reason?.code == .notAllowed)
        #expect(navigator.target(of: RouteRequest(url: "shop://cart/add/A1", source: .push)).reason?.code == .notAllowed)
        #expect(navigator.target(of: RouteRequest(url: "javascript:alert(1)", source: .push)).reason?.code == .notAllowed)
    }

    @Test func aMalformedURLReachesNothingAndSaysWhy() {
        let navigator = Navigator(router: Router())
        let target = navigator.target(of: "shop://product/%ZZ")
        #expect(target.kind == .nothing)
        #expect(target.reason?.code == .invalidURL)
        #expect(target.description == "nothing: invalidURL: invalid percent-encoding \"%ZZ\" in the path at column 16")
    }

    @Test func itPrintsAsOneLine() throws {
        let (navigator, _) = try Self.navigator()
        #expect(navigator.target(of: "shop://product/7").description == "page product (push) at shop://product/{id:int}")
        #expect(navigator.target(of: "shop://logout").description == "handler logout at shop://logout")
        #expect(navigator.target(of: "shop://nowhere").description == "nothing: notFound: no route matches shop://nowhere")
    }

    @Test func itAgreesWithWhatAnOpenDoes() async throws {
        let (navigator, _) = try Self.navigator()
        for url in ["shop://home", "shop://product/2", "shop://login", "shop://logout", "shop://cart/add/B2", "shop://none"] {
            let target = navigator.target(of: url)
            let page = try? await navigator.open(url)
            #expect((page != nil) == (target.kind == .page), "\(url): \(target)")
            if let page { #expect(page.route == target.route) }
        }
    }
}
