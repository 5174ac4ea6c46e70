@testable import Junction
import Testing

/// Precedence as data (ROUTING.md §3, STYLE.md 3): each segment kind's rank, on its own.
struct SegmentRankTests {
    /// The rank of a pattern's one segment.
    static func rank(_ segment: String, foldCase: Bool = false) throws -> SegmentRank {
        let pattern = try RoutePattern("/" + segment)
        return SegmentRank(try #require(pattern.segments.first), foldCase: foldCase)
    }

    /// Segments in the order they are tried, each strictly before the next.
    static let order = [
        "b", "{a}.tar.gz", "{a}.gz", "x-{a}", "v{a:int}.{b:int}", "{a}-x", "{a}a{c}", "{a}b{c}",
        "{x:int}", "{x:double}", "{x:uuid}", "{x:bool}", "{x:even}", "{x:tab}", ":x", "*", "**",
    ]

    @Test func segmentsRankInPrecedenceOrder() throws {
        let ranks = try Self.order.map { try Self.rank($0) }
        for (index, rank) in ranks.enumerated() {
            for later in ranks[(index + 1)...] {
                #expect(rank < later && !(later < rank) && rank != later, "\(rank.text) before \(later.text)")
            }
        }
        #expect(ranks.map(\.kind) == [.literal] + Array(repeating: .mixed, count: 7) + Array(repeating: .typed, count: 6)
            + [.capture, .wildcard, .remainder])
    }

    @Test func segmentsOfOneShapeRankEqual() throws {
        #expect(try Self.rank(":id") == Self.rank("{name}"))
        #expect(try Self.rank("{id:string}") == Self.rank(":other"))
        #expect(try Self.rank("{id:int}") == Self.rank("{n:int}"))
        #expect(try Self.rank("v{a:int}.{b}") == Self.rank("v{x:int}.{y}"))
        #expect(try Self.rank("{a}-{b}") != Self.rank("{a}-{b:int}"))
        #expect(try Self.rank("a") != Self.rank("A"))
        #expect(try Self.rank("A", foldCase: true) == Self.rank("a"))
        #expect(try Self.rank("X-{a}", foldCase: true) == Self.rank("x-{a}", foldCase: true))
        // Compared without case, a mixed segment is a candidate of its own, after the same one
        // compared in its case.
        #expect(try Self.rank("x-{a}", foldCase: true) != Self.rank("x-{a}"))
        #expect(try Self.rank("x-{a}") < Self.rank("x-{a}", foldCase: true))
    }

    /// `*` and an untyped capture are tried apart (the capture first) but take the same segments.
    @Test func wildcardAndCaptureShareAConflictKey() throws {
        #expect(try Self.rank("*") != Self.rank(":x"))
        #expect(try Self.rank("*").conflictKey == Self.rank(":x").conflictKey)
        #expect(try Self.rank("{x:int}").conflictKey != Self.rank(":x").conflictKey)
    }

    /// Two mixed shapes that write the same text (a literal `{}` decoded from `%7B%7D`) are
    /// different candidates, in a fixed order.
    @Test func mixedShapesWithTheSameTextStayApart() throws {
        let first = try Self.rank("a{x}b%7B%7D{y}c")
        let second = try Self.rank("a{x}b{y}%7B%7Dc")
        #expect(first.text == second.text)
        #expect(first != second)
        #expect((first < second) != (second < first))
    }

    /// The built-in converters' order comes from their one list; custom converters follow, by name.
    @Test func typedCapturesRankByConverter() throws {
        #expect(ParameterConverter.builtInOrder(of: "int") < ParameterConverter.builtInOrder(of: "double"))
        #expect(ParameterConverter.builtInOrder(of: "uuid") < ParameterConverter.builtInOrder(of: "bool"))
        #expect(ParameterConverter.builtInOrder(of: "bool") < ParameterConverter.builtInOrder(of: "aaa"))
        #expect(try Self.rank("{x:aaa}") < Self.rank("{x:zzz}"))
    }

    /// Every name written elsewhere for the built-in converters comes from, or agrees with, the one list.
    @Test func builtInConverterNamesComeFromOneList() throws {
        let names = ParameterConverter.BuiltIn.allCases.map(\.name)
        #expect(names == ["int", "double", "uuid", "bool"])
        #expect(ParameterConverter.builtIns.map(\.name) == names)
        #expect(Set(RouteAttribute.builtInTypes) == Set(["string"] + names))
        for name in names {
            #expect(try RoutePattern("{x:\(name)}").captures.first?.converter == name)
        }
        #expect(try RoutePattern("{x:string}").captures.first?.converter == nil)
        #expect(try RoutePattern("{x:integer}").captures.first?.converter == "integer")
    }

    @Test func aPatternListsItsSegmentsRanks() throws {
        let pattern = try RoutePattern("https://shop.example.com/p/{id:int}/*/**")
        #expect(pattern.segmentRanks.map(\.kind) == [.literal, .literal, .typed, .wildcard, .remainder])
        #expect(pattern.segmentRanks.first?.text == "shop.example.com")
    }
}
