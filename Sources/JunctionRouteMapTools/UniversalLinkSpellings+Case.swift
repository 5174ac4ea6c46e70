import Junction
import JunctionRouteMap

extension UniversalLinkSpellings {
    /// A character the router folds into a case-insensitive route's letter where Apple's
    /// `caseSensitive: false` cannot: it compares the text as written, ASCII letters in either
    /// case, and a non-ASCII character is its percent-encoded bytes there.
    struct FoldedLetter: Equatable {
        let character: Character
        /// What the router lower-cases it to.
        let letter: Character
        /// The character's name, for comments and warnings.
        let name: String

        /// The character as a URL writes it: its UTF-8 bytes percent-encoded.
        var encoded: String {
            String(character).utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        }
    }

    /// The non-ASCII characters that Unicode lower-cases to an ASCII letter: of all Unicode
    /// scalars, only the Kelvin sign (U+212A, to `k`); U+0130 (`İ`) lower-cases to `i` and a
    /// combining dot.
    static let foldedToASCII = [FoldedLetter(character: "\u{212A}", letter: "k", name: "the Kelvin sign")]

    /// The spellings Apple cannot fold of the letters of the case-insensitive routes kept in the
    /// app among `patterns`, each with those routes' names: the characters of ``foldedToASCII``
    /// whose letter such a route's literal has, and each non-ASCII letter's other case (`É` for
    /// `é`). A URL so spelled could reach such a route where the file sees other text.
    static func unfoldedSpellings(keptInAppBy patterns: [WebPattern]) -> [(FoldedLetter, routes: [String])] {
        var found: [(FoldedLetter, routes: [String])] = []
        func add(_ folded: FoldedLetter, _ route: String) {
            if let index = found.firstIndex(where: { $0.0 == folded }) {
                if !found[index].routes.contains(route) { found[index].routes.append(route) }
            } else {
                found.append((folded, [route]))
            }
        }
        for pattern in patterns where !pattern.exposed && pattern.caseInsensitive {
            let text = pattern.segments.filter { $0.kind == .literal }.map(\.text).joined()
            for folded in foldedToASCII where text.lowercased().contains(folded.letter) {
                add(folded, pattern.route.name)
            }
            for character in text where !character.isASCII {
                let lowered = String(character).lowercased()
                for other in [String(character).uppercased(), lowered] where other != String(character) && other.count == 1 && lowered.count == 1 {
                    add(FoldedLetter(character: Character(other), letter: Character(lowered), name: other), pattern.route.name)
                }
            }
        }
        return found
    }
}
