/// How a ``Router`` reads URLs and chooses routes.
public struct RouterOptions: Sendable {
    /// Whether a URL that no route matches whole goes to the route matching its longest prefix
    /// (off by default). Each open can override it.
    public var ancestorFallback: Bool
    /// Whether literal path text is compared without regard to case (off by default).
    ///
    /// Literal segments compare their Unicode lower-cased text; the literal parts of mixed
    /// segments (`user-{id}`) fold ASCII letters only. Captured values keep their case.
    public var caseInsensitive: Bool
    /// How URLs are read: limits, and whether `+` in the query is a space.
    public var parsing: URLParsingOptions
    /// Web hosts whose `http`/`https` URLs also reach the scheme-less routes by their path
    /// alone (universal links), such as `shop.example.com` or `localhost:8080`.
    public var webHosts: Set<String> {
        didSet { webHosts = Set(webHosts.map { $0.lowercased() }) }
    }

    /// The app's own URL schemes, which external opens must use (or an `http`/`https` URL on
    /// one of the ``webHosts``). When empty, the schemes of the registered routes are the app's.
    public var schemes: Set<String> {
        didSet { schemes = Set(schemes.map { $0.lowercased() }) }
    }

    /// How many outside opens the router holds, and for how long, while the app holds them
    /// (``OutsideOpens/hold(until:)``).
    public var heldOpens: HeldOpenLimits

    /// Options with the given values; everything is off and the limits are the defaults.
    public init(
        ancestorFallback: Bool = false,
        caseInsensitive: Bool = false,
        parsing: URLParsingOptions = URLParsingOptions(),
        webHosts: Set<String> = [],
        schemes: Set<String> = [],
        heldOpens: HeldOpenLimits = HeldOpenLimits()
    ) {
        self.ancestorFallback = ancestorFallback
        self.caseInsensitive = caseInsensitive
        self.parsing = parsing
        self.webHosts = Set(webHosts.map { $0.lowercased() })
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.heldOpens = heldOpens
    }
}
