import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Issue 5, part 3: loading a map into a router, binding its names to code.
@Suite struct RouteMapLoadingTests {
    static let map = """
        {"version": 1, "schemes": ["shop"], "webHosts": ["shop.example.com"], "routes": [
          {"name": "product", "patterns": ["shop://product/{id:int}", "/p/{id:int}"], "page": "ProductPage",
           "exposure": ["universal-link"], "description": "A product",
           "attributes": [{"name": "id", "type": "int", "required": true},
                          {"name": "tab", "default": "info"},
                          {"name": "count", "type": "int", "default": "1"}]},
          {"name": "cart.add", "pattern": "shop://cart/add", "handler": "cart.add",
           "attributes": [{"name": "sku", "required": true}, {"name": "gift", "type": "bool"}]},
          {"name": "old-product", "pattern": "shop://item/:id", "redirect": "shop://product/{id}", "exposure": "everywhere",
           "description": "Old links"},
          {"name": "login", "pattern": "shop://login", "page": "LoginPage"},
          {"name": "old-login", "pattern": "shop://signin", "redirect": "shop://login", "exposure": "everywhere", "description": "Old"}
        ]}
        """

    static func loaded() throws -> Router {
        let file = try RouteMapFile(text: map, format: .json, file: "app.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("ProductPage") { request in
            "product \(try request.parameters.require("id", as: Int.self)) tab=\(request.parameters["tab"] ?? "-") count=\(request.parameters["count"] ?? "-")"
        }
        bindings.page("LoginPage") { request in "login \(request.route.name)" }
        bindings.handler("cart.add") { request in "added \(request.parameters["sku"] ?? "")" }
        let registrations = try file.load(into: router, bindings: bindings)
        #expect(registrations.map(\.pattern.text) == [
            "shop://product/{id:int}", "/p/{id:int}", "shop://cart/add", "shop://item/:id", "shop://login", "shop://signin",
        ])
        return router
    }

    @Test func boundRoutesOpenWithDefaultsApplied() throws {
        let router = try Self.loaded()
        #expect(try router.openSynchronously("shop://product/7", as: String.self) == "product 7 tab=info count=1")
        #expect(try router.openSynchronously("shop://product/7?tab=reviews&count=3", as: String.self) == "product 7 tab=reviews count=3")
        #expect(try router.openSynchronously("https://shop.example.com/p/8", as: String.self) == "product 8 tab=info count=1")
        #expect(try router.url(for: "product", ["id": "9"]) == "shop://product/9")
        #expect(try router.openSynchronously("shop://cart/add?sku=A1&gift=yes", as: String.self) == "added A1")
    }

    @Test func attributesAreCheckedOnEveryOpen() throws {
        let router = try Self.loaded()
        #expect(throws: RouteError(.missingParameter, "missing parameter \"sku\" (expected text)")) {
            try router.openSynchronously("shop://cart/add")
        }
        #expect(throws: RouteError(.invalidParameter, "parameter \"gift\" is \"maybe\"; expected true, false, 1, 0, yes or no")) {
            try router.openSynchronously("shop://cart/add?sku=A1&gift=maybe")
        }
        #expect(throws: RouteError(.invalidParameter, "parameter \"count\" is \"lots\"; expected an integer")) {
            try router.openSynchronously("shop://product/7?count=lots")
        }
    }

    @Test func redirectsKeepTheSourceAndCarryTheQuery() async throws {
        let router = try Self.loaded()
        #expect(try await router.open("shop://item/5?tab=photos", as: String.self) == "product 5 tab=photos count=1")
        #expect(try await router.open(RouteRequest(url: "shop://signin"), as: String.self) == "login login")
        // The old sign-in link is open to everyone, but where it leads is in-app only.
        await #expect(throws: RouteError(.notAllowed, "\"shop://login\" opens only from inside the app, not from push (shop://login)")) {
            try await router.open(RouteRequest(url: "shop://signin", source: .push))
        }
        // The product page allows universal links only; a redirect from push keeps "push".
        await #expect(throws: RouteError(.notAllowed, "\"shop://product/{id:int}\" opens only from in-app, universal-link, not from push (shop://product/5)")) {
            try await router.open(RouteRequest(url: "shop://item/5", source: .push))
        }
    }

    @Test func everyUnboundNameIsReportedAtOnce() throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "app.json")
        let router = Router()
        var bindings = RouteMapBindings()
        bindings.handler("cart.add") { _ in () }
        #expect(throws: RouteMapLoadError.self) { try file.load(into: router, bindings: bindings) }
        do {
            try file.load(into: router, bindings: bindings)
        } catch {
            #expect(error.description == """
                app.json:2:87: error: no page is bound to "ProductPage"
                app.json:11:56: error: no page is bound to "LoginPage"
                """)
        }
        #expect(router.registrations.isEmpty)
    }

    /// A map built in code is not read, so loading checks its app versions: each that does not
    /// read is refused at its own key, and nothing is registered.
    @Test func appVersionsOfAMapBuiltInCodeAreCheckedOnLoading() throws {
        let map = try RouteMap(routes: [
            .init(name: "a", patterns: [RoutePattern("shop://a")], target: .handler("h"), minAppVersion: "5.x", maxAppVersion: "6.0"),
            .init(name: "b", patterns: [RoutePattern("shop://b")], target: .handler("h"), minAppVersion: "5", maxAppVersion: "six"),
        ])
        var bindings = RouteMapBindings()
        bindings.handler("h") { _ in () }
        let router = Router()
        #expect(throws: RouteMapLoadError.self) { try map.load(into: router, bindings: bindings) }
        do {
            try map.load(into: router, bindings: bindings)
        } catch {
            #expect(error.errors.map { "\($0.location): \($0.message)" } == [
                #"routes[0].minAppVersion: "5.x" is not an app version (numbers separated by '.', such as 5.2.1)"#,
                #"routes[1].maxAppVersion: "six" is not an app version (numbers separated by '.', such as 5.2.1)"#,
            ])
        }
        #expect(router.registrations.isEmpty)
    }

    @Test func badTypesRedirectsAndConflictsAreReportedAndNothingIsRegistered() throws {
        let map = try RouteMap(routes: [
            .init(name: "a", patterns: [RoutePattern("shop://a/:id")], target: .handler("h"), attributes: [.init(name: "id", type: "colour")]),
            .init(name: "b", patterns: [RoutePattern("shop://b")], redirect: RoutePattern("shop://x/*")),
            .init(name: "c", patterns: [RoutePattern("shop://c")]),
        ])
        var bindings = RouteMapBindings()
        bindings.handler("h") { _ in () }
        let router = Router()
        do {
            try map.load(into: router, bindings: bindings)
            Issue.record("loaded a broken map")
        } catch {
            #expect(error.description == """
                <map>: routes[0].attributes[0].type: error: unknown attribute type "colour"; expected string, int, double, bool, uuid or a converter the app adds
                <map>: routes[1].redirect: error: redirect "shop://x/*" has a '*', which no open can fill; name it as a capture
                <map>: routes[2]: error: route "c" has no page, handler, redirect or web URL
                """)
        }
        let conflicting = try RouteMap(routes: [
            .init(name: "a", patterns: [RoutePattern("shop://a/:id")], target: .handler("h")),
            .init(name: "b", patterns: [RoutePattern("shop://a/:name")], target: .handler("h")),
        ])
        do {
            try conflicting.load(into: router, bindings: bindings)
            Issue.record("loaded conflicting routes")
        } catch {
            #expect(error.description == #"<map>: routes[1].patterns[0]: error: "shop://a/:name" matches exactly the same URLs as "shop://a/:id", registered earlier"#)
        }
        #expect(router.registrations.isEmpty)
    }

    /// A map built in code can hold what no file can: a route without patterns.
    @Test func aRouteWithoutPatternsIsReportedEverywhere() throws {
        let map = RouteMap(routes: [.init(name: "empty", patterns: [], target: .handler("h"))])
        var bindings = RouteMapBindings()
        bindings.handler("h") { _ in () }
        #expect(throws: RouteMapError(file: "<map>", location: .keyPath("routes[0]"), message: "route \"empty\" has no pattern")) {
            try map.swiftSource(source: "<map>")
        }
        do {
            try map.load(into: Router(), bindings: bindings)
            Issue.record("loaded a route without patterns")
        } catch {
            #expect(error.description == #"<map>: routes[0]: error: route "empty" has no pattern"#)
        }
    }

    @Test func defaultsAreCheckedAtLoadAndCapturesKeepTheirOrder() throws {
        var bindings = RouteMapBindings()
        bindings.handler("h") { request in request.parameters.names }
        let bad = try RouteMap(routes: [.init(name: "n", patterns: [RoutePattern("/n")], target: .handler("h"), attributes: [.init(name: "n", type: "int", defaultValue: "x")])])
        do {
            try bad.load(into: Router(), bindings: bindings)
            Issue.record("loaded a default its type rejects")
        } catch {
            #expect(error.description == #"<map>: routes[0].attributes[0].default: error: default "x" of attribute "n" is not a valid int"#)
        }
        let router = Router()
        try RouteMap(routes: [
            .init(name: "x", patterns: [RoutePattern("shop://x/{b}/{a}/{c}/{d}/{e}")], target: .handler("h"), attributes: [.init(name: "z", defaultValue: "1")]),
        ]).load(into: router, bindings: bindings)
        for _ in 0..<20 {
            #expect(try router.openSynchronously("shop://x/1/2/3/4/5", as: [String].self) == ["b", "a", "c", "d", "e", "z"])
        }
    }
}
