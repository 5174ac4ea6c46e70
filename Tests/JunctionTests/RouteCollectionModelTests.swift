import Junction
import Testing

/// Collections added, removed and replaced in a random order, and routes registered on their
/// own between them, against a plain list of (pattern, owner): the router lists the same routes
/// in the same order, and each opens the handler of the collection that brought it.
@Suite struct RouteCollectionModelTests {
    private struct ModelRoute: Equatable {
        let pattern: String
        let owner: String
    }

    private static func collection(_ id: String, _ patterns: [String]) throws -> RouteCollection {
        let collection = RouteCollection(id)
        for pattern in patterns {
            try collection.register(pattern) { _ in "\(id) \(pattern)" }
        }
        return collection
    }

    @Test(arguments: [0xC0, 0xC1, 0xC2])
    func addingRemovingAndReplacingCollectionsKeepsEachRouteWithItsOwner(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let router = Router()
        var model: [ModelRoute] = []
        var applied: [String] = []
        var nextPattern = 0
        func patterns(_ count: Int) -> [String] {
            defer { nextPattern += count }
            return (nextPattern..<(nextPattern + count)).map { "app://p\($0)/{id}" }
        }
        for _ in 0..<120 {
            let ids = ["a", "b", "c", "d"]
            let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !applied.contains(id):
                let added = patterns(Int.random(in: 0..<4, using: &generator))
                try router.add(Self.collection(id, added))
                applied.append(id)
                model += added.map { ModelRoute(pattern: $0, owner: id) }
            case 1 where applied.contains(id):
                #expect(try router.remove(id))
                applied.removeAll { $0 == id }
                model.removeAll { $0.owner == id }
            case 2 where applied.contains(id):
                // Under its own id or a free one.
                let free = ids.filter { !applied.contains($0) }
                let replacement = free.isEmpty || Bool.random(using: &generator)
                    ? id : free[Int.random(in: 0..<free.count, using: &generator)]
                let added = patterns(Int.random(in: 0..<4, using: &generator))
                try router.replace(id, with: Self.collection(replacement, added))
                applied.removeAll { $0 == id }
                applied.append(replacement)
                model.removeAll { $0.owner == id }
                model += added.map { ModelRoute(pattern: $0, owner: replacement) }
            default:
                let pattern = patterns(1)[0]
                try router.register(pattern) { _ in "alone \(pattern)" }
                model.append(ModelRoute(pattern: pattern, owner: "alone"))
            }
            #expect(router.registrations.map(\.description) == model.map(\.pattern))
        }
        for route in model {
            let url = String(route.pattern.dropLast("{id}".count)) + "7"
            #expect(try router.openSynchronously(url, as: String.self) == "\(route.owner) \(route.pattern)")
        }
    }
}
