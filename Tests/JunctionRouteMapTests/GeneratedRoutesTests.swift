import Foundation
import Junction
import JunctionRouteMap
import Testing

/// Issue 5, part 6: `Generated/ShopRoutes.swift` is `junction generate swift` of the example
/// map (a CLI test checks it is current); it compiles with this target, and its values build
/// URLs that reach their own routes with their own values.
@Suite struct GeneratedRoutesTests {
    static func router() throws -> Router {
        let file = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.yaml"))
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        for route in file.map.routes {
            switch route.target {
            case .page(let name)?: bindings.page(name) { request in "\(request.route.name) \(request.parameters.merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
            case .handler(let key)?: bindings.handler(key) { request in "\(request.route.name) \(request.parameters.merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
            case nil: break
            }
        }
        try router.load(file, bindings: bindings)
        return router
    }

    @Test func valuesBuildTheirURLs() throws {
        #expect(try ShopRoutes.Product(id: 42).url() == "shop://product/42")
        #expect(try ShopRoutes.Product(id: 42, tab: "reviews").url() == "shop://product/42?tab=reviews")
        let variant = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(try ShopRoutes.Product(id: 1, variant: variant).url() == "shop://product/1?variant=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try ShopRoutes.Search(q: "red shoes").url() == "shop://search?q=red%20shoes")
        #expect(try ShopRoutes.Search(q: "red shoes", inStock: true).url() == "shop://search?q=red%20shoes&inStock=true")
        #expect(try ShopRoutes.CatalogCategory(slug: "shoes/boots", page: 2).url() == "shop://catalog/shoes%2Fboots?page=2")
        #expect(try ShopRoutes.Help(remainder: "returns/how").url() == "shop://help/returns/how")
        #expect(try ShopRoutes.ProductGallery(id: 3, index: 0).url() == "shop://product/3/gallery/0")
        #expect(ShopRoutes.Names.productGallery == "product.gallery")
        #expect(ShopRoutes.Names.accountSigninLegacy == "account.signin.legacy")
    }

    @Test func builtURLsReachTheirRoutesWithTheSameValues() throws {
        let router = try Self.router()
        #expect(try router.openSynchronously(ShopRoutes.Product(id: 42, tab: "reviews").url(), as: String.self)
            == #"product ["id=42", "tab=reviews"]"#)
        #expect(try router.openSynchronously(ShopRoutes.Search(q: "red shoes", inStock: true).url(), as: String.self)
            == #"search ["inStock=true", "q=red shoes", "sort=relevance"]"#)
        #expect(try router.openSynchronously(ShopRoutes.CartAdd(sku: "A&B=1").url(), as: String.self)
            == #"cart.add ["quantity=1", "sku=A&B=1"]"#)
        #expect(try router.openSynchronously(ShopRoutes.MessagesThread(thread: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!).url(), as: String.self)
            == #"messages.thread ["thread=E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]"#)
    }
}

/// `Generated/TrickyRoutes.swift`: route and parameter names that clash with Swift's own.
@Suite struct TrickyGeneratedRoutesTests {
    @Test func namesThatClashWithSwiftStillBuildURLs() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(try TrickyRoutes.String(id: 3, query: "a b", wildcards: ["w"]).url() == "app://s/3/w?query=a%20b")
        #expect(try TrickyRoutes.Uuid(id: id, class: "x", remainder: "r/s").url() == "app://u/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/r/s?class=x")
        #expect(try TrickyRoutes.QueryItem().url() == "app://q")
        #expect(TrickyRoutes.NameList().ref == id)
        #expect(TrickyRoutes.Names.queryItem == "query-item")
    }
}
