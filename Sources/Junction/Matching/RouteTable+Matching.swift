/// What a table lookup found: the route, its captured values, and what was left over.
struct TableMatch {
    /// The index of the route in ``RouteTable/routes``.
    let route: Int
    /// Captured values in the order of the route's ``RouteTable/Route/captureNames``.
    let captures: [String]
    /// The index of the first segment the route did not take (by `**` or the ancestor
    /// fallback), or `nil` when it took them all without `**`.
    let remainderStart: Int?
}

extension RouteTable {
    /// The URL's segments as the matcher reads them.
    struct Input {
        let segments: [String]
        /// The segments compared with literals: lower-cased when the router ignores case.
        let keys: [String]
        let caseInsensitive: Bool
    }

    /// Finds the route for a URL (ROUTING.md §3): the scheme's routes, then the scheme-less
    /// ones; then, with `fallback`, the nearest ancestor.
    func match(_ url: RouteURL, fallback: Bool) -> TableMatch? {
        let input = Input(
            segments: url.segments,
            keys: options.caseInsensitive ? url.segments.map { $0.lowercased() } : url.segments,
            caseInsensitive: options.caseInsensitive)
        let schemeRoot = url.scheme.flatMap { schemeRoots[$0] }
        // A universal link on a web host reaches the scheme-less routes by its path alone.
        let schemelessStart = isOnWebHost(url) ? 1 : 0
        let count = input.segments.count

        if let schemeRoot, let found = find(in: schemeRoot, input, from: 0, to: count) { return found }
        if let schemelessRoot, let found = find(in: schemelessRoot, input, from: schemelessStart, to: count) {
            return found
        }
        guard fallback else { return nil }
        for end in stride(from: count - 1, through: 0, by: -1) {
            if let schemeRoot, let found = find(in: schemeRoot, input, from: 0, to: end) {
                return TableMatch(route: found.route, captures: found.captures, remainderStart: end)
            }
            if let schemelessRoot, end >= schemelessStart,
               let found = find(in: schemelessRoot, input, from: schemelessStart, to: end) {
                return TableMatch(route: found.route, captures: found.captures, remainderStart: end)
            }
        }
        return nil
    }

    func isOnWebHost(_ url: RouteURL) -> Bool {
        guard let scheme = url.scheme, scheme == "https" || scheme == "http",
              let authority = url.authority, !authority.isEmpty else { return false }
        return options.webHosts.contains(authority)
    }

    private func find(in root: TrieNode, _ input: Input, from start: Int, to end: Int) -> TableMatch? {
        var captures: [String] = []
        guard let (route, remainder) = root.find(input, at: start, end: end, captures: &captures) else { return nil }
        return TableMatch(route: route, captures: captures, remainderStart: remainder)
    }
}

extension TrieNode {
    /// Depth-first search in precedence order, backtracking on failure.
    func find(
        _ input: RouteTable.Input, at index: Int, end: Int, captures: inout [String]
    ) -> (route: Int, remainderStart: Int?)? {
        if index == end {
            if let route { return (route, nil) }
            if let catchAll { return (catchAll, index) }
            return nil
        }
        let segment = input.segments[index]
        if let child = literals[input.keys[index]],
           let found = child.find(input, at: index + 1, end: end, captures: &captures) {
            return found
        }
        let mark = captures.count
        for candidate in mixed {
            if candidate.match(segment, caseInsensitive: input.caseInsensitive, captures: &captures),
               let found = candidate.node.find(input, at: index + 1, end: end, captures: &captures) {
                return found
            }
            captures.removeSubrange(mark...)
        }
        for candidate in typed where candidate.converter.accepts(segment[...]) {
            captures.append(segment)
            if let found = candidate.node.find(input, at: index + 1, end: end, captures: &captures) { return found }
            captures.removeLast()
        }
        if let capture {
            captures.append(segment)
            if let found = capture.find(input, at: index + 1, end: end, captures: &captures) { return found }
            captures.removeLast()
        }
        if let wildcard, let found = wildcard.find(input, at: index + 1, end: end, captures: &captures) {
            return found
        }
        if let catchAll { return (catchAll, index) }
        return nil
    }
}

extension TrieNode.Mixed {
    /// Matches one segment against literal parts and captures, each capture taking the shortest
    /// non-empty text that lets the rest of the segment match.
    func match(_ segment: String, caseInsensitive: Bool, captures: inout [String]) -> Bool {
        let bytes = Array(segment.utf8)
        var values: [Range<Int>] = []
        guard match(bytes, piece: 0, at: 0, caseInsensitive: caseInsensitive, values: &values) else { return false }
        for range in values {
            captures.append(String(decoding: bytes[range], as: UTF8.self))
        }
        return true
    }

    private func match(
        _ bytes: [UInt8], piece: Int, at position: Int, caseInsensitive: Bool, values: inout [Range<Int>]
    ) -> Bool {
        guard piece < pieces.count else { return position == bytes.count }
        switch pieces[piece] {
        case .literal(let literal):
            guard bytes.count - position >= literal.count else { return false }
            for offset in 0..<literal.count {
                let byte = bytes[position + offset]
                guard (caseInsensitive ? byte.asciiLowercased : byte) == literal[offset] else { return false }
            }
            return match(bytes, piece: piece + 1, at: position + literal.count, caseInsensitive: caseInsensitive, values: &values)
        case .capture(let converter):
            let isLast = piece == pieces.count - 1
            var end = isLast ? bytes.count : position + 1
            while end <= bytes.count {
                // A capture ends on a scalar boundary: the next byte is not a continuation byte.
                if end > position, end == bytes.count || bytes[end] & 0xC0 != 0x80 {
                    let text = String(decoding: bytes[position..<end], as: UTF8.self)
                    if converter?.accepts(text[...]) ?? true {
                        values.append(position..<end)
                        if match(bytes, piece: piece + 1, at: end, caseInsensitive: caseInsensitive, values: &values) {
                            return true
                        }
                        values.removeLast()
                    }
                }
                end += 1
            }
            return false
        }
    }
}
