/// Renders text that came from input (a URL, a pattern, a route map) so it can be shown on one
/// line without changing what the line says: the one escaping rule of Junction's messages,
/// descriptions and CLI text output.
///
/// Characters that break a line, hide text or reorder it are written as `\u{HEX}` (uppercase
/// hex, no padding): the C0 controls U+0000–U+001F (tab and newline included), DEL U+007F,
/// the C1 controls U+0080–U+009F (U+0085 is a line break for many log viewers), the line and
/// paragraph separators U+2028 and U+2029, and the bidirectional controls U+061C, U+200E,
/// U+200F, U+202A–U+202E and U+2066–U+2069. Everything else (letters of every script, emoji,
/// spaces, backslashes) is shown as it is, so messages that quote syntax (`unknown escape '\x'`)
/// read as written, and escaping twice changes nothing. The price: text that already reads
/// `\u{A}` looks the same as an escaped newline; where the exact text matters, the CLI's
/// `--json` output carries it.
public enum DisplayEscaping {
    /// `text` with every character that could forge or reorder a line escaped.
    ///
    /// ```swift
    /// DisplayEscaping.escape("/a\nb")   // #"/a\u{A}b"#
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text`; text with nothing to escape is returned as is.
    public static func escape(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isDangerous) else { return String(text) }
        return text.replacingScalars { scalar in
            isDangerous(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }

    /// Whether a scalar can break a line or hide or reorder text when shown: the characters
    /// ``escape(_:)`` writes as `\u{HEX}`.
    public static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` as a string literal of a language whose literals escape like Swift's and JSON's:
    /// in double quotes, with `"` and `\` escaped, newline, return and tab as `\n`, `\r`, `\t`,
    /// and every other character ``isDangerous(_:)`` names written by `unicodeEscape` (`\u{202E}`
    /// in Swift, `\u202e` in JSON), so the literal is one line and reads as the text exactly.
    public static func quotedLiteral(_ text: String, unicodeEscape: (Unicode.Scalar) -> String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isDangerous(scalar): unicodeEscape(scalar)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// The column, counted in characters from 1, that `column` of `text` becomes once `text`
    /// is escaped: where a caret goes under the escaped text.
    public static func escapedColumn(_ column: Int, in text: String) -> Int {
        escape(text.prefix(max(column - 1, 0))).count + 1
    }
}
