import Junction

/// The routes of a JSON route map found by their bytes, without reading them, and grouped by
/// the first segment of their patterns: what a launch needs to make the routes a URL may reach
/// before the others (``LoadingRouteMap``).
///
/// A route's group is the scheme and the first segment of its patterns, lower-cased, when that
/// segment is a plain literal (`app://feature7/page` is in `app|feature7`, `/f7/list` in `|f7`).
/// A URL reaches such a pattern only through a segment that is that literal once decoded and
/// lower-cased (the host of a URL of its scheme, or a first segment a scheme-less pattern
/// starts from), so a URL may reach only the routes of the groups its own first segments name
/// (``keys(of:)``). A route with any other pattern (a capture or a wildcard first, an optional
/// group, an escape or a percent sign in its first segment, hosts or schemes of its own) is in
/// no group: any URL may reach it.
///
/// The scan trusts nothing and checks little: it follows strings, brackets and commas, and a
/// document it cannot follow gives `nil` (the map is then read whole, and its reader says what
/// is wrong), as does a route's key written with an escape, a name or a page or handler written
/// with one, and a name two routes share (a map loaded whole refuses that, at its place). What
/// it passes over unchecked, every load of the routes reads and checks.
struct RouteMapGroups: Sendable {
    /// Each route's bytes, from its `{` to its `}`, in the map's order.
    private(set) var routes: [Range<Int>] = []
    /// The bytes between the list of routes' `[` and `]`.
    private(set) var list = 0..<0
    /// The routes of each group, by the group's key (`scheme|segment`, the scheme empty for a
    /// scheme-less pattern), each in the map's order.
    private(set) var groups: [String: [Int]] = [:]
    /// The routes in no group.
    private(set) var ungrouped: [Int] = []
    /// The first route of each scheme (lower-cased) among the routes in groups.
    private var firstOfScheme: [String: Int] = [:]
    /// The bytes of each route's name, by route; empty when it has none.
    private var names: [Range<Int>] = []
    /// The bytes of every page name and handler key the routes give.
    private(set) var pages: [Range<Int>] = []
    private(set) var handlers: [Range<Int>] = []

    /// The routes of `bytes`, or `nil` when they are not a JSON object with one `routes` list of
    /// objects, as far as the scan can tell.
    init?(_ bytes: [UInt8]) {
        guard let found = bytes.withUnsafeBufferPointer({ RouteMapGroups(scanning: JSONScanner(bytes: $0)) }),
              !Self.repeats(found.names, in: bytes)
        else { return nil }
        self = found
    }

    /// The keys of the groups whose routes `url` may reach: its scheme's routes by its first
    /// segment (a URL's host is its first segment), and the scheme-less ones by its first
    /// segment, or by its second, as the path of a URL on one of the app's web hosts.
    static func keys(of url: RouteURL) -> [String] {
        let segments = url.segments
        guard let first = segments.first?.lowercased() else { return [] }
        var keys = ["|" + first]
        if let scheme = url.scheme { keys.append(scheme + "|" + first) }
        if segments.count > 1 { keys.append("|" + segments[1].lowercased()) }
        return keys
    }

    /// The route named `name` in the map of `bytes`: names compare as strings do (a name in
    /// another Unicode normalization form is the same name), ASCII ones byte by byte.
    func route(named name: String, in bytes: [UInt8]) -> Int? {
        let utf8 = Array(name.utf8)
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        return names.firstIndex { range in
            guard !range.isEmpty else { return false }
            if isASCII, bytes[range].allSatisfy({ $0 < 0x80 }) { return bytes[range].elementsEqual(utf8) }
            return String(decoding: bytes[range], as: UTF8.self) == name
        }
    }

    /// The routes of the groups `url` may reach, by index (a route may be listed more than
    /// once), and a route of the URL's scheme: a router without schemes of its own takes a URL
    /// from outside only on a scheme some route has (``Junction/Router/match(_:)``).
    func routes(reaching url: RouteURL) -> [Int] {
        Self.keys(of: url).flatMap { groups[$0] ?? [] } + (url.scheme.flatMap { firstOfScheme[$0] }.map { [$0] } ?? [])
    }

    /// The map of `bytes` with only the routes `chosen` (indexes in increasing order): every
    /// byte outside the list of routes as written, and the chosen routes' bytes in the list.
    func document(of chosen: [Int], in bytes: [UInt8]) -> [UInt8] {
        var document: [UInt8] = []
        document.reserveCapacity(bytes.count - list.count + chosen.reduce(0) { $0 + routes[$1].count + 1 })
        document += bytes[..<list.lowerBound]
        for (offset, route) in chosen.enumerated() {
            if offset > 0 { document.append(UInt8(ascii: ",")) }
            document += bytes[routes[route]]
        }
        document += bytes[list.upperBound...]
        return document
    }

    /// The key of a pattern's group, from the pattern's text as the JSON string holds it (escapes
    /// not read); `nil` when its first segment is not a plain literal.
    static func key<Text: RandomAccessCollection<UInt8>>(ofPattern text: Text) -> String? where Text.Index == Int {
        var start = text.startIndex
        var scheme = ""
        if text.first == UInt8(ascii: "/") {
            start += 1
        } else {
            // A scheme: a letter, then letters, digits, `+`, `-` and `.`; then `://`.
            var end = start
            while end < text.endIndex, isSchemeByte(text[end]) { end += 1 }
            guard end > start, isLetter(text[start]), end + 3 <= text.endIndex, text[end] == UInt8(ascii: ":"),
                  text[end + 1] == UInt8(ascii: "/"), text[end + 2] == UInt8(ascii: "/")
            else { return nil }
            scheme = lowercased(text[start..<end])
            start = end + 3
        }
        var end = start
        while end < text.endIndex, text[end] != UInt8(ascii: "/"), text[end] != UInt8(ascii: "?") {
            guard isPlain(text[end]) else { return nil }
            end += 1
        }
        // `.` and `..` are for the URL's parser to read, not literals.
        guard text[start..<end].contains(where: { $0 != UInt8(ascii: ".") }) else { return nil }
        return scheme + "|" + lowercased(text[start..<end])
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// A letter, a digit, `-`, `.`, `_` or `~`: what a literal segment matches only as itself.
    private static func isPlain(_ byte: UInt8) -> Bool {
        isSchemeByte(byte) && byte != UInt8(ascii: "+") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func lowercased(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.lazy.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    // MARK: The scan

    private init?(scanning scanner: JSONScanner) {
        var scanner = scanner
        var foundRoutes = false
        scanner.skipSpace()
        let scanned = scanner.object { scanner, key in
            guard scanner.text(key, is: "routes") else { return scanner.skipValue() }
            guard !foundRoutes else { return false }
            foundRoutes = true
            return scanRoutes(&scanner)
        }
        scanner.skipSpace()
        guard scanned, foundRoutes, scanner.isAtEnd else { return nil }
    }

    /// Whether two of the names are the same name, or might be: ASCII names are compared by a
    /// hash of their bytes (two names of one hash count as the same: the map is then read
    /// whole, which is never wrong); when one is not ASCII, all are compared as strings, as the
    /// router compares names (`café` written in two normalization forms is one name).
    private static func repeats(_ names: [Range<Int>], in bytes: [UInt8]) -> Bool {
        let written = names.filter { !$0.isEmpty }
        if written.allSatisfy({ bytes[$0].allSatisfy { $0 < 0x80 } }) {
            var hashes = Set<Int>(minimumCapacity: written.count)
            return !written.allSatisfy { name in
                var hasher = Hasher()
                for byte in bytes[name] { hasher.combine(byte) }
                return hashes.insert(hasher.finalize()).inserted
            }
        }
        var seen = Set<String>(minimumCapacity: written.count)
        return !written.allSatisfy { seen.insert(String(decoding: bytes[$0], as: UTF8.self)).inserted }
    }

    private mutating func scanRoutes(_ scanner: inout JSONScanner) -> Bool {
        guard scanner.take(UInt8(ascii: "[")) else { return false }
        let start = scanner.index
        scanner.skipSpace()
        if scanner.next != UInt8(ascii: "]") {
            repeat {
                scanner.skipSpace()
                guard scanRoute(&scanner) else { return false }
                scanner.skipSpace()
            } while scanner.take(UInt8(ascii: ","))
        }
        guard scanner.next == UInt8(ascii: "]") else { return false }
        list = start..<scanner.index
        return scanner.take(UInt8(ascii: "]"))
    }

    private mutating func scanRoute(_ scanner: inout JSONScanner) -> Bool {
        let start = scanner.index
        let route = routes.count
        var keys: [String] = []
        var name = 0..<0
        // Whether every pattern has a key, and there is one at least.
        var grouped = true
        let scanned = scanner.object { scanner, key in
            // A key with an escape may be any key: the map is read whole.
            if scanner.bytes[key].contains(UInt8(ascii: "\\")) { return false }
            if scanner.text(key, is: "pattern") || scanner.text(key, is: "patterns") {
                let isList = scanner.take(UInt8(ascii: "["))
                repeat {
                    scanner.skipSpace()
                    if isList, scanner.next == UInt8(ascii: "]") { break }
                    if scanner.next == UInt8(ascii: "\""), let text = scanner.string(), let patternKey = Self.key(ofPattern: scanner.bytes[text]) {
                        if !keys.contains(patternKey) { keys.append(patternKey) }
                    } else {
                        grouped = false
                        guard scanner.skipValue() else { return false }
                    }
                    scanner.skipSpace()
                } while isList && scanner.take(UInt8(ascii: ","))
                return !isList || scanner.take(UInt8(ascii: "]"))
            }
            let isName = scanner.text(key, is: "name"), isPage = scanner.text(key, is: "page")
            if isName || isPage || scanner.text(key, is: "handler"), scanner.next == UInt8(ascii: "\"") {
                guard let text = scanner.string(), !scanner.bytes[text].contains(UInt8(ascii: "\\")) else { return false }
                if isName {
                    name = text
                } else if isPage {
                    pages.append(text)
                } else {
                    handlers.append(text)
                }
                return true
            }
            if scanner.text(key, is: "hosts") || scanner.text(key, is: "schemes") { grouped = false }
            return scanner.skipValue()
        }
        guard scanned else { return false }
        routes.append(start..<scanner.index)
        names.append(name)
        if grouped, !keys.isEmpty {
            for key in keys {
                groups[key, default: []].append(route)
                let scheme = String(key[..<key.firstIndex(of: "|")!])
                if !scheme.isEmpty, firstOfScheme[scheme] == nil { firstOfScheme[scheme] = route }
            }
        } else {
            ungrouped.append(route)
        }
        return true
    }
}
