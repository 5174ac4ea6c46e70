@testable import Junction
import Testing

/// The expansions of a pattern's optional groups, chosen as bits, against a plain recursive
/// reference that lists each choice's ranges of text: the same expansions, in the same order,
/// on thousands of generated layouts (nested, in a row, with a query, with literal parentheses).
@Suite struct OptionalGroupExpansionTests {
    /// Every choice of groups as ranges of text, by building lists: for each group in turn,
    /// the choices so far, then each of them with each choice of the group (itself and its
    /// nested groups) added.
    static func reference(_ layout: OptionalGroupLayout, pathEnd: Int, count: Int) -> [[Range<Int>]] {
        func sequence(_ list: [Int]) -> [[Range<Int>]] {
            var result: [[Range<Int>]] = [[]]
            for group in list {
                let own = (layout.groups[group].open + 1)..<layout.groups[group].textEnd
                let options = sequence(layout.groups[group].children).map { [own] + $0 }
                result += options.flatMap { option in result.map { $0 + option } }
            }
            return result
        }
        let head = 0..<layout.groups[layout.topLevel[0]].open
        return sequence(layout.topLevel).map { [head] + $0 + [pathEnd..<count] }
    }

    static func group(depth: Int, _ random: inout SeededGenerator) -> String {
        var text = "("
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            text += ["/a", "/:b", "/{c:int}", "/d(e)"].randomElement(using: &random)!
        }
        if depth < 3 {
            for _ in 0..<Int.random(in: 0...2, using: &random) { text += group(depth: depth + 1, &random) }
        }
        return text + ")"
    }

    static func generate(_ random: inout SeededGenerator) -> String {
        var text = ["app://h", "/p", "app://h/x(y)", "/:id"].randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...3, using: &random) { text += group(depth: 0, &random) }
        if Bool.random(using: &random) { text += "?q=1" }
        return text
    }

    @Test func choosingByBitsGivesTheReferenceExpansionsInOrder() throws {
        var random = SeededGenerator(seed: 0x6E0_B175)
        var compared = 0
        for _ in 0..<5_000 {
            let text = Self.generate(&random)
            let count = text.utf8.count
            let pathEnd = text.utf8.firstIndex(of: UInt8(ascii: "?")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? count
            let found = text.withUTF8Bytes { bytes -> (byBits: [[Range<Int>]], reference: [[Range<Int>]])? in
                guard let layout = try? OptionalGroupLayout(bytes) else { return nil }
                return (layout.expansions().map(layout.ranges(of:)), Self.reference(layout, pathEnd: pathEnd, count: count))
            }
            // Patterns with more than 64 expansions are refused.
            guard let (byBits, reference) = found else { continue }
            #expect(byBits == reference, "\(text)")
            compared += 1
        }
        #expect(compared > 2_000)
    }

    /// Each expansion is exactly the plain pattern its own text parses to (text, segments,
    /// names, defaults, pins), however the expansions are made, and a pattern with groups is
    /// taken only when each of them would be: on generated patterns with every kind of segment,
    /// percent-encoding, an authority in upper case, literal parentheses, `**` at the end and
    /// pinned defaults.
    @Test func eachExpansionIsThePlainPatternOfItsText() throws {
        var random = SeededGenerator(seed: 0x9A_2C_E5)
        var compared = 0
        func group(depth: Int) -> String {
            var text = "("
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                text += ["/a", "/:b\(depth)", "/{c\(depth):int}", "/d(e)", "/%41f", "/v{m\(depth)}.x", "/*", "/Ab"]
                    .randomElement(using: &random)!
            }
            if depth < 2 {
                for _ in 0..<Int.random(in: 0...2, using: &random) { text += group(depth: depth + 1) }
            }
            if Int.random(in: 0..<6, using: &random) == 0 { text += "/**" }
            return text + ")"
        }
        for _ in 0..<3_000 {
            var text = ["app://h", "/p", "APP://Host.Example/x(y)", "/:id", "app://h/%7Ex", "p"].randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...2, using: &random) { text += group(depth: 0) }
            text += ["", "?q=1", "?u:=/terms&q=%20"].randomElement(using: &random)!
            // A name used twice, `**` before the end, too many expansions: refused as a whole.
            guard let pattern = try? RoutePattern(text) else { continue }
            #expect(pattern.hasOptionalGroups, "\(text)")
            for expansion in pattern.expansions {
                let plain = try RoutePattern(expansion.text)
                #expect(expansion == plain, "\(text): \(expansion.text)")
            }
            compared += 1
        }
        #expect(compared > 1_000)
    }
}
