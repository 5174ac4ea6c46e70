import Junction
import Testing

/// Web schemes, as Kickstarter's links arrive: `ksr://www.kickstarter.com/…` opens exactly as
/// `https://www.kickstarter.com/…`, through one set of scheme-less routes.
@Suite struct WebSchemeTests {
    static func kickstarter(options: RouterOptions = RouterOptions(webHosts: ["www.kickstarter.com"], webSchemes: ["KSR"])) throws -> Router {
        let router = Router(options: options)
        try router.register("/projects/:creator_param/:project_param", exposure: .everywhere) { context in
            "project \(context.parameters["creator_param"] ?? "")/\(context.parameters["project_param"] ?? "")"
        }
        try router.register("/projects/:creator_param/:project_param/comments", exposure: .everywhere) { _ in "comments" }
        try router.register("/discover/categories/:category_id", exposure: .everywhere) { _ in "category" }
        try router.register("/checkouts/:checkout_param/thanks", exposure: .sources(.universalLink)) { _ in "thanks" }
        return router
    }

    static let links: [(url: String, pattern: String, values: [String: String])] = [
        ("ksr://www.kickstarter.com/projects/creator/project", "/projects/:creator_param/:project_param",
         ["creator_param": "creator", "project_param": "project"]),
        ("https://www.kickstarter.com/projects/creator/project", "/projects/:creator_param/:project_param",
         ["creator_param": "creator", "project_param": "project"]),
        ("KSR://WWW.Kickstarter.com/projects/a/b?ref=discovery", "/projects/:creator_param/:project_param",
         ["creator_param": "a", "project_param": "b", "ref": "discovery"]),
        ("ksr://www.kickstarter.com/projects/creator/project/comments", "/projects/:creator_param/:project_param/comments", [:]),
        ("https://www.kickstarter.com/projects/creator/project/comments", "/projects/:creator_param/:project_param/comments", [:]),
        ("ksr://www.kickstarter.com/discover/categories/art", "/discover/categories/:category_id", ["category_id": "art"]),
    ]

    @Test(arguments: links)
    func theAppsSchemeAndTheWebReachOneSetOfRoutes(_ link: (url: String, pattern: String, values: [String: String])) throws {
        let router = try Self.kickstarter()
        let match = try #require(try router.match(link.url))
        #expect(match.pattern.text == link.pattern)
        for (name, value) in link.values { #expect(match.parameters[name] == value) }
    }

    @Test func aCustomSchemeLinkFromAnotherAppKeepsItsSource() async throws {
        let router = try Self.kickstarter()
        try router.register("/whoami", exposure: .everywhere) { context in context.source.name }
        #expect(try await router.open(RouteRequest(url: "ksr://www.kickstarter.com/whoami", source: .otherApp), as: String.self) == "other-app")
        #expect(try await router.open(RouteRequest(url: "https://www.kickstarter.com/whoami", source: .universalLink), as: String.self)
            == "universal-link")
        // A route open to universal links only is not open to the same path on the app's scheme.
        #expect(throws: RouteError(
            .notAllowed,
            "\"/checkouts/:checkout_param/thanks\" opens only from in-app, universal-link, not from other-app (ksr://www.kickstarter.com/checkouts/1/thanks)")) {
            try router.match(RouteRequest(url: "ksr://www.kickstarter.com/checkouts/1/thanks", source: .otherApp))
        }
    }

    @Test func aWebSchemeIsOneOfTheAppsSchemesForOutsideOpens() throws {
        let router = try Self.kickstarter()
        #expect(try router.match(RouteRequest(url: "ksr://www.kickstarter.com/projects/a/b", source: .otherApp)) != nil)
        let declared = try Self.kickstarter(options: RouterOptions(webHosts: ["www.kickstarter.com"], webSchemes: ["ksr"], schemes: ["kickstarter"]))
        #expect(try declared.match(RouteRequest(url: "ksr://www.kickstarter.com/projects/a/b", source: .push)) != nil)
    }

    @Test func theSchemesOwnRoutesComeFirst() throws {
        let router = try Self.kickstarter()
        try router.register("ksr://www.kickstarter.com/projects/:creator/:project") { _ in "app only" }
        #expect(try router.match("ksr://www.kickstarter.com/projects/a/b")?.pattern.text == "ksr://www.kickstarter.com/projects/:creator/:project")
        #expect(try router.match("https://www.kickstarter.com/projects/a/b")?.pattern.text == "/projects/:creator_param/:project_param")
    }

    @Test func onlyAWebHostMakesAWebSchemeURLReadAsTheWeb() throws {
        let router = try Self.kickstarter()
        #expect(try router.match("ksr://evil.example/projects/a/b") == nil)
        #expect(try router.match("ksr://www.kickstarter.com.evil.example/projects/a/b") == nil)
        // Without the web scheme, ksr:// reaches the scheme-less routes only with its host as a segment.
        let plain = try Self.kickstarter(options: RouterOptions(webHosts: ["www.kickstarter.com"]))
        #expect(try plain.match("ksr://www.kickstarter.com/projects/a/b") == nil)
    }

    @Test func aWebSchemeWorksWithWildcardHosts() throws {
        let router = try Self.kickstarter(options: RouterOptions(webHosts: ["*.kickstarter.com"], webSchemes: ["ksr"]))
        #expect(try router.match("ksr://www.kickstarter.com/projects/a/b")?.parameters["project_param"] == "b")
        #expect(try router.match("ksr://kickstarter.com/projects/a/b") == nil)
    }
}
