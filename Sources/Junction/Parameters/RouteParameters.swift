/// The parameters a handler sees: path captures, then query items, then the pattern's defaults.
///
/// ```swift
/// // pattern "shop://product/:id?tab=info", URL "shop://product/007?ref=push&ref=mail"
/// parameters["id"]                        // "007"  (the text as written)
/// parameters["tab"]                       // "info" (the pattern's default)
/// parameters.values(for: "ref")           // ["push", "mail"]
/// try parameters.require("id", as: Int.self)  // 7
/// ```
///
/// A query item never overrides a path capture of the same name (ROUTING.md §4).
public struct RouteParameters: Hashable, Sendable {
    /// The capture names in pattern order, with their decoded values.
    let captureNames: [String]
    let captureValues: [String]
    /// The URL's query items, decoded, in order.
    public let query: [QueryItem]
    /// The pattern's default values, in the order the pattern gives them.
    public let defaults: [QueryItem]

    /// Parameters made of path captures, query items and defaults.
    public init(path: [(name: String, value: String)] = [], query: [QueryItem] = [], defaults: [QueryItem] = []) {
        self.captureNames = path.map { $0.name }
        self.captureValues = path.map { $0.value }
        self.query = query
        self.defaults = defaults
    }

    init(captureNames: [String], captureValues: [String], query: [QueryItem], defaults: [QueryItem]) {
        self.captureNames = captureNames
        self.captureValues = captureValues
        self.query = query
        self.defaults = defaults
    }

    /// The value a handler sees for `name`: the path capture, else the first query value,
    /// else the pattern's default; `nil` when none has it.
    public subscript(name: String) -> String? {
        if let index = captureNames.firstIndex(of: name) { return captureValues[index] }
        if let item = query.first(where: { $0.name == name }) { return item.value }
        return defaults.first(where: { $0.name == name })?.value
    }

    /// Every value for `name` in the merged view: the path capture alone, else all the query's
    /// values in order, else the default.
    public func values(for name: String) -> [String] {
        if let index = captureNames.firstIndex(of: name) { return [captureValues[index]] }
        let values = query.filter { $0.name == name }.map(\.value)
        if !values.isEmpty { return values }
        return defaults.filter { $0.name == name }.map(\.value)
    }

    /// The path captures by name.
    public var path: [String: String] {
        Dictionary(zip(captureNames, captureValues), uniquingKeysWith: { first, _ in first })
    }

    /// Every name in the merged view, once, in order: captures, then query keys, then defaults.
    public var names: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for name in captureNames + query.map({ $0.name }) + defaults.map({ $0.name }) where seen.insert(name).inserted {
            names.append(name)
        }
        return names
    }

    /// The merged view as a dictionary: each name with the value ``subscript(_:)`` gives.
    public var merged: [String: String] {
        var result: [String: String] = [:]
        for name in names { result[name] = self[name] }
        return result
    }

    /// Whether no name has a value.
    public var isEmpty: Bool { captureNames.isEmpty && query.isEmpty && defaults.isEmpty }

    /// The value for `name` converted to `T`, or `nil` when it is absent or does not convert.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        self[name].flatMap { T(routeParameter: $0) }
    }

    /// The value for `name` converted to `T`.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/missingParameter`` when no value is
    ///   present, or ``RouteError/Code/invalidParameter`` naming the value and what was expected.
    public func require<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) throws(RouteError) -> T {
        guard let text = self[name] else {
            throw RouteError(.missingParameter, "missing parameter \"\(name)\" (expected \(T.routeParameterExpectation))")
        }
        guard let value = T(routeParameter: text) else {
            throw RouteError(
                .invalidParameter,
                "parameter \"\(name)\" is \"\(text)\"; expected \(T.routeParameterExpectation)")
        }
        return value
    }
}
