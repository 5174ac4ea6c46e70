import Junction

/// The converters a map declares without code: allow-lists and web URLs, by name.
extension RouteMapDecoder {
    /// `"converters": {"campaign": ["login-qr-code"], "link": "webURL"}`: by name, a list of
    /// the values allowed, or `webURL`.
    mutating func converters(_ node: MapNode) throws(RouteMapError) -> [RouteMap.Converter] {
        var converters: [RouteMap.Converter] = []
        for entry in try mapping(node, what: "converters") {
            record("converters.\(entry.key)", entry.value.location)
            guard entry.key.first.map({ $0 == "_" || $0.isASCII && $0.isLetter }) == true,
                  entry.key.allSatisfy({ $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw RouteMapError(file: file, location: entry.keyLocation, message: "converter name \"\(entry.key)\" is not an identifier ([A-Za-z_][A-Za-z0-9_]*)")
            }
            switch entry.value.value {
            case .scalar("webURL", .string):
                converters.append(RouteMap.Converter(name: entry.key, rule: .webURL))
            case .list:
                let values = try strings(entry.value, what: "converter \"\(entry.key)\"", path: "converters.\(entry.key)")
                guard !values.isEmpty else { throw error("converter \"\(entry.key)\" allows no value; list at least one", at: entry.value) }
                converters.append(RouteMap.Converter(name: entry.key, rule: .values(values)))
            default:
                throw error("converter \"\(entry.key)\" is a list of the values it allows, or \"webURL\"; found \(entry.value.kindDescription)", at: entry.value)
            }
        }
        return converters
    }
}
