import Junction

/// Where a page map's pages live: the scheme and host their patterns are made under, as the
/// file writes them (`scheme`, `host`) or as the app gives them in code
/// (``RouteMapFile/placingPages(scheme:host:)``).
package struct PageMapPlace: Hashable, Sendable {
    /// The scheme, lower-cased; `nil` for pages that take URLs of any scheme.
    var scheme: String?
    /// The host, lower-cased.
    var host: String

    /// What a page map's file says of where its pages live: perhaps nothing.
    package struct Written: Hashable, Sendable {
        var scheme: String?
        var host: String?

        /// The place the file names, or `nil` when it names no host.
        package var place: PageMapPlace? {
            host.map { PageMapPlace(scheme: scheme, host: $0) }
        }
    }

    /// The text of the pattern a page id makes under a place: `cc://page.cc/betSsq`,
    /// `page.cc/betSsq` (a host alone), or `/betSsq` (no place).
    static func patternText(for id: String, _ scheme: String?, _ host: String?) -> String {
        switch (scheme, host) {
        case (let scheme?, let host?): "\(scheme)://\(host)/\(id)"
        case (nil, let host?): "\(host)/\(id)"
        default: "/\(id)"
        }
    }

    /// The pattern a page id makes under a place; `fail` gets the message for one that does not
    /// parse.
    static func pattern(
        for id: String, _ scheme: String?, _ host: String?, fail: (String) throws(RouteMapError) -> Never
    ) throws(RouteMapError) -> RoutePattern {
        let text = patternText(for: id, scheme, host)
        do throws(RouteError) {
            return try RoutePattern(text)
        } catch {
            try fail("bad pattern \"\(text)\": \(error.unescapedMessage)")
        }
    }

    /// Why a page map's `scheme` or `host` (by `key`) cannot be used, or `nil`.
    static func problem(_ key: String, _ text: String) -> String? {
        let utf8 = Array(text.utf8)
        if key == "scheme" {
            let valid = utf8.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } == true && utf8.allSatisfy { byte in
                (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (0x30...0x39).contains(byte) || "+-._".utf8.contains(byte)
            }
            return valid ? nil : "\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')"
        }
        if utf8.isEmpty { return "\"host\" may not be empty" }
        let refused = utf8.contains { $0 <= 0x20 || $0 == 0x7F || "/?#@\\()".utf8.contains($0) }
        return refused ? "\"\(text)\" is not a host (no '/', '?', '#', '@', '\\', parentheses, spaces or control characters)" : nil
    }
}
