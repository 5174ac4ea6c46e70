/// An `http`/`https` URL that passed the web fallback's checks, rebuilt from its parts.
///
/// The web handler receives this, never the text that arrived: the scheme and host are
/// lower-cased, the path and query re-encoded, so what a web view loads is exactly what was
/// checked. The scheme, host, port and path are what a browser (the WHATWG URL standard) makes
/// of the same text; a URL a browser would read another way is refused instead.
public struct WebURL: Hashable, Sendable, CustomStringConvertible {
    /// `http` or `https`.
    public let scheme: String
    /// The host, lower-cased ASCII letters, digits, `-` and `.`.
    public let host: String
    /// The port, when the URL gave one other than its scheme's default (80 for `http`, 443 for
    /// `https`), as browsers do.
    public let port: Int?
    /// The path's segments, decoded: the path after its first `/`, split on `/`. Empty segments
    /// stay (`/a//b/` is `["a", "", "b", ""]`); the root path (`/` or none) is `[]`.
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
    /// A host the fallback allows: exactly this host, or (for entries written `.host` or
    /// `*.host`, as a router's web hosts are) any subdomain of it; with a port only that port,
    /// without one only URLs that give none.
    struct AllowedHost: Hashable, Sendable {
        let host: String
        let port: Int?
        let subdomains: Bool
    }

    let hosts: [AllowedHost]
    let handler: WebHandler

    /// Reads allow-list entries such as `shop.example.com`, `.example.com`, `*.example.com` or
    /// `localhost:8080`.
    static func allowedHosts(_ entries: [String]) throws(RouteError) -> [AllowedHost] {
        try entries.map { (entry) throws(RouteError) -> AllowedHost in
            // A wildcard reads as the router's web hosts read it, and then as `.host` does.
            var text = WebHost.isWildcard(entry) ? try WebHost(entry).text : entry.lowercased()
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
        let read: WebURL.Reading
        switch WebURL.read(url) {
        case .success(let reading): read = reading
        case .failure(let refusal): return .failure(RouteError(.notAllowed, "\(url.string) \(refusal.why)"))
        }
        // The allow-list reads the port as written: `good.com` does not allow `good.com:443`.
        let allowed = hosts.contains { entry in
            guard entry.port == read.writtenPort else { return false }
            return entry.subdomains ? read.url.host.hasSuffix("." + entry.host) : read.url.host == entry.host
        }
        guard allowed else { return .failure(RouteError(.notAllowed, "\(url.string) is not on a host the web fallback allows")) }
        return .success(read.url)
    }
}

extension WebURL {
    /// Why a URL is not handed to the web: the end of a sentence that starts with the URL.
    struct Refusal: Error, Hashable {
        let why: String
    }

    /// A URL as read for the web, and its port as written (the allow-list compares that one).
    struct Reading {
        let url: WebURL
        let writtenPort: Int?
    }

    /// Reads an `http`/`https` URL (already read as a ``RouteURL``) the way a browser loads it,
    /// or refuses it where a browser would load something else or nothing.
    ///
    /// Refused: another scheme; no host; a trailing space (browsers drop it); a port that is not
    /// plain digits (`:+8443`, `:84%343`) or not 1 to 65535; an IPv6 host; a host that, once
    /// percent-decoded, is not ASCII letters, digits, `-` and `.` in non-empty labels (so an
    /// encoded `:`, as in `shop.example.com%3A8443`); a host ending in a number that is not
    /// four decimal numbers 0 to 255 (browsers read `0x7f.1` as `127.0.0.1`); a `\` in the
    /// path (browsers read it as `/`).
    static func read(_ url: RouteURL) -> Result<Reading, Refusal> {
        func refuse(_ why: String) -> Result<Reading, Refusal> { .failure(Refusal(why: why)) }
        guard let scheme = url.scheme, scheme == "http" || scheme == "https" else {
            return refuse("is not an http or https URL, so it never goes to the web fallback")
        }
        return url.string.withUTF8Bytes { bytes in read(url, scheme: scheme, bytes: bytes) }
    }

    /// ``read(_:)`` over the URL's bytes, its scheme known to be `http` or `https`.
    private static func read(_ url: RouteURL, scheme: String, bytes: LentBuffer<UInt8>) -> Result<Reading, Refusal> {
        func refuse(_ why: String) -> Result<Reading, Refusal> { .failure(Refusal(why: why)) }
        if bytes.last == .space { return refuse("ends with a space, which browsers drop") }
        let offsets = url.offsets
        guard offsets.authorityIsSegment else { return refuse("has no host") }
        var authority = bytes.extracting(Int(offsets.authorityStart)..<Int(offsets.authorityEnd))
        if authority.first == UInt8(ascii: "[") { return refuse("has an IPv6 address as its host") }

        // The port is read as written: a `%` or a sign is not a digit, whatever it decodes to.
        var writtenPort: Int?
        if let colon = authority.lastIndex(of: .colon) {
            let digits = authority.extracting((colon + 1)..<authority.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
                return refuse("has a port that is not written as digits")
            }
            guard let number = Int(String(decoding: digits)), (1...65_535).contains(number) else {
                return refuse("has a port that is not 1 to 65535")
            }
            writtenPort = number
            authority = authority.extracting(0..<colon)
        }
        let host: String
        switch readHost(authority) {
        case .success(let text): host = text
        case .failure(let refusal): return .failure(refusal)
        }

        let pathBytes = bytes.extracting(Int(offsets.pathStart)..<Int(offsets.pathEnd))
        if pathBytes.contains(.backslash) { return refuse("has a '\\' in its path, which browsers read as '/'") }
        var path: [String] = []
        if pathBytes.count > 1 {
            var start = 1
            while start <= pathBytes.count {
                let end = pathBytes[start...].firstIndex(of: .slash) ?? pathBytes.count
                path.append(PercentEncoding.decodeValid(pathBytes, start..<end, plusAsSpace: false))
                start = end + 1
            }
        }
        let defaultPort = scheme == "http" ? 80 : 443
        let url = WebURL(
            scheme: scheme, host: host, port: writtenPort == defaultPort ? nil : writtenPort, path: path,
            query: url.query, fragment: url.decodedFragment)
        return .success(Reading(url: url, writtenPort: writtenPort))
    }

    /// The host as a browser reads it, lower-cased, from the authority's text before its port.
    private static func readHost(_ raw: LentBuffer<UInt8>) -> Result<String, Refusal> {
        let decoded = Array(PercentEncoding.decodeValid(raw, 0..<raw.count, plusAsSpace: false).utf8)
        if decoded.contains(.colon) {
            return .failure(Refusal(why: "has a percent-encoded ':' in its host; a port follows a plain ':'"))
        }
        let host = String(decoding: decoded.map(\.asciiLowercased), as: UTF8.self)
        guard decoded.allSatisfy({ $0 < 0x80 }), WebFallback.isHostName(host) else {
            return .failure(Refusal(why: "has a host that is not a plain host name"))
        }
        // A host whose last label is a number is an IPv4 address to a browser, which rewrites
        // `0x7f.1` or `127.000.0.1` as `127.0.0.1`: only that written form passes.
        let labels = host.utf8.split(separator: .dot)
        let last = labels[labels.count - 1]
        let isNumber = last.allSatisfy(\.isASCIIDigit)
            || (last.starts(with: "0x".utf8) && last.dropFirst(2).allSatisfy { $0.isASCIIDigit || (0x61...0x66).contains($0) })
        if isNumber {
            let isDottedDecimal = labels.count == 4 && labels.allSatisfy { label in
                label.count <= 3 && label.allSatisfy(\.isASCIIDigit) && (label.count == 1 || label.first != UInt8(ascii: "0"))
                    && (Int(String(decoding: label, as: UTF8.self)) ?? 256) <= 255
            }
            guard isDottedDecimal else {
                return .failure(Refusal(why: "has a host that ends in a number but is not an IPv4 address written as four numbers 0 to 255"))
            }
        }
        return .success(host)
    }
}
