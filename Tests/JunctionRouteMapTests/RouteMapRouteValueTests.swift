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
        // Every property compared, one changed at a time: each reads back what was set, and
        // the route differs from the first and from every other change.
        var changes: [RouteMap.Route] = []
        func changed<Value: Equatable>(_ property: WritableKeyPath<RouteMap.Route, Value>, to value: Value) {
            var route = first
            route[keyPath: property] = value
            #expect(route[keyPath: property] == value)
            #expect(first[keyPath: property] != value)
            changes.append(route)
        }
        changed(\.name, to: "x")
        changed(\.patterns, to: [])
        changed(\.target, to: .handler("h"))
        changed(\.exposure, to: .everywhere)
        changed(\.tags, to: [])
        changed(\.presentation, to: .modal)
        changed(\.parent, to: "home")
        changed(\.tab, to: "shop")
        changed(\.redirect, to: try RoutePattern("/a"))
        changed(\.description, to: "B")
        changed(\.attributes, to: [])
        changed(\.web, to: try RoutePattern("https://shop.example.com/p"))
        changed(\.disabled, to: RouteMap.Disabled())
        changed(\.minAppVersion, to: "1.0")
        changed(\.maxAppVersion, to: "2.0")
        changed(\.caseInsensitive, to: true)
        changed(\.hosts, to: ["shop.example.com"])
        changed(\.schemes, to: ["https"])
        #expect(changes.allSatisfy { $0 != first })
        #expect(Set(changes + [first]).count == 19)
    }

    @Test func aChangeInPlaceReachesOnlyTheRouteChanged() throws {
        var routes = [try Self.route(), try Self.route()]
        let kept = routes[1]
        routes[1].tags.append("sale")
        routes[1].attributes[0].defaultValue = "1"
        #expect(routes[1].tags == ["catalog", "sale"])
        #expect(routes[1].attributes.map(\.defaultValue) == ["1"])
        #expect(kept.tags == ["catalog"] && routes[0].tags == ["catalog"])
        #expect(kept.attributes.map(\.defaultValue) == [nil])
    }
}
