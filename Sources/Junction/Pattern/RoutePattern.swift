/// A route pattern: a URL with captures, wildcards and default query values.
///
/// Patterns are written like the URLs they match (ROUTING.md §2):
///
/// ```swift
/// let pattern = try RoutePattern("shop://product/{id:int}?tab=info")
/// pattern.scheme          // "shop"
/// pattern.parameterNames  // ["id"]
/// pattern.description     // "shop://product/{id:int}?tab=info"
/// try pattern.url(["id": "42"])   // "shop://product/42"
/// ```
///
/// A pattern prints back to the exact text it was parsed from. It is deliberately not
/// `ExpressibleByStringLiteral`: with that, Swift reads `RoutePattern("...")` as a literal
/// coercion, and a bad pattern would trap instead of throwing.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// Every part of the pattern, in one immutable object: a router keeps a copy of the pattern
    /// with each route, its registration and its collection, and a copy costs one reference
    /// count rather than one for each string and array inside.
    ///
    /// The segments are kept as spans of the text (``SegmentSpan``, 8 bytes each), not as
    /// values: ``RoutePattern/segments`` works them out when asked, and a router's builder reads
    /// plain literals' bytes from the text without making a `String` of them.
    private final class Parts: Sendable {
        let text: String
        let scheme: String?
        let defaults: [QueryItem]
        /// The names of the defaults that are pinned (`?url:=/terms`): no URL may set them.
        let pinned: [String]
        let parameterNames: [String]
        let spans: [SegmentSpan]
        /// What only patterns with optional groups, their forms and patterns made of segments
        /// have, in an object of its own so that every other pattern keeps one reference fewer.
        let grouping: Grouping?
        /// The hosts and schemes the route takes, when it lists any; as rare as the case rule.
        let hostsAndSchemes: HostsAndSchemes?
        // The flags last, side by side, with no padding between them.
        /// Whether `pinned` has a name: what every lookup reads, without touching the array.
        let pins: Bool
        let hasAuthority: Bool
        let hasAuthoritySegment: Bool
        let leadingSlash: Bool
        /// Kept here rather than beside `parts`, so that a pattern is one reference (8 bytes)
        /// in every route a table and a builder keep; few patterns set it.
        let caseInsensitive: Bool

        init(
            text: String, scheme: String?, defaults: [QueryItem], pinned: [String], parameterNames: [String], spans: [SegmentSpan],
            grouping: Grouping?, hasAuthority: Bool, hasAuthoritySegment: Bool, leadingSlash: Bool,
            caseInsensitive: Bool = false, hostsAndSchemes: HostsAndSchemes? = nil
        ) {
            self.text = text
            self.scheme = scheme
            self.defaults = defaults
            self.pinned = pinned
            pins = !pinned.isEmpty
            self.parameterNames = parameterNames
            self.spans = spans
            self.grouping = grouping
            self.hasAuthority = hasAuthority
            self.hasAuthoritySegment = hasAuthoritySegment
            self.leadingSlash = leadingSlash
            self.caseInsensitive = caseInsensitive
            self.hostsAndSchemes = hostsAndSchemes
        }

        var groupExpansions: [RoutePattern] { grouping?.expansions ?? [] }
        var origin: Origin? { grouping?.origin }

        /// The same parts with other expansions and origin.
        func with(groupExpansions: [RoutePattern], origin: Origin?) -> Parts {
            with(
                parameterNames: parameterNames,
                grouping: Grouping(expansions: groupExpansions, origin: origin, segments: grouping?.segments))
        }

        /// The same parts with these names, grouping, case rule, hosts and schemes.
        func with(
            parameterNames: [String], grouping: Grouping?, caseInsensitive: Bool? = nil, hostsAndSchemes: HostsAndSchemes?? = nil
        ) -> Parts {
            Parts(
                text: text, scheme: scheme, defaults: defaults, pinned: pinned, parameterNames: parameterNames, spans: spans,
                grouping: grouping, hasAuthority: hasAuthority, hasAuthoritySegment: hasAuthoritySegment,
                leadingSlash: leadingSlash, caseInsensitive: caseInsensitive ?? self.caseInsensitive,
                hostsAndSchemes: hostsAndSchemes ?? self.hostsAndSchemes)
        }
    }

    /// A pattern with optional groups: the plain patterns it stands for, and its segments, which
    /// its own text (with its parentheses) does not spell; or one of those plain patterns: the
    /// pattern it comes from. Also a pattern made of segments rather than parsed from its text.
    private final class Grouping: Sendable {
        let expansions: [RoutePattern]
        let origin: Origin?
        /// The segments, when the text's spans do not give them.
        let segments: [PatternSegment]?

        /// The grouping, or `nil` when there is nothing to keep.
        init?(expansions: [RoutePattern], origin: Origin?, segments: [PatternSegment]?) {
            guard !expansions.isEmpty || origin != nil || segments != nil else { return nil }
            self.expansions = expansions
            self.origin = origin
            self.segments = segments
        }
    }

    private var parts: Parts

    /// Whether the route compares its literal text without regard to case, as a router with
    /// ``RouterOptions/caseInsensitive`` compares every route's (off by default). Set by
    /// `register(_:caseInsensitive:...)` and a route map's `caseInsensitive`.
    public var caseInsensitive: Bool {
        get { parts.caseInsensitive }
        set {
            guard newValue != parts.caseInsensitive else { return }
            parts = parts.with(parameterNames: parts.parameterNames, grouping: parts.grouping, caseInsensitive: newValue)
        }
    }

    /// The hosts and schemes the route takes, when it lists any (a group's, a map route's).
    var hostsAndSchemes: HostsAndSchemes? {
        get { parts.hostsAndSchemes }
        set {
            guard newValue != parts.hostsAndSchemes else { return }
            parts = parts.with(parameterNames: parts.parameterNames, grouping: parts.grouping, hostsAndSchemes: .some(newValue))
        }
    }

    /// The text the pattern was parsed from.
    public var text: String { parts.text }
    /// The scheme, lower-cased; `nil` for a scheme-less pattern, which matches any scheme as a fallback.
    public var scheme: String? { parts.scheme }
    /// The default query values, decoded, in the order written.
    public var defaults: [QueryItem] { parts.defaults }

    /// The names of the defaults the pattern pins, written `name:=value` (`/terms?url:=/terms`):
    /// the handler always sees the pattern's value, and a URL that sets one of them is refused
    /// (ROUTING.md §4).
    public var pinned: [String] { parts.pinned }

    /// Whether the pattern pins a value: ``pinned`` is not empty.
    var pins: Bool { parts.pins }

    /// The segments' spans in ``text`` (none for a pattern made of segments: ``segments`` then
    /// has them).
    var spans: [SegmentSpan] { parts.spans }
    /// The segments when the pattern was made of them, or has optional groups; `nil` when they
    /// are read from the spans.
    var madeSegments: [PatternSegment]? { parts.grouping?.segments }
    /// Whether the pattern was written with `//` (an authority, possibly empty).
    var hasAuthority: Bool { parts.hasAuthority }
    /// Whether the authority is not empty, and so is the first segment.
    var hasAuthoritySegment: Bool { parts.hasAuthoritySegment }
    /// Whether a path-only pattern starts with `/`.
    var leadingSlash: Bool { parts.leadingSlash }
    /// For a pattern written with optional groups, the plain patterns it stands for, in order;
    /// empty otherwise. Its own `segments` are then those of the last, which keeps every group.
    var groupExpansions: [RoutePattern] {
        get { parts.groupExpansions }
        set { parts = parts.with(groupExpansions: newValue, origin: parts.origin) }
    }
    /// For one of those patterns as a router registers it: the pattern with groups it comes from.
    var origin: Origin? {
        get { parts.origin }
        set { parts = parts.with(groupExpansions: parts.groupExpansions, origin: newValue) }
    }

    /// The same pattern keeping `names`, which must equal its ``parameterNames``, instead of
    /// its own array of them, so that patterns with the same names can share one array.
    func sharing(parameterNames names: [String]) -> RoutePattern {
        var pattern = self
        pattern.parts = parts.with(parameterNames: names, grouping: parts.grouping)
        return pattern
    }

    /// Parses a pattern.
    ///
    /// Converter names are checked when the pattern is registered with a ``Router``, which knows
    /// the router's own converters.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern``, the pattern and
    ///   the column of the problem.
    public init(_ text: String) throws(RouteError) {
        self = try RoutePattern.parse(text)
    }

    /// A pattern parsed from `text`, its segments at `spans`.
    init(
        text: String, scheme: String?, defaults: [QueryItem], pinned: [String] = [], spans: [SegmentSpan],
        hasAuthority: Bool, hasAuthoritySegment: Bool, leadingSlash: Bool, parameterNames: [String]
    ) {
        parts = Parts(
            text: text, scheme: scheme, defaults: defaults, pinned: pinned, parameterNames: parameterNames, spans: spans, grouping: nil,
            hasAuthority: hasAuthority, hasAuthoritySegment: hasAuthoritySegment, leadingSlash: leadingSlash)
    }

    /// A pattern made of segments its text does not spell as they are (a pattern with optional
    /// groups, or one segment to try alone).
    init(
        text: String, scheme: String?, defaults: [QueryItem], pinned: [String] = [], segments: [PatternSegment],
        hasAuthority: Bool, hasAuthoritySegment: Bool, leadingSlash: Bool, parameterNames: [String]
    ) {
        parts = Parts(
            text: text, scheme: scheme, defaults: defaults, pinned: pinned, parameterNames: parameterNames, spans: [],
            grouping: Grouping(expansions: [], origin: nil, segments: segments),
            hasAuthority: hasAuthority, hasAuthoritySegment: hasAuthoritySegment, leadingSlash: leadingSlash)
    }

    /// The pattern's text, exactly as parsed.
    public var description: String { text }

    /// Whether this pattern and `other` match exactly the same URLs: the same scheme, literals
    /// and converters, whatever the captures are named and whatever defaults they set
    /// (`/user/{x}` and `/user/:id` do; `/user/{id:int}` and `/user/:id` do not). A pattern with
    /// optional groups matches what its patterns do, together (`/a(/:x)` and `/a(/:b)`).
    ///
    /// - Parameters:
    ///   - other: The pattern to compare with.
    ///   - caseInsensitive: Whether literals are compared without regard to case, as a router
    ///     whose ``RouterOptions/caseInsensitive`` is set compares them.
    public func matchesSameURLs(as other: RoutePattern, caseInsensitive: Bool = false) -> Bool {
        let shapes = { (pattern: RoutePattern) in pattern.expansions.map { RouteShape($0, foldCase: caseInsensitive) } }
        return shapes(self) == shapes(other)
    }

    /// The pattern with optional groups a registered pattern comes from.
    enum Origin: Hashable, Sendable {
        case written(RoutePattern)

        var pattern: RoutePattern {
            switch self { case .written(let pattern): pattern }
        }
    }

    /// The names of the captures, in the order they appear.
    public var parameterNames: [String] { parts.parameterNames }

    /// Two patterns are equal when every part is: the same text, read the same way, standing
    /// for the same patterns and coming from the same one.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        if lhs.parts === rhs.parts { return true }
        return lhs.text == rhs.text && lhs.scheme == rhs.scheme && lhs.defaults == rhs.defaults && lhs.pinned == rhs.pinned
            && lhs.segments == rhs.segments && lhs.hasAuthority == rhs.hasAuthority
            && lhs.hasAuthoritySegment == rhs.hasAuthoritySegment && lhs.leadingSlash == rhs.leadingSlash
            && lhs.parameterNames == rhs.parameterNames && lhs.groupExpansions == rhs.groupExpansions
            && lhs.origin == rhs.origin && lhs.caseInsensitive == rhs.caseInsensitive
            && lhs.hostsAndSchemes == rhs.hostsAndSchemes
    }

    /// Hashes the parts `==` compares that tell patterns apart: the text and where it comes from.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(scheme)
        hasher.combine(origin)
    }

    /// The 1-based column, in characters, of a UTF-8 offset in the text, for diagnostics.
    func column(ofOffset offset: Int) -> Int {
        String(decoding: text.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    /// Whether the pattern ends with `**`, taking the rest of the path.
    public var hasRemainder: Bool {
        if let segments = madeSegments, case .catchAll = segments.last { return true }
        return spans.last?.kind == .catchAll
    }
}

/// One capture in a pattern: `:id`, `{id}` or `{id:int}`.
struct PatternCapture: Hashable, Sendable {
    var name: String
    /// The converter's name; `nil` for an untyped capture (`:id`, `{id}`, `{id:string}`).
    var converter: String?
    /// The UTF-8 offset of the converter's name (or of the capture) in the pattern text.
    var offset: Int
}

/// A piece of a mixed segment such as `v{major:int}.{minor:int}`.
enum SegmentPiece: Hashable, Sendable {
    case literal(String)
    case capture(PatternCapture)
}

/// One segment of a pattern.
enum PatternSegment: Hashable, Sendable {
    case literal(String)
    case capture(PatternCapture)
    case mixed([SegmentPiece])
    case wildcard
    case catchAll

    var captures: [PatternCapture] {
        switch self {
        case .capture(let capture): [capture]
        case .mixed(let pieces):
            pieces.compactMap { if case .capture(let capture) = $0 { capture } else { nil } }
        case .literal, .wildcard, .catchAll: []
        }
    }
}
