import Junction

/// Reading a JSON map straight into the model, with no located nodes between: what loading a
/// map takes at launch.
///
/// This reader takes only what it is sure of: a well-formed map in Junction's own shape whose
/// keys are plain ASCII, every value of the type its key wants, every pattern parsing. On
/// anything else (a syntax error, an unknown or repeated key, a key written with an escape, a
/// value of the wrong type, a page map) it gives up and returns `nil`, and the map is read again
/// by `read()` and `RouteMapDecoder`, which accept or refuse it, with the message and place
/// they always gave. So it never needs a message of its own, and a map it reads is one those
/// two read to the same `RouteMap` (tests compare both on generated, example and mutated maps).
extension JSONMapReader {
    /// The map, or `nil` when the tree reader must decide (see above).
    mutating func readRouteMap() -> RouteMap? {
        do throws(Declined) {
            skipWhitespace()
            let map = try routeMap()
            skipWhitespace()
            return index == bytes.count ? map : nil
        } catch {
            return nil
        }
    }

    /// Why the fast reader stopped: it never says more, the tree reader does.
    struct Declined: Error {}

    // MARK: The map's parts

    private mutating func routeMap() throws(Declined) -> RouteMap {
        var map = RouteMap()
        var lastLists = LastLists()
        var hasRoutes = false
        try members(Self.mapKeys) { reader, key throws(Declined) in
            switch key {
            case .version:
                // An integer equal to the current version, which only `1` spells in JSON.
                guard reader.index < reader.bytes.count, let text = try? reader.readNumber(), Int(text) == RouteMap.currentVersion else {
                    throw Declined()
                }
                map.version = RouteMap.currentVersion
            case .schemes: map.schemes = try reader.nonEmptyStrings()
            case .webHosts:
                map.webHosts = try reader.nonEmptyStrings()
                // A malformed wildcard is the tree reader's to name.
                guard map.webHosts.allSatisfy({ (try? WebHost($0)) != nil }) else { throw Declined() }
            case .webSchemes: map.webSchemes = try reader.nonEmptyStrings()
            // Declared converters are the tree reader's to read and check.
            case .converters: throw Declined()
            case .routes:
                hasRoutes = true
                map.routes = try reader.routes(lastLists: &lastLists)
            case .minAppVersion: map.minAppVersion = try reader.appVersion()
            case .maxAppVersion: map.maxAppVersion = try reader.appVersion()
            }
        }
        guard hasRoutes, Self.inOrder(map.minAppVersion, map.maxAppVersion) else { throw Declined() }
        return map
    }

    mutating func route(lastLists: inout LastLists) throws(Declined) -> RouteMap.Route {
        var name: String?
        var patterns: [RoutePattern]?
        var target: RouteMap.Target?
        var route = RouteMap.Route.Values(name: "", patterns: [])
        try members(Self.routeKeys) { reader, key throws(Declined) in
            switch key {
            case .name: name = try reader.nonEmptyString()
            case .pattern, .patterns:
                guard patterns == nil else { throw Declined() }
                if key == .pattern {
                    patterns = [try reader.pattern()]
                } else {
                    var list: [RoutePattern] = []
                    try reader.elements { reader throws(Declined) in list.append(try reader.pattern()) }
                    guard !list.isEmpty else { throw Declined() }
                    patterns = list
                }
            case .page, .handler:
                guard target == nil else { throw Declined() }
                let text = try reader.nonEmptyString()
                target = key == .page ? .page(text) : .handler(text)
            case .exposure: route.exposure = try reader.exposure(last: &lastLists.exposure)
            case .tags: route.tags = try reader.remembering(&lastLists.tags) { reader throws(Declined) in try reader.nonEmptyStrings() }
            case .presentation: route.presentation = try reader.word(Self.presentationWords)
            case .parent: route.parent = try reader.nonEmptyString()
            case .tab: route.tab = try reader.nonEmptyString()
            case .redirect: route.redirect = try reader.pattern()
            case .description: route.description = try reader.string()
            case .attributes: try reader.elements { reader throws(Declined) in route.attributes.append(try reader.attribute()) }
            case .web: route.web = try reader.pattern()
            case .disabled:
                if reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") {
                    route.disabled = RouteMap.Disabled(message: try reader.nonEmptyString())
                } else {
                    route.disabled = try reader.boolean() ? RouteMap.Disabled() : nil
                }
            case .minAppVersion: route.minAppVersion = try reader.appVersion()
            case .maxAppVersion: route.maxAppVersion = try reader.appVersion()
            case .caseInsensitive: route.caseInsensitive = try reader.boolean()
            case .hosts: route.hosts = try reader.nonEmptyStrings()
            case .schemes: route.schemes = try reader.nonEmptyStrings()
            }
        }
        // Hosts and schemes that do not read, or a tied route's pattern with a scheme, are the
        // tree reader's to name.
        if !route.hosts.isEmpty || !route.schemes.isEmpty {
            guard let first = patterns?.first, (try? first.tied(hosts: route.hosts, schemes: route.schemes)) != nil,
                  patterns?.allSatisfy({ $0.scheme == nil }) != false
            else { throw Declined() }
        }
        guard let name, let patterns, route.redirect == nil || route.web == nil, Self.inOrder(route.minAppVersion, route.maxAppVersion) else {
            throw Declined()
        }
        route.name = name
        route.patterns = patterns
        route.target = target
        return RouteMap.Route(route)
    }

    private mutating func exposure(last: inout LastList<RouteExposure>) throws(Declined) -> RouteExposure {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return try word(Self.exposureWords) }
        return try remembering(&last) { reader throws(Declined) in RouteExposure.sources(try reader.nonEmptyStrings().map(RouteSource.init)) }
    }

    /// The value `last` made of the same bytes, when the text here repeats them; otherwise the
    /// value `read` makes, remembered in `last`.
    private mutating func remembering<Value>(
        _ last: inout LastList<Value>, _ read: (inout JSONMapReader) throws(Declined) -> Value
    ) throws(Declined) -> Value {
        if let (value, length) = last.again(in: bytes, at: index) {
            index += length
            return value
        }
        let start = index
        let value = try read(&self)
        last.remember(value, readFrom: start..<index)
        return value
    }

    private mutating func attribute() throws(Declined) -> RouteMap.Attribute {
        var attribute = RouteMap.Attribute(name: "")
        var hasName = false
        try members(Self.attributeKeys) { reader, key throws(Declined) in
            switch key {
            case .name:
                attribute.name = try reader.nonEmptyString()
                hasName = true
            case .type: attribute.type = try reader.nonEmptyString()
            case .default: attribute.defaultValue = try reader.scalarText()
            case .required: attribute.isRequired = try reader.boolean()
            case .description: attribute.description = try reader.string()
            }
        }
        guard hasName else { throw Declined() }
        return attribute
    }

    // MARK: Values

    /// The decoder's words for a presentation and an exposure, as bytes to match.
    private static let presentationWords = RouteMapDecoder.presentations.compactMap { word in
        RoutePresentation(word: word).map { (bytes: Array(word.utf8), value: $0) }
    }
    private static let exposureWords = RouteMapDecoder.exposureWords.map { (bytes: Array($0.word.utf8), value: $0.exposure) }

    /// The value of a string that must be one of `words`, matched on its bytes, with no string
    /// made; any other string, or one written with an escape, is declined.
    private mutating func word<Value>(_ words: [(bytes: [UInt8], value: Value)]) throws(Declined) -> Value {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Declined() }
        let start = index + 1
        for word in words {
            let end = start + word.bytes.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "\""), bytes[start..<end].elementsEqual(word.bytes) {
                index = end + 1
                return word.value
            }
        }
        throw Declined()
    }

    /// An app version written as a string; one written as a number is left to the tree reader.
    private mutating func appVersion() throws(Declined) -> String {
        let text = try string()
        guard AppVersion(text) != nil else { throw Declined() }
        return text
    }

    /// Whether a minimum and maximum app version (either may be absent) are in order.
    private static func inOrder(_ minimum: String?, _ maximum: String?) -> Bool {
        guard let low = minimum.flatMap(AppVersion.init), let high = maximum.flatMap(AppVersion.init) else { return true }
        return !(high < low)
    }

    private mutating func pattern() throws(Declined) -> RoutePattern {
        let text = try nonEmptyString()
        guard let pattern = try? RoutePattern(text) else { throw Declined() }
        return pattern
    }

    private mutating func string() throws(Declined) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let text = try? readString() else { throw Declined() }
        return text
    }

    private mutating func nonEmptyString() throws(Declined) -> String {
        let text = try string()
        guard !text.isEmpty else { throw Declined() }
        return text
    }

    private mutating func nonEmptyStrings() throws(Declined) -> [String] {
        var strings: [String] = []
        try elements { reader throws(Declined) in strings.append(try reader.nonEmptyString()) }
        return strings
    }

    /// A string, a number as written, or `true`/`false` as text: what a default may be.
    private mutating func scalarText() throws(Declined) -> String {
        guard index < bytes.count else { throw Declined() }
        switch bytes[index] {
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return try boolean() ? "true" : "false"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let text = try? readNumber() else { throw Declined() }
            return text
        default: throw Declined()
        }
    }

    private mutating func boolean() throws(Declined) -> Bool {
        guard index < bytes.count else { throw Declined() }
        let value = bytes[index] == UInt8(ascii: "t")
        guard (try? expectWord(value ? "true" : "false")) != nil else { throw Declined() }
        return value
    }

    /// Whether the value here is `null`, read past it if so: an allowed key set to `null` is
    /// the same as the key left out.
    mutating func null() throws(Declined) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "n") else { return false }
        guard (try? expectWord("null")) != nil else { throw Declined() }
        return true
    }
}
