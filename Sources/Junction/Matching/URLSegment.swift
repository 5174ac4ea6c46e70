/// One segment of a URL as the matcher meets it: where it stands, and what reading its value
/// and its key takes. The authority is the first segment (host-as-path, ROUTING.md §1).
///
/// Its **value** is its text percent-decoded, and for the authority lower-cased: what captures,
/// converters and mixed segments read. Its **key** is what a literal edge is compared with: the
/// value, folded as well when the router ignores case. Most segments need neither decoding nor
/// folding, and their key is their bytes as written, hashed as the segment is found.
struct URLSegment {
    /// The segment as written, as byte offsets into the URL.
    let start: Int
    let end: Int
    let isAuthority: Bool
    /// Whether it holds a `%`.
    let hasPercent: Bool
    /// Whether it holds an upper-case ASCII letter or a byte outside ASCII, as written.
    let hasCaseToFold: Bool
    /// The hash of its bytes as written (``SegmentHasher``).
    let rawHash: UInt32

    /// Reads the segment from `start` to its end, hashing it on the way.
    init(_ bytes: LentBuffer<UInt8>, from start: Int, to limit: Int, isAuthority: Bool) {
        var hasher = SegmentHasher()
        var special: UInt8 = 0
        var end = start
        while end < limit {
            let byte = bytes[end]
            if byte == .slash { break }
            hasher.add(byte)
            special |= URLSegment.kind(of: byte)
            end += 1
        }
        self.start = start
        self.end = end
        self.isAuthority = isAuthority
        hasPercent = special & URLSegment.percent != 0
        hasCaseToFold = special & URLSegment.caseToFold != 0
        rawHash = hasher.finish()
    }

    private static let percent: UInt8 = 1
    private static let caseToFold: UInt8 = 2

    /// Whether a byte is `%` or a letter case may change, as two bits.
    private static func kind(of byte: UInt8) -> UInt8 {
        if byte == .percent { return percent }
        return byte.isASCIIUppercase || byte >= 0x80 ? caseToFold : 0
    }

    /// Whether the segment's key is its bytes as written: nothing to decode, nothing to fold.
    func keyIsRaw(foldsCase: Bool) -> Bool {
        !hasPercent && !((isAuthority || foldsCase) && hasCaseToFold)
    }

    /// Calls `body` with the segment's value: its own bytes where they are the value, otherwise
    /// the value decoded (and lower-cased, for the authority) into working memory.
    func withValue<Result>(in bytes: LentBuffer<UInt8>, _ body: (LentBuffer<UInt8>) -> Result) -> Result {
        guard hasPercent || (isAuthority && hasCaseToFold) else { return body(bytes.extracting(start..<end)) }
        return withDecoded(in: bytes, folding: isAuthority, body)
    }

    /// Calls `body` with the segment's key: its value, folded too when the router ignores case.
    func withKey<Result>(in bytes: LentBuffer<UInt8>, foldsCase: Bool, _ body: (LentBuffer<UInt8>) -> Result) -> Result {
        guard !keyIsRaw(foldsCase: foldsCase) else { return body(bytes.extracting(start..<end)) }
        return withDecoded(in: bytes, folding: isAuthority || foldsCase, body)
    }

    /// The segment decoded into working memory, lower-cased when `folding`: ASCII in place, or
    /// by Unicode's rules, in a string of its own, when the text is not all ASCII.
    private func withDecoded<Result>(
        in bytes: LentBuffer<UInt8>, folding: Bool, _ body: (LentBuffer<UInt8>) -> Result
    ) -> Result {
        LentBuffer<UInt8>.withWorkingMemory(count: end - start, initialValue: 0) { memory in
            let count = PercentEncoding.decodeValid(bytes, start..<end, plusAsSpace: false, into: memory)
            let decoded = memory.extracting(0..<count)
            guard folding else { return body(decoded) }
            guard decoded.allSatisfy({ $0 < 0x80 }) else {
                return String(decoding: decoded, as: UTF8.self).lowercased().withUTF8Bytes(body)
            }
            for index in 0..<count { memory[index] = memory[index].asciiLowercased }
            return body(decoded)
        }
    }
}

extension Matcher {
    /// The next segment from `position` (where the last one ended) that starts before `limit`,
    /// or `nil` when the walk has reached the end of the path or the limit.
    func segment(from position: Int, before limit: Int) -> URLSegment? {
        if url.authorityIsSegment && position == Int(url.authorityStart) {
            guard position < limit else { return nil }
            return URLSegment(bytes, from: position, to: Int(url.authorityEnd), isAuthority: true)
        }
        let pathEnd = Int(url.pathEnd)
        var start = position
        while start < pathEnd, bytes[start] == .slash { start += 1 }
        guard start < pathEnd, start < limit else { return nil }
        return URLSegment(bytes, from: start, to: pathEnd, isAuthority: false)
    }

    /// Where the segment before the one at `position` (or before the path's end) starts, or
    /// `nil` before the first: the ends the ancestor fallback tries, longest first.
    func segmentStart(before position: Int) -> Int? {
        let pathStart = Int(url.pathStart)
        var index = position
        while index > pathStart, bytes[index - 1] == .slash { index -= 1 }
        if index > pathStart {
            while index > pathStart, bytes[index - 1] != .slash { index -= 1 }
            return index
        }
        return url.authorityIsSegment && position > Int(url.authorityStart) ? Int(url.authorityStart) : nil
    }

    /// The child of `node` by the literal edge for the segment's key, or `-1`.
    func literalChild(of node: Int32, _ segment: URLSegment) -> Int32 {
        guard segment.keyIsRaw(foldsCase: caseInsensitive) else {
            return segment.withKey(in: bytes, foldsCase: caseInsensitive) { key in
                trie.literals.child(of: node, key: key, hash: SegmentHasher.hash(key))
            }
        }
        return trie.literals.child(of: node, key: bytes.extracting(segment.start..<segment.end), hash: segment.rawHash)
    }

    /// The root of the URL's scheme's routes, or `-1`: the scheme compared in lower case.
    func schemeRoot() -> Int32 {
        guard url.hasScheme else { return -1 }
        let length = Int(url.schemeEnd)
        for scheme in trie.schemes where scheme.scheme.count == length {
            var index = 0
            while index < length, bytes[index].asciiLowercased == scheme.scheme[index] { index += 1 }
            if index == length { return scheme.root }
        }
        return -1
    }

    /// Whether the URL is `http` or `https` on one of the router's web hosts.
    func isOnWebHost() -> Bool {
        guard !table.webHosts.isEmpty, url.authorityIsSegment, url.schemeEnd == 4 || url.schemeEnd == 5 else { return false }
        let scheme = bytes.extracting(0..<Int(url.schemeEnd)).lazy.map(\.asciiLowercased)
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8) else { return false }
        let authority = URLSegment(bytes, from: Int(url.authorityStart), to: Int(url.authorityEnd), isAuthority: true)
        let hosts = table.webHosts
        return authority.withValue(in: bytes) { host in hosts.contains { $0.elementsEqual(host) } }
    }
}
