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
    /// The text the pattern was parsed from.
    public let text: String
    /// The scheme, lower-cased; `nil` for a scheme-less pattern, which matches any scheme as a fallback.
    public let scheme: String?
    /// The default query values, decoded, in the order written.
    public let defaults: [QueryItem]

    let segments: [PatternSegment]
    /// Whether the pattern was written with `//` (an authority, possibly empty).
    let hasAuthority: Bool
    /// Whether the authority is not empty, and so is the first segment.
    let hasAuthoritySegment: Bool
    /// Whether a path-only pattern starts with `/`.
    let leadingSlash: Bool
    /// For a pattern written with optional groups, the plain patterns it stands for, in order;
    /// empty otherwise. Its own `segments` are then those of the last, which keeps every group.
    var groupExpansions: [RoutePattern] = []
    /// For one of those patterns as a router registers it: the pattern with groups it comes from.
    var origin: Origin?

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

    init(
        text: String, scheme: String?, defaults: [QueryItem], segments: [PatternSegment],
        hasAuthority: Bool, hasAuthoritySegment: Bool, leadingSlash: Bool, parameterNames: [String]
    ) {
        self.parameterNames = parameterNames
        self.hasAuthoritySegment = hasAuthoritySegment
        self.text = text
        self.scheme = scheme
        self.defaults = defaults
        self.segments = segments
        self.hasAuthority = hasAuthority
        self.leadingSlash = leadingSlash
    }

    /// The pattern's text, exactly as parsed.
    public var description: String { text }

    /// The pattern with optional groups a registered pattern comes from, boxed so that a
    /// pattern can hold one.
    indirect enum Origin: Hashable, Sendable {
        case written(RoutePattern)

        var pattern: RoutePattern {
            switch self { case .written(let pattern): pattern }
        }
    }

    /// The names of the captures, in the order they appear.
    public let parameterNames: [String]

    /// The 1-based column, in characters, of a UTF-8 offset in the text, for diagnostics.
    func column(ofOffset offset: Int) -> Int {
        String(decoding: text.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    /// Whether the pattern ends with `**`, taking the rest of the path.
    public var hasRemainder: Bool {
        if case .catchAll = segments.last { return true }
        return false
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
