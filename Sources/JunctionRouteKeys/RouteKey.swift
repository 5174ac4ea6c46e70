import Junction

/// What a pattern matches, written out without names and defaults: two patterns with the same
/// key match exactly the same URLs (docs/ROUTING.md §3). `shop://product/{id:int}` and
/// `shop://product/:n<int>` would both be `shop://product/{:int}`; `*` and an untyped capture
/// are both `{}`. Literals keep their case, as a router that does not ignore case compares them.
///
/// The `@Route` macro names a declaration after each key, so two routes of one module with the
/// same key are a redeclaration; the launch compares the keys of every module's routes.
package enum RouteKey {
    /// The key of each plain pattern `pattern` stands for (one, unless it has optional groups).
    package static func keys(of pattern: RoutePattern) -> [String] {
        pattern.expansions.map(key)
    }

    /// The key of a plain pattern.
    static func key(_ pattern: RoutePattern) -> String {
        let path = pattern.pathSegments.map { segment in
            switch segment.kind {
            case .literal: segment.text
            case .capture(let capture): capture.converter.map { "{:\($0)}" } ?? "{}"
            case .wildcard: "{}"
            case .mixed: withoutNames(segment.text)
            case .remainder: "**"
            }
        }
        return (pattern.scheme.map { "\($0)://" } ?? "/") + path.joined(separator: "/")
    }

    /// A mixed segment's canonical text with each `{name}` as `{}` and `{name:converter}` as
    /// `{:converter}`.
    private static func withoutNames(_ text: String) -> String {
        var result = ""
        var inCapture = false
        var afterColon = false
        for character in text {
            switch character {
            case "{":
                inCapture = true
                afterColon = false
                result.append("{")
            case "}":
                inCapture = false
                result.append("}")
            case ":" where inCapture && !afterColon:
                afterColon = true
                result.append(":")
            default:
                if !inCapture || afterColon { result.append(character) }
            }
        }
        return result
    }
}
