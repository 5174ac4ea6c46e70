/// The route a URL reached and the parameters it carries.
///
/// A match is complete on its own: the route and where each captured value stands in the URL,
/// with no reference back into the router's table. ``parameters`` and ``remainder`` decode the
/// values when you read them, so finding a route of up to four captures, and making its
/// parameters, allocates nothing (a route with more keeps the others in one array).
public struct RouteMatch: Sendable {
    /// The URL as read.
    public let url: RouteURL
    /// The route reached.
    let route: RouteTable.Route
    /// Where the route stands in the table it was found in: its entry's index in the snapshot.
    let routeIndex: Int32
    /// Every capture, in the order the matcher met them.
    let captures: CaptureList
    /// The byte offset where the leftover segments start; `-1` for none, `-2` for `""`.
    let remainderOffset: Int32

    /// The pattern of the route that was reached, exactly as registered: a pattern with
    /// optional groups as written, whichever of its patterns the URL matched.
    public var pattern: RoutePattern { route.pattern.asWritten }

    /// The plain pattern the URL matched: for a pattern with optional groups, the one of its
    /// patterns that was reached.
    var matchedPattern: RoutePattern { route.pattern }

    /// The route's name, if it was registered with one.
    public var name: String? { route.name }

    /// Refuses a URL that sets a value the pattern pins (`?url:=/terms`): such a URL is never
    /// read as the pattern's value with the item left out (ROUTING.md §4).
    func refusePinnedValues() throws(RouteError) {
        let pinned = route.pattern.pinned
        if let item = url.query.first(where: { pinned.contains($0.name) }) {
            throw RouteError(
                .invalidParameter,
                "\(url.string) sets \"\(item.name)\", which \"\(pattern.text)\" pins; the route always uses its own value")
        }
    }

    /// The merged parameters: path captures, then query items, then the pattern's defaults.
    ///
    /// Making them allocates nothing: they hold the URL, and each value is decoded from it when
    /// you read it.
    public var parameters: RouteParameters {
        RouteParameters(captureNames: route.captureNames, url: url, captures: captures, defaults: route.pattern.defaults)
    }

    /// What `**` or the ancestor fallback left over, as written in the URL (segments joined by
    /// `/`); `""` when `**` took nothing; `nil` when the route took the whole path without `**`.
    public var remainder: String? {
        switch remainderOffset {
        case -1: return nil
        case -2: return ""
        default:
            return url.string.withUTF8Bytes { bytes in
                let rest = bytes.extracting(Int(remainderOffset)..<Int(url.offsets.pathEnd))
                return rest.split(separator: .slash).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
            }
        }
    }
}

/// What a handler receives: the match, the in-process user info and where the open came from.
///
/// ```swift
/// try router.register("shop://product/:id") { context in
///     let id = try context.parameters.require("id", as: Int.self)
///     return ProductPage(id: id, referrer: context.parameters["ref"])
/// }
/// ```
public struct RouteContext: Sendable {
    /// The route and parameters the URL reached.
    public let match: RouteMatch
    /// In-process values that travelled beside the URL.
    public let userInfo: [String: any Sendable]
    /// Where the open came from (after a redirect, the original open's source).
    public let source: RouteSource

    /// The URL as read.
    public var url: RouteURL { match.url }
    /// The merged parameters; see ``RouteMatch/parameters``.
    public var parameters: RouteParameters { match.parameters }
    /// What `**` or the ancestor fallback left over; see ``RouteMatch/remainder``.
    public var remainder: String? { match.remainder }
}
