/// An incoming URL, read the way Junction routes it: scheme, segments, query and fragment.
///
/// Junction reads URLs itself, in one pass over their UTF-8 bytes, so the answer is the same on
/// every platform (ROUTING.md §1). The authority is the first path segment (host-as-path):
///
/// ```swift
/// let url = try RouteURL("shop://Product/42/?ref=push")
/// url.scheme     // "shop"
/// url.segments   // ["product", "42"]
/// url.query      // [QueryItem(name: "ref", value: "push")]
/// ```
public struct RouteURL: Hashable, Sendable, CustomStringConvertible {
    /// The text the URL was read from, unchanged.
    public let string: String
    /// The scheme, lower-cased; `nil` for a path-only URL such as `/user/1`.
    public let scheme: String?
    /// The authority, percent-decoded and lower-cased; `nil` when the URL has no `//`.
    public let authority: String?
    /// The percent-decoded path segments, the authority first when it is not empty.
    public let segments: [String]
    /// The segments as written in the URL (not decoded), in the same order as ``segments``.
    public let rawSegments: [Substring]
    /// The query items in order; a repeated key appears once per value.
    public let query: [QueryItem]
    /// The fragment as written (not decoded), without `#`; `nil` when there is none.
    public let fragment: Substring?

    /// Reads a URL.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` and a message naming the column of the problem.
    public init(_ string: String, options: URLParsingOptions = URLParsingOptions()) throws(RouteError) {
        self = try RouteURL.parse(string, options: options)
    }

    init(
        string: String, scheme: String?, authority: String?, segments: [String],
        rawSegments: [Substring], query: [QueryItem], fragment: Substring?
    ) {
        self.string = string
        self.scheme = scheme
        self.authority = authority
        self.segments = segments
        self.rawSegments = rawSegments
        self.query = query
        self.fragment = fragment
    }

    /// The fragment percent-decoded, or `nil` when there is none or its encoding is invalid.
    public var decodedFragment: String? {
        guard let fragment else { return nil }
        var text = String(fragment)
        return text.withUTF8 { bytes in
            try? PercentEncoding.decode(bytes, 0..<bytes.count, place: .query)
        }
    }

    /// The URL as given.
    public var description: String { string }
}

/// One `name=value` item of a query, percent-decoded.
public struct QueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The key, decoded.
    public var name: String
    /// The value, decoded; `""` for an item with no `=`.
    public var value: String

    /// An item with the given name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`.
    public var description: String { "\(name)=\(value)" }
}
