import Foundation
import Junction

/// One pattern of a map as an Android URL reaches it: the scheme and host a filter names, and
/// the path after the host as Android's patterns (compared with the decoded path).
struct AndroidLinkPattern {
    let route: RouteMap.Route
    /// Where the pattern is in the map: `routes[3].patterns[1]`.
    let path: String
    let pattern: RoutePattern
    let scheme: String
    /// The host a filter names (`*` for any); `nil` when the URL has none, so only a filter of
    /// the scheme alone (every URL of the scheme) takes it.
    let host: String?
    /// Whether the route takes the URL from this source: `universal-link` on a web host,
    /// `other-app` on the app's own scheme.
    let exposed: Bool
    /// The `android:pathPattern` texts that take the pattern's URLs (two for a trailing `**`).
    let globs: [String]
    /// `android:pathAdvancedPattern` texts (API 31) that say the pattern more closely, if they
    /// do: a capture is `[^/]+`, one segment.
    let advanced: [String]?
    /// Why the `pathPattern` filter takes more than the route does; empty when it says it exactly.
    let widenings: [String]

    /// Why the filter takes more than the route, with advanced patterns (`advanced`) or without.
    func widenings(advanced useAdvanced: Bool) -> [String] {
        guard useAdvanced, advanced != nil else { return widenings }
        return widenings.filter { !$0.hasPrefix(Self.slashNote) }
    }

    /// How a `pathPattern` widening for a capture starts, which advanced patterns do not have.
    static let slashNote = "Android's pathPattern has no \"any character but /\""

    /// The patterns of the map that `https` URLs on `host` reach.
    static func web(in map: RouteMap, host: String) -> [AndroidLinkPattern] {
        WebPattern.all(in: map, host: host).map { web in
            AndroidLinkPattern(
                route: web.route, path: web.path, pattern: web.pattern, scheme: "https", host: host,
                exposed: web.exposed, segments: web.segments, remainder: web.remainder, widenings: [])
        }
    }

    /// The patterns of the map that URLs of the app's own schemes reach: the scheme's patterns
    /// and the scheme-less ones, whose first segment is the URL's host.
    static func custom(in map: RouteMap) -> [AndroidLinkPattern] {
        var result: [AndroidLinkPattern] = []
        for scheme in map.schemes.map({ $0.lowercased() }) {
            for (routeIndex, route) in map.routes.enumerated() {
                for (patternIndex, written) in route.patterns.enumerated() {
                    for pattern in written.expansions where pattern.scheme == nil || pattern.scheme == scheme {
                        var segments = pattern.pathSegments
                        var widenings: [String] = []
                        var host: String?
                        // A URL with no host (`shop://`) could be sent only by a filter of the
                        // scheme alone, which takes every URL of it: left out, and the check warns.
                        guard let first = segments.first else { continue }
                        // A leading `**` takes every URL of the scheme: a filter of the scheme alone.
                        if first.kind != .remainder {
                            segments.removeFirst()
                            host = first.kind == .literal ? first.text : "*"
                            if first.kind != .literal {
                                widenings.append("Android's hosts cannot say which hosts \(first.text) takes, so the host is written \"*\"")
                            }
                        }
                        result.append(AndroidLinkPattern(
                            route: route, path: "routes[\(routeIndex)].patterns[\(patternIndex)]", pattern: pattern, scheme: scheme,
                            host: host, exposed: route.exposure.allows(.otherApp), segments: segments,
                            remainder: segments.last?.kind == .remainder, widenings: widenings))
                    }
                }
            }
        }
        return result
    }

    private init(
        route: RouteMap.Route, path: String, pattern: RoutePattern, scheme: String, host: String?, exposed: Bool,
        segments: [RoutePattern.Segment], remainder: Bool, widenings: [String]
    ) {
        self.route = route
        self.path = path
        self.pattern = pattern
        self.scheme = scheme
        self.host = host
        self.exposed = exposed
        // A web pattern's segments come without their `**`; the app's own with it.
        let segments = segments.last?.kind == .remainder ? Array(segments.dropLast()) : segments
        var widenings = widenings
        // A run of `/` (`//*`) before each segment: the router drops empty segments.
        let base = segments.map { "//*" + Self.glob($0, widenings: &widenings) }.joined()
        // A glob that ends in `.*` takes any end already; writing `/*` after it would need a
        // `/` on Android, whose matcher does not step back from a `.*`.
        let open = base.hasSuffix("..*")
        if remainder {
            globs = open ? [base] : [base + "/*", base + "/.*"]
        } else {
            globs = [open ? base : base + "/*"]
        }
        let hasWildcard = segments.contains { $0.kind != .literal }
        let exact = segments.map { "/+" + Self.advanced($0) }.joined()
        advanced = hasWildcard ? (remainder ? [exact + "/*", exact + "/.*"] : [exact + "/*"]) : nil
        self.widenings = widenings
    }

    /// A segment as a simple glob: literal text escaped, each capture `..*` (one character or more).
    private static func glob(_ segment: RoutePattern.Segment, widenings: inout [String]) -> String {
        pieces(of: segment).map { piece in
            switch piece {
            case .text(let text): return escaped(text, special: ".*\\")
            case .capture(let converter, let name):
                let note = "\(slashNote), so \(name) is written \"..*\", which also takes a \"/\""
                if !widenings.contains(note) { widenings.append(note) }
                if let converter { widenings.append("Android's patterns cannot say which text \(converter) accepts for \(name)") }
                return "..*"
            }
        }.joined()
    }

    /// A segment as an advanced pattern: each capture `[^/]+`.
    private static func advanced(_ segment: RoutePattern.Segment) -> String {
        pieces(of: segment).map { piece in
            switch piece {
            case .text(let text): escaped(text, special: "\\.*+?[]{}()^$|")
            case .capture: "[^/]+"
            }
        }.joined()
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
