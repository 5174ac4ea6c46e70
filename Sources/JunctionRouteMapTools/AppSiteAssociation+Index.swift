/// A detail's components arranged so that a check compares a URL with the few that could match
/// it, not with all of them: each component, tried in order, decides a URL only if its path
/// pattern matches, and most patterns hold a whole segment of text (`/c12/?*` holds `c12`),
/// which the path must then have as one of its segments.
///
/// - A component whose path pattern holds a whole segment (between two `/`, or at the pattern's
///   start or end) is filed under the one of its segments that fewest components hold, in lower
///   case; a URL looks up each of its path's segments.
/// - Any other is tried for every URL whose path has each ASCII character the pattern's text
///   needs (in lower case where the component ignores case): the excludes of needless
///   percent-encodings (`*%61*`) are skipped for a path with no `%`.
/// - A component with no path pattern, or one compared with the decoded path
///   (`percentEncoded: false`), is tried for every URL.
///
/// The candidates are merged in the components' order, so the first match is the one Apple's
/// rules pick.
struct ComponentIndex {
    /// The components filed under a segment their pattern holds, by that segment in lower case.
    private var bySegment: [String: [Int]] = [:]
    /// The other components, each with the ASCII characters its path pattern needs (`nil`:
    /// tried for every URL) and whether it compares them in lower case.
    private var others: [(index: Int, needs: CharacterSet128?, foldsCase: Bool)] = []

    /// - Parameters:
    ///   - components: The detail's components, in order.
    ///   - defaults: The settings they start from.
    init(_ components: [AppSiteAssociation.Component], defaults: AppSiteAssociation.Settings) {
        var segments: [[String]] = []
        var counts: [String: Int] = [:]
        for component in components {
            let encoded = component.settings.percentEncoded ?? defaults.percentEncoded ?? true
            let held = encoded ? component.path.map(Self.wholeSegments) ?? [] : []
            segments.append(held)
            for segment in Set(held) { counts[segment, default: 0] += 1 }
        }
        for (index, component) in components.enumerated() {
            if let rarest = segments[index].min(by: { counts[$0, default: 0] < counts[$1, default: 0] }) {
                bySegment[rarest, default: []].append(index)
                continue
            }
            let caseSensitive = component.settings.caseSensitive ?? defaults.caseSensitive ?? true
            let encoded = component.settings.percentEncoded ?? defaults.percentEncoded ?? true
            let needs = encoded ? component.path.map { CharacterSet128(caseSensitive ? $0 : $0.lowercased(), skippingWildcards: true) } : nil
            others.append((index, needs, !caseSensitive))
        }
    }

    /// The indices of the components that could match a URL with this path, in order.
    func candidates(forPath path: String) -> [Int] {
        var found: [Int] = []
        var looked: Set<Substring> = []
        let lowered = path.lowercased()
        for segment in lowered.split(separator: "/") where looked.insert(segment).inserted {
            found += bySegment[String(segment)] ?? []
        }
        let has = (exact: CharacterSet128(path, skippingWildcards: false), folded: CharacterSet128(lowered, skippingWildcards: false))
        for other in others where other.needs.map({ $0.isSubset(of: other.foldsCase ? has.folded : has.exact) }) ?? true {
            found.append(other.index)
        }
        return found.sorted()
    }

    /// The whole segments a path pattern holds, in lower case: text between two `/` with no
    /// wildcard, or between the pattern's start or end and a `/`.
    static func wholeSegments(of pattern: String) -> [String] {
        var held: [String] = []
        let runs = pattern.split(omittingEmptySubsequences: false) { $0 == "*" || $0 == "?" }
        for (number, run) in runs.enumerated() {
            let pieces = run.split(separator: "/", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() where !piece.isEmpty {
                let startsWhole = index > 0 || number == 0
                let endsWhole = index < pieces.count - 1 || number == runs.count - 1
                if startsWhole && endsWhole { held.append(piece.lowercased()) }
            }
        }
        return held
    }
}

/// A set of ASCII characters, as two words of bits.
struct CharacterSet128: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The ASCII characters of `text`, less `*` and `?` when `skippingWildcards`.
    init(_ text: String, skippingWildcards: Bool) {
        for byte in text.utf8 where byte < 128 {
            if skippingWildcards, byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") { continue }
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    /// Whether every character of this set is in `other`.
    func isSubset(of other: CharacterSet128) -> Bool {
        low & ~other.low == 0 && high & ~other.high == 0
    }
}
