@testable import Junction
import Testing

/// What a builder shares or indexes between routes: the arrays of capture names, the shapes it
/// finds conflicts by (kept by route index, which a removal shifts), and the spans a pattern
/// keeps its segments in.
struct RouteTableBuilderSharingTests {
    /// Whether two arrays are one buffer.
    static func sameStorage(_ lhs: [String], _ rhs: [String]) -> Bool {
        lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress } }
    }

    @Test func routesWithTheSameNamesShareOneArray() throws {
        var builder = RouteTableBuilder(options: RouterOptions())
        let patterns = try ["app://a/{id}", "app://b/{id:int}", "app://c/:x", "/d/{id}-{x}.json", "/e/{id}/f/{x}", "app://g/:id"]
            .map { try RoutePattern($0) }
        for (id, pattern) in patterns.enumerated() { try builder.add(pattern, id: id) }
        let names = (0..<patterns.count).map { builder.routes[$0].captureNames }
        #expect(names == [["id"], ["id"], ["x"], ["id", "x"], ["id", "x"], ["id"]])
        #expect(Self.sameStorage(names[0], names[1]) && Self.sameStorage(names[0], names[5]))
        #expect(Self.sameStorage(names[3], names[4]))
        #expect(!Self.sameStorage(names[0], names[2]) && !Self.sameStorage(names[0], names[3]))
        // The patterns kept are equal to those added, in every part.
        for index in patterns.indices {
            let kept = builder.routes[index].pattern
            #expect(kept == patterns[index])
            #expect(kept.text == patterns[index].text && kept.segments == patterns[index].segments)
        }
        // A match reads its names from the shared arrays.
        let table = builder.build()
        #expect(TableAnswer(table, "app://b/42", fallback: false).route == 1)
        #expect(TableAnswer(table, "app://g/7", fallback: false).route == 5)
    }

    /// A named route's registration keeps the pattern it was given, so the table keeps that
    /// pattern and its own names; the forms of a pattern with groups, and routes without a
    /// name, share the names the builder has.
    @Test func aNamedRouteKeepsThePatternItWasGiven() throws {
        var builder = RouteTableBuilder(options: RouterOptions())
        let named = try RoutePattern("app://b/{id}")
        try builder.add(try RoutePattern("app://a/{id}"), id: 0)
        try builder.add(named, id: 1, name: "b")
        try builder.add(try RoutePattern("app://c/:id"), id: 2)
        try builder.add(try RoutePattern("app://e/:x"), id: 3)
        let forms = try RoutePattern("app://d/:x(/:id)").registeredForms
        for (index, form) in forms.enumerated() { try builder.add(form, id: 4 + index, name: "d") }
        try builder.add(try RoutePattern("app://f/:x/:id"), id: 6)
        let names = (0..<7).map { builder.routes[$0].captureNames }
        #expect(names == [["id"], ["id"], ["id"], ["x"], ["x"], ["x", "id"], ["x", "id"]])
        #expect(Self.sameStorage(names[1], named.parameterNames) && !Self.sameStorage(names[1], names[0]))
        #expect(Self.sameStorage(names[2], names[0]))
        #expect(Self.sameStorage(names[4], names[3]) && !Self.sameStorage(names[4], forms[0].parameterNames))
        #expect(Self.sameStorage(names[6], names[5]))
    }

    @Test func sharedNamesSurviveRemovingAndReplacingCollections() throws {
        let router = Router()
        let first = RouteCollection("first")
        try first.register("app://one/{id}") { _ in }
        try first.register("app://one/{id}/{tab}") { _ in }
        try router.add(first)
        let second = RouteCollection("second")
        try second.register("app://two/{id}") { _ in }
        try second.register("app://two/{id}/{tab}") { _ in }
        try router.add(second)
        #expect(try router.match("app://two/5/info")?.parameters.path == ["id": "5", "tab": "info"])
        try router.remove("first")
        #expect(try router.match("app://two/6")?.parameters.path == ["id": "6"])
        #expect(try router.match("app://two/6/x")?.parameters.path == ["id": "6", "tab": "x"])
        #expect(try router.match(RouteRequest(url: "app://one/6", ancestorFallback: false)) == nil)
        let replacement = RouteCollection("second")
        try replacement.register("app://two/{id}/{other}") { _ in }
        try router.replace("second", with: replacement)
        #expect(try router.match("app://two/6/x")?.parameters.path == ["id": "6", "other": "x"])
        #expect(try router.match(RouteRequest(url: "app://two/6", ancestorFallback: false)) == nil)
    }

    /// Adds and removes generated routes in a random order: the builder refuses exactly the
    /// patterns whose shape an accepted route still has, names that route, and finds it again.
    @Test(arguments: [false, true])
    func conflictsMatchAReferenceAcrossRemovals(caseInsensitive: Bool) throws {
        let options = RouterOptions(caseInsensitive: caseInsensitive)
        let set = GeneratedRouteSet(seed: caseInsensitive ? 0x5A4E_0001 : 0x5A4E_0002, routeCount: 400, urlCount: 1)
        var generator = SeededGenerator(seed: 0xC0F1_1C75)
        var builder = RouteTableBuilder(options: options)
        try builder.add(RouteTableBuilderTests.even)
        var accepted: [(id: Int, pattern: RoutePattern)] = []
        var refused = 0
        for (id, pattern) in set.patterns.enumerated() {
            let shape = RouteShape(pattern, foldCase: caseInsensitive)
            let earlier = accepted.first { RouteShape($0.pattern, foldCase: caseInsensitive) == shape }
            #expect(builder.route(matchingSameURLsAs: pattern)?.id == earlier?.id)
            do {
                try builder.add(pattern, id: id)
                #expect(earlier == nil, "\(pattern.text) was taken")
                accepted.append((id, pattern))
            } catch {
                let earlier = try #require(earlier, "\(pattern.text) was refused: \(error.message)")
                refused += 1
                #expect(error.code == .conflict)
                #expect(error.message.contains("\"\(earlier.pattern.text)\", registered earlier"))
            }
            if Int.random(in: 0..<4, using: &generator) == 0, !accepted.isEmpty {
                let removed = accepted.remove(at: Int.random(in: 0..<accepted.count, using: &generator))
                #expect(builder.remove(id: removed.id) != nil)
            }
            #expect(builder.routes.map(\.id) == accepted.map(\.id))
        }
        #expect(refused > 20)
        for (id, pattern) in accepted { #expect(builder.route(matchingSameURLsAs: pattern)?.id == id) }
    }

    /// Equal keys each keep their route; a removal drops one and moves the later indexes down,
    /// through growth and removals, as a dictionary of lists would.
    @Test func shapeIndexKeepsEveryRouteOfAKey() {
        var index = ShapeIndex()
        var reference: [(key: UInt32, index: Int32)] = []
        var generator = SeededGenerator(seed: 0x5A4E_1DE5)
        for step in 0..<3_000 {
            if step % 7 == 6, !reference.isEmpty {
                let removed = Int32(Int.random(in: 0..<reference.count, using: &generator))
                index.remove(index: removed)
                reference.remove(at: Int(removed))
                reference = reference.enumerated().map { ($0.element.key, Int32($0.offset)) }
            } else {
                // Few keys, so that many routes share one.
                let key = UInt32.random(in: 0..<200, using: &generator) &* 0x0101_0101
                index.insert(key: key, index: Int32(reference.count))
                reference.append((key, Int32(reference.count)))
            }
            if step % 100 == 0 { index.reserveCapacity(forAdding: 50) }
        }
        for key in Set(reference.map(\.key)) {
            var found: [Int32] = []
            #expect(index.first(key: key) { found.append($0); return false } == nil)
            #expect(found.sorted() == reference.filter { $0.key == key }.map(\.index))
            let last = reference.last { $0.key == key }!.index
            #expect(index.first(key: key) { $0 == last } == last)
        }
        #expect(index.first(key: 7) { _ in true } == nil)
    }

    @Test func spansKeepEveryKindAndOffset() {
        let kinds: [SegmentSpan.Kind] = [.literal, .decodedLiteral, .capture, .mixed, .wildcard, .catchAll]
        for kind in kinds {
            for (start, end) in [(0, 0), (3, 9), (70_000, 70_001), (SegmentSpan.maxTextLength - 1, SegmentSpan.maxTextLength)] {
                let span = SegmentSpan(start: UInt32(start), end: UInt32(end), kind: kind)
                #expect(span.start == UInt32(start) && span.end == UInt32(end) && span.kind == kind)
                #expect(span.range == start..<end)
            }
        }
        #expect(MemoryLayout<SegmentSpan>.stride == 8)
    }
}
