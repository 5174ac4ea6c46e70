/// How a ``Router`` reads URLs and chooses routes.
public struct RouterOptions: Sendable {
    /// Whether a URL that no route matches whole goes to the route matching its longest prefix
    /// (off by default). Each open can override it.
    public var ancestorFallback: Bool
    /// Whether literal path text is compared without regard to case (off by default); one
    /// route can ask for it alone (`register(_:caseInsensitive:...)`).
    ///
    /// Literal segments compare their Unicode lower-cased text; the literal parts of mixed
    /// segments (`user-{id}`) fold ASCII letters only. Captured values keep their case.
    public var caseInsensitive: Bool
    /// How URLs are read: limits, and whether `+` in the query is a space.
    public var parsing: URLParsingOptions
    /// Web hosts whose `http`/`https` URLs (and those of the ``webSchemes``) also reach the
    /// scheme-less routes by their path alone (universal links), such as `shop.example.com`,
    /// `localhost:8080`, or `*.example.com` for every subdomain of `example.com` (not
    /// `example.com` itself: list that too).
    ///
    /// A wildcard is a leading `*.` then a domain of at least two labels; a router whose web
    /// hosts hold another `*` (`*.com`, `a.*.com`) refuses its routes with an error naming it.
    /// An entry without a port matches only URLs that give none.
    public var webHosts: Set<String> {
        didSet { webHosts = Set(webHosts.map { $0.lowercased() }) }
    }

    /// The app's own schemes whose URLs carry a web host and route as the web URL would
    /// (`ksr://www.kickstarter.com/projects/a/b` as `https://www.kickstarter.com/projects/a/b`):
    /// on one of the ``webHosts`` they try their scheme's routes, then the scheme-less routes by
    /// their path alone. They count among the app's ``schemes`` for external opens, and an
    /// open keeps the source it came from (a link from another app is not a universal link).
    public var webSchemes: Set<String> {
        didSet { webSchemes = Set(webSchemes.map { $0.lowercased() }) }
    }

    /// The app's own URL schemes, which external opens must use (or an `http`/`https` URL on
    /// one of the ``webHosts``). When empty, the schemes of the registered routes are the app's.
    public var schemes: Set<String> {
        didSet { schemes = Set(schemes.map { $0.lowercased() }) }
    }

    /// Whether scheme-less routes are kept to the ``webHosts`` (off by default): an `http` or
    /// `https` URL (or one of a web scheme) on another host then reaches none of them. By
    /// default it reaches them with its host as the first segment, as a custom-scheme URL
    /// does, so `https://google.com/artist/banksy` reaches `/:profile/artist/:id` with
    /// `profile` = `google.com`. Paths the app opens and custom-scheme URLs are not affected.
    public var schemelessRoutesOnlyOnWebHosts: Bool

    /// How many outside opens the router holds, and for how long, while the app holds them
    /// (``OutsideOpens/hold(until:)``).
    public var heldOpens: HeldOpenLimits

    /// Options with the given values; everything is off and the limits are the defaults.
    public init(
        ancestorFallback: Bool = false,
        caseInsensitive: Bool = false,
        parsing: URLParsingOptions = URLParsingOptions(),
        webHosts: Set<String> = [],
        webSchemes: Set<String> = [],
        schemes: Set<String> = [],
        heldOpens: HeldOpenLimits = HeldOpenLimits(),
        schemelessRoutesOnlyOnWebHosts: Bool = false
    ) {
        self.ancestorFallback = ancestorFallback
        self.caseInsensitive = caseInsensitive
        self.parsing = parsing
        self.webHosts = Set(webHosts.map { $0.lowercased() })
        self.webSchemes = Set(webSchemes.map { $0.lowercased() })
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.heldOpens = heldOpens
        self.schemelessRoutesOnlyOnWebHosts = schemelessRoutesOnlyOnWebHosts
    }
}
