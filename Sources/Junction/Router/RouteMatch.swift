/// The route a URL reached and the parameters it carries.
///
/// A match holds where the captured values stand in the URL; ``parameters`` and
/// ``remainder`` decode them when you read them, so finding a route, and making its
/// parameters, allocates nothing (for a route of more than four captures, the parameters make
/// one array).
public struct RouteMatch: Sendable {
    /// The URL as read.
    public let url: RouteURL
    let table: RouteTable
    /// The captures, the first four of them inline (see ``capture(_:)`` for the others).
    let captures: CaptureList
    let routeIndex: Int32
    /// The byte offset where the leftover segments start; `-1` for none, `-2` for `""`.
    let remainderOffset: Int32
    /// Whether the lookup could fall back to an ancestor, for finding the captures again.
    let fellBack: Bool

    /// The pattern of the route that was reached, exactly as registered: a pattern with
    /// optional groups as written, whichever of its patterns the URL matched.
    public var pattern: RoutePattern { table.routes[Int(routeIndex)].pattern.asWritten }

    /// The plain pattern the URL matched: for a pattern with optional groups, the one of its
    /// patterns that was reached.
    var matchedPattern: RoutePattern { table.routes[Int(routeIndex)].pattern }

    /// The route's name, if it was registered with one.
    public var name: String? { table.routes[Int(routeIndex)].name }

    /// The merged parameters: path captures, then query items, then the pattern's defaults.
    ///
    /// Making them allocates nothing: they hold the URL, and each value is decoded from it when
    /// you read it. A match keeps four captures; for a route with more, the lookup runs again
    /// to find them all, and they are kept in one array.
    public var parameters: RouteParameters {
        let route = table.routes[Int(routeIndex)]
        guard captures.isComplete else {
            return RouteParameters(
                captureNames: route.captureNames, url: url, everyCapture: table.captures(of: self),
                defaults: route.pattern.defaults)
        }
        return RouteParameters(
            captureNames: route.captureNames, url: url, captures: captures, defaults: route.pattern.defaults)
    }

    /// The capture at `index`, in the order the matcher met them; past the fourth, the lookup
    /// runs again to find it.
    func capture(_ index: Int) -> CaptureRef {
        index < CaptureList.inlineCapacity ? captures[index] : table.captures(of: self)[index]
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
