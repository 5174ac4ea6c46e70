/// A parameter a route expects, checked on every open before the route's code runs: its type,
/// whether an open must give it, and the value used when it does not.
///
/// Route maps declare attributes in their files; a navigator's page declares them in code:
///
/// ```swift
/// try navigator.registerPage("shop://search", name: "search", attributes: [
///     RouteAttribute(name: "q", isRequired: true),
///     RouteAttribute(name: "page", type: "int", defaultValue: "1"),
/// ])
/// ```
public struct RouteAttribute: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// Its type: `string` (the default), `int`, `double`, `bool`, `uuid`, or a converter name.
    public var type: String
    /// The value used when an open does not give one, as text.
    public var defaultValue: String?
    /// Whether an open without it fails.
    public var isRequired: Bool
    /// What it means.
    public var description: String?

    /// The built-in type names.
    public static let builtInTypes: [String] = ["string", "int", "double", "bool", "uuid"]

    /// Makes an attribute.
    public init(name: String, type: String = "string", defaultValue: String? = nil, isRequired: Bool = false, description: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.description = description
    }
}

/// Attributes bound to the converters that check their values, shared by route maps and the
/// navigator's pages so both check and word things the same way.
package struct RouteAttributeCheck: Sendable {
    /// The attributes checked: the list given, shared rather than copied, or, when some have a
    /// type no converter has, the others.
    private var attributes: [RouteAttribute] = []
    /// The converter of each of `attributes` (`nil` for `string`); empty when none has one.
    private var converters: [ParameterConverter?] = []
    /// What is wrong with the attributes: the index of each bad one, the key it is at
    /// (`type` or `default`), and a message.
    package private(set) var problems: [(index: Int, key: String, message: String)] = []

    /// Binds each attribute to the converter for its type among `declared` (a route map's own),
    /// else the router's; an unknown type or a default the type refuses is a problem, and that
    /// attribute is left unchecked.
    package init(_ attributes: [RouteAttribute], router: Router, besides declared: [String: ParameterConverter] = [:]) {
        self.init(attributes) { declared[$0] ?? router.converter(named: $0) }
    }

    /// Binds each attribute to the converter of its type among `converters`.
    package init(_ attributes: [RouteAttribute], converters: [String: ParameterConverter]) {
        self.init(attributes) { converters[$0] }
    }

    private init(_ attributes: [RouteAttribute], converter named: (String) -> ParameterConverter?) {
        // The attributes kept, made only once one is left out; the converters, once one has one.
        var kept: [RouteAttribute]?
        var converters: [ParameterConverter?]?
        var checked = 0
        // By index, reading each attribute in place: a loop variable would copy every one.
        for index in attributes.indices {
            let type = attributes[index].type
            let converter = type == "string" ? nil : named(type)
            if type != "string" && converter == nil {
                let known = RouteAttribute.builtInTypes.joined(separator: ", ")
                problems.append((index, "type", "unknown attribute type \"\(type)\"; expected \(known) or a converter the app adds"))
                if kept == nil { kept = Array(attributes[..<index]) }
                continue
            }
            if let value = attributes[index].defaultValue, let converter, !converter.accepts(value) {
                problems.append((index, "default", "default \"\(value)\" of attribute \"\(attributes[index].name)\" is not a valid \(type)"))
            }
            kept?.append(attributes[index])
            if converter != nil, converters == nil {
                converters = Array(repeating: nil, count: checked)
                converters?.reserveCapacity(attributes.count)
            }
            converters?.append(converter)
            checked += 1
        }
        self.attributes = kept ?? attributes
        self.converters = converters ?? []
    }

    /// The match's parameters with each attribute checked and missing ones given their defaults
    /// (after the pattern's own defaults).
    ///
    /// - Throws: ``RouteError/Code/missingParameter`` when a required attribute is absent,
    ///   ``RouteError/Code/invalidParameter`` when a value is not of the attribute's type.
    package func parameters(of match: RouteMatch) throws(RouteError) -> RouteParameters {
        let parameters = match.parameters
        var defaults = parameters.defaults
        for (index, attribute) in attributes.enumerated() {
            let converter = converters.isEmpty ? nil : converters[index]
            let value: String
            if let given = parameters[attribute.name] {
                value = given
            } else if let fallback = attribute.defaultValue {
                value = fallback
                defaults.append(QueryItem(name: attribute.name, value: fallback))
            } else if attribute.isRequired {
                throw RouteError(.missingParameter, "missing parameter \"\(attribute.name)\" (expected \(Self.expectation(attribute.type)))")
            } else {
                continue
            }
            if let converter, !converter.accepts(value) {
                throw RouteError(.invalidParameter, "parameter \"\(attribute.name)\" is \"\(value)\"; expected \(Self.expectation(attribute.type))")
            }
        }
        guard defaults.count != parameters.defaults.count else { return parameters }
        // The captures in the pattern's order, as the router gave them.
        let path = match.pattern.parameterNames.compactMap { name in parameters.path[name].map { (name, $0) } }
        return RouteParameters(path: path, query: parameters.query, defaults: defaults)
    }

    private static func expectation(_ type: String) -> String {
        switch type {
        case "string": "text"
        case "int": "an integer"
        case "double": "a number"
        case "bool": "true, false, 1, 0, yes or no"
        case "uuid": "a UUID (8-4-4-4-12 hexadecimal digits)"
        default: "a value the converter \"\(type)\" accepts"
        }
    }
}
