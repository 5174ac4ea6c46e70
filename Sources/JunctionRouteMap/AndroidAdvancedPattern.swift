/// Android's advanced path pattern (`android:pathAdvancedPattern`, API 31): `.` any character,
/// `[…]` a class (`^` first negates it, `a-z` is a range, `\` escapes), each followed by `*` (any
/// number), `+` (one or more) or `{m}`/`{m,n}` (a count); `\` before a character makes it literal.
/// Matched against the whole decoded path by a table of which item ends where, so no pattern
/// takes long.
struct AndroidAdvancedPattern {
    /// One character test and how many times it repeats.
    struct Item {
        var test: (Character) -> Bool
        var least: Int
        var most: Int
    }

    let items: [Item]

    /// The most a `{m,n}` count may say: a check of a file made to be slow stays fast.
    static let largestCount = 100

    /// Reads a pattern; `nil` when it is not one (an unclosed class or count, a count too large).
    init?(_ pattern: String) {
        var items: [Item] = []
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var test: (Character) -> Bool
            switch first {
            case ".": test = { _ in true }
            case "[":
                guard let set = Self.characterClass(&characters) else { return nil }
                test = set
            case "\\":
                guard let escaped = characters.popFirst() else { return nil }
                test = { $0 == escaped }
            default: test = { $0 == first }
            }
            var item = Item(test: test, least: 1, most: 1)
            switch characters.first {
            case "*":
                characters.removeFirst()
                item.least = 0
                item.most = .max
            case "+":
                characters.removeFirst()
                item.most = .max
            case "{":
                characters.removeFirst()
                guard let close = characters.firstIndex(of: "}") else { return nil }
                let numbers = characters[..<close].split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0)) }
                characters = characters[characters.index(after: close)...]
                guard let least = numbers.first ?? nil, least <= Self.largestCount else { return nil }
                let most = numbers.count == 2 ? numbers[1] : least
                guard let most, most >= least, most <= Self.largestCount else { return nil }
                item.least = least
                item.most = most
            default: break
            }
            items.append(item)
        }
        self.items = items
    }

    /// A class after its `[`, up to and with its `]`.
    private static func characterClass(_ characters: inout ArraySlice<Character>) -> ((Character) -> Bool)? {
        let negated = characters.first == "^"
        if negated { characters.removeFirst() }
        var ranges: [ClosedRange<Character>] = []
        while let first = characters.popFirst() {
            if first == "]" {
                return { character in ranges.contains { $0.contains(character) } != negated }
            }
            var low = first
            if low == "\\" {
                guard let escaped = characters.popFirst() else { return nil }
                low = escaped
            }
            var high = low
            if characters.first == "-", characters.dropFirst().first.map({ $0 != "]" }) == true {
                characters.removeFirst()
                high = characters.removeFirst()
                guard low <= high else { return nil }
            }
            ranges.append(low...high)
        }
        return nil
    }

    /// Whether the whole text matches.
    func matches(_ text: String) -> Bool {
        let text = Array(text)
        // reachable[j]: the items so far can match the first j characters.
        var reachable = Array(repeating: false, count: text.count + 1)
        reachable[0] = true
        for item in items {
            // before[k]: how many of reachable[0..<k] are true, to ask about a range at once.
            var before = [0]
            for value in reachable { before.append(before[before.count - 1] + (value ? 1 : 0)) }
            var next = Array(repeating: false, count: text.count + 1)
            // run: how many characters up to j in a row the item's test accepts.
            var run = 0
            for j in 0...text.count {
                if j > 0 { run = item.test(text[j - 1]) ? run + 1 : 0 }
                let longest = min(run, item.most)
                guard longest >= item.least else { continue }
                // Some start within the run, `least` to `longest` characters back, was reachable.
                next[j] = before[j - item.least + 1] - before[j - longest] > 0
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
