import Junction

/// The spellings of a path that the router folds into one route (ROUTING.md §1: empty segments
/// are dropped, so `/recipes/`, `//recipes` and `/recipes//` all reach `/recipes`), said in an
/// association file, which compares the path as written.
///
/// - A trailing `/` is said exactly: every rule is written again with a `/` after it, all of
///   them before the rules as written. A path ending in one `/` is then decided by the rule
///   that decides it without the `/`, because `P/` matches `R/` exactly when `P` matches `R`.
/// - A needlessly percent-encoded letter (`/c/s%61le`) cannot be said either; where a route on
///   the host is kept in the app, such paths are kept in the browser first too.
/// - A case-insensitive route's literal is compared by the router once lower-cased by
///   Unicode's rules, and by Apple's `caseSensitive: false` letter by letter in the text as
///   written, where a non-ASCII character is its percent-encoded bytes. A spelling only the
///   router folds (``unfoldedSpellings(keptInAppBy:)``: the Kelvin sign `K` for `k`, `É` for
///   `é`) cannot be said: where a case-insensitive route kept in the app has that letter, paths
///   with the character are kept in the browser first.
/// - An empty segment inside the path (`//`) cannot be said: Apple's `*` takes any text, not
///   only `/`, so no pattern means "one or more `/`". Such paths are kept in the browser by one
///   `exclude` first, which never sends a route kept in the app (the safe side), and the
///   writer warns for each exposed route whose URLs so spelled stay in the browser.
enum UniversalLinkSpellings {
    /// The path of the `exclude` that comes first: any path with an empty segment in it.
    static let emptySegment = "*//*"

    /// The rules with the spellings the router folds: the `//` exclude; when some route on the
    /// host is kept in the app, an exclude of each needless percent-encoding, and of each
    /// spelling Apple cannot fold of such a case-insensitive route's letters; each
    /// rule with a trailing `/`; then the rules as they were. The root (`/`) has no trailing
    /// spelling of its own (`//` is an empty segment).
    static func withFoldedSpellings(_ rules: [UniversalLinkRules.Rule], patterns: [WebPattern]) -> [UniversalLinkRules.Rule] {
        guard !rules.isEmpty else { return [] }
        let emptySegments = UniversalLinkRules.Rule(
            path: emptySegment, exclude: true,
            comment: "a path with an empty segment (//): the router drops it, the file cannot say which route that leaves",
            isGuard: true)
        let keptInApp = patterns.contains { !$0.exposed }
        let folded = unfoldedSpellings(keptInAppBy: patterns).map { folded, _ in
            UniversalLinkRules.Rule(
                path: "*\(folded.encoded)*", exclude: true,
                comment: "\(folded.name) (\(folded.encoded)): the router lower-cases it to \(folded.letter), the file cannot say which route that leaves",
                isGuard: true, ignoresCase: true)
        }
        let trailing = rules.filter { $0.path != "/" }.map { rule in
            var rule = rule
            rule.path += "/"
            rule.comment += ", with a trailing /"
            return rule
        }
        return [emptySegments] + (keptInApp ? needlessEncodings : []) + folded + trailing + rules
    }

    /// Excludes of a path with a letter, digit, `-`, `.`, `_` or `~` percent-encoded
    /// (`/c/s%61le`): the router decodes it into a route's literal, the file compares it as
    /// written, so a route kept in the app under an exposed capture would be sent. Letters of
    /// the hex digits in either case.
    static let needlessEncodings: [UniversalLinkRules.Rule] = {
        let unreserved = Array(0x30...0x39) + Array(0x41...0x5A) + Array(0x61...0x7A) + [0x2D, 0x2E, 0x5F, 0x7E]
        return unreserved.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return UniversalLinkRules.Rule(
                path: "*%\(hex)*", exclude: true,
                comment: "\(Character(Unicode.Scalar(UInt8(byte)))) percent-encoded: the router reads it as the letter, the file cannot say which route that leaves",
                isGuard: true, ignoresCase: true)
        }
    }()
}
