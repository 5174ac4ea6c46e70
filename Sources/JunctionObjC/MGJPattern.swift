import Foundation
import Junction

/// MGJRouter's way of writing patterns and the values of URLs built from them, read into
/// Junction's: a pattern that is only a scheme, `~` segments, positional values.
enum MGJPattern {
    /// A value for ``JNCRouter/generateURL(withPattern:parameters:)``: a string as it is, an
    /// integer in decimal; anything else (a date, `NSNull`, a `Bool`) is refused rather than
    /// written as its description.
    static func text(of value: Any, at index: Int) throws(RouteError) -> String {
        switch value {
        case let text as String: return text
        case let number as Int: return String(number)
        default:
            throw RouteError(
                .invalidParameter, "value \(index + 1) (\(type(of: value))) is neither a string nor an integer")
        }
    }

    /// The Swift pattern for one of MGJRouter's: a pattern that is only a scheme takes the
    /// whole URL (`mgj://` or `mgj:///` → `mgj://**`), and a `~` segment any one segment (`*`).
    static func translate(_ pattern: String) -> String {
        let queryStart = pattern.firstIndex(of: "?") ?? pattern.endIndex
        let (beforeQuery, query) = (pattern[..<queryStart], pattern[queryStart...])
        let schemeEnd = beforeQuery.range(of: "://")?.upperBound
        let path = beforeQuery[(schemeEnd ?? beforeQuery.startIndex)...]
        if let schemeEnd, path.allSatisfy({ $0 == "/" }), query.isEmpty {
            return String(beforeQuery[..<schemeEnd]) + "**"
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { $0 == "~" ? "*" : String($0) }
        return String(beforeQuery[..<path.startIndex]) + segments.joined(separator: "/") + String(query)
    }

}
