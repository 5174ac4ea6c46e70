/// A web host as an app lists it: one host (`shop.example.com`, `localhost:8080`), or every
/// subdomain of a domain (`*.example.com`), as Apple's associated domains read
/// `applinks:*.example.com`.
///
/// A wildcard is `*.` then a domain of at least two labels, with a port when URLs give one. It
/// matches a host that is one or more labels (ASCII letters, digits and `-`, none empty) then
/// `.` and that domain, with the same port or, for an entry without a port, none: never the
/// domain itself (list that too), `wikipedia.org.evil.example`, `evilwikipedia.org`,
/// `.wikipedia.org`, `a..wikipedia.org` or `de.wikipedia.org.` (a trailing dot).
public struct WebHost: Hashable, Sendable {
    /// The host, lower-cased; for a wildcard, what follows its `*`, starting with the `.`.
    public let text: String
    /// Whether this is every subdomain of a domain (`*.example.com`) rather than one host.
    public let isWildcard: Bool
    /// ``text``'s bytes, which a lookup compares.
    private let bytes: [UInt8]

    /// Reads a listed host, lower-cased.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidParameter`` for a `*` that
    ///   is not a leading `*.` before a domain of at least two labels (`*`, `*.com`, `a.*.com`,
    ///   `**.x.com`, `*foo.com`), an empty host, or a URL or path where the host belongs
    ///   (`https://www.example.com`).
    public init(_ entry: String) throws(RouteError) {
        let lowered = entry.lowercased()
        guard !lowered.isEmpty else { throw RouteError(.invalidParameter, "a web host is empty") }
        if lowered.contains("/") {
            // A URL (or a path) where the host belongs: name the host it holds.
            let scheme = lowered.prefix { $0 != "/" }
            let afterScheme = scheme.hasSuffix(":") ? lowered.dropFirst(scheme.count).drop { $0 == "/" } : lowered[...]
            let host = afterScheme.prefix { $0 != "/" }
            let suggestion = host.isEmpty ? "" : ": \"\(host)\""
            throw RouteError(.invalidParameter, "web host \"\(entry)\" is not a host; write the host alone, without a scheme or a path\(suggestion)")
        }
        guard lowered.contains("*") else {
            text = lowered
            isWildcard = false
            bytes = Array(lowered.utf8)
            return
        }
        guard lowered.hasPrefix("*.") else { throw Self.malformed(entry) }
        var domain = lowered.dropFirst(2)
        if let colon = domain.lastIndex(of: ":") {
            let port = domain[domain.index(after: colon)...]
            guard port.utf8.allSatisfy(\.isASCIIDigit), let number = Int(port), (1...65_535).contains(number) else {
                throw Self.malformed(entry)
            }
            domain = domain[..<colon]
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(Self.isLabel) else { throw Self.malformed(entry) }
        text = String(lowered.dropFirst())
        isWildcard = true
        bytes = Array(text.utf8)
    }

    /// Whether `host` (lower-cased, with its port if a URL gives one) is one of `entries`,
    /// listed (in any case) or under a well-formed wildcard.
    public static func isListed(_ host: String, in entries: some Sequence<String>) -> Bool {
        entries.contains { entry in
            isWildcard(entry) ? ((try? WebHost(entry))?.matches(host) ?? false) : entry.lowercased() == host
        }
    }

    /// Whether `entry` is written as a wildcard (it holds a `*`), well formed or not.
    public static func isWildcard(_ entry: String) -> Bool { entry.contains("*") }

    /// The entry as it is listed: `*.example.com` for a wildcard.
    public var entry: String { isWildcard ? "*" + text : text }

    /// The domain a wildcard covers the subdomains of (`example.com`), or the host itself.
    public var domain: String { isWildcard ? String(text.dropFirst()) : text }

    /// Whether `host` (a URL's authority, lower-cased, with its port if it gives one) is this
    /// host or, for a wildcard, one of its subdomains.
    public func matches(_ host: String) -> Bool {
        host.withUTF8Bytes { matches($0) }
    }

    /// The same over the host's bytes: what a lookup asks, without allocating.
    func matches(_ host: LentBuffer<UInt8>) -> Bool {
        guard isWildcard else { return host.elementsEqual(bytes) }
        let prefixCount = host.count - bytes.count
        guard prefixCount > 0, host.elementsEqual(prefixCount..<host.count, bytes, from: 0) else { return false }
        // One or more labels before the domain: none empty, no byte a host name lacks.
        var labelLength = 0
        for byte in host.prefix(prefixCount) {
            if byte == .dot {
                guard labelLength > 0 else { return false }
                labelLength = 0
            } else if byte.isASCIILetter || byte.isASCIIDigit || byte == .minus {
                labelLength += 1
            } else {
                return false
            }
        }
        return labelLength > 0
    }

    private static func isLabel(_ label: Substring) -> Bool {
        !label.isEmpty && label.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == .minus }
    }

    private static func malformed(_ entry: String) -> RouteError {
        RouteError(
            .invalidParameter,
            "\"\(entry)\" is not a web host: a wildcard is a leading \"*.\" then a domain of at least two labels, such as \"*.example.com\"")
    }
}

extension RouterOptions {
    /// The web hosts, read: the first malformed one throws.
    func readWebHosts() throws(RouteError) -> [WebHost] {
        try webHosts.sorted().map { (entry) throws(RouteError) in try WebHost(entry) }
    }

    /// Whether `host` (lower-cased, with its port if the URL gives one) is one of the web hosts,
    /// listed or under a wildcard.
    func isWebHost(_ host: String) -> Bool {
        webHosts.contains(host) || WebHost.isListed(host, in: webHosts)
    }

    /// Whether a URL of `scheme` on `host` reaches the scheme-less routes by its path alone:
    /// `http`, `https` or one of the web schemes, on one of the web hosts.
    func readsAsWeb(scheme: String?, host: String?) -> Bool {
        guard let scheme, let host, scheme == "http" || scheme == "https" || webSchemes.contains(scheme) else { return false }
        return isWebHost(host)
    }
}
