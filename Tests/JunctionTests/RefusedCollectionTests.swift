@testable import Junction
import Testing

/// A collection that cannot be applied leaves the router as it was. Adding works in place and
/// takes back what it added on a problem, so these hold the rollback to a router that never
/// saw the refused collections.
@Suite struct RefusedCollectionTests {
    @Test func aRefusedCollectionTakesBackItsRoutesNamesAndConverters() throws {
        let router = Router()
        try router.register("app://a/{id:int}", name: "a") { _ in "a" }
        let before = router.registrations.map(\.pattern.text)

        let refused = RouteCollection("refused")
        try refused.add(ParameterConverter("tab") { $0 == "home" })
        try refused.register("app://b(/{x:tab})", name: "b") { _ in "b" }
        try refused.register("app://c", name: "c") { _ in "c" }
        try refused.register("app://a/{n:int}") { _ in "clash" }
        #expect(throws: RouteError.self) { try router.add(refused) }

        #expect(router.registrations.map(\.pattern.text) == before)
        #expect(try router.match("app://b") == nil)
        #expect(try router.match("app://c") == nil)
        #expect(try router.openSynchronously("app://a/7") as? String == "a")
        // The names and the converter are free again, and the same collection without its
        // conflict applies.
        let fixed = RouteCollection("refused")
        try fixed.add(ParameterConverter("tab") { $0 == "home" })
        try fixed.register("app://b(/{x:tab})", name: "b") { _ in "b" }
        try fixed.register("app://c", name: "c") { _ in "c" }
        try router.add(fixed)
        #expect(try router.openSynchronously("app://b/home") as? String == "b")
        #expect(try router.url(for: "c", [:]) == "app://c")
        #expect(router.registrations.map(\.pattern.text) == ["app://a/{id:int}", "app://b(/{x:tab})", "app://c"])
    }

    /// Generated sequences of collections, some refused (a conflict with an earlier route, a
    /// name used twice in one collection, an unknown converter, a converter added twice): after each, the router
    /// answers every probe URL as a router given only the collections that applied.
    @Test(arguments: 0..<40) func aRouterAfterRefusalsAnswersAsOneThatNeverSawThem(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let router = Router()
        var applied: [(id: String, routes: [(pattern: String, name: String?)])] = []
        var converterAdded = false
        for step in 0..<12 {
            var routes: [(pattern: String, name: String?)] = []
            for _ in 0..<(1 + Int.random(in: 0..<3, using: &random)) {
                let segment = ["p", "q", "r"][Int.random(in: 0..<3, using: &random)]
                let tail = ["/{id:int}", "/:slug", "/list", "(/{page:int})", "/{t:tab}", "/{u:unknown}"][Int.random(in: 0..<6, using: &random)]
                let name = Int.random(in: 0..<3, using: &random) == 0 ? "n\(Int.random(in: 0..<4, using: &random))" : nil
                routes.append(("app://\(segment)\(tail)", name))
            }
            let addsConverter = Int.random(in: 0..<4, using: &random) == 0
            let collection = RouteCollection("c\(step)")
            if addsConverter { try collection.add(ParameterConverter("tab") { $0 == "home" }) }
            for route in routes { try collection.register(route.pattern, name: route.name) { _ in route.pattern } }
            do {
                try router.add(collection)
                applied.append((collection.id, routes))
                if addsConverter { converterAdded = true }
            } catch {}

            let reference = Router()
            if converterAdded { try reference.add(ParameterConverter("tab") { $0 == "home" }) }
            // Names are unique within a collection: the reference applies the same collections.
            for (id, routes) in applied {
                let again = RouteCollection(id)
                for route in routes { try again.register(route.pattern, name: route.name) { _ in route.pattern } }
                try reference.add(again)
            }
            #expect(router.registrations.map(\.pattern.text) == reference.registrations.map(\.pattern.text))
            #expect(router.registrations.map(\.name) == reference.registrations.map(\.name))
            for probe in ["p", "q", "r"].flatMap({ ["app://\($0)/7", "app://\($0)/x", "app://\($0)/list", "app://\($0)", "app://\($0)/home"] }) {
                #expect(try router.match(probe)?.pattern.text == reference.match(probe)?.pattern.text, "\(probe) after step \(step)")
            }
        }
    }
}
