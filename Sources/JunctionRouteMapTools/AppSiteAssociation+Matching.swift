import Foundation
import Junction

/// Apple's rules for which URLs a file's components open (docs/design-notes-links.md, "Apple: the
/// rules relied on"): components are tried in order and the first that matches decides; a
/// component matches when its path, query and fragment patterns all do; `*` is any run of
/// characters and `?` any one; with `percentEncoded` the URL is compared as written, without it
/// decoded; `caseSensitive: false` ignores case.
///
/// Every comparison is counted against a budget, so a file made to be slow to match stops the
/// check with an error instead of running for hours.
struct ComponentMatcher {
    /// Character comparisons left.
    private(set) var remaining: Int

    init(budget: Int) {
        remaining = budget
    }

    /// The parts of a URL a component looks at.
    struct Parts {
        var path: String
        var query: String
        var fragment: String

        /// The parts of an `http`/`https` URL after its authority; an empty path is `/`.
        init(url: String) {
            var rest = Substring(url)
            if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
            let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            rest = rest[pathStart...]
            let fragmentStart = rest.firstIndex(of: "#")
            fragment = fragmentStart.map { String(rest[rest.index(after: $0)...]) } ?? ""
            rest = rest[..<(fragmentStart ?? rest.endIndex)]
            let queryStart = rest.firstIndex(of: "?")
            query = queryStart.map { String(rest[rest.index(after: $0)...]) } ?? ""
            path = String(rest[..<(queryStart ?? rest.endIndex)])
            if path.isEmpty { path = "/" }
        }
    }

    /// The index of the component that decides the URL, or `nil` when none matches; `nil` as
    /// the result when the budget ran out. Only the components `index` gives for the URL's path
    /// are compared: the others cannot match it.
    mutating func decidingComponent(
        _ components: [AppSiteAssociation.Component], index: ComponentIndex, defaults: AppSiteAssociation.Settings, url: Parts
    ) -> Int?? {
        for position in index.candidates(forPath: url.path) {
            let component = components[position]
            let caseSensitive = component.settings.caseSensitive ?? defaults.caseSensitive ?? true
            let encoded = component.settings.percentEncoded ?? defaults.percentEncoded ?? true
            guard let matched = matches(component, url: url, caseSensitive: caseSensitive, encoded: encoded) else { return nil }
            if matched { return .some(position) }
        }
        return .some(nil)
    }

    /// Whether every part the component names matches; `nil` when the budget ran out.
    private mutating func matches(
        _ component: AppSiteAssociation.Component, url: Parts, caseSensitive: Bool, encoded: Bool
    ) -> Bool? {
        func prepared(_ text: String) -> String? {
            let decoded = encoded ? text : text.removingPercentEncoding
            return caseSensitive ? decoded : decoded?.lowercased()
        }
        func compare(_ pattern: String, _ text: String) -> Bool? {
            guard let text = prepared(text) else { return false }
            return glob(caseSensitive ? pattern : pattern.lowercased(), text)
        }
        if let path = component.path {
            guard let matched = compare(path, url.path) else { return nil }
            if !matched { return false }
        }
        switch component.query {
        case .whole(let pattern)?:
            guard let matched = compare(pattern, url.query) else { return nil }
            if !matched { return false }
        case .items(let patterns)?:
            let items: [(name: String, value: String)] = url.query.split(separator: "&").map { item in
                guard let equals = item.firstIndex(of: "=") else { return (String(item), "") }
                return (String(item[..<equals]), String(item[item.index(after: equals)...]))
            }
            for pattern in patterns {
                let values = items.filter { prepared($0.name) == prepared(pattern.name) }.map(\.value)
                for value in values.isEmpty ? [""] : values {
                    guard let matched = compare(pattern.value, value) else { return nil }
                    if !matched { return false }
                }
            }
        case nil: break
        }
        if let fragment = component.fragment {
            return compare(fragment, url.fragment)
        }
        return true
    }

    /// Whether `text` matches `pattern`, where `*` is any run of characters and `?` one; `nil`
    /// when the budget ran out. One step back to the last `*` on a mismatch is enough for these
    /// two wildcards.
    mutating func glob(_ pattern: String, _ text: String) -> Bool? {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var p = 0
        var t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            remaining -= 1
            if remaining < 0 { return nil }
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                star = (last.p, last.t + 1)
                p = last.p + 1
                t = last.t + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
