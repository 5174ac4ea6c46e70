import Foundation
import Junction
import JunctionRouteMap

/// The order of patterns as the router tries them (ROUTING.md §3): of the patterns that match
/// a URL, the one with the smallest key wins.
struct PrecedenceKey: Comparable {
    /// 0 for the `https` scheme's patterns on the host, which the router tries first; 1 for
    /// scheme-less ones.
    var tier: Int
    /// The ranks of the segments after the host; a case-insensitive pattern's literals in lower
    /// case.
    var ranks: [SegmentRank]

    static func < (lhs: PrecedenceKey, rhs: PrecedenceKey) -> Bool {
        if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
        return lhs.ranks.lexicographicallyPrecedes(rhs.ranks, by: precedes)
    }

    /// The router's order of two segments. Literals share a URL segment only when they are equal
    /// once lower-cased, so they are ordered by that text first; of those, one with upper-case
    /// letters (which only a route that compares case writes) comes before the same text of a
    /// case-insensitive route, which takes that spelling only once lower-cased; a literal in
    /// lower case and a case-insensitive one are the same candidate, decided by the segments
    /// after them.
    private static func precedes(_ lhs: SegmentRank, _ rhs: SegmentRank) -> Bool {
        guard lhs.kind == .literal, rhs.kind == .literal else { return lhs < rhs }
        func order(_ text: String) -> (String, Int, String) {
            let lowered = text.lowercased()
            return (lowered, lowered == text ? 0 : -1, text)
        }
        return order(lhs.text) < order(rhs.text)
    }
}

/// One pattern of a map that an `https` URL on a web host can reach, with what an association
/// file's path pattern needs to know about it: its segments on the host, its precedence among
/// the others, and its segments as Apple's patterns (`*` any run, `?` one character).
struct WebPattern {
    let routeIndex: Int
    let route: RouteMap.Route
    /// Where the pattern is in the map: `routes[3].patterns[1]`.
    let path: String
    /// The pattern as the router registers it (one expansion of a pattern with groups).
    let pattern: RoutePattern
    /// 0 for a pattern of the `https` scheme on the host, which the router tries first; 1 for a
    /// scheme-less one.
    let tier: Int
    let exposed: Bool
    /// The segments matched after the host, without a trailing `**`.
    let segments: [RoutePattern.Segment]
    /// Whether the pattern ends with `**`.
    let remainder: Bool
    /// Each segment as Apple's pattern text.
    private(set) var globs: [String]
    /// Why the globs take more than the route does; empty when they say it exactly.
    let widenings: [String]
    /// The indices of segments whose glob has a wildcard, which could take a `/` too.
    private(set) var wildcardSegments: [Int]
    /// Where the router puts this pattern among the others: `https` patterns before scheme-less
    /// ones, then segment by segment in the router's own order (``SegmentRank``), a pattern that
    /// ends first winning.
    let key: PrecedenceKey

    /// Whether the pattern's rules are written with `caseSensitive: false`: its route's
    /// `caseInsensitive` (see ``under(_:)`` for a pattern written inside a `**` route's block).
    private(set) var caseInsensitive: Bool

    /// The patterns of the map that URLs on `host` reach, in the map's order, as the router
    /// registers them: scheme-less patterns, and `https` patterns whose authority takes the host
    /// (``reaches(_:host:)``; a wildcard host stands for the subdomains no such pattern names).
    static func all(in map: RouteMap, host: String) -> [WebPattern] {
        var result: [WebPattern] = []
        for (routeIndex, route) in map.routes.enumerated() {
            for patternIndex in route.patterns.indices {
                for pattern in route.registeredPattern(at: patternIndex).expansions {
                    var segments = pattern.pathSegments
                    let tier: Int
                    switch pattern.scheme {
                    case nil:
                        // A route tied to other hosts, or to other schemes, is not on this one.
                        guard route.takes(scheme: "https", host: host) else { continue }
                        tier = 1
                    case "https"?:
                        guard let authority = segments.first, reaches(authority, host: host) else { continue }
                        segments.removeFirst()
                        tier = 0
                    default: continue
                    }
                    result.append(WebPattern(
                        routeIndex: routeIndex, route: route, path: "routes[\(routeIndex)].patterns[\(patternIndex)]",
                        pattern: pattern, tier: tier, segments: segments))
                }
            }
        }
        return result
    }

    private init(routeIndex: Int, route: RouteMap.Route, path: String, pattern: RoutePattern, tier: Int, segments: [RoutePattern.Segment]) {
        self.routeIndex = routeIndex
        self.route = route
        self.path = path
        self.pattern = pattern
        self.tier = tier
        exposed = route.exposure.allows(.universalLink)
        caseInsensitive = pattern.caseInsensitive
        remainder = segments.last?.kind == .remainder
        self.segments = remainder ? Array(segments.dropLast()) : segments
        var widenings: [String] = []
        let globs = self.segments.map { WebPattern.glob($0, widenings: &widenings) }
        self.globs = globs
        if remainder, self.segments.contains(where: { $0.kind != .literal }) {
            widenings.append("a capture before \"**\" is written \"?*\", which also takes a \"/\"")
        }
        self.widenings = widenings
        wildcardSegments = globs.indices.filter { globs[$0].contains("*") || globs[$0].contains("?") }
        var ranks = Array(pattern.segmentRanks.dropFirst(tier == 0 ? 1 : 0))
        if pattern.caseInsensitive {
            ranks = ranks.map { $0.kind == .literal ? .literal($0.text.lowercased()) : $0 }
        }
        key = PrecedenceKey(tier: tier, ranks: ranks)
    }

    /// The pattern for the URLs it shares with a `**` route (`/x/**`, `/x/{id}/**`): its first
    /// segments written as the route's literal ones before its first wildcard. The router tries
    /// it first for those URLs only; written whole there, its wildcards would decide other paths
    /// too.
    ///
    /// One component has one case rule. Where the block takes its prefix in any case and this
    /// pattern compares case, the rule is on the safe side: kept in the app, it is excluded in
    /// any case; exposed, it is sent in its own case only.
    func under(_ block: WebPattern) -> WebPattern {
        var shared = self
        let count = block.wildcardSegments.first ?? block.segments.count
        shared.globs.replaceSubrange(0..<count, with: block.globs[0..<count])
        shared.wildcardSegments.removeAll { $0 < count }
        if count > 0 { shared.caseInsensitive = caseInsensitive || (block.caseInsensitive && !exposed) }
        return shared
    }

    /// The path pattern for exactly the segments (`/` for none).
    var exactPath: String { "/" + globs.joined(separator: "/") }

    /// The pattern for everything a trailing `**` takes beyond the segments.
    var deeperPath: String { globs.isEmpty ? "/*" : exactPath + "/*" }

    /// Whether some path could match both this pattern's first segments and `other`'s, told
    /// from their globs: two literals must be equal, a literal must match the other's glob, and
    /// two globs with wildcards may always share a path; in any case when either pattern is
    /// case-insensitive.
    func mayShare(_ count: Int, with other: WebPattern) -> Bool {
        guard segments.count >= count, other.segments.count >= count else { return false }
        var matcher = ComponentMatcher(budget: Int.max)
        let folds = caseInsensitive || other.caseInsensitive
        for index in 0..<count {
            let mine = folds ? globs[index].lowercased() : globs[index]
            let theirs = folds ? other.globs[index].lowercased() : other.globs[index]
            switch (isLiteral(index), other.isLiteral(index)) {
            case (true, true): if mine != theirs { return false }
            case (true, false): if matcher.glob(theirs, mine) == false { return false }
            case (false, true): if matcher.glob(mine, theirs) == false { return false }
            case (false, false): continue
            }
        }
        return true
    }

    /// URLs of a case-insensitive pattern in the other spellings the router folds into it: `url`
    /// (its URL with sample values) with its literal segments in upper case, in lower case, and
    /// with each letter that a non-ASCII character lower-cases to written as that character
    /// (``UniversalLinkSpellings/foldedToASCII``), each with whether `caseSensitive: false` can
    /// say it (only ASCII letters differ). None for a pattern that compares case.
    func caseVariants(of url: String) -> [(url: String, saidByApple: Bool)] {
        guard caseInsensitive, let scheme = url.range(of: "://"),
              let slash = url[scheme.upperBound...].firstIndex(of: "/") else { return [] }
        let pathEnd = url[slash...].firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
        let written = url[slash..<pathEnd].dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard written.count >= segments.count else { return [] }
        var spellings: [(String) -> String] = [{ $0.uppercased() }, { $0.lowercased() }]
        for folded in UniversalLinkSpellings.foldedToASCII {
            spellings.append { text in
                String(text.map { $0.lowercased() == String(folded.letter) ? folded.character : $0 })
            }
        }
        var variants: [(url: String, saidByApple: Bool)] = []
        for spell in spellings {
            var path = written
            var saidByApple = true
            for (index, segment) in segments.enumerated() where segment.kind == .literal {
                path[index] = Self.encoded(spell(segment.text))
                saidByApple = saidByApple && Self.asciiLowercased(path[index]) == Self.asciiLowercased(written[index])
            }
            let variant = url[..<slash] + "/" + path.joined(separator: "/") + url[pathEnd...]
            if variant != url, !variants.contains(where: { $0.url == variant }) { variants.append((variant, saidByApple)) }
        }
        return variants
    }

    /// The text with its ASCII letters in lower case, as Apple's `caseSensitive: false` compares.
    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether a segment's glob has no wildcard.
    func isLiteral(_ index: Int) -> Bool {
        !wildcardSegments.contains(index)
    }

    /// A path pattern for URLs where segment `index`'s wildcards took a `/`: a deeper path that
    /// the route does not take.
    func deeperThroughSegment(_ index: Int) -> String {
        let glob = Array(globs[index].unicodeScalars)
        let first = glob.firstIndex { $0 == "*" || $0 == "?" } ?? 0
        let last = glob.lastIndex { $0 == "*" || $0 == "?" } ?? 0
        var globs = self.globs
        globs[index] = String(String.UnicodeScalarView(glob[..<first])) + "*/*" + String(String.UnicodeScalarView(glob[(last + 1)...]))
        return "/" + globs.joined(separator: "/")
    }

    /// A segment as Apple's pattern text, noting where it is wider than the segment.
    private static func glob(_ segment: RoutePattern.Segment, widenings: inout [String]) -> String {
        switch segment.kind {
        case .literal: return literal(segment.text, widenings: &widenings)
        case .capture(let capture): return capturePattern(capture, widenings: &widenings)
        case .wildcard, .remainder: return "?*"
        case .mixed(let captures):
            var output = ""
            var rest = Substring(segment.text)
            for capture in captures {
                let written = capture.converter.map { "{\(capture.name):\($0)}" } ?? "{\(capture.name)}"
                guard let range = rest.range(of: written) else { break }
                output += literal(String(rest[..<range.lowerBound]), widenings: &widenings)
                output += capture.converter == nil ? "?*" : capturePattern(capture, widenings: &widenings)
                rest = rest[range.upperBound...]
            }
            return output + literal(String(rest), widenings: &widenings)
        }
    }

    private static func capturePattern(_ capture: RoutePattern.Capture, widenings: inout [String]) -> String {
        guard let converter = capture.converter else { return "?*" }
        widenings.append("Apple's patterns cannot say which text \(converter) accepts for {\(capture.name)}")
        return converter == "uuid" ? "????????-????-????-????-????????????" : "?*"
    }

    /// Literal text percent-encoded as the router writes it in a URL, a `*` in it written `?`.
    private static func literal(_ text: String, widenings: inout [String]) -> String {
        let encoded = encoded(text)
        guard encoded.contains("*") else { return encoded }
        widenings.append("Apple's patterns have no literal \"*\", so \"?\" (any one character) stands for it")
        return String(encoded.map { $0 == "*" ? "?" : $0 })
    }

    /// Literal text percent-encoded as the router writes it in a URL.
    static func encoded(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        return String(((try? RoutePattern("/{x}").url(["x": text])) ?? "/" + text).dropFirst())
    }
}
