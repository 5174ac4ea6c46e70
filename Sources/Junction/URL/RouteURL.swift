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
///
/// A `RouteURL` is the checked text and where its parts stand; each part is worked out when
/// you ask for it, so reading a URL to route it allocates nothing.
public struct RouteURL: Hashable, Sendable, CustomStringConvertible {
    /// The text the URL was read from, unchanged.
    public let string: String
    let offsets: URLOffsets

    /// Reads a URL.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` and a message naming the column of the problem.
    public init(_ string: String, options: URLParsingOptions = URLParsingOptions()) throws(RouteError) {
        let scanned = string.withUTF8Bytes { bytes -> Result<URLOffsets, RouteError> in
            do throws(SyntaxProblem) {
                return .success(try URLScanner(bytes: bytes, limits: options.limits).scan())
            } catch {
                return .failure(RouteError(error.code, error.message(in: bytes)))
            }
        }
        var offsets = try scanned.get()
        offsets.plusAsSpace = options.plusAsSpace
        self.init(string: string, offsets: offsets)
    }

    init(string: String, offsets: URLOffsets) {
        self.string = string
        self.offsets = offsets
    }

    /// The scheme, lower-cased; `nil` for a path-only URL such as `/user/1`.
    public var scheme: String? {
        guard offsets.hasScheme else { return nil }
        return string.withUTF8Bytes { URLLayout.lowercasedScheme($0, 0..<Int(offsets.schemeEnd)) }
    }

    /// The authority, percent-decoded and lower-cased; `nil` when the URL has no `//`.
    public var authority: String? {
        guard offsets.hasAuthority else { return nil }
        return decoded(Int(offsets.authorityStart)..<Int(offsets.authorityEnd), plusAsSpace: false).lowercased()
    }

    /// The percent-decoded path segments, the authority first when it is not empty.
    public var segments: [String] {
        var segments = rawRanges.map { decoded($0, plusAsSpace: false) }
        if offsets.authorityIsSegment, !segments.isEmpty { segments[0] = segments[0].lowercased() }
        return segments
    }

    /// The segments as written in the URL (not decoded), in the same order as ``segments``.
    public var rawSegments: [Substring] {
        rawRanges.map { string.utf8Substring($0) }
    }

    /// The query items in order; a repeated key appears once per value.
    public var query: [QueryItem] {
        guard offsets.queryStart >= 0 else { return [] }
        return string.withUTF8Bytes { bytes in
            var items: [QueryItem] = []
            URLLayout.forEachQueryItem(bytes, Int(offsets.queryStart)..<Int(offsets.queryEnd)) { start, keyEnd, end in
                let name = PercentEncoding.decodeValid(bytes, start..<keyEnd, plusAsSpace: offsets.plusAsSpace)
                let value = keyEnd == end ? "" : PercentEncoding.decodeValid(bytes, (keyEnd + 1)..<end, plusAsSpace: offsets.plusAsSpace)
                items.append(QueryItem(name: name, value: value))
            }
            return items
        }
    }

    /// The fragment as written (not decoded), without `#`; `nil` when there is none.
    public var fragment: Substring? {
        guard offsets.fragmentStart >= 0 else { return nil }
        return string.utf8Substring(Int(offsets.fragmentStart)..<string.utf8.count)
    }

    /// The fragment percent-decoded, or `nil` when there is none or its encoding is invalid.
    public var decodedFragment: String? {
        guard let fragment else { return nil }
        return String(fragment).withUTF8Bytes { bytes in try? PercentEncoding.decode(bytes, 0..<bytes.count, place: .query) }
    }

    /// The URL as given.
    public var description: String { string }

    /// The byte ranges of the segments as written.
    var rawRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        if offsets.authorityIsSegment { ranges.append(Int(offsets.authorityStart)..<Int(offsets.authorityEnd)) }
        string.withUTF8Bytes { bytes in
            let end = Int(offsets.pathEnd)
            var start = Int(offsets.pathStart)
            while start < end {
                var stop = start
                while stop < end, bytes[stop] != .slash { stop += 1 }
                if stop > start { ranges.append(start..<stop) }
                start = stop + 1
            }
        }
        return ranges
    }

    /// The text at a range of a well-formed URL, percent-decoded.
    func decoded(_ range: Range<Int>, plusAsSpace: Bool) -> String {
        string.withUTF8Bytes { PercentEncoding.decodeValid($0, range, plusAsSpace: plusAsSpace) }
    }
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

extension String {
    /// The substring at a range of UTF-8 offsets that fall on scalar boundaries.
    func utf8Substring(_ range: Range<Int>) -> Substring {
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return self[lower..<upper]
    }
}
