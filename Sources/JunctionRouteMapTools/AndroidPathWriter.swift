import Foundation
import Junction

/// Writes the path of a route pattern (after the host) as Android's path patterns, segment by
/// segment, so that Android's matcher, which never steps back (``AndroidPatternMatcher``), takes
/// every path the router takes for it; and notes where the patterns take more.
///
/// A simple glob (`pathPattern`) gives each segment `//*` (one or more `/`: the router drops
/// empty segments) and its text; a capture is `..*`, and `.*` takes text up to the first
/// character after it, which is always the `/` before the next segment. The end: `.*` takes
/// anything; after a literal, a pattern left with `/*` when the path ends takes nothing, so the
/// path is written twice, without and with `/*` (one or more `/`: a trailing `/`); after a
/// `**`, with `/.*`. An advanced pattern (`pathAdvancedPattern`) gives each segment `/+`, a
/// capture `[^/]+`, and ends with `/*`, which may take nothing.
struct AndroidPathWriter {
    /// Whether the patterns are advanced ones.
    let advanced: Bool
    /// The pattern so far, without its end.
    private(set) var text = ""
    /// Why the patterns take more than the route.
    private(set) var notes: [String] = []
    private var segments = 0
    /// Whether the glob so far ends in `.*`, which takes any end.
    private var endsOpen = false

    init(advanced: Bool) {
        self.advanced = advanced
    }

    mutating func append(_ segment: RoutePattern.Segment) {
        segments += 1
        text += advanced ? "/+" : "//*"
        endsOpen = false
        var capture: String?
        var skipped = ""
        for piece in Self.pieces(of: segment) {
            // A capture takes as much as it can: what follows it in the segment is never reached.
            if capture != nil {
                switch piece {
                case .text(let literal): skipped += literal
                case .capture(_, let name): skipped += name
                }
                continue
            }
            switch piece {
            case .text(let literal):
                text += Self.escaped(literal, special: advanced ? "\\.*+?[]{}()^$|" : ".*\\")
                if !advanced, literal.contains(".") {
                    note("Android's pathPattern reads \"\\.\" as any one character, so the \".\" of \"\(literal)\" takes any character there")
                }
            case .capture(let converter, let name):
                capture = name
                if advanced {
                    text += "[^/]+"
                } else {
                    note("Android's pathPattern has no \"any character but /\", so \(name) is written \"..*\", which also takes a \"/\"")
                    text += "..*"
                    endsOpen = true
                }
                if let converter { note("Android's patterns cannot say which text \(converter) accepts for \(name)") }
            }
        }
        if let capture, !skipped.isEmpty {
            note("Android's matcher never steps back, so \(capture) takes \"\(skipped)\" after it too, written \(advanced ? "\"[^/]+\"" : "\"..*\""): any text there")
        }
    }

    /// The patterns for the path, with its end: `remainder` for a trailing `**`;
    /// `emptyPathMatters` for a scheme whose URL may have no path at all (`shop://cart`; a
    /// browser gives an `https` URL `/`).
    mutating func texts(remainder: Bool, emptyPathMatters: Bool) -> [String] {
        if segments == 0 {
            // Only `.*` takes the empty path in a simple glob; `/*` does in an advanced pattern.
            if remainder { return [".*"] }
            if advanced { return ["/*"] }
            guard emptyPathMatters else { return ["/*"] }
            note("Android's pathPattern takes the empty path (the URL without a \"/\") only as \".*\", which takes every path")
            return [".*"]
        }
        if advanced { return remainder ? [text + "/*", text + "/.*"] : [text + "/*"] }
        if endsOpen { return [text] }
        return [text, text + (remainder ? "/.*" : "/*")]
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    private enum Piece {
        case text(String)
        case capture(converter: String?, name: String)
    }

    /// A segment's literal text and captures, in order.
    private static func pieces(of segment: RoutePattern.Segment) -> [Piece] {
        switch segment.kind {
        case .literal: return [.text(segment.text)]
        case .capture(let capture): return [.capture(converter: capture.converter, name: "{\(capture.name)}")]
        case .wildcard, .remainder: return [.capture(converter: nil, name: "*")]
        case .mixed(let captures):
            var result: [Piece] = []
            var rest = Substring(segment.text)
            for capture in captures {
                let written = capture.converter.map { "{\(capture.name):\($0)}" } ?? "{\(capture.name)}"
                guard let range = rest.range(of: written) else { break }
                if range.lowerBound > rest.startIndex { result.append(.text(String(rest[..<range.lowerBound]))) }
                result.append(.capture(converter: capture.converter, name: "{\(capture.name)}"))
                rest = rest[range.upperBound...]
            }
            if !rest.isEmpty { result.append(.text(String(rest))) }
            return result
        }
    }

    /// `text` with a `\` before each character in `special`.
    private static func escaped(_ text: String, special: String) -> String {
        var output = ""
        for character in text {
            if special.contains(character) { output.append("\\") }
            output.append(character)
        }
        return output
    }
}
