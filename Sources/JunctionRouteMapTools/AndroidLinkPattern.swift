import Foundation
import Junction
import JunctionRouteMap

/// One pattern of a map as an Android URL reaches it: the scheme and host a filter names, and
/// the path after the host as Android's patterns (compared with the decoded path, by a matcher
/// that never steps back: ``AndroidPatternMatcher``).
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
    /// The `android:pathPattern` texts that take the pattern's URLs.
    let globs: [String]
    /// Why the globs take more than the route does; empty when they say it exactly.
    let globWidenings: [String]
    /// `android:pathAdvancedPattern` texts (API 31) that say the pattern more closely, when the
    /// globs take more than it: a capture is `[^/]+`, one segment.
    let advanced: [String]?
    /// Why the advanced patterns take more than the route does.
    let advancedWidenings: [String]
    /// The path's segments after the host, without a trailing `**`.
    let segments: [RoutePattern.Segment]
    /// The name of the capture that is the host, for a pattern of the app's scheme (`{host}`).
    let hostCapture: String?

    /// Whether an encoded `/` (`%2F`) can make Android and the router disagree: Android reads
    /// it as a `/` between segments, where the router reads text of one segment.
    func dependsOnEncodedSlashes(advanced readsAdvanced: Bool) -> Bool {
        host != nil && (segments.count > 1 || (usesAdvanced(readsAdvanced) && !pattern.captures.isEmpty))
    }

    /// Whether the filters use the advanced patterns: the app reads them (`minimumSDK` 31 or
    /// more) and the globs are wider.
    func usesAdvanced(_ readsAdvanced: Bool) -> Bool { readsAdvanced && advanced != nil }

    /// The texts written, as `pathAdvancedPattern` or `pathPattern`.
    func texts(advanced readsAdvanced: Bool) -> [String] {
        usesAdvanced(readsAdvanced) ? advanced ?? globs : globs
    }

    /// Why the texts written take more than the route.
    func widenings(advanced readsAdvanced: Bool) -> [String] {
        usesAdvanced(readsAdvanced) ? advancedWidenings : globWidenings
    }

    /// The patterns of the map that `https` URLs on `host` reach.
    static func web(in map: RouteMap, host: String) -> [AndroidLinkPattern] {
        WebPattern.all(in: map, host: host).map { web in
            AndroidLinkPattern(
                route: web.route, path: web.path, pattern: web.pattern, scheme: "https", host: host,
                exposed: web.exposed, segments: web.segments, remainder: web.remainder, hostCapture: nil)
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
                        var hostCapture: String?
                        var host: String?
                        // A URL with no host (`shop://`) could be sent only by a filter of the
                        // scheme alone, which takes every URL of it: left out, and the check warns.
                        guard let first = segments.first else { continue }
                        // A route tied to hosts or schemes takes this scheme's URLs only as they say:
                        // its host is the first segment, which must be one of its hosts.
                        if pattern.scheme == nil, !route.hosts.isEmpty || !route.schemes.isEmpty {
                            guard first.kind == .literal, route.takes(scheme: scheme, host: first.text) else { continue }
                        }
                        // A leading `**` takes every URL of the scheme: a filter of the scheme alone.
                        if first.kind != .remainder {
                            segments.removeFirst()
                            host = first.kind == .literal ? first.text : "*"
                            if case .capture(let capture) = first.kind { hostCapture = capture.name }
                            if first.kind != .literal { hostCapture = hostCapture ?? "" }
                        }
                        result.append(AndroidLinkPattern(
                            route: route, path: "routes[\(routeIndex)].patterns[\(patternIndex)]", pattern: pattern, scheme: scheme,
                            host: host, exposed: route.exposure.allows(.otherApp), segments: segments,
                            remainder: segments.last?.kind == .remainder, hostCapture: hostCapture))
                    }
                }
            }
        }
        return result
    }

    private init(
        route: RouteMap.Route, path: String, pattern: RoutePattern, scheme: String, host: String?, exposed: Bool,
        segments: [RoutePattern.Segment], remainder: Bool, hostCapture: String?
    ) {
        self.route = route
        self.path = path
        self.pattern = pattern
        self.scheme = scheme
        self.host = host
        self.exposed = exposed
        // A web pattern's segments come without their `**`; the app's own with it.
        let segments = segments.last?.kind == .remainder ? Array(segments.dropLast()) : segments
        self.segments = segments
        self.hostCapture = hostCapture
        let hostNote = hostCapture.map { _ in
            "Android's hosts cannot say which hosts \(pattern.pathSegments.first?.text ?? "") takes, so the host is written \"*\""
        }
        var glob = AndroidPathWriter(advanced: false)
        var exact = AndroidPathWriter(advanced: true)
        for segment in segments {
            glob.append(segment)
            exact.append(segment)
        }
        globs = glob.texts(remainder: remainder, emptyPathMatters: scheme != "https")
        advanced = glob.notes.isEmpty ? nil : exact.texts(remainder: remainder, emptyPathMatters: scheme != "https")
        globWidenings = (hostNote.map { [$0] } ?? []) + glob.notes
        advancedWidenings = (hostNote.map { [$0] } ?? []) + exact.notes
    }
}
