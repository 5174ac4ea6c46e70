@testable import Junction

/// Generated routes and URLs for checking tables frozen route by route against tables built in
/// one batch: literals (in mixed case), untyped and typed captures, mixed segments, `*`, `**`,
/// several schemes and scheme-less paths, and URLs drawn from the routes and from noise.
struct GeneratedRouteSet {
    /// The patterns, some of which conflict with earlier ones (a builder refuses those).
    let patterns: [RoutePattern]
    let urls: [String]

    static let words = ["a", "b", "User", "item", "posts", "x-1", "v2", "Docs"]
    static let schemes: [String?] = [nil, nil, "app", "web", "http"]
    static let values = ["1", "42", "-7", "true", "no", "x", "abc", "a-b.json", "7-8.json", "v3", "2.5", "A"]

    init(seed: UInt64, routeCount: Int, urlCount: Int) {
        var generator = SeededGenerator(seed: seed)
        var patterns: [RoutePattern] = []
        while patterns.count < routeCount {
            if let pattern = try? RoutePattern(Self.patternText(using: &generator)) { patterns.append(pattern) }
        }
        self.patterns = patterns
        var urls: [String] = []
        for index in 0..<urlCount {
            let text = Self.patternText(using: &generator)
            let source = index % 3 == 0 ? text : patterns[index % patterns.count].text
            urls.append(Self.url(for: source, using: &generator))
        }
        self.urls = urls
    }

    /// A pattern of one to four segments after an optional scheme and host.
    static func patternText(using generator: inout SeededGenerator) -> String {
        let scheme = schemes.randomElement(using: &generator)!
        let count = Int.random(in: 1...4, using: &generator)
        var segments: [String] = []
        for index in 0..<count {
            let name = "c\(index)"
            var roll = Int.random(in: 0..<20, using: &generator)
            // No untyped capture first, so that some URLs reach no route.
            if index == 0, roll == 9 || roll == 10 { roll = 0 }
            switch roll {
            case 0..<9: segments.append(words.randomElement(using: &generator)!)
            case 9, 10: segments.append(":\(name)")
            case 11: segments.append("{\(name):int}")
            case 12: segments.append("{\(name):bool}")
            case 13: segments.append("{\(name):even}")
            case 14: segments.append("{\(name)}-{\(name)x}.json")
            case 15: segments.append("v{\(name):int}")
            case 16: segments.append("{\(name):int}.json")
            case 17 where index > 0: segments.append("*")
            case 18 where index > 0 && index == count - 1: segments.append("**")
            default: segments.append(words.randomElement(using: &generator)!)
            }
        }
        let path = segments.joined(separator: "/")
        return scheme.map { "\($0)://\(path)" } ?? "/" + path
    }

    /// A URL a pattern's text suggests: literals kept (sometimes in another case), everything
    /// else replaced by a value, sometimes with a segment more or less.
    static func url(for pattern: String, using generator: inout SeededGenerator) -> String {
        let (head, path) = pattern.hasPrefix("/")
            ? ("/", String(pattern.dropFirst()))
            : (String(pattern.prefix { $0 != ":" }) + "://", String(pattern.drop { $0 != ":" }.dropFirst(3)))
        var segments = path.split(separator: "/").map { segment -> String in
            if segment.contains("{") || segment.contains(":") || segment == "*" || segment == "**" {
                return values.randomElement(using: &generator)!
            }
            return Int.random(in: 0..<4, using: &generator) == 0 ? segment.uppercased() : String(segment)
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: segments.append(values.randomElement(using: &generator)!)
        case 1 where segments.count > 1: segments.removeLast()
        default: break
        }
        return head + segments.joined(separator: "/")
    }
}

/// What a table answers for a URL, compared exactly: the route, the captures' places, the remainder.
struct TableAnswer: Equatable, CustomStringConvertible {
    var route: Int32
    var captures: [Int32]
    var remainder: Int32

    static let none = TableAnswer(route: -1, captures: [], remainder: 0)
    static let refused = TableAnswer(route: -2, captures: [], remainder: 0)

    init(route: Int32, captures: [Int32], remainder: Int32) {
        self.route = route
        self.captures = captures
        self.remainder = remainder
    }

    init(_ table: RouteTable, _ url: String, fallback: Bool) {
        do {
            guard let match = try table.match(url, fallback: fallback) else {
                self = .none
                return
            }
            route = match.routeIndex
            captures = (0..<Int(match.captures.count)).flatMap { index in
                let capture = match.captures[index]
                return [capture.rawStart, capture.start, capture.end]
            }
            remainder = match.remainderOffset
        } catch {
            self = .refused
        }
    }

    var description: String { "route \(route) captures \(captures) remainder \(remainder)" }

    /// The answers for every URL, with and without the ancestor fallback.
    static func all(_ table: RouteTable, _ urls: [String]) -> [TableAnswer] {
        urls.flatMap { [TableAnswer(table, $0, fallback: false), TableAnswer(table, $0, fallback: true)] }
    }
}
