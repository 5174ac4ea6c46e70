@testable import Junction
import Testing

/// The builder grows its trie route by route, taking up the trie each freeze left: a table
/// frozen after each change is the table built in one batch from the same routes and answers
/// exactly as it does, and a table frozen earlier keeps its answers whatever the builder does
/// next.
struct RouteTableBuilderTests {
    static let optionSets: [RouterOptions] = [
        RouterOptions(),
        RouterOptions(caseInsensitive: true),
        RouterOptions(webHosts: ["a", "docs"]),
    ]

    static let even = ParameterConverter("even") { $0.count % 2 == 0 }

    /// A builder with the `even` converter, as every generated route set needs.
    static func builder(_ options: RouterOptions) -> RouteTableBuilder {
        var builder = RouteTableBuilder(options: options)
        try? builder.add(even)
        return builder
    }

    /// A table built in one batch from `patterns` (ids are their positions), the oracle.
    static func batch(_ patterns: [(id: Int, pattern: RoutePattern)], _ options: RouterOptions) -> RouteTable {
        var builder = builder(options)
        for (id, pattern) in patterns { try? builder.add(pattern, id: id) }
        return builder.build()
    }

    @Test(arguments: optionSets.indices)
    func everyFreezeAnswersLikeABatchBuild(optionSet: Int) {
        let options = Self.optionSets[optionSet]
        let set = GeneratedRouteSet(seed: 0xF4EE_2E00 + UInt64(optionSet), routeCount: 160, urlCount: 300)
        var builder = Self.builder(options)
        var accepted: [(id: Int, pattern: RoutePattern)] = []
        var checked = 0
        for (id, pattern) in set.patterns.enumerated() {
            guard (try? builder.add(pattern, id: id)) != nil else { continue }
            accepted.append((id, pattern))
            let table = builder.build()
            // Each addition takes up the trie the last freeze left: the same trie, to the slot,
            // as one built in a batch.
            let batch = Self.batch(accepted, options)
            #expect(table.trie == batch.trie, "after \(pattern.text)")
            let expected = TableAnswer.all(batch, set.urls)
            #expect(TableAnswer.all(table, set.urls) == expected, "after \(pattern.text)")
            #expect(table.routes.count == accepted.count)
            checked += 1
        }
        #expect(checked > 100)
        // The generated URLs reach many routes and miss some (answers with and without fallback).
        let final = TableAnswer.all(builder.build(), set.urls)
        #expect(final.filter { $0.route >= 0 }.count == [344, 441, 406][optionSet])
        #expect(Set(final.map(\.route)).count == [71, 81, 77][optionSet])
    }

    @Test(arguments: optionSets.indices)
    func earlierTablesKeepTheirAnswers(optionSet: Int) {
        let options = Self.optionSets[optionSet]
        let set = GeneratedRouteSet(seed: 0xEA21_1E00 + UInt64(optionSet), routeCount: 200, urlCount: 300)
        var builder = Self.builder(options)
        var kept: [(table: RouteTable, answers: [TableAnswer])] = []
        var accepted: [(id: Int, pattern: RoutePattern)] = []
        for (id, pattern) in set.patterns.enumerated() {
            if (try? builder.add(pattern, id: id)) != nil { accepted.append((id, pattern)) }
            switch id {
            case 60, 140:
                // A removal rebuilds the trie; a new converter does not.
                let position = accepted.count / 2
                let removed = accepted.remove(at: position)
                #expect(builder.remove(id: removed.id) == position)
            case 100:
                #expect((try? builder.add(ParameterConverter("odd") { $0.count % 2 == 1 })) != nil)
            default:
                break
            }
            let table = builder.build()
            if id % 20 == 0 || id == 61 || id == 101 {
                let answers = TableAnswer.all(table, set.urls)
                #expect(answers == TableAnswer.all(Self.batch(accepted, options), set.urls), "after \(pattern.text)")
                kept.append((table, answers))
            }
        }
        builder.removeAll()
        #expect(builder.build().routes.isEmpty)
        #expect(kept.count == 12)
        for (index, old) in kept.enumerated() {
            #expect(TableAnswer.all(old.table, set.urls) == old.answers, "table \(index)")
        }
    }

    /// A copy of a builder, changed and dropped, leaves the original as it was, and the other
    /// way round: with and without a freeze before the copy.
    @Test(arguments: [false, true])
    func copiedBuildersDoNotSeeEachOthersChanges(freezeBeforeCopy: Bool) {
        let options = RouterOptions(caseInsensitive: true)
        let set = GeneratedRouteSet(seed: 0xC0_C0FF, routeCount: 240, urlCount: 300)
        var original = Self.builder(options)
        var accepted: [(id: Int, pattern: RoutePattern)] = []
        for (id, pattern) in set.patterns.prefix(100).enumerated() where (try? original.add(pattern, id: id)) != nil {
            accepted.append((id, pattern))
        }
        if freezeBeforeCopy { _ = original.build() }
        let before = TableAnswer.all(Self.batch(accepted, options), set.urls)

        var copy = original
        var copyRoutes = accepted
        for (offset, pattern) in set.patterns[100..<170].enumerated() where (try? copy.add(pattern, id: 100 + offset)) != nil {
            copyRoutes.append((100 + offset, pattern))
            if offset % 7 == 0 { _ = copy.build() }
        }
        #expect(TableAnswer.all(copy.build(), set.urls) == TableAnswer.all(Self.batch(copyRoutes, options), set.urls))
        copy = Self.builder(options)
        #expect(TableAnswer.all(original.build(), set.urls) == before)

        // Now the original changes while a copy keeps the old state.
        let snapshot = original
        let snapshotCount = accepted.count
        for (offset, pattern) in set.patterns[170...].enumerated() where (try? original.add(pattern, id: 170 + offset)) != nil {
            accepted.append((170 + offset, pattern))
            _ = original.build()
        }
        #expect(TableAnswer.all(original.build(), set.urls) == TableAnswer.all(Self.batch(accepted, options), set.urls))
        var frozenSnapshot = snapshot
        #expect(TableAnswer.all(frozenSnapshot.build(), set.urls) == before)
        #expect(frozenSnapshot.routes.count == snapshotCount)
    }

    @Test func aFailedAddLeavesTheBuilderUnchanged() throws {
        var builder = RouteTableBuilder(options: RouterOptions())
        try builder.add(RoutePattern("/a/:id"), id: 1)
        let before = builder.build()
        #expect(throws: RouteError.self) { try builder.add(RoutePattern("/a/:other"), id: 2) }
        #expect(throws: RouteError.self) { try builder.add(RoutePattern("/b/{x:nope}"), id: 3) }
        let after = builder.build()
        #expect(after.routes.count == 1)
        #expect(after.trie.nodes.count == before.trie.nodes.count)
        #expect(after.trie.literals.text.count == before.trie.literals.text.count)
        #expect(TableAnswer(after, "/a/7", fallback: false) == TableAnswer(route: 0, captures: [3, 0, CaptureRef.wholeSegment], remainder: -1))
    }

    /// A route is read once for its converters, its shape and the trie, so a refused one may
    /// have added part of its path before the refusal: nothing of it may stay. Refused routes
    /// come both right after a freeze and while routes are added without one, each both where
    /// the conflict shows at its end and where an unknown converter stops it halfway.
    @Test(arguments: optionSets.indices)
    func refusedRoutesLeaveNothingInTheTrie(optionSet: Int) {
        let options = Self.optionSets[optionSet]
        let set = GeneratedRouteSet(seed: 0x2EF0_5ED0 + UInt64(optionSet), routeCount: 160, urlCount: 300)
        var builder = Self.builder(options)
        var accepted: [(id: Int, pattern: RoutePattern)] = []
        var refused = 0
        for (id, pattern) in set.patterns.enumerated() {
            if (try? builder.add(pattern, id: id)) != nil { accepted.append((id, pattern)) }
            // The same pattern again (a conflict found once its whole path is in the trie),
            // then its path going on with an unknown converter (refused halfway).
            if (try? builder.add(pattern, id: 1_000 + id)) == nil { refused += 1 }
            if let longer = try? RoutePattern(pattern.text + "/new/{x:nope}"), (try? builder.add(longer, id: 2_000 + id)) == nil {
                refused += 1
            }
            if id % 5 == 0 {
                let table = builder.build()
                let batch = Self.batch(accepted, options)
                #expect(Self.sizes(of: table.trie) == Self.sizes(of: batch.trie), "after \(pattern.text)")
                #expect(TableAnswer.all(table, set.urls) == TableAnswer.all(batch, set.urls), "after \(pattern.text)")
            }
        }
        let table = builder.build()
        let batch = Self.batch(accepted, options)
        #expect(Self.sizes(of: table.trie) == Self.sizes(of: batch.trie))
        #expect(TableAnswer.all(table, set.urls) == TableAnswer.all(batch, set.urls))
        #expect(table.routes.map(\.id) == accepted.map(\.id))
        #expect(refused > 250)
    }

    /// A router's commit makes room before it adds a collection's routes; a refused first
    /// route (a single `register`) leaves the trie the last build made standing, so the next
    /// build needs no new one, while an accepted route grows it again with that room.
    @Test func aRefusedRouteAfterABuildKeepsTheBuiltTrie() throws {
        var builder = RouteTableBuilder(options: RouterOptions())
        try builder.add(RoutePattern("/a/:id"), id: 1)
        let before = builder.build()
        for refused in ["/a/:other", "/b/{x:nope}", "/a/{x:nope}/c"] {
            builder.reserveCapacity(forAdding: 1, literals: 2)
            #expect(throws: RouteError.self) { try builder.add(RoutePattern(refused), id: 2) }
            #expect(builder.frozenTrie != nil, "after \(refused)")
            #expect(builder.build().trie == before.trie, "after \(refused)")
        }
        builder.reserveCapacity(forAdding: 1, literals: 2)
        try builder.add(RoutePattern("/b/c"), id: 3)
        #expect(builder.frozenTrie == nil)
        let after = builder.build()
        #expect(TableAnswer(after, "/b/c", fallback: false).route == 1)
        #expect(TableAnswer(after, "/a/7", fallback: false).route == 0)
    }

    /// What a trie holds, counted: a trie built afresh after a refusal makes room for its
    /// literal edges at once, so its slots may lie otherwise than a trie grown route by route.
    static func sizes(of trie: Trie) -> [Int] {
        [trie.nodes.count, trie.edges.count, trie.literals.text.count, trie.literals.count, trie.pieces.count, trie.schemes.count]
    }
}
