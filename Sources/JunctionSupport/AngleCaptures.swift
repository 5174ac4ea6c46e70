/// Captures written as other routers write them, `<id>` and `<int:id>` (Flask, Werkzeug,
/// URLNavigator), which a Junction pattern reads as literal text or refuses: where they are, and
/// the pattern written with Junction's captures, `{id}` and `{id:int}`. Here, in the pattern
/// library, so the parser's error, the `@Route` macro's warning and `junction lint` say the same
/// thing without the CLI or the library depending on swift-syntax.
public enum AngleCaptures {
    /// The first whole segment written `<name>` or `<converter:name>`: its byte offset, the text,
    /// and Junction's capture for it.
    public static func first(in pattern: String) -> (offset: Int, written: String, capture: String)? {
        var offset = 0
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            if let capture = capture(segment) { return (offset, String(segment), capture) }
            offset += segment.utf8.count + 1
        }
        return nil
    }

    /// The pattern with every such segment rewritten; `nil` when it has none.
    public static func rewrite(_ pattern: String) -> String? {
        var changed = false
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard let capture = capture(segment) else { return String(segment) }
            changed = true
            return capture
        }
        return changed ? segments.joined(separator: "/") : nil
    }

    /// The warning for a segment `<name>`, which parses as literal text: what a capture is
    /// written as instead, `{name}` or `:name`.
    public static func literalWarning(written: String, capture: String) -> String {
        let name = capture.dropFirst().dropLast()
        return "'\(written)' is literal text in a pattern; a capture is written '\(capture)'" + (name.contains(":") ? "" : " or ':\(name)'")
    }

    /// `{name}` or `{name:converter}` for a segment `<name>` or `<converter:name>`.
    public static func capture(_ segment: Substring) -> String? {
        guard segment.count > 2, segment.first == "<", segment.last == ">" else { return nil }
        let inside = segment.dropFirst().dropLast()
        let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.allSatisfy(isIdentifier) else { return nil }
        switch parts.count {
        case 1: return "{\(parts[0])}"
        case 2: return "{\(parts[1]):\(parts[0])}"
        default: return nil
        }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
