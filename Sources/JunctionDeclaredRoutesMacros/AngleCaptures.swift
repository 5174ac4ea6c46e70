/// Captures written as other routers write them, `<id>` and `<int:id>` (Flask, Werkzeug), which a
/// Junction pattern reads as literal text: where they are, and the pattern written with
/// Junction's captures, `{id}` and `{id:int}`.
enum AngleCaptures {
    /// The first whole segment written `<name>` or `<converter:name>`: its byte offset, the text,
    /// and Junction's capture for it.
    static func first(in pattern: String) -> (offset: Int, written: String, capture: String)? {
        var offset = 0
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            if let capture = capture(segment) { return (offset, String(segment), capture) }
            offset += segment.utf8.count + 1
        }
        return nil
    }

    /// The pattern with every such segment rewritten; `nil` when it has none.
    static func rewrite(_ pattern: String) -> String? {
        var changed = false
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard let capture = capture(segment) else { return String(segment) }
            changed = true
            return capture
        }
        return changed ? segments.joined(separator: "/") : nil
    }

    /// `{name}` or `{name:converter}` for a segment `<name>` or `<converter:name>`.
    private static func capture(_ segment: Substring) -> String? {
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
