import Foundation

/// Intent filters read once for matching URLs (each filter's patterns indexed by their literal
/// start: ``AndroidPatternIndex``), as AOSP's `IntentFilter.matchData`
/// (`frameworks/base/core/java/android/content/IntentFilter.java`) decides for a URL with no
/// MIME type (docs/design-notes-links.md, "Android: the rules relied on"):
///
/// - the URL's scheme must be one of the filter's (`schemes.contains(scheme)`);
/// - a filter with scheme-specific parts (`ssp`, `sspPrefix`, `sspPattern`, `sspAdvancedPattern`,
///   `sspSuffix`) takes the URL when one of them takes its decoded scheme-specific part
///   (`//host/path?query`), whatever its host and path (`MATCH_CATEGORY_SCHEME_SPECIFIC_PART`);
///   when none does, the URL must match a host, or, in a filter without hosts, nothing takes it;
/// - a filter without hosts takes every URL of its schemes; otherwise a host must match
///   (`AuthorityEntry.match`: compared ignoring case with `compareToIgnoreCase`; a leading `*`
///   makes it a suffix, `*` alone any host);
/// - a filter without paths takes every path on its hosts; otherwise one of its paths must take
///   the decoded path (`Uri.getPath()`, `hasDataPath`), as ``AndroidPatternMatcher`` reads it.
struct AndroidFilterMatcher {
    /// The parts of a URL a filter looks at.
    struct Parts {
        var scheme: String
        var host: String?
        /// The decoded path; `nil` when its percent-encoding is invalid (nothing takes it).
        var path: String?
        /// The decoded scheme-specific part: what follows `scheme:`, up to a fragment.
        var schemeSpecificPart: String?

        init(url: String) {
            let withoutFragment = url[..<(url.firstIndex(of: "#") ?? url.endIndex)]
            let colon = withoutFragment.firstIndex(of: ":") ?? withoutFragment.endIndex
            scheme = withoutFragment[..<colon].lowercased()
            schemeSpecificPart = colon < withoutFragment.endIndex
                ? String(withoutFragment[withoutFragment.index(after: colon)...]).removingPercentEncoding : nil
            guard let separator = url.range(of: "://") else {
                host = nil
                path = nil
                return
            }
            var rest = url[separator.upperBound...]
            rest = rest[..<(rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex)]
            let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<pathStart]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
            host = authority.isEmpty ? nil : String(authority)
            path = String(rest[pathStart...]).removingPercentEncoding
        }
    }

    /// One filter, read.
    private struct Filter {
        var schemes: Set<String>
        /// Each host as AOSP's `AuthorityEntry` keeps it: whether it starts with `*`, and the
        /// rest in lower case.
        var hosts: [(wild: Bool, host: String)]
        var paths: AndroidPatternIndex
        var schemeSpecificParts: AndroidPatternIndex
    }

    private let filters: [Filter]

    /// Reads the filters. A pattern Android would refuse takes nothing.
    init(_ filters: [AndroidIntentFilter]) {
        func index(_ paths: [AndroidIntentFilter.Path], skipsLeadingSlashes: Bool) -> AndroidPatternIndex {
            AndroidPatternIndex(paths.compactMap { try? AndroidPatternMatcher($0.text, kind: $0.kind) }, skipsLeadingSlashes: skipsLeadingSlashes)
        }
        self.filters = filters.map { filter in
            Filter(
                schemes: Set(filter.schemes),
                hosts: filter.hosts.map { host in
                    host.hasPrefix("*") ? (true, String(host.dropFirst()).lowercased()) : (false, host.lowercased())
                },
                paths: index(filter.paths, skipsLeadingSlashes: true),
                schemeSpecificParts: index(filter.schemeSpecificParts, skipsLeadingSlashes: false))
        }
    }

    /// The index of the first filter that takes the URL, or `nil`. Each character compared costs
    /// one of `steps`.
    func filter(taking url: String, steps: inout Int) -> Int? {
        let parts = Parts(url: url)
        return filters.firstIndex { takes($0, parts, steps: &steps) }
    }

    private func takes(_ filter: Filter, _ url: Parts, steps: inout Int) -> Bool {
        guard filter.schemes.contains(url.scheme) else { return false }
        if !filter.schemeSpecificParts.isEmpty {
            if let part = url.schemeSpecificPart, filter.schemeSpecificParts.takes(part, steps: &steps) { return true }
            guard !filter.hosts.isEmpty else { return false }
        }
        guard !filter.hosts.isEmpty else { return true }
        guard let host = url.host, filter.hosts.contains(where: { Self.hostMatches($0, host) }) else { return false }
        guard !filter.paths.isEmpty else { return true }
        guard let path = url.path else { return false }
        return filter.paths.takes(path, steps: &steps)
    }

    /// `AuthorityEntry.match`: a wildcard keeps the URL host's last characters, as many as the
    /// entry has after its `*`; the two are then compared ignoring case.
    static func hostMatches(_ entry: (wild: Bool, host: String), _ host: String) -> Bool {
        var host = host
        if entry.wild {
            let units = Array(host.utf16)
            let length = entry.host.utf16.count
            guard units.count >= length else { return false }
            host = String(decoding: units.suffix(length), as: UTF16.self)
        }
        return host.lowercased() == entry.host
    }
}
