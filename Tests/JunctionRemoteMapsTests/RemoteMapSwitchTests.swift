import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A server switches a page off, sends it to the web, and targets app versions, through signed
/// maps; the ceiling keeps every such map from opening a page to anyone new.
@Suite struct RemoteMapSwitchTests {
    /// The shop's bundled map with a web host, and the product page exposed to pushes.
    static let bundledJSON = #"""
        {"version": 1, "schemes": ["shop"], "webHosts": ["m.shop.com"], "routes": [
          {"name": "home", "pattern": "shop://home", "page": "Page"},
          {"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "description": "A product"},
          {"name": "settings", "pattern": "shop://settings", "page": "Settings"}
        ]}
        """#

    /// The bundled map with the product route's JSON after `"page": "Page"` changed to `product`,
    /// and `extra` before `"routes"`.
    static func mapJSON(product: String, extra: String = "", productRoutes: [String]? = nil) -> String {
        let products = productRoutes ?? [#"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "description": "A product"\#(product)}"#]
        return #"{"version": 1, "schemes": ["shop"], "webHosts": ["m.shop.com"], \#(extra)"routes": [{"name": "home", "pattern": "shop://home", "page": "Page"}, \#(products.joined(separator: ", ")), {"name": "settings", "pattern": "shop://settings", "page": "Settings"}]}"#
    }

    /// An app with the bundled map above, a web fallback for `m.shop.com`, and a served map.
    struct App {
        let router: Router
        let remote: RemoteRouteMaps
        let served = ServedToken()

        init(cache: URL, appVersion: String?) throws {
            let bundled = try RouteMapFile(text: RemoteMapSwitchTests.bundledJSON, format: .json, file: "bundled.json")
            router = Router(options: RouterOptions().adding(bundled.map))
            try router.add(.web(allowing: ["m.shop.com"]) { url, _ in "web \(url)" })
            var options = SignedMaps.options()
            options.appVersion = appVersion
            remote = try RemoteRouteMaps(
                router: router, bindings: SignedMaps.bindings, app: SignedMaps.app, url: URL(string: "https://routes.example.com/shop.jws")!,
                keys: SignedMaps.keys, bundled: bundled, bundledVersion: 1, cacheDirectory: cache, options: options, transport: served)
        }

        /// Serves `map` as version 2 and refreshes; the events' kinds, or the refusal.
        func apply(_ map: String) async throws -> String {
            try await remote.start()
            served.serve(SignedMaps.token(version: 2, map: map))
            let events = await remote.refresh()
            return events.map { $0.error.map { "\($0)" } ?? $0.kind.description }.joined(separator: "; ")
        }

        /// What `url` opens to, or the error.
        func open(_ url: String, source: RouteSource = .inApp) -> String {
            do {
                return try router.openSynchronously(RouteRequest(url: url, source: source), as: String.self)
            } catch let error as RouteError {
                return "\(error.code): \(error.message)"
            } catch {
                return "\(error)"
            }
        }
    }

    @Test func aRemoteMapSwitchesAPageOffWithItsMessage() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let app = try App(cache: cache, appVersion: "5.2.0")
            #expect(try await app.apply(Self.mapJSON(product: #", "disabled": "Products are being restocked""#)) == "applied")
            #expect(app.open("shop://product/7") == "disabled: Products are being restocked")
            #expect(app.open("shop://product/7", source: .push) == "disabled: Products are being restocked")
            #expect(app.open("shop://home") == "home@")
        }
    }

    @Test func aRemoteMapSendsAPageToTheWeb() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let app = try App(cache: cache, appVersion: "5.2.0")
            #expect(try await app.apply(Self.mapJSON(product: #", "web": "https://m.shop.com/item/{id}""#)) == "applied")
            #expect(app.open("shop://product/7?ref=sale") == "web https://m.shop.com/item/7?ref=sale")
            #expect(app.open("shop://product/7", source: .push) == "web https://m.shop.com/item/7")
        }
    }

    /// Sending a page to the web or switching it off never opens it to anyone new.
    @Test(arguments: [
        (#"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "web": "https://evil.example.com/item/{id}"}"#,
         #"widensExposure: route "product" sends its opens to "https://evil.example.com/item/{id}", which is not on a web host of the bundled map (m.shop.com)"#),
        (#"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": "everywhere", "web": "https://m.shop.com/item/{id}"}"#,
         #"widensExposure: route "product" is exposed to everywhere; the app allows remote maps at most in-app, push"#),
        (#"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push", "other-app"], "disabled": true}"#,
         #"widensExposure: route "product" is exposed to in-app, other-app, push; the app allows remote maps at most in-app, push"#),
    ])
    func theCeilingCoversPagesSentToTheWebAndSwitchedOff(product: String, refusal: String) async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let app = try App(cache: cache, appVersion: "5.2.0")
            let events = try await app.apply(Self.mapJSON(product: "", productRoutes: [product]))
            #expect(events == refusal)
            #expect(await app.remote.version == 1)
            #expect(app.open("shop://product/7") == "product@A product")
        }
    }

    @Test func aMapForOtherAppVersionsIsRefused() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let map = Self.mapJSON(product: #", "disabled": true"#, extra: #""minAppVersion": "5.2", "#)
            let old = try App(cache: cache, appVersion: "5.1.9")
            #expect(try await old.apply(map) == "wrongAppVersion: version 2 is for app versions 5.2 and later; this app is 5.1.9")
            #expect(old.open("shop://product/7") == "product@A product")
        }
        try await RemoteMapLifecycleTests.withCache { cache in
            let map = Self.mapJSON(product: #", "disabled": true"#, extra: #""minAppVersion": "5.2", "maxAppVersion": "6", "#)
            let unknown = try App(cache: cache, appVersion: nil)
            #expect(try await unknown.apply(map)
                == "wrongAppVersion: version 2 is for app versions 5.2 to 6; this app's version is unknown (RemoteMapOptions.appVersion)")
            let current = try App(cache: SignedMaps.temporaryDirectory(), appVersion: "5.10")
            #expect(try await current.apply(map) == "applied")
            #expect(current.open("shop://product/7") == "disabled: route \"product\" is switched off")
        }
    }

    /// Two routes for the product page, for app versions that do not overlap: versions up to
    /// 5.1.9 have a bug in the page, so they send it to the web; later ones show it.
    @Test func aRouteForOtherAppVersionsIsLeftOut() async throws {
        let map = Self.mapJSON(product: "", productRoutes: [
            #"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "web": "https://m.shop.com/item/{id}", "description": "old", "maxAppVersion": "5.1.9"}"#,
            #"{"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "description": "new", "minAppVersion": "5.2"}"#,
        ])
        #expect(try RouteMapFile(text: map, format: .json).lint().map(\.description) == [])
        for (version, opens) in [("5.1.0", "web https://m.shop.com/item/7"), ("5.2", "product@new"), ("7.0.1", "product@new")] {
            try await RemoteMapLifecycleTests.withCache { cache in
                let app = try App(cache: cache, appVersion: version)
                #expect(try await app.apply(map) == "applied", "\(version)")
                #expect(app.open("shop://product/7") == opens, "\(version)")
            }
        }
    }

    @Test func anAppVersionThatIsNotOneIsRefusedAtOnce() throws {
        #expect(throws: RemoteMapError(.wrongAppVersion, #"RemoteMapOptions.appVersion "5.2-beta" is not an app version (numbers separated by '.', such as 5.2.1)"#)) {
            try App(cache: SignedMaps.temporaryDirectory(), appVersion: "5.2-beta")
        }
    }

    /// Signed by hand: `junction sign` and `SigningKey.sign` refuse such a map.
    static let badVersions: [(product: String, at: String, error: String)] = [
        (#", "minAppVersion": "5.x""#, #""5.x""#, #"error: "5.x" is not an app version (numbers separated by '.', such as 5.2.1)"#),
        (#", "minAppVersion": "6", "maxAppVersion": "5.9""#, #""5.9""#, "error: maxAppVersion 5.9 is below minAppVersion 6, so no app is in between"),
    ]

    @Test(arguments: badVersions)
    func aVersionThatIsNotOneIsRefusedWithItsPlace(product: String, at: String, error: String) async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let app = try App(cache: cache, appVersion: "5.2.0")
            try await app.remote.start()
            let payload = #"{"app":"\#(SignedMaps.app)","version":2,"issuedAt":1795478400,"expiresAt":1798070400,"map":\#(Self.mapJSON(product: product))}"#
            let column = payload.utf8.distance(from: payload.utf8.startIndex, to: try #require(payload.range(of: at)).lowerBound.samePosition(in: payload.utf8)!) + 1
            app.served.serve(SignedMaps.token(header: #"{"alg":"EdDSA","kid":"routes-2026"}"#, payload: payload))
            #expect(await app.remote.refresh().map { $0.error.map { "\($0)" } } == ["loadFailed: remote route map:1:\(column): \(error)"])
            #expect(await app.remote.version == 1)
        }
    }
}

/// A page map from a server that names no scheme or host lives where the app placed the
/// bundled page map in code.
@Suite struct RemotePageMapTests {
    @Test func aRemotePageMapLivesWhereTheBundledOneWasPlaced() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let bundled = try RouteMapFile(contentsOf: RemoteMapSwitchTests.example("CCPageMap.plist")).placingPages(scheme: "cc", host: "page.cc")
            let router = Router(options: RouterOptions().adding(bundled.map))
            var bindings = RouteMapBindings()
            bindings.page("CCViewController") { request in "betSsq CCType=\(request.parameters["CCType"] ?? "")" }
            let served = ServedToken()
            let remote = try RemoteRouteMaps(
                router: router, bindings: bindings, app: SignedMaps.app, url: URL(string: "https://routes.example.com/cc.jws")!,
                keys: SignedMaps.keys, bundled: bundled, bundledVersion: 1, cacheDirectory: cache, options: SignedMaps.options(), transport: served)
            try await remote.start()
            #expect(try router.openSynchronously("cc://page.cc/betSsq", as: String.self) == "betSsq CCType=1")
            // The server switches the page off, in the page manager's shape, naming no place.
            served.serve(SignedMaps.token(version: 2, map: #"{"betSsq": {"class": "CCViewController", "disabled": "Closed until 20:00", "attributes": [{"name": "CCType", "default": 1}]}}"#))
            #expect(await remote.refresh().map(\.kind) == [.applied])
            #expect(throws: RouteError(.disabled, "Closed until 20:00")) { try router.openSynchronously("cc://page.cc/betSsq") }
        }
    }
}

extension RemoteMapSwitchTests {
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/RouteMaps/\(name)").path
    }
}
