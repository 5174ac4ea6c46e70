import Foundation
import Junction
import JunctionRouteMap

/// The URLs a check of Android's filters tries: the map's, then each filter's.
extension RouteMap {
    /// The most URLs tried where a capture of a route kept from a source takes an exposed
    /// pattern's literal; a map with more such places is checked with the first ones.
    static let androidOverlapLimit = 100_000

    /// The map's example URLs: each pattern's URL with sample values (on its host, or on its
    /// scheme), with a `**` also taking nothing; then, for each pattern not exposed to its
    /// source, its URL with a capture taking in turn each literal that an exposed pattern of the
    /// scheme has at the same place, where the route kept in the app may take over an exposed
    /// pattern's URLs (`shop://{host}/q` over `shop://a/{id}`, which Android sends).
    static func androidExamples(of patterns: [AndroidLinkPattern]) -> [String] {
        var urls = patterns.flatMap { pattern in sampleURLs(of: pattern) }
        // Literals of exposed patterns by scheme and place (-1 for the host of the app's scheme).
        var literals: [String: [String]] = [:]
        var seen: Set<String> = []
        func add(_ text: String, scheme: String, place: Int) {
            let key = "\(scheme) \(place)"
            if seen.insert("\(key) \(text)").inserted { literals[key, default: []].append(text) }
        }
        for pattern in patterns where pattern.exposed {
            if pattern.hostCapture == nil, pattern.scheme != "https", let host = pattern.host { add(host, scheme: pattern.scheme, place: -1) }
            for (place, segment) in pattern.segments.enumerated() where segment.kind == .literal {
                add(segment.text, scheme: pattern.scheme, place: place)
            }
        }
        var budget = androidOverlapLimit
        for pattern in patterns where !pattern.exposed {
            var captures: [(name: String, place: Int)] = pattern.hostCapture.map { [($0, -1)] } ?? []
            for (place, segment) in pattern.segments.enumerated() {
                if case .capture(let capture) = segment.kind { captures.append((capture.name, place)) }
            }
            for capture in captures where !capture.name.isEmpty {
                for literal in literals["\(pattern.scheme) \(capture.place)"] ?? [] {
                    guard budget > 0 else { return urls }
                    budget -= 1
                    urls += sampleURLs(of: pattern, values: [capture.name: literal])
                }
            }
        }
        return urls
    }

    /// A pattern's URL with sample values, and without its `**` (`/docs/**` takes `/docs`).
    private static func sampleURLs(of pattern: AndroidLinkPattern, values: [String: String] = [:]) -> [String] {
        guard let sample = MapRouter.sampleURL(for: pattern.pattern, values: values) else { return [] }
        let url = pattern.scheme == "https"
            ? MapRouter.onHost(sample, host: MapRouter.exampleHost(pattern.host ?? ""))
            : (sample.hasPrefix("/") ? "\(pattern.scheme):/\(sample)" : sample)
        return pattern.pattern.hasRemainder && url.hasSuffix("/x") ? [url, String(url.dropLast(2))] : [url]
    }

    /// URLs a filter sends: on each scheme and host (`x` for a wildcard), each path with `.*`
    /// as nothing, `1` and `1/1`, any other repeat as none or one, and `.` as `1` (an empty
    /// path as `/` on `http` and `https`, whose URLs a browser gives a path); and each
    /// scheme-specific part filled in the same way, after its scheme.
    static func examples(of filter: AndroidIntentFilter) -> [String] {
        let hosts = filter.hosts.isEmpty ? ["x"] : filter.hosts.map { $0.hasPrefix("*") ? "x" + $0.dropFirst() : $0 }
        var paths = filter.paths.isEmpty ? ["/", "/1"] : []
        for path in filter.paths { paths += filled(path) }
        var urls = filter.schemes.flatMap { scheme in
            hosts.flatMap { host in
                paths.map { path in
                    let path = path.isEmpty && (scheme == "https" || scheme == "http") ? "/" : path
                    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
                    return "\(scheme)://\(host)" + (encoded.hasPrefix("/") || encoded.isEmpty ? encoded : "/" + encoded)
                }
            }
        }
        for part in filter.schemeSpecificParts {
            for text in filled(part) {
                let encoded = text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.union(["?"])) ?? text
                urls += filter.schemes.map { "\($0):\(encoded)" }
            }
        }
        return urls
    }

    /// A path pattern's text with its wildcards filled in three ways.
    private static func filled(_ path: AndroidIntentFilter.Path) -> [String] {
        switch path.kind {
        case .path: [path.text]
        case .pathPrefix: [path.text, path.text + "1"]
        case .pathSuffix: [path.text, "/1" + path.text]
        case .pathPattern: ["", "1", "1/1"].map { filled(path.text, any: $0) }
        case .pathAdvancedPattern: ["", "1", "1/1"].map { filledAdvanced(path.text, any: $0) }
        }
    }

    /// An advanced pattern with each run (`*`, `+`) of a class or `.` as `any` (`1` at least
    /// where `+` needs one), one of a character once, a count as the least it asks for, and a
    /// class or `.` alone as `1`.
    private static func filledAdvanced(_ pattern: String, any: String) -> String {
        var output = ""
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var text = String(first)
            var literal = true
            if first == "\\", let escaped = characters.popFirst() {
                text = String(escaped)
            } else if first == "[" {
                while let next = characters.popFirst(), next != "]" { _ = next }
                literal = false
            } else if first == "." {
                literal = false
            }
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                // A count: the least it asks for.
                let least = Int(String(characters[characters.index(after: characters.startIndex)..<close].prefix { $0 != "," })) ?? 1
                characters = characters[characters.index(after: close)...]
                output += String(repeating: literal ? text : "1", count: min(max(least, 0), AndroidAppLinks.maximumPathLength))
                continue
            }
            let repeats = characters.first.map { $0 == "*" || $0 == "+" }
            let atLeastOne = characters.first == "+"
            if repeats == true { characters.removeFirst() }
            switch (literal, repeats == true) {
            case (false, true): output += any.isEmpty && atLeastOne ? "1" : any
            case (false, false): output += "1"
            case (true, true): output += any.isEmpty && !atLeastOne ? "" : text
            case (true, false): output += text
            }
        }
        return output
    }

    /// A simple glob with `.*` as `any`, another repeated character once when `any` is not empty
    /// (so `//*` gives `/` and `//`), and `.` as `1`.
    private static func filled(_ pattern: String, any: String) -> String {
        var output = ""
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var character = first
            var literal = false
            if first == "\\", let escaped = characters.popFirst() {
                character = escaped
                literal = true
            }
            let repeats = characters.first == "*"
            if repeats { characters.removeFirst() }
            switch (literal || character != ".", repeats) {
            case (false, true): output += any
            case (false, false): output += "1"
            case (true, true): output += any.isEmpty ? "" : String(character)
            case (true, false): output.append(character)
            }
        }
        return output
    }
}
