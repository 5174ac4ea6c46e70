import JunctionLocking

extension Router {
    /// Builds a URL from the route registered under `name` (ROUTING.md §5).
    ///
    /// ```swift
    /// try router.register("shop://product/{id:int}", name: "product") { _ in }
    /// try router.url(for: "product", ["id": "42"])   // "shop://product/42"
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownRoute`` when no route has
    ///   the name, and everything ``RoutePattern/url(_:wildcards:remainder:query:limits:)`` throws.
    public func url(
        for name: String, _ values: [String: String] = [:], wildcards: [String] = [],
        remainder: String? = nil, query: [QueryItem] = []
    ) throws(RouteError) -> String {
        // Names and converters are the writer's: read under its lock, held only while a change
        // is committed, so building a URL never copies them.
        let (pattern, converters) = state.withLock { ($0.names[name]?.registration.pattern, $0.builder.converters) }
        guard let pattern else { throw RouteError(.unknownRoute, "no route is named \"\(name)\"") }
        return try pattern.url(
            values, wildcards: wildcards, remainder: remainder, query: query,
            limits: options.parsing.limits, converters: converters)
    }
}
