import Junction

extension RouteMap {
    /// One route: its name, the patterns that reach it, and what it opens.
    ///
    /// Its parts are kept in one object that never changes and that copies share, so that a
    /// copy (a router keeps one with each route it loads, and hands one to each open) costs one
    /// reference count rather than one for each of its strings and lists. Setting a property
    /// makes a new object; the map readers fill in a route's parts and make the route once.
    public struct Route: Hashable, Sendable {
        /// The parts of a route, as its properties name them, and as a reader fills them in.
        struct Values: Hashable, Sendable {
            var name: String
            var patterns: [RoutePattern]
            var target: Target? = nil
            var exposure: RouteExposure = .inApp
            var tags: [String] = []
            var presentation: RoutePresentation? = nil
            var parent: String? = nil
            var tab: String? = nil
            var redirect: RoutePattern? = nil
            var description: String? = nil
            var attributes: [Attribute] = []
            var web: RoutePattern? = nil
            var disabled: Disabled? = nil
            var minAppVersion: String? = nil
            var maxAppVersion: String? = nil
            var caseInsensitive = false
            var hosts: [String] = []
            var schemes: [String] = []
        }

        /// The parts, shared by copies.
        private final class Storage: Sendable {
            let values: Values

            init(_ values: Values) {
                self.values = values
            }
        }

        private var storage: Storage

        /// A route of these parts.
        init(_ values: Values) {
            storage = Storage(values)
        }

        /// Changes the parts: a new storage with the change, which copies do not see.
        private mutating func update(_ change: (inout Values) -> Void) {
            var values = storage.values
            change(&values)
            storage = Storage(values)
        }

        /// Makes a route.
        public init(
            name: String, patterns: [RoutePattern], target: Target? = nil, exposure: RouteExposure = .inApp,
            tags: [String] = [], presentation: RoutePresentation? = nil, parent: String? = nil, tab: String? = nil,
            redirect: RoutePattern? = nil, description: String? = nil, attributes: [Attribute] = [],
            web: RoutePattern? = nil, disabled: Disabled? = nil, minAppVersion: String? = nil, maxAppVersion: String? = nil,
            caseInsensitive: Bool = false, hosts: [String] = [], schemes: [String] = []
        ) {
            self.init(Values(
                name: name, patterns: patterns, target: target, exposure: exposure, tags: tags, presentation: presentation,
                parent: parent, tab: tab, redirect: redirect, description: description, attributes: attributes, web: web,
                disabled: disabled, minAppVersion: minAppVersion, maxAppVersion: maxAppVersion,
                caseInsensitive: caseInsensitive, hosts: hosts, schemes: schemes))
        }

        /// Whether two routes have the same parts.
        public static func == (lhs: Route, rhs: Route) -> Bool {
            lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
        }

        /// Hashes the route's parts, as `==` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(storage.values)
        }

        /// A name unique in the map, used to build URLs and as a parent or redirect target.
        public var name: String {
            get { storage.values.name }
            set { update { $0.name = newValue } }
        }

        /// One or more patterns (ROUTING.md §2) that reach this route, parsed once when the map
        /// is read.
        public var patterns: [RoutePattern] {
            get { storage.values.patterns }
            set { update { $0.patterns = newValue } }
        }

        /// What the route opens: a page type or a handler, bound to code by the app.
        public var target: Target? {
            get { storage.values.target }
            set { update { $0.target = newValue } }
        }

        /// Who may open it; in-app only unless the map says otherwise.
        public var exposure: RouteExposure {
            get { storage.values.exposure }
            set { update { $0.exposure = newValue } }
        }

        /// Tags that interceptors attach to.
        public var tags: [String] {
            get { storage.values.tags }
            set { update { $0.tags = newValue } }
        }

        /// How the page is shown.
        public var presentation: RoutePresentation? {
            get { storage.values.presentation }
            set { update { $0.presentation = newValue } }
        }

        /// The route a deep link's back stack is built from, by name.
        public var parent: String? {
            get { storage.values.parent }
            set { update { $0.parent = newValue } }
        }

        /// The tab a page lives in: a navigator selects it before showing the page.
        public var tab: String? {
            get { storage.values.tab }
            set { update { $0.tab = newValue } }
        }

        /// The URL this route now sends its opens to, without an app release: a pattern whose
        /// captures are filled from the open's parameters.
        public var redirect: RoutePattern? {
            get { storage.values.redirect }
            set { update { $0.redirect = newValue } }
        }

        /// What the route is for; lint warns when a route open to outside sources has none.
        public var description: String? {
            get { storage.values.description }
            set { update { $0.description = newValue } }
        }

        /// The parameters the target takes.
        public var attributes: [Attribute] {
            get { storage.values.attributes }
            set { update { $0.attributes = newValue } }
        }

        /// The page's web version: an `http` or `https` URL on one of the map's web hosts whose
        /// captures are filled from the open's parameters. When set, opening the route hands
        /// that URL to the router's web fallback instead of running the page or handler.
        public var web: RoutePattern? {
            get { storage.values.web }
            set { update { $0.web = newValue } }
        }

        /// Whether the route is switched off; `nil` while it is on.
        public var disabled: Disabled? {
            get { storage.values.disabled }
            set { update { $0.disabled = newValue } }
        }

        /// The oldest app version the route is for; an older app leaves the route out. Read by
        /// remote maps, with `RemoteMapOptions.appVersion`.
        public var minAppVersion: String? {
            get { storage.values.minAppVersion }
            set { update { $0.minAppVersion = newValue } }
        }

        /// The newest app version the route is for, inclusive; see ``minAppVersion``.
        public var maxAppVersion: String? {
            get { storage.values.maxAppVersion }
            set { update { $0.maxAppVersion = newValue } }
        }

        /// Whether the route's patterns compare their literal text without regard to case, as
        /// `register(_:caseInsensitive:...)` does (off by default).
        public var caseInsensitive: Bool {
            get { storage.values.caseInsensitive }
            set { update { $0.caseInsensitive = newValue } }
        }

        /// The hosts the route's scheme-less patterns take, when it lists any: a URL with a host
        /// reaches them only on one of these (ROUTING.md §3). Empty for any host.
        public var hosts: [String] {
            get { storage.values.hosts }
            set { update { $0.hosts = newValue } }
        }

        /// The schemes the route's scheme-less patterns take, when it lists any (`https`); empty
        /// for any scheme. A path the app opens has none, and reaches the route either way.
        public var schemes: [String] {
            get { storage.values.schemes }
            set { update { $0.schemes = newValue } }
        }
    }
}
