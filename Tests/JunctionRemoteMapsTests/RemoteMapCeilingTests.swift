import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// Issue 29, item 5: the exposure ceiling looked at targets and exposure only, so a signed map
/// within it could drop the bundled map's types, add defaults, and build an in-app-only page
/// under an exposed one. A route that opens from outside now brings its page no more than the
/// bundled map's routes to it do.
@Suite struct RemoteMapCeilingTests {
    /// The test map with the product route changed: `product` is what follows `"page": "Page",`.
    static func map(product: String, pattern: String = "shop://product/{id:int}", routes: [String] = []) -> RouteMap {
        let json = SignedMaps.mapJSON(version: 2, routes: routes, productPattern: pattern, productExposure: #"["push", "universal-link"]\#(product)"#)
        return try! RouteMapFile(text: json, format: .json).map
    }

    static let ceiling = RemoteMapExposureLimit.bundledMap(SignedMaps.bundled.map)

    @Test(arguments: [
        // The bundled map's own routes, and a new pattern to the same page.
        ("", "shop://product/{id:int}", nil),
        ("", "shop://item/{id:int}", nil),
        // The type dropped.
        ("", "shop://product/{id}", #"route "product", opened from outside, takes "id" as string; the bundled map's routes to page "Page" take it as int"#),
        (#", "attributes": [{"name": "id", "type": "string"}]"#, "shop://product/:id",
         #"route "product", opened from outside, takes "id" as string; the bundled map's routes to page "Page" take it as int"#),
        // A default the bundled routes do not give.
        (#", "attributes": [{"name": "admin", "default": "true"}]"#, "shop://product/{id:int}",
         #"route "product", opened from outside, gives "admin" the default "true", which no bundled route to page "Page" gives"#),
        (#", "attributes": [{"name": "id", "type": "int", "default": "1"}]"#, "shop://product/{id:int}",
         #"route "product", opened from outside, gives "id" the default "1", which no bundled route to page "Page" gives"#),
        // An in-app-only parent the bundled map does not build under the page.
        (#", "parent": "settings""#, "shop://product/{id:int}",
         #"route "product", opened from outside, is built on the parent "settings" (exposed in-app), which the bundled map does not build under page "Page""#),
        (#", "parent": "home""#, "shop://product/{id:int}",
         #"route "product", opened from outside, is built on the parent "home" (exposed in-app), which the bundled map does not build under page "Page""#),
    ] as [(String, String, String?)])
    func aRouteFromOutsideBringsItsPageNoMoreThanTheBundledMap(_ product: String, _ pattern: String, _ refusal: String?) {
        let violation = Self.ceiling.violation(in: Self.map(product: product, pattern: pattern))
        #expect(violation == refusal.map { RemoteMapError(.widensExposure, $0) })
    }

    @Test func aParentExposedToTheLinksSourcesMayBeAdded() {
        let catalog = #"{"name": "catalog", "pattern": "shop://catalog/{id:int}", "page": "Page", "exposure": ["push", "universal-link"]}"#
        #expect(Self.ceiling.violation(in: Self.map(product: #", "parent": "catalog""#, routes: [catalog])) == nil)
        // Up the chain: the catalog's own parent is checked too.
        let built = #"{"name": "catalog", "pattern": "shop://catalog/{id:int}", "page": "Page", "exposure": ["push", "universal-link"], "parent": "settings"}"#
        #expect(Self.ceiling.violation(in: Self.map(product: #", "parent": "catalog""#, routes: [built]))?.message
            == #"route "product", opened from outside, is built on the parent "settings" (exposed in-app), which the bundled map does not build under page "Page""#)
    }

    /// A parent the remote map does not hold, such as an in-app action the app registers in
    /// code: the ceiling cannot see its exposure, so it is refused unless the bundled map names
    /// the same parent under the same page.
    @Test func aParentOutsideTheMapIsRefusedUnlessTheBundledMapNamesIt() {
        #expect(Self.ceiling.violation(in: Self.map(product: #", "parent": "logout""#))?.message
            == #"route "product", opened from outside, is built on the parent "logout", which is not a route of the map, and the bundled map does not build it under page "Page""#)
        // Up the chain: a parent of the map whose own parent is outside it.
        let catalog = #"{"name": "catalog", "pattern": "shop://catalog/{id:int}", "page": "Page", "exposure": ["push", "universal-link"], "parent": "logout"}"#
        #expect(Self.ceiling.violation(in: Self.map(product: #", "parent": "catalog""#, routes: [catalog]))?.message
            == #"route "product", opened from outside, is built on the parent "logout", which is not a route of the map, and the bundled map does not build it under page "Page""#)

        // A bundled map that builds the page on a route registered in code allows a remote map
        // to keep it, and no other.
        let bundled = Self.map(product: #", "parent": "start""#)
        let ceiling = RemoteMapExposureLimit.bundledMap(bundled)
        #expect(ceiling.violation(in: Self.map(product: #", "parent": "start""#)) == nil)
        #expect(ceiling.violation(in: Self.map(product: #", "parent": "logout""#))?.message
            == #"route "product", opened from outside, is built on the parent "logout", which is not a route of the map, and the bundled map does not build it under page "Page""#)
    }

    @Test func theCeilingRefusesTheMapInTheApp() async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let (app, served) = try LeakedKeyTests.app(cache)
        try await app.remote.start()
        served.serve(SignedMaps.token(version: 2, map: SignedMaps.mapJSON(version: 2, productPattern: "shop://product/{id}")))
        #expect(await app.remote.refresh().map { $0.error?.code } == [.widensExposure])
        #expect(await app.remote.version == 1)
    }
}
