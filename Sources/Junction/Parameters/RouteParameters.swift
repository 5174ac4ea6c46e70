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
    /// The capture names in pattern order.
    let captureNames: [String]
    private let values: Values
    /// The pattern's default values, in the order the pattern gives them.
    public let defaults: [QueryItem]

    /// Where the capture values and the query come from: given, or the URL a route matched,
    /// read from it when asked for (so making parameters for a match allocates nothing).
    private enum Values: Sendable {
        case given(captures: [String], query: [QueryItem])
        case url(RouteURL, CaptureList)
    }

    /// Parameters made of path captures, query items and defaults.
    public init(path: [(name: String, value: String)] = [], query: [QueryItem] = [], defaults: [QueryItem] = []) {
        captureNames = path.map { $0.name }
        values = .given(captures: path.map { $0.value }, query: query)
        self.defaults = defaults
    }

    /// The parameters of a match: the captures' values stand in `url`.
    init(captureNames: [String], url: RouteURL, captures: CaptureList, defaults: [QueryItem]) {
        self.captureNames = captureNames
        values = .url(url, captures)
        self.defaults = defaults
    }

    /// The URL's query items, decoded, in order.
    public var query: [QueryItem] {
        switch values {
        case .given(_, let query): query
        case .url(let url, _): url.query
        }
    }

    /// The decoded capture values, in the order of ``captureNames``.
    var captureValues: [String] {
        captureNames.indices.map { captureValue($0) }
    }

    /// The decoded value of the capture at `index`.
    private func captureValue(_ index: Int) -> String {
        switch values {
        case .given(let captures, _): captures[index]
        case .url(let url, let captures): url.value(of: captures[index])
        }
    }

    /// The value a handler sees for `name`: the path capture, else the first query value,
    /// else the pattern's default; `nil` when none has it.
    public subscript(name: String) -> String? {
        if let index = captureNames.firstIndex(of: name) { return captureValue(index) }
        switch values {
        case .given(_, let query):
            if let item = query.first(where: { $0.name == name }) { return item.value }
        case .url(let url, _):
            if let value = url.firstQueryValue(named: name) { return value }
        }
        return defaults.first(where: { $0.name == name })?.value
    }

    /// Parameters are equal when they hold the same names and values, however they were made.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.captureNames == rhs.captureNames && lhs.defaults == rhs.defaults && lhs.captureValues == rhs.captureValues
            && lhs.query == rhs.query
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(captureNames)
        hasher.combine(captureValues)
        hasher.combine(query)
        hasher.combine(defaults)
    }

    /// Every value for `name` in the merged view: the path capture alone, else all the query's
    /// values in order, else the default.
    public func values(for name: String) -> [String] {
        if let index = captureNames.firstIndex(of: name) { return [captureValue(index)] }
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
