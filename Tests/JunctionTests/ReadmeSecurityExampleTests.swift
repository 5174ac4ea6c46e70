import Junction
import Testing

/// The README's Security example, verbatim.
@Suite struct ReadmeSecurityExampleTests {
    @Test func securityExample() async throws {
        let router = Router()
        try router.register("shop://product/:id", exposure: .everywhere) { _ in }
        try router.register("shop://debug/menu") { _ in }   // in-app only
        await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "shop://debug/menu", source: .otherApp))   // throws notAllowed
        }
        let error = #expect(throws: RouteError.self) { try router.resolve("shop://debug/menu", source: .otherApp) }
        #expect(error?.code == .notAllowed)
        #expect(try router.resolve("shop://product/7", source: .otherApp).parameters["id"] == "7")
    }
}
