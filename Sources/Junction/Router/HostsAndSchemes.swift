/// The hosts and schemes a scheme-less route takes (a ``RouteGroup``'s, a route map route's
/// `hosts` and `schemes`), when it lists any (ROUTING.md §3, routes tied to hosts).
///
/// A URL with a scheme reaches the route only when its scheme is one of ``schemes`` (if any are
/// listed) and its host one of ``hosts`` (if any are listed; a wildcard takes subdomains as web
/// hosts do). A custom-scheme URL's host is its authority (`wordpress://pages` has the host
/// `pages`). A URL without a scheme (a path the app opens itself) has neither, and reaches it.
/// A URL the route does not take goes on to the next route in precedence order, as if the
/// route were not there.
///
/// A class, so that a pattern keeps one reference for it (8 bytes, not the two lists' 16):
/// every pattern has room for one, and few set it. It never changes, and compares by value.
final class HostsAndSchemes: Hashable, Sendable {
    /// The hosts, lower-cased; empty for any host.
    let hosts: [WebHost]
    /// The schemes, lower-cased; empty for any scheme.
    let schemes: [String]

    /// Hosts and schemes as a group or a map lists them; `nil` when both lists are empty.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidParameter`` for a host
    ///   ``WebHost`` refuses (a URL, a malformed wildcard) or a scheme that is not one
    ///   (`ALPHA *(ALPHA / DIGIT / "+" / "-" / "." / "_")`, written without `://`).
    init?(hosts: [String], schemes: [String]) throws(RouteError) {
        guard !hosts.isEmpty || !schemes.isEmpty else { return nil }
        var read: [WebHost] = []
        for host in hosts { read.append(try WebHost(host)) }
        self.hosts = read
        self.schemes = try schemes.map { (scheme) throws(RouteError) in
            let bytes = Array(scheme.utf8)
            guard let first = bytes.first, first.isASCIILetter,
                  bytes.dropFirst().allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-._".utf8.contains($0) })
            else {
                throw RouteError(.invalidParameter, "\"\(scheme)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_', without \"://\")")
            }
            return scheme.lowercased()
        }
    }

    /// Equal when both lists are.
    static func == (lhs: HostsAndSchemes, rhs: HostsAndSchemes) -> Bool {
        lhs === rhs || (lhs.hosts == rhs.hosts && lhs.schemes == rhs.schemes)
    }

    /// Hashes both lists, as ``==(_:_:)`` compares.
    func hash(into hasher: inout Hasher) {
        hasher.combine(hosts)
        hasher.combine(schemes)
    }

    /// Whether a URL with the scheme `scheme` (lower-cased) and the host `host` (its authority,
    /// decoded and lower-cased; `nil` for none) reaches the route.
    func admits(scheme: some Sequence<UInt8>, host: LentBuffer<UInt8>?) -> Bool {
        if !schemes.isEmpty, !schemes.contains(where: { $0.utf8.elementsEqual(scheme) }) { return false }
        guard !hosts.isEmpty else { return true }
        guard let host else { return false }
        return hosts.contains { $0.matches(host) }
    }

    /// Why a URL with the scheme `scheme` and the host `host` (lower-cased) does not reach the
    /// route, or `nil` when it does: what `Router.explain(_:)` says.
    func refusal(scheme: String?, host: String?) -> String? {
        guard let scheme else { return nil }
        if !schemes.isEmpty, !schemes.contains(scheme) {
            return "the route takes the schemes \(schemes.joined(separator: ", ")) only, not \"\(scheme)\""
        }
        guard !hosts.isEmpty, !hosts.contains(where: { host.map($0.matches) ?? false }) else { return nil }
        return "the route takes the hosts \(hosts.map(\.entry).joined(separator: ", ")) only, not \(host.map { "\"\($0)\"" } ?? "a URL without one")"
    }

    /// The lists as a route map writes them, for messages: `hosts wordpress.com; schemes https`.
    var description: String {
        [("hosts", hosts.map(\.entry)), ("schemes", schemes)].filter { !$0.1.isEmpty }
            .map { "\($0.0) \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
    }
}

extension RoutePattern {
    /// The same scheme-less pattern, tied to `hosts` and `schemes` (ROUTING.md §3); the pattern
    /// itself when both are empty. A route map's route registers its patterns so.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidParameter`` for a host
    ///   ``WebHost`` refuses or a scheme that is not one, as a ``RouteGroup`` says it.
    package func tied(hosts: [String], schemes: [String]) throws(RouteError) -> RoutePattern {
        var pattern = self
        pattern.hostsAndSchemes = try HostsAndSchemes(hosts: hosts, schemes: schemes)
        return pattern
    }

    /// Whether the pattern has a scheme and an authority that takes any host (a capture, `*` or
    /// `**`: `https://**`, `https://:host/a`): a route for any host of its scheme, which never
    /// takes a URL on one of the app's web hosts (those are the app's own pages, for its
    /// scheme-less routes). An authority mixing text and captures (`{city}.example.org`) names
    /// hosts, and is not one.
    var takesAnyHost: Bool {
        guard scheme != nil, hasAuthoritySegment else { return false }
        if let made = madeSegments {
            switch made.first {
            case .capture?, .wildcard?, .catchAll?: return true
            default: return false
            }
        }
        guard let first = spans.first else { return false }
        return first.kind == .capture || first.kind == .wildcard || first.kind == .catchAll
    }
}

extension Matcher {
    /// Whether the route with `pattern` takes this URL beyond its path: a route for any host
    /// never takes one on a web host, and a route that lists hosts or schemes takes only theirs.
    func admits(_ pattern: RoutePattern) -> Bool {
        if onWebHost && pattern.takesAnyHost { return false }
        guard let tie = pattern.hostsAndSchemes, schemeEnd >= 0 else { return true }
        let scheme = bytes.extracting(0..<Int(schemeEnd)).lazy.map(\.asciiLowercased)
        guard let authority = segments.first, authority.isAuthority else { return tie.admits(scheme: scheme, host: nil) }
        return authority.withValue(in: bytes) { tie.admits(scheme: scheme, host: $0) }
    }
}
