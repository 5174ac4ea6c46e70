import Junction

/// A route map: the routes of an app kept as data, in a file a team edits and CI checks.
///
/// One model, read from JSON, YAML or a property list. A map names the app's schemes and web
/// hosts and lists its routes; the app binds each route's target to code when it loads the map.
public struct RouteMap: Hashable, Sendable {
    /// The format version this model reads.
    public static let currentVersion = 1

    /// The version the file declares; ``currentVersion`` is the only one read today.
    public var version: Int
    /// The app's own URL schemes (outside URLs must use one of them or a web host).
    public var schemes: [String]
    /// The app's web hosts, for universal links: `shop.example.com`, or `*.example.com` for
    /// every subdomain of `example.com` (not `example.com` itself), as `RouterOptions.webHosts`
    /// reads them.
    public var webHosts: [String]
    /// The app's schemes whose URLs on a web host route as the web URL would
    /// (`ksr://www.kickstarter.com/projects/a/b`), as `RouterOptions.webSchemes` reads them.
    public var webSchemes: [String]
    /// The converters the map declares without code, for its routes' typed captures and
    /// attributes: allow-lists and web URLs.
    public var converters: [Converter]
    /// The routes, in the order written, which is the order they are registered in.
    public var routes: [Route]
    /// The oldest app version the map is for (`5.2`, `5.2.1`): a remote map for newer versions
    /// is refused by older apps. Read by remote maps, with `RemoteMapOptions.appVersion`.
    public var minAppVersion: String?
    /// The newest app version the map is for, inclusive; see ``minAppVersion``.
    public var maxAppVersion: String?

    /// Makes a map.
    public init(
        version: Int = RouteMap.currentVersion, schemes: [String] = [], webHosts: [String] = [], webSchemes: [String] = [],
        converters: [Converter] = [], routes: [Route] = [], minAppVersion: String? = nil, maxAppVersion: String? = nil
    ) {
        self.version = version
        self.schemes = schemes
        self.webHosts = webHosts
        self.webSchemes = webSchemes
        self.converters = converters
        self.routes = routes
        self.minAppVersion = minAppVersion
        self.maxAppVersion = maxAppVersion
    }
}

extension RouteMap {
    /// One route: its name, the patterns that reach it, and what it opens.
    public struct Route: Hashable, Sendable {
        /// A name unique in the map, used to build URLs and as a parent or redirect target.
        public var name: String
        /// One or more patterns (ROUTING.md §2) that reach this route, parsed once when the map
        /// is read.
        public var patterns: [RoutePattern]
        /// What the route opens: a page type or a handler, bound to code by the app.
        public var target: Target?
        /// Who may open it; in-app only unless the map says otherwise.
        public var exposure: RouteExposure
        /// Tags that interceptors attach to.
        public var tags: [String]
        /// How the page is shown.
        public var presentation: RoutePresentation?
        /// The route a deep link's back stack is built from, by name.
        public var parent: String?
        /// The tab a page lives in: a navigator selects it before showing the page.
        public var tab: String?
        /// The URL this route now sends its opens to, without an app release: a pattern whose
        /// captures are filled from the open's parameters.
        public var redirect: RoutePattern?
        /// What the route is for; lint warns when a route open to outside sources has none.
        public var description: String?
        /// The parameters the target takes.
        public var attributes: [Attribute]
        /// The page's web version: an `http` or `https` URL on one of the map's web hosts whose
        /// captures are filled from the open's parameters. When set, opening the route hands
        /// that URL to the router's web fallback instead of running the page or handler.
        public var web: RoutePattern?
        /// Whether the route is switched off; `nil` while it is on.
        public var disabled: Disabled?
        /// The oldest app version the route is for; an older app leaves the route out. Read by
        /// remote maps, with `RemoteMapOptions.appVersion`.
        public var minAppVersion: String?
        /// The newest app version the route is for, inclusive; see ``minAppVersion``.
        public var maxAppVersion: String?
        /// Whether the route's patterns compare their literal text without regard to case, as
        /// `register(_:caseInsensitive:...)` does (off by default).
        public var caseInsensitive: Bool
        /// The hosts the route's scheme-less patterns take, when it lists any: a URL with a host
        /// reaches them only on one of these (ROUTING.md §3). Empty for any host.
        public var hosts: [String]
        /// The schemes the route's scheme-less patterns take, when it lists any (`https`); empty
        /// for any scheme. A path the app opens has none, and reaches the route either way.
        public var schemes: [String]

        /// Makes a route.
        public init(
            name: String, patterns: [RoutePattern], target: Target? = nil, exposure: RouteExposure = .inApp,
            tags: [String] = [], presentation: RoutePresentation? = nil, parent: String? = nil, tab: String? = nil,
            redirect: RoutePattern? = nil, description: String? = nil, attributes: [Attribute] = [],
            web: RoutePattern? = nil, disabled: Disabled? = nil, minAppVersion: String? = nil, maxAppVersion: String? = nil,
            caseInsensitive: Bool = false, hosts: [String] = [], schemes: [String] = []
        ) {
            self.caseInsensitive = caseInsensitive
            self.hosts = hosts
            self.schemes = schemes
            self.name = name
            self.patterns = patterns
            self.target = target
            self.exposure = exposure
            self.tags = tags
            self.presentation = presentation
            self.parent = parent
            self.tab = tab
            self.redirect = redirect
            self.description = description
            self.attributes = attributes
            self.web = web
            self.disabled = disabled
            self.minAppVersion = minAppVersion
            self.maxAppVersion = maxAppVersion
        }
    }

    /// A route switched off: its page, handler or redirect no longer runs. An open goes to the
    /// route's ``Route/web`` URL when it has one, and otherwise fails with
    /// `RouteError.Code.disabled` and ``message``.
    public struct Disabled: Hashable, Sendable {
        /// What the app tells the user instead of the page, as the map writes it.
        public var message: String?

        /// A switch-off, with the message to show or none.
        public init(message: String? = nil) {
            self.message = message
        }
    }

    /// What a route opens.
    public enum Target: Hashable, Sendable {
        /// A page, by the name of its type.
        case page(String)
        /// A handler the app binds under this key.
        case handler(String)
    }

    /// A parameter a route expects: its type, whether it is required, and its default.
    public typealias Attribute = RouteAttribute

    /// A converter a map declares without code (`"converters": {"campaign": ["login-qr-code"],
    /// "link": "webURL"}`): the same check, under the same name, as the app's code would add.
    public struct Converter: Hashable, Sendable {
        /// What a value must be.
        public enum Rule: Hashable, Sendable {
            /// One of these values, exactly as written.
            case values([String])
            /// An `http` or `https` URL with a host and no user info
            /// (`ParameterConverter.webURL`).
            case webURL
        }

        /// The name captures (`{code:campaign}`) and attributes (`"type": "campaign"`) use.
        public var name: String
        /// What it accepts.
        public var rule: Rule

        /// A converter of the map.
        public init(name: String, rule: Rule) {
            self.name = name
            self.rule = rule
        }

        /// The converter a router adds: `ParameterConverter(_:allowing:)` or the checks of
        /// `ParameterConverter.webURL`, under this name.
        public var parameterConverter: ParameterConverter {
            switch rule {
            case .values(let values): ParameterConverter(name, allowing: values)
            case .webURL: name == ParameterConverter.webURL.name ? .webURL : ParameterConverter(name) { ParameterConverter.webURL.accepts(String($0)) }
            }
        }
    }
}
