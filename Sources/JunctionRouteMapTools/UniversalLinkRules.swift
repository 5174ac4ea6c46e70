import Junction
import JunctionRouteMap

/// The components that send a host's URLs to the app exactly where the router takes them from
/// universal links (docs/design-notes-links.md).
///
/// Apple tries components in order and the first match decides, so the order carries the
/// router's precedence:
/// - Each route ending in `**` comes first (most specific first) as a block: the patterns that
///   beat it under its prefix (their first segments written as its literal ones), then its own
///   path and everything under it.
/// - Then every other pattern, deepest first, and in the router's precedence among patterns of
///   one depth; a route that is not exposed is an `exclude` where a later rule would take its URLs.
/// - A wildcard (`?*`) also takes a `/`, so an exposed pattern with one is preceded by an
///   `exclude` of the deeper paths its wildcard would take (`/c/*/*` before `/c/?*`). Deeper
///   patterns come first, so the exclude never hides them; inside an exposed `**` block those
///   deeper paths are the block's, and are sent.
/// - Every rule of a case-insensitive route takes any case (`caseSensitive: false`). It comes
///   after literals that compare case and are equal to it once lower-cased, as the router tries
///   a spelling written so first.
enum UniversalLinkRules {
    /// One component to write, and the pattern it comes from.
    struct Rule {
        var path: String
        var exclude: Bool
        var comment: String
        /// The route the rule comes from, for warnings.
        var route: String = ""
        /// Whether the rule keeps out a spelling the file cannot tie to a route, whatever it
        /// costs an exposed route: never left out to widen the file.
        var isGuard = false
        /// Whether letters match in either case (the rule's own `caseSensitive: false`).
        var ignoresCase = false
        /// Whether the rule's route is kept in the app (not exposed to universal links).
        var routeKeptInApp = false

        /// A rule for a pattern's URLs, in any case when the pattern is case-insensitive.
        init(_ pattern: WebPattern, path: String, exclude: Bool, comment: String) {
            self.init(path: path, exclude: exclude, comment: comment, route: pattern.route.name, ignoresCase: pattern.caseInsensitive)
            routeKeptInApp = !pattern.exposed
        }

        init(path: String, exclude: Bool, comment: String, route: String = "", isGuard: Bool = false, ignoresCase: Bool = false) {
            self.path = path
            self.exclude = exclude
            self.comment = comment
            self.route = route
            self.isGuard = isGuard
            self.ignoresCase = ignoresCase
        }
    }

    static func rules(for patterns: [WebPattern]) -> [Rule] {
        // Every rule, those with a path already written too: the writer drops them
        // (`deduplicated`) after it has widened the file, as a dropped exclude lets them decide.
        var rules: [Rule] = []
        func add(_ rule: Rule) {
            rules.append(rule)
        }
        let remainders = patterns.filter(\.remainder).sorted { $0.key < $1.key }
        let fixed = patterns.filter { !$0.remainder }
        let byFirstSegment = FirstSegmentIndex(fixed)
        var decided: Set<Int> = []
        for block in remainders {
            let count = block.segments.count
            let shared = byFirstSegment.candidates(for: block).filter { index in
                !decided.contains(index) && fixed[index].mayShare(count, with: block)
            }
            let inner = shared.filter { fixed[$0].key < block.key }
                .map { fixed[$0].under(block) }
            for rule in fixedRules(inner, in: block) { add(rule) }
            add(Rule(block, path: block.exactPath, exclude: !block.exposed, comment: selfComment(block)))
            add(Rule(block, path: block.deeperPath, exclude: !block.exposed, comment: "\(block.route.name): \(block.pattern.text), everything under it"))
            // Patterns wholly under a literal prefix are decided by the block: a case-insensitive
            // pattern's other spellings are not under one that compares case.
            if block.wildcardSegments.isEmpty {
                for index in shared where (block.caseInsensitive || !fixed[index].caseInsensitive) && (0..<count).allSatisfy(fixed[index].isLiteral) {
                    decided.insert(index)
                }
            }
        }
        for rule in fixedRules(fixed.indices.filter { !decided.contains($0) }.map { fixed[$0] }, in: nil) { add(rule) }
        return rules
    }

    /// The rules for a host's patterns (``rules(for:)``) with the spellings the router folds
    /// (``UniversalLinkSpellings/withFoldedSpellings(_:patterns:)``).
    static func withSpellings(for patterns: [WebPattern]) -> [Rule] {
        UniversalLinkSpellings.withFoldedSpellings(rules(for: patterns), patterns: patterns)
    }

    /// Whether two hosts' rules send the same paths, so that one file serves both.
    static func same(_ rules: [Rule], _ other: [Rule]) -> Bool {
        rules.map(\.path) == other.map(\.path) && rules.map(\.exclude) == other.map(\.exclude)
            && rules.map(\.ignoresCase) == other.map(\.ignoresCase)
    }

    /// The indices of the rules to write: each rule but those after one with the same path that
    /// takes every case they take, which never decide anything.
    static func deduplicated(_ rules: [Rule]) -> [Int] {
        var inOneCase: Set<String> = []
        var inAnyCase: Set<String> = []
        return rules.indices.filter { index in
            let rule = rules[index]
            if inAnyCase.contains(rule.path) || (!rule.ignoresCase && inOneCase.contains(rule.path)) { return false }
            if rule.ignoresCase { inAnyCase.insert(rule.path) } else { inOneCase.insert(rule.path) }
            return true
        }
    }

    /// Rules for patterns without `**`, deepest first, then in precedence order; `block` is the
    /// `**` route they are inside, if any.
    private static func fixedRules(_ patterns: [WebPattern], in block: WebPattern?) -> [Rule] {
        let sorted = patterns.sorted { left, right in
            left.segments.count != right.segments.count ? left.segments.count > right.segments.count : left.key < right.key
        }
        var rules: [Rule] = []
        let byFirstSegment = FirstSegmentIndex(sorted)
        for (position, pattern) in sorted.enumerated() {
            let blockSends = block?.exposed ?? false
            if pattern.exposed || blockSends {
                for index in pattern.wildcardSegments {
                    let sendsDeeper = blockSends && index >= (block?.segments.count ?? 0)
                    var rule = Rule(
                        pattern, path: pattern.deeperThroughSegment(index), exclude: !sendsDeeper,
                        comment: "\(pattern.route.name): \(pattern.pattern.text) takes one segment here, not a deeper path")
                    // Deeper paths sent are the block's, in its case rule.
                    if sendsDeeper, let block { rule.ignoresCase = block.caseInsensitive }
                    rules.append(rule)
                }
            }
            if !pattern.exposed, block == nil {
                // An exclude matters only where a later rule would send the route's URLs.
                let later = byFirstSegment.candidates(for: pattern).reversed().prefix { $0 > position }.contains { index in
                    let other = sorted[index]
                    return other.exposed && other.segments.count == pattern.segments.count
                        && other.mayShare(pattern.segments.count, with: pattern)
                }
                if !later { continue }
            }
            rules.append(Rule(pattern, path: pattern.exactPath, exclude: !pattern.exposed, comment: selfComment(pattern)))
        }
        return rules
    }

    private static func selfComment(_ pattern: WebPattern) -> String {
        pattern.exposed
            ? "\(pattern.route.name): \(pattern.pattern.text)"
            : "\(pattern.route.name): \(pattern.pattern.text) is not exposed to universal links"
    }
}

/// Patterns by their first segment, to find those that may share URLs with another without
/// comparing every pair: a pattern whose first segment is a literal shares URLs only with those
/// whose first segment is the same text (in any case) or has a wildcard.
struct FirstSegmentIndex {
    private let count: Int
    /// The indices of the patterns whose first segment is a literal, by its text in lower case.
    private var byLiteral: [String: [Int]] = [:]
    /// The indices of the others: a first segment with a wildcard, or none.
    private var others: [Int] = []

    init(_ patterns: [WebPattern]) {
        count = patterns.count
        for (index, pattern) in patterns.enumerated() {
            if let literal = Self.literal(of: pattern) { byLiteral[literal, default: []].append(index) } else { others.append(index) }
        }
    }

    /// The indices of the patterns that may share URLs with `pattern` at the first segment, in
    /// ascending order.
    func candidates(for pattern: WebPattern) -> [Int] {
        guard let literal = Self.literal(of: pattern) else { return Array(0..<count) }
        return (byLiteral[literal, default: []] + others).sorted()
    }

    private static func literal(of pattern: WebPattern) -> String? {
        guard !pattern.segments.isEmpty, pattern.isLiteral(0) else { return nil }
        return pattern.globs[0].lowercased()
    }
}
