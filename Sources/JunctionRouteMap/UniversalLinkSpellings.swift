/// The spellings of a path that the router folds into one route (ROUTING.md §1: empty segments
/// are dropped, so `/recipes/`, `//recipes` and `/recipes//` all reach `/recipes`), said in an
/// association file, which compares the path as written.
///
/// - A trailing `/` is said exactly: every rule is written again with a `/` after it, all of
///   them before the rules as written. A path ending in one `/` is then decided by the rule
///   that decides it without the `/`, because `P/` matches `R/` exactly when `P` matches `R`.
/// - An empty segment inside the path (`//`) cannot be said: Apple's `*` takes any text, not
///   only `/`, so no pattern means "one or more `/`". Such paths are kept in the browser by one
///   `exclude` first, which never sends a route kept in the app (the safe side), and the
///   writer warns for each exposed route whose URLs so spelled stay in the browser.
enum UniversalLinkSpellings {
    /// The path of the `exclude` that comes first: any path with an empty segment in it.
    static let emptySegment = "*//*"

    /// The rules with the spellings the router folds: the `//` exclude, each rule with a
    /// trailing `/`, then the rules as they were. The root (`/`) has no trailing spelling of its
    /// own (`//` is an empty segment).
    static func withFoldedSpellings(_ rules: [UniversalLinkRules.Rule]) -> [UniversalLinkRules.Rule] {
        guard !rules.isEmpty else { return [] }
        let guardRule = UniversalLinkRules.Rule(
            path: emptySegment, exclude: true,
            comment: "a path with an empty segment (//): the router drops it, the file cannot say which route that leaves")
        let trailing = rules.filter { $0.path != "/" }.map { rule in
            UniversalLinkRules.Rule(
                path: rule.path + "/", exclude: rule.exclude, comment: rule.comment + ", with a trailing /", route: rule.route)
        }
        return [guardRule] + trailing + rules
    }
}
