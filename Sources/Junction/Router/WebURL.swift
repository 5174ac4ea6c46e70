/// An `http`/`https` URL that passed the web fallback's checks, rebuilt from its parts.
///
/// The web handler receives this, never the text that arrived: the scheme and host are
/// lower-cased, the path and query re-encoded, so what a web view loads is exactly what was
/// checked.
public struct WebURL: Hashable, Sendable, CustomStringConvertible {
    /// `http` or `https`.
    public let scheme: String
    /// The host, lower-cased ASCII letters, digits, `-` and `.`.
    public let host: String
    /// The port, when the URL gave one.
    public let port: Int?
    /// The path's segments, decoded.
    public let path: [String]
    /// The query items, decoded.
    public let query: [QueryItem]
    /// The fragment, decoded, when it had one that decodes.
    public let fragment: String?

    /// The URL, re-serialized: each part percent-encoded for its place.
    public var description: String {
        var text = scheme + "://" + host
        if let port { text += ":\(port)" }
        text += "/" + path.map { PercentEncoding.encode($0, inQuery: false) }.joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map {
                PercentEncoding.encode($0.name, inQuery: true) + "=" + PercentEncoding.encode($0.value, inQuery: true)
            }.joined(separator: "&")
        }
        if let fragment { text += "#" + PercentEncoding.encode(fragment, inQuery: true) }
        return text
    }
}

/// Where unmatched `http`/`https` URLs may go: a handler (typically a web view) and the hosts it
/// may load.
struct WebFallback: Sendable {
    /// A host the fallback allows: exactly this host, or (for entries written `.host`) any
    /// subdomain of it; with a port only that port, without one only URLs that give none.
    struct AllowedHost: Hashable, Sendable {
        let host: String
        let port: Int?
        let subdomains: Bool
    }

    let hosts: [AllowedHost]
    let handler: Router.WebHandler

    /// Reads allow-list entries such as `shop.example.com`, `.example.com` or `localhost:8080`.
    static func allowedHosts(_ entries: [String]) throws(RouteError) -> [AllowedHost] {
        try entries.map { (entry) throws(RouteError) -> AllowedHost in
            var text = entry.lowercased()
            let subdomains = text.hasPrefix(".")
            if subdomains { text.removeFirst() }
            var port: Int?
            if let colon = text.lastIndex(of: ":") {
                guard let number = Int(text[text.index(after: colon)...]), (1...65_535).contains(number) else {
                    throw RouteError(.invalidParameter, "\"\(entry)\" is not a host allow-list entry: its port is not 1 to 65535")
                }
                port = number
                text = String(text[..<colon])
            }
            guard isHostName(text) else {
                throw RouteError(.invalidParameter, "\"\(entry)\" is not a host allow-list entry (letters, digits, '-' and '.', optionally a leading '.' and a port)")
            }
            return AllowedHost(host: text, port: port, subdomains: subdomains)
        }
    }

    /// ASCII letters, digits, `-` and `.`, in dot-separated labels that are not empty.
    static func isHostName(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == .minus }
        }
    }

    /// The URL as the fallback may pass it on, or why it may not.
    func validate(_ url: RouteURL) -> Result<WebURL, RouteError> {
        let refuse = { (why: String) in Result<WebURL, RouteError>.failure(RouteError(.notAllowed, "\(url.string) \(why)")) }
        guard let scheme = url.scheme, scheme == "http" || scheme == "https" else {
            return refuse("is not an http or https URL, so it never goes to the web fallback")
        }
        guard let authority = url.authority, !authority.isEmpty else { return refuse("has no host") }
        var host = authority
        var port: Int?
        if let colon = authority.lastIndex(of: ":") {
            guard let number = Int(authority[authority.index(after: colon)...]), (1...65_535).contains(number) else {
                return refuse("has a port that is not 1 to 65535")
            }
            port = number
            host = String(authority[..<colon])
        }
        guard WebFallback.isHostName(host) else { return refuse("has a host that is not a plain host name") }
        let allowed = hosts.contains { entry in
            guard entry.port == port else { return false }
            return entry.subdomains ? host.hasSuffix("." + entry.host) : host == entry.host
        }
        guard allowed else { return refuse("is not on a host the web fallback allows") }
        let segments = url.segments.dropFirst()
        return .success(WebURL(
            scheme: scheme, host: host, port: port, path: Array(segments), query: url.query, fragment: url.decodedFragment))
    }
}
