import Foundation
import Junction
import JunctionRouteMap
import Testing

/// The README's route-map example, as written there (with the path made absolute).
@Suite struct ReadmeRouteMapExampleTests {
    struct ProductPage: Sendable, Equatable {
        let id: Int
        let tab: String
    }

    @Test func loadingReportsEveryUnboundName() throws {
        let path = RouteMapLintTests.example("shop.yaml")
        let file = try RouteMapFile(contentsOf: path)
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("ProductPage") { request in
            ProductPage(id: try request.parameters.require("id", as: Int.self), tab: request.parameters["tab"] ?? "")
        }
        var printed = ""
        do {
            try file.load(into: router, bindings: bindings)
        } catch {
            printed = error.description.replacingOccurrences(of: path, with: "Examples/RouteMaps/shop.yaml")
        }
        let lines = printed.split(separator: "\n")
        #expect(lines.prefix(2) == [
            #"Examples/RouteMaps/shop.yaml:9:11: error: no page is bound to "HomePage""#,
            #"Examples/RouteMaps/shop.yaml:16:11: error: no page is bound to "BannerPage""#,
        ])
        // 36 routes: 2 redirects, the product page bound, 33 names left.
        #expect(lines.count == 33)
        #expect(router.registrations.isEmpty)

        for route in file.map.routes {
            switch route.target {
            case .page(let name)? where name != "ProductPage": bindings.page(name) { _ in name }
            case .handler(let key)?: bindings.handler(key) { _ in key }
            default: break
            }
        }
        try file.load(into: router, bindings: bindings)
        #expect(try router.openSynchronously("shop://product/3?tab=reviews", as: ProductPage.self) == ProductPage(id: 3, tab: "reviews"))
        #expect(try router.openSynchronously("shop://product/3", as: ProductPage.self) == ProductPage(id: 3, tab: "info"))
    }

    /// The README's generated typed route, registered and opened as written there.
    @Test func generatedTypesAreTypedRoutes() async throws {
        let router = Router()
        try router.register(ShopRoutes.Product.self) { product, _ in ProductPage(id: product.id, tab: product.tab) }
        let url = try router.url(for: ShopRoutes.Product(id: 7))
        #expect(url == "shop://product/7?tab=info")
        #expect(try await router.open(url, as: ProductPage.self) == ProductPage(id: 7, tab: "info"))
        #expect(try await router.open("shop://product/8", as: ProductPage.self) == ProductPage(id: 8, tab: "info"))
    }

    /// The README's map shipped as a resource, and its relative path that is not there, as
    /// written there (the working directory is the test's, not `/app`).
    @Test func aShippedMapIsReadFromItsBundle() throws {
        var printed = ""
        let shipped = try RouteMapFile(resource: "shop", withExtension: "yaml", in: .module)
        do {
            _ = try RouteMapFile(contentsOf: "maps/shop.yaml")
        } catch {
            printed = error.description
        }
        #expect(shipped.map.routes.map(\.name) == ["home", "product"])
        #expect(printed == """
            maps/shop.yaml: error: cannot read the file \(FileManager.default.currentDirectoryPath)/maps/shop.yaml \
            (relative to the working directory): no such file or directory
            """)
    }
}
