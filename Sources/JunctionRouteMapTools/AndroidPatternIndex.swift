/// Patterns of one filter, each filed under the literal text that every text it takes starts
/// with (after the text's leading `/`s, for paths), so that a text is matched only against the
/// patterns whose literal start it has: a filter of thousands of paths answers in about the time
/// of the few that share the text's first segment.
///
/// The literal start of a pattern is read from its first characters: for a path, any `/` first
/// (alone or repeated: they take only `/`), then every character compared one for one, up to
/// the first that is not (`.`, a repeat, a class); a suffix has none. A text a pattern takes
/// then starts with it, so the patterns filed elsewhere need not be asked.
struct AndroidPatternIndex {
    let matchers: [AndroidPatternMatcher]
    /// Whether a text's leading `/`s are skipped, as the literal starts of path patterns skip them.
    private let skipsLeadingSlashes: Bool
    /// A trie over UTF-16 code units: each node's children by code unit.
    private var children: [[UInt16: Int]] = [[:]]
    /// The patterns whose literal start ends at each node.
    private var filed: [[Int]] = [[]]

    init(_ matchers: [AndroidPatternMatcher], skipsLeadingSlashes: Bool) {
        self.matchers = matchers
        self.skipsLeadingSlashes = skipsLeadingSlashes
        for (index, matcher) in matchers.enumerated() {
            var node = 0
            for unit in Self.literalStart(of: matcher, skipsLeadingSlashes: skipsLeadingSlashes) {
                if let child = children[node][unit] {
                    node = child
                } else {
                    children.append([:])
                    filed.append([])
                    children[node][unit] = children.count - 1
                    node = children.count - 1
                }
            }
            filed[node].append(index)
        }
    }

    var isEmpty: Bool { matchers.isEmpty }

    /// Whether some pattern takes `text`.
    func takes(_ text: String, steps: inout Int) -> Bool {
        var units = text.utf16[...]
        if skipsLeadingSlashes { units = units.drop { $0 == UInt16(ascii: "/") } }
        var node = 0
        var iterator = units.makeIterator()
        while true {
            for index in filed[node] where matchers[index].matches(text, steps: &steps) { return true }
            steps -= 1
            guard let unit = iterator.next(), let child = children[node][unit] else { return false }
            node = child
        }
    }

    /// The code units every text the pattern takes starts with (after its leading `/`s when
    /// `skipsLeadingSlashes`).
    static func literalStart(of matcher: AndroidPatternMatcher, skipsLeadingSlashes: Bool) -> [UInt16] {
        let slash = UInt16(ascii: "/")
        switch matcher.kind {
        case .path, .pathPrefix:
            return skipsLeadingSlashes ? Array(matcher.pattern.drop { $0 == slash }) : matcher.pattern
        case .pathSuffix:
            return []
        case .pathPattern:
            return globStart(matcher.pattern, skipsLeadingSlashes: skipsLeadingSlashes)
        case .pathAdvancedPattern:
            return advancedStart(matcher.parsed, skipsLeadingSlashes: skipsLeadingSlashes)
        }
    }

    /// A simple glob's characters compared one for one (`matchGlobPattern` compares a
    /// character not followed by `*` with one of the text's, and an escaped `.` alone with any).
    private static func globStart(_ pattern: [UInt16], skipsLeadingSlashes: Bool) -> [UInt16] {
        let slash = UInt16(ascii: "/"), star = UInt16(ascii: "*"), dot = UInt16(ascii: "."), backslash = UInt16(ascii: "\\")
        var start: [UInt16] = []
        var leading = skipsLeadingSlashes
        var index = 0
        while index < pattern.count {
            let escaped = pattern[index] == backslash
            guard !escaped || index + 1 < pattern.count else { break }
            let character = escaped ? pattern[index + 1] : pattern[index]
            let next = escaped ? index + 2 : index + 1
            let repeated = next < pattern.count && pattern[next] == star
            if leading, character == slash {
                index = repeated ? next + 1 : next
                continue
            }
            leading = false
            guard !repeated, character != dot else { break }
            start.append(character)
            index = next
        }
        return start
    }

    /// An advanced pattern's literal tokens without a modifier (`matchAdvancedPattern` gives
    /// each exactly one character), read from its parsed form: a character is itself, a token
    /// or modifier is negative.
    private static func advancedStart(_ parsed: [Int], skipsLeadingSlashes: Bool) -> [UInt16] {
        var start: [UInt16] = []
        var leading = skipsLeadingSlashes
        var index = 0
        while index < parsed.count, parsed[index] >= 0 {
            let character = UInt16(parsed[index])
            let modifier = index + 1 < parsed.count && AndroidPatternMatcher.isModifier(parsed[index + 1]) ? parsed[index + 1] : nil
            // A count is followed by its two numbers and its end.
            let width = modifier == nil ? 1 : modifier == AndroidPatternMatcher.rangeStart ? 5 : 2
            if leading, character == UInt16(ascii: "/") {
                index += width
                continue
            }
            leading = false
            guard modifier == nil else { break }
            start.append(character)
            index += 1
        }
        return start
    }
}
