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
