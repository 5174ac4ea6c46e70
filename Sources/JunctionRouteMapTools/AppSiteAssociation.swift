import Junction
import JunctionRouteMap
import JunctionSupport

/// The universal links part (`applinks`) of an `apple-app-site-association` file: which URLs on
/// a web host open which app.
///
/// A route map writes one for the routes it exposes to universal links
/// (`RouteMapFile.appSiteAssociation(appID:host:)`), and checks one that a web host serves
/// (`RouteMap.check(_:file:appID:hosts:)`); read one with ``init(json:file:)``.
///
/// The file lists details, one per group of apps; each has components, tried in order, the first
/// that matches a URL deciding: a component with ``Component/exclude`` keeps the URL in the
/// browser, any other opens the app.
public struct AppSiteAssociation: Hashable, Sendable {
    /// The apps and the components that say which URLs they open.
    public var details: [Detail]
    /// The settings every detail's components start from (`applinks.defaults`).
    public var defaults: Settings

    /// Makes a file's universal links part.
    public init(details: [Detail], defaults: Settings = Settings()) {
        self.details = details
        self.defaults = defaults
    }

    /// One entry of `applinks.details`: apps, and the URLs they open.
    public struct Detail: Hashable, Sendable {
        /// The apps, as `TEAMID.bundle.id`.
        public var appIDs: [String]
        /// The components, in the order they are tried.
        public var components: [Component]
        /// The settings this detail's components start from, over the file's.
        public var defaults: Settings

        /// Makes a detail.
        public init(appIDs: [String], components: [Component], defaults: Settings = Settings()) {
            self.appIDs = appIDs
            self.components = components
            self.defaults = defaults
        }
    }

    /// How patterns are compared; a value left `nil` is taken from the level above, and at the
    /// top from Apple's defaults (both `true`).
    public struct Settings: Hashable, Sendable {
        /// Whether letters must match in case.
        public var caseSensitive: Bool?
        /// Whether patterns are written percent-encoded and compared with the URL as encoded
        /// (`true`), or written as plain text and compared with the decoded URL (`false`).
        public var percentEncoded: Bool?

        /// Makes settings.
        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }
    }

    /// One entry of `components`: patterns for the path (`/`), the query (`?`) and the fragment
    /// (`#`); a part without a pattern matches anything.
    ///
    /// In a pattern, `*` matches any run of characters (none included) and `?` any one
    /// character; everything else matches itself.
    public struct Component: Hashable, Sendable {
        /// The pattern for the path (`/`).
        public var path: String?
        /// The pattern for the query (`?`).
        public var query: Query?
        /// The pattern for the fragment (`#`).
        public var fragment: String?
        /// Whether a URL this component matches stays in the browser.
        public var exclude: Bool
        /// Text the system ignores, for the people who read the file.
        public var comment: String?
        /// This component's own settings, over its detail's.
        public var settings: Settings

        /// Makes a component.
        public init(
            path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool = false,
            comment: String? = nil, settings: Settings = Settings()
        ) {
            self.path = path
            self.query = query
            self.fragment = fragment
            self.exclude = exclude
            self.comment = comment
            self.settings = settings
        }
    }

    /// The query pattern: one pattern for the whole query, or a pattern per query item name.
    public enum Query: Hashable, Sendable {
        /// A pattern for the whole query text.
        case whole(String)
        /// A pattern per item name: every item of that name must match, and a missing item
        /// counts as the empty value.
        case items([QueryItem])
    }
}

extension AppSiteAssociation {
    /// The file as JSON, keys in a fixed order, two spaces a level, ending with a newline.
    public var json: String {
        var root = JSONValue.Object()
        var applinks = JSONValue.Object()
        if let settings = Self.json(defaults) { applinks.append("defaults", settings) }
        applinks.append("details", .array(details.map(Self.json)))
        root.append("applinks", .object(applinks))
        return JSONValue.object(root).pretty(indent: "") + "\n"
    }

    /// `{"caseSensitive": ..., "percentEncoded": ...}` with the settings given, or `nil` for none.
    private static func json(_ settings: Settings) -> JSONValue? {
        var object = JSONValue.Object()
        if let value = settings.caseSensitive { object.append("caseSensitive", .bool(value)) }
        if let value = settings.percentEncoded { object.append("percentEncoded", .bool(value)) }
        return object.isEmpty ? nil : .object(object)
    }

    private static func json(_ detail: Detail) -> JSONValue {
        var object = JSONValue.Object()
        object.append("appIDs", .array(detail.appIDs.map(JSONValue.string)))
        if let settings = Self.json(detail.defaults) { object.append("defaults", settings) }
        object.append("components", .array(detail.components.map(json)))
        return .object(object)
    }

    private static func json(_ component: Component) -> JSONValue {
        var object = JSONValue.Object()
        if let path = component.path { object.append("/", .string(path)) }
        switch component.query {
        case .whole(let pattern)?: object.append("?", .string(pattern))
        case .items(let items)?:
            var query = JSONValue.Object()
            for item in items { query.append(item.name, .string(item.value)) }
            object.append("?", .object(query))
        case nil: break
        }
        if let fragment = component.fragment { object.append("#", .string(fragment)) }
        if component.exclude { object.append("exclude", .bool(true)) }
        if let value = component.settings.caseSensitive { object.append("caseSensitive", .bool(value)) }
        if let value = component.settings.percentEncoded { object.append("percentEncoded", .bool(value)) }
        if let comment = component.comment { object.append("comment", .string(comment)) }
        return .object(object)
    }
}
