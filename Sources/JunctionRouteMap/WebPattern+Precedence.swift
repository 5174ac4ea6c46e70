import Foundation
import Junction

/// The router's precedence (ROUTING.md §3) as a value: of the patterns that match a URL, the one
/// with the smallest key wins. A key compares segment by segment, a pattern that ends first
/// winning; the `https` scheme's patterns come before scheme-less ones.
struct PrecedenceKey: Comparable {
    /// One segment's place: its kind's rank, then what orders candidates of the same kind.
    struct Step: Comparable {
        var rank: Int
        var order: Int
        var text: String

        static func < (lhs: Step, rhs: Step) -> Bool {
            (lhs.rank, lhs.order, lhs.text) < (rhs.rank, rhs.order, rhs.text)
        }
    }

    var tier: Int
    var steps: [Step]

    static func < (lhs: PrecedenceKey, rhs: PrecedenceKey) -> Bool {
        if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
        return lhs.steps.lexicographicallyPrecedes(rhs.steps)
    }

    /// A segment's step: literal, mixed (more literal characters first, then a longer literal
    /// prefix, then the text), typed (`int`, `double`, `uuid`, `bool`, then by name), untyped,
    /// `*`, `**`.
    static func step(_ segment: RoutePattern.Segment) -> Step {
        switch segment.kind {
        case .literal: return Step(rank: 0, order: 0, text: segment.text)
        case .mixed(let captures):
            var literal = segment.text
            for capture in captures {
                let written = capture.converter.map { "{\(capture.name):\($0)}" } ?? "{\(capture.name)}"
                if let range = literal.range(of: written) { literal.removeSubrange(range) }
            }
            let prefix = segment.text.prefix { $0 != "{" }.count
            return Step(rank: 1, order: -(literal.count * 10_000 + prefix), text: segment.text)
        case .capture(let capture):
            guard let converter = capture.converter else { return Step(rank: 3, order: 0, text: "") }
            let builtIn = ["int", "double", "uuid", "bool"].firstIndex(of: converter)
            return Step(rank: 2, order: builtIn ?? 4, text: builtIn == nil ? converter : "")
        case .wildcard: return Step(rank: 4, order: 0, text: "")
        case .remainder: return Step(rank: 5, order: 0, text: "")
        }
    }
}

extension WebPattern {
    /// Where the router puts this pattern among the others.
    var key: PrecedenceKey {
        let steps = segments.map(PrecedenceKey.step) + (remainder ? [PrecedenceKey.Step(rank: 5, order: 0, text: "")] : [])
        return PrecedenceKey(tier: tier, steps: steps)
    }

    /// Whether some path could match both this pattern's first segments and `other`'s, told
    /// from their globs: two literals must be equal, a literal must match the other's glob, and
    /// two globs with wildcards may always share a path.
    func mayShare(_ count: Int, with other: WebPattern) -> Bool {
        guard segments.count >= count, other.segments.count >= count else { return false }
        var matcher = ComponentMatcher(budget: Int.max)
        for index in 0..<count {
            let mine = globs[index]
            let theirs = other.globs[index]
            switch (isLiteral(index), other.isLiteral(index)) {
            case (true, true): if mine != theirs { return false }
            case (true, false): if matcher.glob(theirs, mine) == false { return false }
            case (false, true): if matcher.glob(mine, theirs) == false { return false }
            case (false, false): continue
            }
        }
        return true
    }

    /// Whether a segment's glob has no wildcard.
    func isLiteral(_ index: Int) -> Bool {
        !wildcardSegments.contains(index)
    }
}
