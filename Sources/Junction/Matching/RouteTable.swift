/// The routes of a router as lookups read them: an immutable trie of plain values, built once
/// from the registrations and then only read.
///
/// Every stored property is a `let` of `Sendable` values, and each array's buffer is never
/// written after the table is made (``RouteTableBuilder/build()`` copies what it goes on
/// changing, and the builder copies what it shares with the table before it changes it); so a
/// table is shared between threads without a lock, and lookups allocate nothing from it.
final class RouteTable: Sendable {
    /// A route as the table knows it. What most routes lack (a name, tags, skipped interceptors,
    /// an exposure other than in-app) is kept apart, in ``Details``, by those that have it.
    struct Route: Sendable {
        /// The registration's id.
        let id: Int
        let pattern: RoutePattern
        /// The route's name, exposure, tags and skipped interceptors; `nil` for an unnamed,
        /// in-app route with none of the others.
        private let details: Details?

        /// What few routes have, in an object of its own.
        private final class Details: Sendable {
            let name: String?
            let exposure: RouteExposure
            let tags: Set<String>
            let skippedInterceptors: Set<String>

            init(name: String?, exposure: RouteExposure, tags: Set<String>, skippedInterceptors: Set<String>) {
                self.name = name
                self.exposure = exposure
                self.tags = tags
                self.skippedInterceptors = skippedInterceptors
            }
        }

        init(
            id: Int, pattern: RoutePattern, name: String?, exposure: RouteExposure,
            tags: Set<String>, skippedInterceptors: Set<String>
        ) {
            self.id = id
            self.pattern = pattern
            let plain = name == nil && exposure == .inApp && tags.isEmpty && skippedInterceptors.isEmpty
            details = plain
                ? nil : Details(name: name, exposure: exposure, tags: tags, skippedInterceptors: skippedInterceptors)
        }

        /// The route's name, if it has one.
        var name: String? { details?.name }
        /// Who may open the route.
        var exposure: RouteExposure { details?.exposure ?? .inApp }
        /// Tags interceptors can be attached by.
        var tags: Set<String> { details?.tags ?? [] }
        /// Names of interceptors the route opts out of.
        var skippedInterceptors: Set<String> { details?.skippedInterceptors ?? [] }

        /// The capture names in the order the matcher meets their values: the pattern's, read
        /// from it rather than kept a second time.
        var captureNames: [String] { pattern.parameterNames }
    }

    /// Route `i` is `routes[i]`.
    let routes: [Route]
    let trie: Trie
    /// The converters typed captures name, by their index in the trie.
    let converters: [ParameterConverter]
    /// Each converter's built-in kind, `nil` for a custom one: read without copying the
    /// converter, which would retain its closure.
    let builtInKinds: [ParameterConverter.BuiltIn?]
    /// The web hosts, lower-cased, whose `http` and `https` URLs also reach the scheme-less
    /// routes (a malformed wildcard, which the builder refuses routes for, is left out).
    let webHosts: [WebHost]
    /// The web schemes, lower-cased, whose URLs on a web host do the same.
    let webSchemes: [[UInt8]]
    /// The most captures any route has.
    let maxCaptures: Int
    let options: RouterOptions

    init(routes: [Route], trie: Trie, converters: [ParameterConverter], maxCaptures: Int, options: RouterOptions) {
        self.routes = routes
        self.trie = trie
        self.converters = converters
        builtInKinds = converters.map(\.builtIn)
        webHosts = options.webHosts.sorted().compactMap { try? WebHost($0) }
        webSchemes = options.webSchemes.sorted().map { Array($0.utf8) }
        self.maxCaptures = maxCaptures
        self.options = options
    }

    /// Whether some route has this (lower-cased) scheme.
    func hasScheme(_ scheme: String) -> Bool {
        let text = trie.literals.text
        return trie.schemes.contains { text[Int($0.textStart)..<Int($0.textStart + $0.textCount)].elementsEqual(scheme.utf8) }
    }
}
