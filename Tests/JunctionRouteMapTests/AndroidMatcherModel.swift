/// Android's pattern matching as the tests read it, written here from AOSP's `PatternMatcher`
/// (`frameworks/base/core/java/android/os/PatternMatcher.java`) in another shape than the
/// library's transcription: a pattern is first cut into tokens, then the tokens take the text
/// greedily, none giving back what it took. AOSP's own test cases (`PatternMatcherTest`, and
/// CTS's `IntentFilterTest.testSchemeSpecificParts`) hold both to Android's answers.
enum AndroidMatcherModel {
    /// An ASCII character's code unit.
    static func unit(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }

    // MARK: PATTERN_SIMPLE_GLOB

    /// One step of a simple glob.
    enum GlobToken: Equatable {
        /// One character: `.` (escaped or not, as AOSP compares) any, another itself.
        case one(UInt16)
        /// `X*`: every `X` there is.
        case run(UInt16)
        /// `.*X`: text up to the first `X`, and the `X`.
        case through(UInt16)
        /// `.*` last: whatever is left.
        case rest
    }

    /// The tokens with where each starts in the pattern; AOSP's reading of `\`, `*` and `.*`.
    static func globTokens(_ pattern: [UInt16]) -> [(token: GlobToken, start: Int)] {
        let star = unit("*"), dot = unit("."), backslash = unit("\\")
        func at(_ index: Int) -> UInt16 { index < pattern.count ? pattern[index] : 0 }
        var tokens: [(GlobToken, Int)] = []
        var index = 0
        while index < pattern.count {
            let start = index
            let escaped = pattern[index] == backslash
            let character = escaped ? at(index + 1) : pattern[index]
            let after = escaped ? index + 2 : index + 1
            guard at(after) == star else {
                tokens.append((.one(character), start))
                index = after
                continue
            }
            if escaped || character != dot {
                tokens.append((.run(character), start))
                index = after + 1
            } else if after + 1 >= pattern.count {
                tokens.append((.rest, start))
                index = after + 1
            } else {
                // The character after `.*`, itself possibly escaped, is looked for; what follows
                // it starts a new token, even a `*`.
                let target = after + 1
                let sought = at(target) == backslash ? target + 1 : target
                tokens.append((.through(at(sought)), start))
                index = sought + 1
            }
        }
        return tokens
    }

    /// Whether Android's simple glob takes `text`.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.utf16), text = Array(text.utf16)
        guard !pattern.isEmpty else { return text.isEmpty }
        let tokens = globTokens(pattern)
        var position = 0
        var next = 0
        while next < tokens.count, position < text.count {
            switch tokens[next].token {
            case .one(let character):
                guard character == unit(".") || text[position] == character else { return false }
                position += 1
            case .run(let character):
                while position < text.count, text[position] == character { position += 1 }
            case .through(let character):
                guard let found = text[position...].firstIndex(of: character) else { return false }
                position = found + 1
            case .rest:
                return true
            }
            next += 1
        }
        if next == tokens.count { return position == text.count }
        // The text ran out: what is left of the pattern must be exactly `.*`.
        let left = pattern[tokens[next].start...]
        return left.elementsEqual(".*".utf16)
    }

    // MARK: PATTERN_ADVANCED_GLOB

    /// One token of an advanced pattern and how many times it repeats.
    struct AdvancedToken {
        var takes: (UInt16) -> Bool
        var least = 1
        var most = 1
    }

    /// The tokens of a well-formed advanced pattern (the tests read only those).
    static func advancedTokens(_ pattern: String) -> [AdvancedToken] {
        var characters = Array(pattern.utf16)[...]
        func take() -> UInt16? { characters.popFirst() }
        func literal(_ character: UInt16) -> UInt16 {
            character == unit("\\") ? (take() ?? 0) : character
        }
        var tokens: [AdvancedToken] = []
        while let first = take() {
            switch first {
            case unit("."): tokens.append(AdvancedToken { _ in true })
            case unit("["):
                let inverse = characters.first == unit("^")
                if inverse { _ = take() }
                var ranges: [ClosedRange<UInt16>] = []
                while let next = take(), next != unit("]") {
                    let low = literal(next)
                    if characters.first == unit("-"), characters.dropFirst().first.map({ $0 != unit("]") }) == true {
                        _ = take()
                        let high = literal(take() ?? 0)
                        if low <= high { ranges.append(low...high) }
                    } else {
                        ranges.append(low...low)
                    }
                }
                tokens.append(AdvancedToken { character in ranges.contains { $0.contains(character) } != inverse })
            case unit("*"): tokens[tokens.count - 1].least = 0; tokens[tokens.count - 1].most = .max
            case unit("+"): tokens[tokens.count - 1].most = .max
            case unit("{"):
                var text = ""
                while let next = take(), next != unit("}") { text.append(Character(Unicode.Scalar(next) ?? "?")) }
                let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
                tokens[tokens.count - 1].least = Int(numbers[0]) ?? 0
                tokens[tokens.count - 1].most = numbers.count == 1 ? Int(numbers[0]) ?? 0 : Int(numbers[1]) ?? .max
            case unit("}"): continue   // AOSP drops a `}` outside a count
            default:
                let character = literal(first)
                tokens.append(AdvancedToken { $0 == character })
            }
        }
        return tokens
    }

    /// Whether Android's advanced pattern takes `text`: each token as much as it can.
    static func advanced(_ pattern: String, _ text: String) -> Bool {
        let text = Array(text.utf16)
        var position = 0
        for token in advancedTokens(pattern) {
            var taken = 0
            while taken < token.most, position + taken < text.count, token.takes(text[position + taken]) { taken += 1 }
            guard taken >= token.least else { return false }
            position += taken
        }
        return position == text.count
    }
}
