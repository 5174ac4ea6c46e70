import Junction
import Testing

/// Routes tied to hosts and schemes, and routes for any host (a browser's "any web URL"), with
/// the URLs of the apps that need them: Artsy's Eigen, WordPress for Android, Firefox for iOS.
@Suite struct HostsAndSchemesTests {
    /// Eigen's artist route, whose first segment is a profile name it ignores.
    static func eigen(options: RouterOptions, tiedTo hosts: [String]?) throws -> Router {
        let router = Router(options: options)
        let builder: any RouteBuilder = try hosts.map { try RouteGroup(hosts: $0, in: router) } ?? router
        try builder.register("/:profile_id_ignored/artist/:artistID", name: "artist", exposure: .everywhere) { _ in "artist" }
        return router
    }

    static let artsy = RouterOptions(webHosts: ["artsy.net", "www.artsy.net"], schemes: ["artsy"])

    @Test func aSchemelessRouteTakesAnyHostAsItsFirstSegmentUntilItIsTied() throws {
        let untied = try Self.eigen(options: Self.artsy, tiedTo: nil)
        let swallowed = try #require(try untied.match("https://google.com/artist/banksy"))
        #expect(swallowed.parameters["profile_id_ignored"] == "google.com")

        let tied = try Self.eigen(options: Self.artsy, tiedTo: ["artsy.net", "www.artsy.net"])
        #expect(try tied.match("https://google.com/artist/banksy") == nil)
        #expect(try tied.match("https://www.artsy.net/banksy/artist/banksy")?.parameters["artistID"] == "banksy")
        #expect(try tied.match(RouteRequest(url: "https://artsy.net/x/artist/kaws", source: .universalLink))?.name == "artist")
        // A path the app opens has no host, and reaches it.
        #expect(try tied.match("/x/artist/kaws")?.parameters["artistID"] == "kaws")
        // A custom-scheme URL's host is its first segment: `artsy://x/artist/kaws` is on `x`.
        #expect(try tied.match("artsy://x/artist/kaws") == nil)
    }

    @Test func theOptionKeepsSchemelessRoutesToTheWebHosts() throws {
        var options = Self.artsy
        options.schemelessRoutesOnlyOnWebHosts = true
        let router = try Self.eigen(options: options, tiedTo: nil)
        #expect(try router.match("https://google.com/artist/banksy") == nil)
        #expect(try router.match("http://evil.example/a/artist/b") == nil)
        #expect(try router.match("https://www.artsy.net/a/artist/b")?.parameters["artistID"] == "b")
        // Custom-scheme URLs and paths are not web URLs: they reach the route as before.
        #expect(try router.match("artsy://a/artist/b")?.parameters["profile_id_ignored"] == "a")
        #expect(try router.match("/a/artist/b")?.parameters["artistID"] == "b")
    }

    /// WordPress: one route needs every `*.wordpress.com` subdomain; six others only
    /// `wordpress.com`, and its web-only pages route is not for `wordpress://pages`.
    @Test func wordPressWebRoutesOnTheirHostAndScheme() throws {
        let router = Router(options: RouterOptions(webHosts: ["wordpress.com", "*.wordpress.com"], schemes: ["wordpress"]))
        try router.register("/post/:blog/:id", name: "post") { _ in "post" }
        let web = try RouteGroup(hosts: ["wordpress.com"], schemes: ["https", "http"], in: router)
        for path in ["read", "stats", "plans", "domains", "media", "pages"] {
            try web.register("/\(path)", name: path) { _ in path }
        }
        #expect(try router.match("https://wordpress.com/pages")?.name == "pages")
        #expect(try router.match("http://WordPress.com/stats")?.name == "stats")
        #expect(try router.match("https://a.wordpress.com/pages") == nil)
        #expect(try router.match("wordpress://pages") == nil)
        #expect(try router.match("/pages")?.name == "pages")
        #expect(try router.match("https://a.wordpress.com/post/a/1")?.name == "post")
        #expect(web.tag == "(hosts wordpress.com; schemes https, http)")
    }

    @Test func aURLATiedRouteDoesNotTakeGoesOnToTheNextRoute() throws {
        let router = Router(options: Self.artsy)
        try RouteGroup(hosts: ["*.artsy.net"], in: router).register("/:profile/artist/:id", name: "artist") { _ in "artist" }
        try router.register("/**", name: "anything") { _ in "anything" }
        #expect(try router.match("https://www.artsy.net/a/artist/b")?.name == "artist")
        #expect(try router.match("https://artsy.net/a/artist/b")?.name == "anything")
        #expect(try router.match("https://google.com/artist/banksy")?.name == "anything")
        // Each pattern a pattern with optional groups stands for is tied as it is.
        try RouteGroup(hosts: ["www.artsy.net"], in: router).register("/fair/:id(/:tab)", name: "fair") { _ in "fair" }
        #expect(try router.match("https://www.artsy.net/fair/a/info")?.name == "fair")
        #expect(try router.match("https://google.com/fair/a")?.name == "anything")
    }

    @Test func aGroupWithAPrefixAndHostsTiesItsRoutesAndLimitsItsInterceptors() async throws {
        let router = Router(options: Self.artsy)
        let shows = try RouteGroup("/shows", hosts: ["www.artsy.net"], in: router)
        try shows.register(":id", name: "show") { context in "show \(context.parameters["id"] ?? "")" }
        try shows.addInterceptor(name: "seen") { interception, next in try await next(interception.request) }
        #expect(router.registrations.map(\.description) == ["/shows/:id"])
        #expect(try await router.open("https://www.artsy.net/shows/x", as: String.self) == "show x")
        #expect(try router.match("https://google.com/shows/x") == nil)
        #expect(shows.tag == "/shows (hosts www.artsy.net)")
    }

    @Test(arguments: [
        ("shop://x", ["a.com"], [String](), RouteError.Code.invalidPattern,
         #""shop://x" has a scheme or a host; a group that takes hosts a.com has a path prefix"#),
        ("", ["https://www.artsy.net"], [], .invalidParameter,
         #"web host "https://www.artsy.net" is not a host; write the host alone, without a scheme or a path: "www.artsy.net""#),
        ("", ["*.com"], [], .invalidParameter, #""*.com" is not a web host: a wildcard is a leading "*." then a domain of at least two labels, such as "*.example.com""#),
        ("", [], ["https://"], .invalidParameter,
         #""https://" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_', without "://")"#),
        ("", [], [], .invalidPattern, "a group has a prefix, or hosts or schemes its routes take; this one has none"),
    ])
    func aGroupRefusesHostsAndSchemesItCannotRead(prefix: String, hosts: [String], schemes: [String], code: RouteError.Code, message: String) {
        #expect(throws: RouteError(code, message)) { try RouteGroup(prefix, hosts: hosts, schemes: schemes, in: Router()) }
    }

    /// Hosts are the outer group's: a group inside takes a path, and its routes are tied too.
    @Test func aGroupInsideAGroupTakesAPathOnly() throws {
        let router = Router(options: RouterOptions(webHosts: ["a.com", "b.com"]))
        let outer = try RouteGroup("/a", hosts: ["a.com"], in: router)
        #expect(throws: RouteError(.invalidPattern, #"a group inside a group takes a path; the hosts and schemes are the outer group's (hosts b.com)"#)) {
            try RouteGroup("b", hosts: ["b.com"], in: outer)
        }
        let inner = try RouteGroup("b", in: outer)
        try inner.register("c") { _ in "c" }
        #expect(try router.match("https://b.com/a/b/c") == nil)
        #expect(try router.match("https://a.com/a/b/c")?.pattern.text == "/a/b/c")
    }

    // MARK: Any web URL

    /// Firefox as the default browser: every `http` and `https` URL from another app opens a
    /// tab, while the app's own web hosts keep their routes and universal links.
    static func browser() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["www.mozilla.org"], schemes: ["firefox"]))
        try router.register("/en-US/firefox/new", name: "download", exposure: .everywhere) { _ in "download" }
        for scheme in ["http", "https"] {
            try router.register("\(scheme)://**", name: "tab-\(scheme)", exposure: .sources(.otherApp)) { _ in "tab" }
        }
        return router
    }

    @Test func anyWebURLFromAnotherAppOpensTheBrowsersRoute() async throws {
        let router = try Self.browser()
        let tab = try await router.open(RouteRequest(url: "https://news.example.org/a/b?c=1", source: .otherApp), as: String.self)
        #expect(tab == "tab")
        #expect(try router.match(RouteRequest(url: "http://example.com", source: .otherApp))?.name == "tab-http")
        // The app's own web host keeps its route, from another app and as a universal link.
        for source in [RouteSource.otherApp, .universalLink] {
            #expect(try router.match(RouteRequest(url: "https://www.mozilla.org/en-US/firefox/new", source: source))?.name == "download")
        }
        // A page of the web host with no route is not the browser's either.
        #expect(try router.match(RouteRequest(url: "https://www.mozilla.org/about", source: .otherApp)) == nil)
    }

    @Test func anyWebURLOpensFromItsSourceOnly() throws {
        let router = try Self.browser()
        #expect(throws: RouteError(.notAllowed, #""https://**" opens only from in-app, other-app, not from push (https://news.example.org/a)"#)) {
            try router.match(RouteRequest(url: "https://news.example.org/a", source: .push))
        }
        #expect(throws: RouteError(.notAllowed, "https://news.example.org/a from universal-link is not on one of the app's web hosts")) {
            try router.match(RouteRequest(url: "https://news.example.org/a", source: .universalLink))
        }
        // Without a route for any host, a web URL on another host is refused as before.
        let plain = Router(options: RouterOptions(webHosts: ["www.mozilla.org"]))
        try plain.register("/:a/:b", exposure: .everywhere) { _ in "page" }
        #expect(throws: RouteError(.notAllowed, "https://news.example.org/a from other-app is not on one of the app's web hosts")) {
            try plain.match(RouteRequest(url: "https://news.example.org/a", source: .otherApp))
        }
    }
}

extension HostsAndSchemesTests {
    /// An authority that takes any host keeps off the web hosts; one that names hosts (text
    /// mixed with a capture) is for them.
    @Test func onlyAnAuthorityThatTakesAnyHostKeepsOffTheWebHosts() throws {
        let router = Router(options: RouterOptions(webHosts: ["*.example.org"]))
        try router.register("https://{city}.example.org/events", name: "events") { _ in "events" }
        try router.register("https://:host/events", name: "any") { _ in "any" }
        #expect(try router.match("https://paris.example.org/events")?.name == "events")
        #expect(try router.match("https://paris.example.net/events")?.name == "any")
        try router.register("/events", name: "app events") { _ in "app events" }
        #expect(try router.match("https://example.org.evil.test/events")?.name == "any")
    }
}

extension HostsAndSchemesTests {
    /// `explain` says why a route whose path matches is not reached: the host, the scheme, the
    /// web host a route for any host keeps off, or the option that keeps scheme-less routes home.
    @Test func explainSaysWhichHostOrSchemeARouteDoesNotTake() throws {
        var options = RouterOptions(webHosts: ["wordpress.com", "*.wordpress.com"], schemes: ["wordpress"])
        options.schemelessRoutesOnlyOnWebHosts = true
        let router = Router(options: options)
        try RouteGroup(hosts: ["wordpress.com"], schemes: ["https"], in: router).register("/pages") { _ in "pages" }
        try router.register("https://**") { _ in "tab" }
        try router.register("/:blog/artist") { _ in "artist" }
        func reason(_ url: String, _ pattern: String) throws -> String? {
            try router.explain(url).first { $0.pattern == pattern }?.reason
        }
        #expect(try reason("https://en.wordpress.com/pages", "/pages") == #"the route takes the hosts wordpress.com only, not "en.wordpress.com""#)
        #expect(try reason("wordpress://pages", "/pages") == #"the route takes the schemes https only, not "wordpress""#)
        #expect(try reason("https://wordpress.com/pages", "/pages") == "reached")
        #expect(try reason("https://en.wordpress.com/x", "https://**") == #"the route takes any host but the web hosts, and "en.wordpress.com" is one"#)
        #expect(try reason("https://google.com/artist", "/:blog/artist")
            == #"scheme-less routes are kept to the web hosts (schemelessRoutesOnlyOnWebHosts), and "google.com" is not one"#)
    }
}
