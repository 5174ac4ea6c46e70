import Junction
import JunctionRouteMap
import Testing

/// A map's route is a value: a copy shares its storage until one of them changes, and then
/// each keeps its own parts.
@Suite struct RouteMapRouteValueTests {
    static func route() throws -> RouteMap.Route {
        RouteMap.Route(
            name: "product", patterns: [try RoutePattern("shop://product/{id:int}")], target: .page("ProductPage"),
            tags: ["catalog"], description: "A product", attributes: [RouteAttribute(name: "id", type: "int", isRequired: true)])
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() throws {
        let original = try Self.route()
        var copy = original
        #expect(copy == original)
        copy.tags.append("sale")
        copy.name = "item"
        copy.patterns[0] = try RoutePattern("shop://item/{id:int}")
        #expect(original.tags == ["catalog"])
        #expect(original.name == "product")
        #expect(original.patterns.map(\.text) == ["shop://product/{id:int}"])
        #expect(copy.tags == ["catalog", "sale"])
        #expect(copy.name == "item")
        #expect(copy.patterns.map(\.text) == ["shop://item/{id:int}"])
        #expect(copy != original)
    }

    @Test func routesMadeApartWithTheSamePartsAreEqualAndHashAlike() throws {
        let first = try Self.route(), second = try Self.route()
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        var other = second
        other.description = nil
        #expect(Set([first, other]).count == 2)
        // Every property compared, one changed at a time.
        var changes: [RouteMap.Route] = []
        func changed(_ change: (inout RouteMap.Route) -> Void) {
            var route = first
            change(&route)
            changes.append(route)
        }
        changed { $0.name = "x" }
        changed { $0.patterns = [] }
        changed { $0.target = .handler("h") }
        changed { $0.exposure = .everywhere }
        changed { $0.tags = [] }
        changed { $0.presentation = .modal }
        changed { $0.parent = "home" }
        changed { $0.tab = "shop" }
        changed { $0.redirect = try? RoutePattern("/a") }
        changed { $0.description = "B" }
        changed { $0.attributes = [] }
        changed { $0.web = try? RoutePattern("https://shop.example.com/p") }
        changed { $0.disabled = RouteMap.Disabled() }
        changed { $0.minAppVersion = "1.0" }
        changed { $0.maxAppVersion = "2.0" }
        changed { $0.caseInsensitive = true }
        changed { $0.hosts = ["shop.example.com"] }
        changed { $0.schemes = ["https"] }
        #expect(changes.allSatisfy { $0 != first })
        #expect(Set(changes + [first]).count == 19)
    }
}
