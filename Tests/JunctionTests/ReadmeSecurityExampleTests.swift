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
        let loaded = Recorder<String>()
        @Sendable func print(_ text: String) { loaded.append(text) }
        try router.add(.web(allowing: ["shop.example.com", ".cdn.example.com"]) { url, _ in
            print("load \(url) in a web view")
        })
        try await router.open("https://img.cdn.example.com/a%20b")
        #expect(loaded.values == ["load https://img.cdn.example.com/a%20b in a web view"])
        let error = #expect(throws: RouteError.self) { try router.resolve(RouteRequest(url: "shop://debug/menu", source: .otherApp)) }
        #expect(error?.code == .notAllowed)
        #expect(try router.resolve(RouteRequest(url: "shop://product/7", source: .otherApp)).parameters["id"] == "7")
    }
}
