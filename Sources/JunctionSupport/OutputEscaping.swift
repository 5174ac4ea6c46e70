/// Text from a route map written into another language (`junction docs`, `junction graph`,
/// `junction android`): one function per output language, each working on Unicode scalars.
///
/// Every function but `xmlAttribute` first applies ``DisplayEscaping`` (line breaks, other
/// controls and bidirectional controls as `\u{HEX}`), then replaces the scalars its language
/// gives a meaning. It goes scalar by scalar (`replacingScalars(_:)`), never `Character` by
/// `Character`: a Swift `Character` is a grapheme cluster, and `"` followed by a combining mark
/// (U+0301), a zero-width joiner or a variation selector is one `Character` that is not `"`,
/// although every parser of these languages reads the `"` on its own.
public enum OutputEscaping {
    /// Text for an HTML element or a double- or single-quoted attribute value: `<`, `>`, `&`,
    /// `"` and `'` as character references.
    public static func html(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// An XML attribute value in double quotes (an Android manifest's): `&`, `<`, `>` and `"`
    /// escaped, and every character ``DisplayEscaping`` would escape written as a character
    /// reference instead, since the value must stay exactly the text (a path pattern) while
    /// still reading on one line.
    public static func xmlAttribute(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case _ where DisplayEscaping.isDangerous(scalar): "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// Text for an XML comment (`<!-- text -->`): escaped as ``DisplayEscaping`` does, with a
    /// space between any two hyphens, since XML allows no `--` inside a comment and `-->` ends
    /// it. (Replacing `--` with `- -` once is not enough: `--->` would leave `- -->`.)
    public static func xmlComment(_ text: String) -> String {
        var previous: Unicode.Scalar?
        return replacing(text) { scalar in
            defer { previous = scalar }
            return scalar == "-" && previous == "-" ? " -" : nil
        }
    }

    /// The punctuation CommonMark gives a meaning to inline, which `markdownText` writes with a
    /// backslash.
    private static let markdownPunctuation: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "|", "#", "!", "~"]

    /// Text for a Markdown paragraph, heading or table cell: `<`, `>` and `&` as character
    /// references (so no HTML, autolink or entity is read), Markdown's inline punctuation with a
    /// backslash (no emphasis, code span, link or cell break).
    public static func markdownText(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case _ where markdownPunctuation.contains(scalar): "\\" + String(scalar)
            default: nil
            }
        }
    }

    /// Text as a Markdown code span that may stand in a table cell: fenced with one backtick more
    /// than the longest run of backticks in it, and padded with a space inside the fence when
    /// it starts or ends with a backtick or a space (CommonMark takes one space off each end
    /// unless the text is all spaces); `|` written `\|` (GitHub's tables split cells before they
    /// read code spans). Empty text, which no code span holds, is written `""`.
    public static func markdownCode(_ text: String) -> String {
        guard !text.isEmpty else { return "`\"\"`" }
        let shown = replacing(text) { $0 == "|" ? "\\|" : nil }
        var longest = 0
        var run = 0
        for scalar in shown.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let allSpaces = shown.unicodeScalars.allSatisfy { $0 == " " }
        let padded = !allSpaces && (longest > 0 || shown.unicodeScalars.first == " " || shown.unicodeScalars.last == " ")
        return padded ? "\(fence) \(shown) \(fence)" : "\(fence)\(shown)\(fence)"
    }

    /// Text as a Graphviz DOT double-quoted string, quotes included: `"` and `\` with a backslash.
    public static func dotString(_ text: String) -> String {
        "\"" + replacing(text) { scalar in scalar == "\"" || scalar == "\\" ? "\\" + String(scalar) : nil } + "\""
    }

    /// Text inside a Mermaid quoted label (`r0["…"]`): `"`, `#`, `&`, `<`, `>` and `` ` `` as
    /// Mermaid's entity codes (`#quot;`, `#35;`...), so the label cannot end early, read as
    /// HTML or as a Markdown string.
    public static func mermaidText(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "#": "#35;"
            case "&": "#amp;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "`": "#96;"
            default: nil
            }
        }
    }

    /// `text` after ``DisplayEscaping/escape(_:)``, with each scalar `replacement` names replaced.
    ///
    /// - Complexity: O(n) in the length of `text`.
    private static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        DisplayEscaping.escape(text).replacingScalars(replacement)
    }
}
