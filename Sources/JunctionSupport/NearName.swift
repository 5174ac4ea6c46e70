/// The name a misspelt one most likely meant, for "did you mean" in messages.
public enum NearName {
    /// The name of `names` that `written` nearly spells: the same but for case and separators
    /// (`Int` for `int`, `universal_link` for `universal-link`), or at most two letters off
    /// (one for a word of up to five letters): `presentaton`, `hom`. `nil` when none is near,
    /// or when `written` is one of them.
    public static func closest(to written: String, among names: some Sequence<String>) -> String? {
        let names = Array(names)
        guard !names.contains(written) else { return nil }
        let folded = fold(written)
        if let same = names.first(where: { fold($0) == folded }) { return same }
        let limit = written.count <= 5 ? 1 : 2
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(Array(folded), Array(fold(name)), atMost: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// `text` in lower case with `_` and spaces read as `-`.
    private static func fold(_ text: String) -> String {
        String(text.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    }

    /// The Levenshtein distance between `a` and `b`, or `limit + 1` once it is past `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
