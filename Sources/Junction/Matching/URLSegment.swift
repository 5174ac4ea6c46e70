/// One segment of a URL as the matcher meets it: where it stands, and what reading its value
/// and its key takes. The authority is the first segment (host-as-path, ROUTING.md §1).
///
/// Its **value** is its text percent-decoded, and for the authority lower-cased: what captures,
/// converters and mixed segments read. Its **key** is what a literal edge is compared with: the
/// value, folded as well when the router ignores case. Most segments need neither decoding nor
/// folding, and their key is their bytes as written, hashed as the segment is found.
struct URLSegment {
    /// The segment as written, as byte offsets into the URL.
    private let startOffset: Int32
    private let endOffset: Int32
    /// Where, in this segment or after it, the URL's path first holds a `%`, and a letter whose
    /// case may change (``URLOffsets/firstPercent``): a segment that ends before both has a value
    /// and a key that are its text as written (see ``needsDecoding(in:folding:)``).
    private let firstPercent: Int32
    private let firstCase: Int32
    /// The hash of its bytes as written (``SegmentHasher``).
    let rawHash: UInt32
    let isAuthority: Bool

    var start: Int { Int(startOffset) }
    var end: Int { Int(endOffset) }

    /// Reads the segment from `start` to its end (a `/` or `limit`), hashing it on the way. The
    /// scanner noted whether the URL's path holds a `%` or a letter whose case may change: only
    /// then is the segment itself looked at for them.
    init(_ bytes: LentBuffer<UInt8>, from start: Int, to limit: Int, isAuthority: Bool, url: URLOffsets) {
        var hasher = SegmentHasher()
        let end = bytes.extracting(0..<limit).firstIndex(from: start) { byte in
            if byte == .slash { return true }
            hasher.add(byte)
            return false
        }
        startOffset = Int32(truncatingIfNeeded: start)
        endOffset = Int32(truncatingIfNeeded: end)
        self.isAuthority = isAuthority
        rawHash = hasher.finish()
        firstPercent = max(startOffset, url.firstPercent)
        firstCase = max(startOffset, url.firstCase)
    }

    /// Whether the segment's text must be decoded or folded to give its value (`folding`: its
    /// key, when the router ignores case, or the authority's value): it holds a `%`, or, when
    /// folding, an upper-case letter or a byte outside ASCII.
    func needsDecoding(in bytes: LentBuffer<UInt8>, folding: Bool) -> Bool {
        let from = Int(folding ? min(firstPercent, firstCase) : firstPercent)
        guard from < end else { return false }
        for index in from..<end {
            let byte = bytes[index]
            if byte == .percent || (folding && (byte.isASCIIUppercase || byte >= 0x80)) { return true }
        }
        return false
    }

    /// Calls `body` with the segment's value: its own bytes where they are the value, otherwise
    /// the value decoded (and lower-cased, for the authority) into working memory.
    func withValue<Result>(in bytes: LentBuffer<UInt8>, _ body: (LentBuffer<UInt8>) -> Result) -> Result {
        guard needsDecoding(in: bytes, folding: isAuthority) else { return body(bytes.extracting(start..<end)) }
        return withDecoded(in: bytes, folding: isAuthority, body)
    }

    /// Calls `body` with the segment's key: its value, folded too when the router ignores case.
    func withKey<Result>(in bytes: LentBuffer<UInt8>, foldsCase: Bool, _ body: (LentBuffer<UInt8>) -> Result) -> Result {
        guard needsDecoding(in: bytes, folding: isAuthority || foldsCase) else { return body(bytes.extracting(start..<end)) }
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
            return URLSegment(bytes, from: position, to: Int(url.authorityEnd), isAuthority: true, url: url)
        }
        let pathEnd = Int(url.pathEnd)
        var start = position
        while start < pathEnd, bytes[start] == .slash { start += 1 }
        guard start < pathEnd, start < limit else { return nil }
        return URLSegment(bytes, from: start, to: pathEnd, isAuthority: false, url: url)
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
        guard !segment.needsDecoding(in: bytes, folding: segment.isAuthority || caseInsensitive) else {
            return segment.withKey(in: bytes, foldsCase: caseInsensitive) { key in
                table.trie.literals.child(of: node, key: 0..<key.count, in: key, hash: SegmentHasher.hash(key))
            }
        }
        return table.trie.literals.child(of: node, key: segment.start..<segment.end, in: bytes, hash: segment.rawHash)
    }

    /// The root of the URL's scheme's routes, or `-1`: the scheme compared in lower case.
    func schemeRoot() -> Int32 {
        guard url.hasScheme else { return -1 }
        let length = Int(url.schemeEnd)
        let text = table.trie.literals.text
        for scheme in table.trie.schemes where Int(scheme.textCount) == length {
            let start = Int(scheme.textStart)
            var index = 0
            while index < length, bytes[index].asciiLowercased == text[start + index] { index += 1 }
            if index == length { return scheme.root }
        }
        return -1
    }

    /// Whether the URL is `http`, `https` or of a web scheme, on one of the router's web hosts.
    func isOnWebHost() -> Bool {
        guard !table.webHosts.isEmpty, url.authorityIsSegment, url.hasScheme else { return false }
        let scheme = bytes.extracting(0..<Int(url.schemeEnd)).lazy.map(\.asciiLowercased)
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8)
            || table.webSchemes.contains(where: { scheme.elementsEqual($0) })
        else { return false }
        let authority = URLSegment(bytes, from: Int(url.authorityStart), to: Int(url.authorityEnd), isAuthority: true, url: url)
        let hosts = table.webHosts
        return authority.withValue(in: bytes) { host in hosts.contains { $0.matches(host) } }
    }
}
