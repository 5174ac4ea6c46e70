import Junction
import Testing

/// The rows of "Coming from another router" (docs/ROUTING.md and the migration guides): where
/// Junction answers otherwise than routers users move from, each said as Junction does it.
@Suite struct PortingTrapsTests {
    static func router(_ patterns: [String], options: RouterOptions = RouterOptions()) throws -> Router {
        let router = Router(options: options)
        for pattern in patterns { try router.register(pattern) { _ in } }
        return router
    }

    /// `**` takes zero segments or more, so the route that ends with it also ends where the
    /// path does: `/users/stevapple` is `users/:user/**` with nothing left over, not `users/**`
    /// with `stevapple` left over (routing-kit's and hummingbird's `**` takes one or more).
    @Test func aCatchAllMatchesZeroSegments() throws {
        let router = try Self.router(["/users/:user/**", "/users/**"])
        let user = try router.resolve("/users/stevapple")
        #expect(user.pattern.text == "/users/:user/**")
        #expect(user.parameters.path == ["user": "stevapple"])
        #expect(user.remainder == "")
        let users = try router.resolve("/users")
        #expect(users.pattern.text == "/users/**")
        #expect(users.remainder == "")
        #expect(try router.resolve("/users/stevapple/posts/2").remainder == "posts/2")
    }

    /// A route that needs at least one segment more says so with a capture before `**`.
    @Test func oneSegmentOrMoreIsACaptureThenACatchAll() throws {
        let router = try Self.router(["/files/:first/**"])
        #expect(throws: RouteError(.notFound, "no route matches /files")) { try router.resolve("/files") }
        #expect(try router.resolve("/files/a/b").remainder == "b")
    }

    /// A capture inside a segment takes at least one character: `pre{bar}post` does not match
    /// `prepost` (DeepLinkDispatch's does, with `bar` empty).
    @Test func aCaptureInsideASegmentIsNeverEmpty() throws {
        let router = try Self.router(["/foo/pre{bar}post"])
        #expect(throws: RouteError(.notFound, "no route matches /foo/prepost")) { try router.resolve("/foo/prepost") }
        #expect(try router.resolve("/foo/prexpost").parameters.path == ["bar": "x"])
    }

    /// Where the text between the literal parts may be empty, a second route says so.
    @Test func anEmptyMiddleIsARouteOfItsOwn() throws {
        let router = try Self.router(["/foo/pre{bar}post", "/foo/prepost"])
        #expect(try router.resolve("/foo/prepost").pattern.text == "/foo/prepost")
        #expect(try router.resolve("/foo/pre1post").pattern.text == "/foo/pre{bar}post")
    }

    /// The host is the first segment, whatever it looks like: `myapp://user/42` is
    /// `user/42`, and so is `https://example.com/user/42` `example.com/user/42`, unless
    /// `example.com` is one of the router's web hosts (JLRoutes drops a host with a dot,
    /// DeepLinkKit matches a route at the end of host and path).
    @Test func theHostIsTheFirstSegment() throws {
        let router = try Self.router(["/user/:id"])
        #expect(try router.resolve("myapp://user/42").parameters.path == ["id": "42"])
        #expect(throws: RouteError(.notFound, "no route matches https://example.com/user/42")) {
            try router.resolve("https://example.com/user/42")
        }
        #expect(throws: RouteError(.notFound, "no route matches myapp://host/user/42")) { try router.resolve("myapp://host/user/42") }
        let web = try Self.router(["/user/:id"], options: RouterOptions(webHosts: ["example.com"]))
        #expect(try web.resolve("https://example.com/user/42").parameters.path == ["id": "42"])
        let written = try Self.router(["https://example.com/user/:id"])
        #expect(try written.resolve("https://example.com/user/42").parameters.path == ["id": "42"])
    }

    /// The migration guides' own examples of the rows above (MigratingFromURLNavigator.md,
    /// MigratingFromJLRoutes.md).
    @Test func theGuidesExamples() throws {
        let router = try Self.router([
            "myapp://file/**", "myapp://users/:user/**", "myapp://users/**", "myapp://v{major:int}", "myapp://user-{name}", "/files/**",
        ])
        #expect(try router.resolve("myapp://file").remainder == "")
        let user = try router.resolve("myapp://users/stevapple")
        #expect(user.pattern.text == "myapp://users/:user/**")
        #expect(user.remainder == "")
        #expect(throws: RouteError(.notFound, "no route matches myapp://v")) { try router.resolve("myapp://v") }
        #expect(try router.resolve("myapp://v2").parameters.path == ["major": "2"])
        #expect(throws: RouteError(.notFound, "no route matches myapp://user-")) { try router.resolve("myapp://user-") }
        #expect(try router.resolve("/files").pattern.text == "/files/**")
        #expect(try router.resolve("/files").remainder == "")
        #expect(try Self.router(["/user/<id>"]).resolve("/user/<id>").pattern.text == "/user/<id>")
        #expect(throws: RouteError(.notFound, "no route matches /user/42")) { try Self.router(["/user/<id>"]).resolve("/user/42") }
    }
}
