import Foundation
import Junction
import Testing

/// Links inside links (Firefox's `firefox://deep-link?url=/settings/newTab`, `open-url?url=…`,
/// mail click-tracking wrappers): a route hands the link it carries back to the router as a
/// redirect, which opens it with the outer link's source, through the same checks, at most eight
/// levels deep.
@Suite struct InnerLinkTests {
    static func router() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["www.mozilla.org"], schemes: ["firefox"]))
        // The wrapper: its `url` is the link to open.
        try router.register("firefox://deep-link", exposure: .everywhere) { context in
            RouteRedirect(try context.parameters.require("url", as: String.self))
        }
        try router.register("/settings/newTab", exposure: .everywhere) { context in "new tab settings from \(context.source)" }
        try router.register("/settings/passwords") { _ in "passwords" }   // in-app only
        return router
    }

    @Test func theInnerLinkOpensWithTheOuterLinksSource() async throws {
        let router = try Self.router()
        let answer = try await router.open(RouteRequest(url: "firefox://deep-link?url=/settings/newTab", source: .otherApp), as: String.self)
        #expect(answer == "new tab settings from other-app")
    }

    @Test func anInnerLinkCannotReachWhatTheOuterSourceMayNot() async throws {
        let router = try Self.router()
        // From inside the app the page opens; wrapped in a link from another app, it does not.
        #expect(try await router.open("firefox://deep-link?url=/settings/passwords", as: String.self) == "passwords")
        await #expect(throws: RouteError(.notAllowed, "\"/settings/passwords\" opens only from inside the app, not from other-app (firefox://settings/passwords)")) {
            try await router.open(RouteRequest(url: "firefox://deep-link?url=/settings/passwords", source: .otherApp))
        }
        // Nor a URL an outside link may not use at all.
        await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "firefox://deep-link?url=javascript:alert(1)", source: .otherApp))
        }
    }

    @Test func wrappersInsideWrappersStopAfterEightLevels() async throws {
        let router = try Self.router()
        func wrapped(_ url: String, _ times: Int) -> String {
            (0..<times).reduce(url) { inner, _ in
                "firefox://deep-link?url=" + inner.addingPercentEncodingForQuery()
            }
        }
        #expect(try await router.open(wrapped("/settings/newTab", 8), as: String.self) == "new tab settings from in-app")
        let error = await #expect(throws: RouteError.self) { try await router.open(wrapped("/settings/newTab", 9)) }
        #expect(error?.code == .tooManyRedirects)
        // A link whose inner link wraps it again loops, and stops the same way.
        try router.register("firefox://again") { _ in RouteRedirect("firefox://deep-link?url=firefox://again") }
        let loop = await #expect(throws: RouteError.self) { try await router.open("firefox://again") }
        #expect(loop?.code == .tooManyRedirects)
        // The first URL, then the nine redirects that passed the limit, alternating.
        let chain = (0..<10).map { $0 % 2 == 0 ? "firefox://again" : "firefox://deep-link?url=firefox://again" }
        #expect(loop?.message == "more than 8 redirects: " + chain.joined(separator: " -> "))
    }

    @Test(arguments: [
        ("/settings/newTab", "firefox://deep-link?url=x", "firefox://settings/newTab"),
        ("/settings/newTab", "https://www.mozilla.org/deep-link?url=x", "https://www.mozilla.org/settings/newTab"),
        ("/settings/newTab", "https://www.mozilla.org/deep/link?x=1#y", "https://www.mozilla.org/settings/newTab"),
        ("firefox://settings/newTab", "https://www.mozilla.org/a", "firefox://settings/newTab"),
        ("//evil.example/x", "firefox://deep-link", "//evil.example/x"),
        ("settings/newTab", "firefox://deep-link", "settings/newTab"),
    ])
    func aRedirectToAPathIsReadAgainstTheURLItComesFrom(_ target: String, _ current: String, _ read: String) async throws {
        let router = Router(options: RouterOptions(webHosts: ["www.mozilla.org"], schemes: ["firefox"]))
        try router.register("/settings/newTab", exposure: .everywhere) { context in context.url.string }
        try router.register("**", exposure: .everywhere) { _ in RouteRedirect(target) }
        let opened = try? await router.open(RouteRequest(url: current, source: .universalLink), as: String.self)
        #expect(opened == (read.contains("://") && !read.hasPrefix("//") ? read : nil), "\(target) from \(current)")
    }

    @Test func aLinkEncodedWholeIsNotALink() async throws {
        let router = try Self.router()
        // Junction decodes no whole link: from outside it has no scheme, and is refused.
        await #expect(throws: RouteError(
            .notAllowed, "firefox%3A%2F%2Fdeep-link%3Furl%3D%2Fsettings%2FnewTab from other-app has no scheme; a URL from outside must use one of the app's schemes or web hosts")
        ) { try await router.open(RouteRequest(url: "firefox%3A%2F%2Fdeep-link%3Furl%3D%2Fsettings%2FnewTab", source: .otherApp)) }
    }
}

extension String {
    /// The text percent-encoded as a query value: everything but unreserved characters.
    fileprivate func addingPercentEncodingForQuery() -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        return utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }
}
