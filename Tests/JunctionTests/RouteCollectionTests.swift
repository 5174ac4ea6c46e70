@testable import Junction
import Testing

/// Collections are applied all or nothing and replaced in one step.
@Suite struct RouteCollectionTests {
    static func catalog(_ answer: String, id: String = "catalog") throws -> RouteCollection {
        let catalog = RouteCollection(id)
        try catalog.add(ParameterConverter("sku") { $0.allSatisfy(\.isLetter) })
        try catalog.register("shop://product/{id:int}", name: "product") { _ in "\(answer) product" }
        try catalog.register("shop://item/{code:sku}") { context in "\(answer) item \(context.parameters["code"] ?? "")" }
        try catalog.addInterceptor(name: "mark") { interception, next in "\(try await next(interception.request)) marked" }
        try catalog.add(.notFound(forScheme: "shop") { request in "\(answer) no page for \(request.url)" })
        return catalog
    }

    @Test func aCollectionBringsItsRoutesConvertersInterceptorsAndNotFoundHandlers() async throws {
        let router = Router()
        try router.add(Self.catalog("one"))

        #expect(router.registrations.map(\.description) == ["shop://product/{id:int}", "shop://item/{code:sku}"])
        #expect(try await router.open("shop://product/1", as: String.self) == "one product marked")
        #expect(try await router.open("shop://item/abc", as: String.self) == "one item abc marked")
        #expect(try await router.open("shop://nowhere", as: String.self) == "one no page for shop://nowhere")
        #expect(try router.url(for: "product", ["id": "5"]) == "shop://product/5")
        #expect(router.converter(named: "sku") != nil)
    }

    @Test func aConflictAppliesNothing() async throws {
        let router = Router()
        try router.register("shop://product/{number:int}") { _ in "mine" }
        let catalog = try Self.catalog("one")
        try catalog.register("shop://cart") { _ in "cart" }

        let error = #expect(throws: RouteError.self) { try router.add(catalog) }

        #expect(error?.description == """
            conflict: "shop://product/{id:int}" matches exactly the same URLs as "shop://product/{number:int}", registered earlier
            """)
        #expect(router.registrations.map(\.description) == ["shop://product/{number:int}"])
        #expect(!router.canOpen("shop://cart"))
        #expect(router.converter(named: "sku") == nil)
        #expect(try await router.open("shop://product/7", as: String.self) == "mine")
        await #expect(throws: RouteError.self) { try await router.open("shop://item/abc") }
    }

    @Test func replaceSwapsOneCollectionForAnotherInOneStep() async throws {
        let router = Router()
        try router.register("shop://home") { _ in "home" }
        try router.add(Self.catalog("one"))
        let two = RouteCollection("catalog-2")
        try two.register("shop://product/{id:int}", name: "product") { _ in "two product" }

        try router.replace("catalog", with: two)

        #expect(router.registrations.map(\.description) == ["shop://home", "shop://product/{id:int}"])
        #expect(try await router.open("shop://product/1", as: String.self) == "two product")
        #expect(router.converter(named: "sku") == nil)
        await #expect(throws: RouteError.self) { try await router.open("shop://item/abc") }
        #expect(try router.remove("catalog-2"))
        #expect(try !router.remove("catalog-2"))
        #expect(router.registrations.map(\.description) == ["shop://home"])
    }

    @Test func aReplacementThatConflictsLeavesTheOldCollection() async throws {
        let router = Router()
        try router.register("shop://cart") { _ in "cart" }
        try router.add(Self.catalog("one"))
        let two = RouteCollection("catalog")
        try two.register("shop://cart") { _ in "other cart" }

        let error = #expect(throws: RouteError.self) { try router.replace("catalog", with: two) }

        #expect(error?.code == .conflict)
        #expect(try await router.open("shop://product/1", as: String.self) == "one product marked")
        let unknown = #expect(throws: RouteError.self) { try router.replace("nothing", with: two) }
        #expect(unknown?.description == "unknownRoute: no collection \"nothing\" is applied")
        let twice = #expect(throws: RouteError.self) { try router.add(Self.catalog("again")) }
        #expect(twice?.description == "conflict: a collection \"catalog\" is applied already")
    }

    @Test func aCollectionWhoseConverterAnotherRouteUsesStays() async throws {
        let router = Router()
        try router.add(Self.catalog("one"))
        try router.register("shop://sku/{code:sku}") { _ in "outside" }

        let error = #expect(throws: RouteError.self) { try router.remove("catalog") }

        #expect(error?.description == """
            conflict: the collection "catalog" cannot go: "shop://sku/{code:sku}", which is not in it, needs its converter (unknown converter "sku")
            """)
        #expect(try await router.open("shop://product/1", as: String.self) == "one product marked")
        #expect(try await router.open("shop://sku/abc", as: String.self) == "outside marked")
        let replacement = #expect(throws: RouteError.self) { try router.replace("catalog", with: RouteCollection("other")) }
        #expect(replacement?.code == .conflict)
        #expect(try await router.open("shop://product/1", as: String.self) == "one product marked")
    }
}
