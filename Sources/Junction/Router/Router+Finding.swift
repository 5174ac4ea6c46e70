extension Router {
    /// The match, or `nil` when no route matches. The URL is read once: the origin check and
    /// the table read the same ``RouteURL``.
    ///
    /// An external source must use one of the app's schemes or web hosts, and reaches only
    /// routes exposed to it; otherwise this throws ``RouteError/Code/notAllowed``.
    func find(
        _ string: String, in snapshot: Snapshot, ancestorFallback: Bool?, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch? {
        let fallback = ancestorFallback ?? fallsBack
        // From inside the app, the URL is read and looked up over one loan of its bytes.
        guard source.isExternal else { return try snapshot.table.match(string, fallback: fallback) }
        let url = try RouteURL(string, options: options.parsing)
        try checkOrigin(of: url, from: source, in: snapshot.table)
        guard let match = try snapshot.table.match(url, fallback: fallback) else { return nil }
        let exposure = snapshot.table.routes[Int(match.routeIndex)].exposure
        guard exposure.allows(source) else {
            let opens = exposure == .inApp ? "opens only from inside the app" : "opens only from \(exposure)"
            throw RouteError(.notAllowed, "\"\(match.pattern.text)\" \(opens), not from \(source) (\(string))")
        }
        return match
    }

    /// A URL from outside must use one of the app's schemes (its web schemes among them), or be
    /// `http`/`https` on one of its web hosts.
    private func checkOrigin(of url: RouteURL, from source: RouteSource, in table: RouteTable) throws(RouteError) {
        let string = url.string
        guard let scheme = url.scheme else {
            throw RouteError(
                .notAllowed, "\(string) from \(source) has no scheme; a URL from outside must use one of the app's schemes or web hosts")
        }
        if scheme == "http" || scheme == "https" {
            // What a browser would not read as written (an encoded ':' in the host, a port in
            // other characters than digits) never reaches a route by looking like a web host.
            if case .failure(let refusal) = WebURL.read(url) {
                throw RouteError(.notAllowed, "\(string) from \(source) \(refusal.why)")
            }
            guard let host = url.authority, options.isWebHost(host) else {
                throw RouteError(.notAllowed, "\(string) from \(source) is not on one of the app's web hosts")
            }
            return
        }
        // A web scheme is the app's own, whatever its routes' schemes are.
        let isAppScheme = options.webSchemes.contains(scheme)
            || (options.schemes.isEmpty ? table.hasScheme(scheme) : options.schemes.contains(scheme))
        guard isAppScheme else {
            throw RouteError(.notAllowed, "\(string) from \(source) uses the scheme \"\(scheme)\", not one of the app's")
        }
    }
}
