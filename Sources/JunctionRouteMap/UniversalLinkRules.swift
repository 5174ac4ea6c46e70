import Junction

/// The components that send a host's URLs to the app exactly where the router takes them from
/// universal links (docs/design-notes-links.md).
///
/// Apple tries components in order and the first match decides, so the order carries the
/// router's precedence:
/// - Each route ending in `**` comes first (most specific first) as a block: the patterns that
///   beat it under its prefix, then its own path and everything under it.
/// - Then every other pattern, deepest first, and in the router's precedence among patterns of
///   one depth; a route that is not exposed is an `exclude` where a later rule would take its URLs.
/// - A wildcard (`?*`) also takes a `/`, so an exposed pattern with one is preceded by an
///   `exclude` of the deeper paths its wildcard would take (`/c/*/*` before `/c/?*`). Deeper
///   patterns come first, so the exclude never hides them; inside an exposed `**` block those
///   deeper paths are the block's, and are sent.
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
    }

    static func rules(for patterns: [WebPattern]) -> [Rule] {
        // Every rule, those with a path already written too: the writer drops them
        // (`deduplicated`) after it has widened the file, as a dropped exclude lets them decide.
        var rules: [Rule] = []
        func add(_ rule: Rule) {
            rules.append(rule)
        }
        let remainders = patterns.filter(\.remainder).sorted { $0.key < $1.key }
        var fixed = patterns.filter { !$0.remainder }
        for block in remainders {
            let count = block.segments.count
            let inner = fixed.filter { $0.key < block.key && $0.mayShare(count, with: block) }
            for rule in fixedRules(inner, in: block) { add(rule) }
            add(Rule(path: block.exactPath, exclude: !block.exposed, comment: selfComment(block), route: block.route.name))
            add(Rule(path: block.deeperPath, exclude: !block.exposed, comment: "\(block.route.name): \(block.pattern.text), everything under it", route: block.route.name))
            // Patterns wholly under a literal prefix are decided by the block.
            if block.wildcardSegments.isEmpty {
                fixed.removeAll { pattern in
                    (0..<count).allSatisfy(pattern.isLiteral) && pattern.mayShare(count, with: block)
                }
            }
        }
        for rule in fixedRules(fixed, in: nil) { add(rule) }
        return rules
    }

    /// The rules without those after one with the same path, which never decide anything.
    static func deduplicated(_ rules: [Rule]) -> [Rule] {
        var seen: Set<String> = []
        return rules.filter { seen.insert($0.path).inserted }
    }

    /// Rules for patterns without `**`, deepest first, then in precedence order; `block` is the
    /// `**` route they are inside, if any.
    private static func fixedRules(_ patterns: [WebPattern], in block: WebPattern?) -> [Rule] {
        let sorted = patterns.sorted { left, right in
            left.segments.count != right.segments.count ? left.segments.count > right.segments.count : left.key < right.key
        }
        var rules: [Rule] = []
        for (position, pattern) in sorted.enumerated() {
            let blockSends = block?.exposed ?? false
            if pattern.exposed || blockSends {
                for index in pattern.wildcardSegments {
                    let sendsDeeper = blockSends && index >= (block?.segments.count ?? 0)
                    rules.append(Rule(
                        path: pattern.deeperThroughSegment(index), exclude: !sendsDeeper,
                        comment: "\(pattern.route.name): \(pattern.pattern.text) takes one segment here, not a deeper path", route: pattern.route.name))
                }
            }
            if !pattern.exposed, block == nil {
                // An exclude matters only where a later rule would send the route's URLs.
                let later = sorted[(position + 1)...].contains { other in
                    other.exposed && other.segments.count == pattern.segments.count
                        && other.mayShare(pattern.segments.count, with: pattern)
                }
                if !later { continue }
            }
            rules.append(Rule(path: pattern.exactPath, exclude: !pattern.exposed, comment: selfComment(pattern), route: pattern.route.name))
        }
        return rules
    }

    private static func selfComment(_ pattern: WebPattern) -> String {
        pattern.exposed
            ? "\(pattern.route.name): \(pattern.pattern.text)"
            : "\(pattern.route.name): \(pattern.pattern.text) is not exposed to universal links"
    }
}
