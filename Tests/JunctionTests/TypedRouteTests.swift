import Foundation
import Junction
import Testing

/// Issue 4, part 4: a `Codable` type with a pattern is a route.
@Suite struct TypedRouteTests {
    enum Tab: String, Codable, Sendable, RouteParameterValue { case info, reviews, questions }

    struct ProductRoute: TypedRoute, Equatable {
        static let pattern = "shop://product/{id:int}?tab=info"
        var id: Int
        var tab: Tab
        var ref: String?
        var tags: [String] = []
    }

    @Test func handlerReceivesTheDecodedValue() async throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register(ProductRoute.self) { product, _ in
            seen.append("\(product.id) \(product.tab.rawValue) \(product.ref ?? "-") \(product.tags)")
        }
        try await router.open("shop://product/42?ref=push&tags=a&tags=b")
        try await router.open("shop://product/7?tab=reviews")
        #expect(seen.values == ["42 info push [\"a\", \"b\"]", "7 reviews - []"])
    }

    @Test func aTypedRouteOpensSynchronouslyAsItsPatternWithAHandlerThatDecodes() async throws {
        let router = Router()
        try router.register(ProductRoute.pattern) { context in
            let product = try context.parameters.decode(ProductRoute.self)
            return "product \(product.id) \(product.tab.rawValue)"
        }
        try router.register(RelatedRoute.self) { related, _ in "related to \(related.id)" }
        #expect(try router.openSynchronously("shop://product/42?tab=reviews", as: String.self) == "product 42 reviews")
        #expect(try router.openSynchronously(ProductRoute(id: 7, tab: .info), as: String.self) == "product 7 info")
        // A typed route's own handler is asynchronous.
        #expect(throws: RouteError(.asyncHandler, "the handler of \"shop://related/{id:int}\" is async; open shop://related/3 with open(_:)")) {
            try router.openSynchronously("shop://related/3")
        }
        #expect(try await router.open("shop://related/3", as: String.self) == "related to 3")
    }

    struct RelatedRoute: TypedRoute {
        static let pattern = "shop://related/{id:int}"
        var id: Int
    }

    @Test func aValueBuildsItsURLAndOpens() async throws {
        let router = Router()
        let seen = Recorder<ProductRoute>()
        try router.register(ProductRoute.self) { product, _ in seen.append(product) }
        let product = ProductRoute(id: 9, tab: .questions, ref: "mail me", tags: ["x", "y z"])
        #expect(try router.url(for: product) == "shop://product/9?tab=questions&ref=mail%20me&tags=x&tags=y%20z")
        #expect(try router.url(for: ProductRoute(id: 1, tab: .info)) == "shop://product/1?tab=info")
        try await router.open(product)
        #expect(seen.values == [product])
    }

    @Test func failuresNameTheField() async throws {
        let router = Router()
        try router.register(ProductRoute.self) { _, _ in }
        await #expect(throws: RouteError(.invalidParameter, "parameter \"tab\" is \"shop\"; expected a raw value of Tab")) {
            try await router.open("shop://product/1?tab=shop")
        }
        #expect(throws: RouteError(.invalidParameter, "value \"-5x\" for \"id\" is not accepted by the converter int")) {
            try RoutePattern("shop://product/{id:int}").url(["id": "-5x"])
        }
    }

    struct TabRoute: TypedRoute {
        static let pattern = "shop://tab/{name:tabName}"
        var name: String
    }

    /// A typed route's URL is written with the router's converters when it is opened, so a
    /// value one of them refuses fails as `url(for:)` fails, naming the converter, before any
    /// lookup; the request the value makes on its own leaves that check to the router.
    @Test func openingATypedRouteChecksItsValuesWithTheRoutersConverters() async throws {
        let router = Router()
        try router.add(ParameterConverter("tabName") { ["home", "cart"].contains($0) })
        try router.register(TabRoute.self) { route, _ in route.name }
        #expect(try await router.open(TabRoute(name: "cart"), as: String.self) == "cart")
        let refused = RouteError(.invalidParameter, "value \"evil\" for \"name\" is not accepted by the converter tabName")
        await #expect(throws: refused) { try await router.open(TabRoute(name: "evil")) }
        #expect(throws: refused) { try router.openSynchronously(TabRoute(name: "evil")) }
        #expect(try TabRoute(name: "evil").routeRequest().url == "shop://tab/evil")
        #expect(try router.match(TabRoute(name: "evil")) == nil)
    }

    struct Nested: TypedRoute {
        struct Inner: Codable, Sendable { var x: Int }
        static let pattern = "shop://nested"
        var inner: Inner
    }

    @Test func nestedFieldsAreRefused() {
        #expect(throws: RouteError(.invalidParameter, "field \"inner.x\" is nested; a route's fields are single values or lists")) {
            try Router().url(for: Nested(inner: .init(x: 1)))
        }
    }

    struct Everything: TypedRoute, Equatable {
        static let pattern = "app://thing/{id:int}/:slug"
        var id: Int
        var slug: String
        var ratio: Double
        var on: Bool
        var uuid: UUID
        var note: String?
        var tab: Tab?
        var list: [Int]
    }

    /// Value → URL → value, for generated values.
    @Test func roundTripWithGeneratedValues() async throws {
        let router = Router()
        let seen = Recorder<Everything>()
        try router.register(Everything.self) { value, _ in seen.append(value) }
        var generator = SeededGenerator(seed: 0x7E5)
        let alphabet = Array("aZ09 -_.~/?#&=+%@:éü日😀\"<>")
        func text() -> String {
            String((0..<Int.random(in: 1...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        var expected: [Everything] = []
        for _ in 0..<300 {
            var slug = text()
            while slug == "." || slug == ".." { slug = text() }
            let value = Everything(
                id: Int.random(in: -1_000_000...1_000_000, using: &generator),
                slug: slug,
                ratio: Double(Int.random(in: -9_999...9_999, using: &generator)) / 8,
                on: Bool.random(using: &generator),
                uuid: UUID(uuid: (UInt8.random(in: 0...255, using: &generator), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)),
                note: Bool.random(using: &generator) ? text() : nil,
                tab: [Tab.info, .reviews, nil].randomElement(using: &generator)!,
                list: (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: 0...99, using: &generator) })
            try await router.open(value)
            expected.append(value)
        }
        #expect(seen.values == expected)
    }
}
