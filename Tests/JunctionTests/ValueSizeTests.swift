@testable import Junction
import Testing

/// The matcher, which the lookup passes through every step of its walk, stays within 128
/// bytes: past that size, Swift copies a value with a call to `memcpy` (the comments at
/// ``URLOffsets/plusAsSpace`` and in ``Matcher`` say which field order keeps it there). A match
/// is made once, at the end, so its size is not held to this.
@Suite struct ValueSizeTests {
    @Test func aMatcherStaysWithin128Bytes() {
        #expect(MemoryLayout<Matcher>.size <= 128)
        // The scanner's records: 32 of them (the default limit) in 512 bytes of the stack.
        #expect(MemoryLayout<URLSegment>.stride <= 16)
    }
}

/// What a table keeps for each route and each trie node: the sizes the memory a route costs
/// (Benchmarks/memory) was measured with.
@Suite struct KeptValueSizeTests {
    @Test func aTableKeepsSmallRecords() {
        // A pattern is one reference: its case rule lives in its parts. A route is its id, its
        // pattern and its details: three words (24 bytes on 64-bit platforms).
        #expect(MemoryLayout<RoutePattern>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<RouteTable.Route>.stride == 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<Trie.Node>.stride == 16)
        #expect(MemoryLayout<LiteralEdges.Slot>.stride == 16)
    }

    @Test func aNodeKeepsItsEdgeCountAndItsLiteralsFlagApart() {
        for count: Int32 in [0, 1, 7, 0x7FFF_FFFF] {
            for literals in [false, true] {
                let node = Trie.Node(route: 3, remainderRoute: -1, firstEdge: 9, edgeCount: count, hasLiterals: literals)
                #expect(node.edgeCount == count)
                #expect(node.hasLiterals == literals)
                #expect(node.route == 3 && node.remainderRoute == -1 && node.firstEdge == 9)
            }
        }
    }

    @Test func settingTheCaseRuleKeepsEverythingElse() throws {
        let pattern = try RoutePattern("shop://Product/{id:int}?tab=info")
        var folded = pattern
        folded.caseInsensitive = true
        #expect(folded.caseInsensitive && !pattern.caseInsensitive)
        #expect(folded != pattern)
        #expect(folded.text == pattern.text && folded.segments == pattern.segments)
        #expect(folded.parameterNames == ["id"] && folded.defaults == pattern.defaults)
        folded.caseInsensitive = false
        #expect(folded == pattern)
    }

    /// Every way a router makes a pattern anew from another keeps its case rule: the forms a
    /// pattern with optional groups registers (each given an origin), and the copy that shares
    /// a table's list of capture names.
    @Test func theCaseRuleSurvivesEveryCopyARouterMakes() throws {
        var grouped = try RoutePattern("shop://Item/{id}(/:tab)")
        grouped.caseInsensitive = true
        let forms = grouped.registeredForms
        #expect(forms.map(\.text) == ["shop://Item/{id}", "shop://Item/{id}/:tab"])
        #expect(forms.allSatisfy { $0.caseInsensitive && $0.origin == .written(grouped) })
        var moved = forms[0]
        moved.origin = nil
        #expect(moved.caseInsensitive)
        let shared = forms[1].sharing(parameterNames: ["id", "tab"])
        #expect(shared.caseInsensitive && shared == forms[1])
        #expect(!(try RoutePattern("shop://Item/{id}(/:tab)")).registeredForms.contains(where: \.caseInsensitive))
    }
}
