import Foundation
import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 11: every decision the SwiftUI and UIKit glue makes, on Linux: which
/// source a URL from the system gets, what a user activity means, whether a link the app's own
/// views open is the app's, and how each is opened.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct IncomingLinkTests {
    static func navigator() throws -> Navigator {
        let navigator = Navigator(router: Router(options: RouterOptions(webHosts: ["shop.example.com"], schemes: ["shop"])))
        try navigator.registerPage("shop://home", name: "home", presentation: .root, exposure: .everywhere)
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home", exposure: .sources(.otherApp))
        try navigator.registerPage("/p/{id:int}", name: "webProduct", parent: "home", exposure: .sources(.universalLink))
        try navigator.registerPage("shop://debug", name: "debug")
        return navigator
    }

    @Test(arguments: [
        ("shop://product/7", RouteSource.otherApp),
        ("SHOP://product/7", .otherApp),
        ("https://shop.example.com/p/7", .universalLink),
        ("HTTP://shop.example.com/p/7", .universalLink),
        ("httpx://p/7", .otherApp),
        ("no-scheme/at/all", .otherApp),
    ])
    func aURLTheSystemOpensIsAUniversalLinkOnlyOnTheWeb(url: String, source: RouteSource) {
        #expect(IncomingLink(opened: url) == IncomingLink(url: url, source: source))
    }

    @Test func onlyAWebBrowsingActivityWithAWebPageIsALink() throws {
        let page = "https://shop.example.com/p/7"
        #expect(IncomingLink.browsingWebActivityType == "NSUserActivityTypeBrowsingWeb")
        #expect(IncomingLink(activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: page) == IncomingLink(url: page, source: .universalLink))
        #expect(IncomingLink(activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: nil as String?) == nil)
        #expect(IncomingLink(activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: "shop://product/7") == nil)
        #expect(IncomingLink(activityType: "com.example.shop.viewing-product", webpageURL: page) == nil)
        #expect(IncomingLink(activityType: "com.apple.corespotlightitem", webpageURL: nil as String?) == nil)
        let url = try #require(URL(string: page))
        #expect(IncomingLink(activityType: IncomingLink.browsingWebActivityType, webpageURL: url)?.source == .universalLink)
    }

    @Test func anAcceptedLinkOpensFromItsSource() async throws {
        let navigator = try Self.navigator()
        await navigator.accept(IncomingLink(opened: "shop://product/7")).value
        #expect(navigator.state.outline == "home#1 > product#2 (id=7)")
        #expect(navigator.history.last?.source == .otherApp)
        await navigator.accept(IncomingLink(activityType: IncomingLink.browsingWebActivityType, webpageURL: "https://shop.example.com/p/9")!).value
        #expect(navigator.state.outline == "home#3 > webProduct#4 (id=9)")
        #expect(navigator.history.last?.source == .universalLink)
    }

    @Test func aRefusedLinkGoesToFailedAndChangesNothing() async throws {
        let navigator = try Self.navigator()
        var failures: [String] = []
        let failed: @MainActor (IncomingLink, any Error) -> Void = { link, error in failures.append("\(link): \(error)") }
        await navigator.accept(IncomingLink(opened: "shop://debug"), failed: failed).value
        await navigator.accept(IncomingLink(opened: "https://shop.example.com/p/x"), failed: failed).value
        await navigator.accept(IncomingLink(opened: "https://evil.example.com/p/1"), failed: failed).value
        #expect(failures == [
            "shop://debug from other-app: notAllowed: \"shop://debug\" opens only from inside the app, not from other-app (shop://debug)",
            "https://shop.example.com/p/x from universal-link: notFound: no route matches https://shop.example.com/p/x",
            "https://evil.example.com/p/1 from universal-link: notAllowed: https://evil.example.com/p/1 from universal-link is not on one of the app's web hosts",
        ])
        #expect(navigator.history.isEmpty)
    }

    @Test(arguments: [
        ("shop://debug", true),                             // a route reaches it in-app
        ("https://shop.example.com/p/7", true),             // a route takes this web page
        ("shop://no/such/page", true),                      // the app's scheme: its not-found handlers answer
        ("SHOP://no/such/page", true),
        ("https://shop.example.com/about", false),          // the web site's own page
        ("https://example.org/", false),
        ("mailto:help@example.com", false),
        ("tel:+15550100", false),
        ("otherapp://open", false),
        ("", false),
    ])
    func aLinkIsTheAppsOwnWhenARouteTakesItOrItUsesTheAppsScheme(url: String, own: Bool) throws {
        #expect(try Self.navigator().opensInApp(url) == own)
    }

    @Test func withoutSchemesInTheOptionsTheRoutesSchemesAreTheApps() throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("/about", name: "about")
        #expect(navigator.opensInApp("shop://elsewhere"))
        #expect(!navigator.opensInApp("other://elsewhere"))
        #expect(navigator.opensInApp("other://about"))   // a scheme-less route takes any scheme
    }

    @Test func followingALinkOpensTheAppsOwnAndLeavesTheRestToTheSystem() async throws {
        let navigator = try Self.navigator()
        try navigator.registerPage("shop://help/{topic}", name: "help", exposure: .sources(.appContent))
        var failures: [String] = []
        #expect(navigator.follow("shop://help/returns"))
        #expect(!navigator.follow("https://example.org/"))
        #expect(navigator.follow("shop://nowhere") { link, error in failures.append("\(link): \(error)") })
        let url = try #require(URL(string: "https://shop.example.com/p/3"))
        #expect(navigator.follow(url, source: .inApp))
        // The opens run in tasks of their own; wait until both pages are shown.
        while navigator.history.count < 2 || failures.isEmpty { await Task.yield() }
        #expect(navigator.state.visiblePages.map(\.route).sorted() == ["help", "webProduct"])
        #expect(Set(navigator.history.map(\.source)) == [.appContent, .inApp])
        #expect(failures == ["shop://nowhere from app-content: notFound: no route matches shop://nowhere"])
    }

    /// Issue 29, item 4: a link in text the app shows (a review, a chat message, a product
    /// description from a server) opened every route as in-app. It now comes from
    /// `.appContent`, which reaches only the routes exposed to it, unless the app says its
    /// content is trusted.
    @Test func aLinkInTheAppsContentReachesOnlyRoutesExposedToIt() async throws {
        let navigator = try Self.navigator()
        var failures: [String] = []
        #expect(navigator.follow("shop://debug") { link, error in failures.append("\(link): \(error)") })
        #expect(navigator.follow("shop://product/7") { link, error in failures.append("\(link): \(error)") })
        while failures.count < 2 { await Task.yield() }
        #expect(navigator.history.isEmpty)
        #expect(failures.sorted() == [
            #"shop://debug from app-content: notAllowed: "shop://debug" opens only from inside the app, not from app-content (shop://debug)"#,
            #"shop://product/7 from app-content: notAllowed: "shop://product/{id:int}" opens only from in-app, other-app, not from app-content (shop://product/7)"#,
        ])
        // Trusted content, on purpose.
        #expect(navigator.follow("shop://debug", source: .inApp))
        while navigator.history.isEmpty { await Task.yield() }
        #expect(navigator.state.visiblePages.map(\.route) == ["debug"])
    }

    /// While routes load, a match cannot say: a web link on one of the app's web hosts (with its
    /// port, if it gives one) stays in the app, where its open waits for the routes.
    @Test func whileRoutesLoadTheAppsWebLinksStayInTheApp() async throws {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com", "localhost:8080"], schemes: ["shop"]))
        let navigator = Navigator(router: router)
        let release = AsyncStream<Void>.makeStream()
        let loading = RouteLoading.start(on: router) { _ in for await _ in release.stream { break } }
        #expect(navigator.opensInApp("https://shop.example.com/product/1"))
        #expect(navigator.opensInApp("http://localhost:8080/cart"))
        #expect(!navigator.opensInApp("https://elsewhere.example/product/1"))
        #expect(!navigator.opensInApp("http://localhost:9090/cart"))
        #expect(navigator.opensInApp("shop://cart"))
        release.continuation.yield()
        try await loading.wait()
        #expect(!navigator.opensInApp("https://shop.example.com/product/1"))
    }
}

