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
        try file.load(into: router, bindings: bindings)
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

/// Generated types whose pattern has no `*` or `**` are `TypedRoute`s: a router registers one,
/// builds its URL from the value, and hands its handler the same value back, a parameter the
/// URL leaves out taking the map's default.
@Suite struct GeneratedTypedRouteTests {
    static let variant = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    @Test func valuesRoundTripThroughARouter() async throws {
        let router = Router()
        try router.register(ShopRoutes.Product.self) { product, _ in product }
        try router.register(ShopRoutes.Search.self) { search, _ in search }
        try router.register(ShopRoutes.CatalogCategory.self) { category, _ in category }
        try router.register(ShopRoutes.MessagesThread.self) { thread, _ in thread }
        try router.register(ShopRoutes.Home.self) { home, _ in home }

        let product = ShopRoutes.Product(id: 42, tab: "reviews", variant: Self.variant)
        #expect(try router.url(for: product) == "shop://product/42?tab=reviews&variant=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try await router.open(router.url(for: product), as: ShopRoutes.Product.self) == product)
        let search = ShopRoutes.Search(q: "red shoes", inStock: true)
        #expect(try router.url(for: search) == "shop://search?q=red%20shoes&sort=relevance&inStock=true")
        #expect(try await router.open(router.url(for: search), as: ShopRoutes.Search.self) == search)
        let category = ShopRoutes.CatalogCategory(slug: "shoes/boots", page: 2)
        #expect(try await router.open(router.url(for: category), as: ShopRoutes.CatalogCategory.self) == category)
        let thread = ShopRoutes.MessagesThread(thread: Self.variant)
        #expect(try await router.open(router.url(for: thread), as: ShopRoutes.MessagesThread.self) == thread)
        #expect(try router.url(for: ShopRoutes.Home()) == "shop://home")
        #expect(try await router.open("shop://home", as: ShopRoutes.Home.self) == ShopRoutes.Home())
    }

    @Test func parametersLeftOutTakeTheMapsDefaults() async throws {
        let router = Router()
        try router.register(ShopRoutes.Product.self) { product, _ in product }
        try router.register(ShopRoutes.Search.self) { search, _ in search }
        #expect(try await router.open("shop://product/7", as: ShopRoutes.Product.self) == ShopRoutes.Product(id: 7, tab: "info", variant: nil))
        #expect(try await router.open("shop://search", as: ShopRoutes.Search.self) == ShopRoutes.Search(q: nil, sort: "relevance", inStock: false))
    }

    @Test func aParameterOfTheWrongTypeIsNamed() async throws {
        let router = Router()
        try router.register(ShopRoutes.Search.self) { search, _ in search }
        await #expect(throws: RouteError(.invalidParameter, #"parameter "inStock" is "maybe"; expected true, false, 1, 0, yes or no"#)) {
            try await router.open("shop://search?inStock=maybe", as: ShopRoutes.Search.self)
        }
    }

    /// Swift names that differ from the parameter's (a keyword, a name with a `-`) read and
    /// write the parameter's own name.
    @Test func swiftNamesReadAndWriteTheParametersOwnNames() async throws {
        let router = Router()
        try router.register(TrickyRoutes.Keywords.self) { value, _ in value }
        let value = TrickyRoutes.Keywords(default: "d", for: false, aB: 3)
        #expect(try router.url(for: value) == "app://k/d?for=false&a-b=3")
        #expect(try await router.open("app://k/d?for=false&a-b=3", as: TrickyRoutes.Keywords.self) == value)
        #expect(try await router.open("app://k/e", as: TrickyRoutes.Keywords.self) == TrickyRoutes.Keywords(default: "e"))
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
