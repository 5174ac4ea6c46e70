/// One segment of a URL as the matcher meets it: where it stands, and what reading its value
/// and its key takes. The authority is the first segment (host-as-path, ROUTING.md §1).
///
/// Its **value** is its text percent-decoded, and for the authority lower-cased: what captures,
/// converters and mixed segments read. Its **key** is what a literal edge is compared with: the
/// value, folded as well when the router ignores case. Most segments need neither decoding nor
/// folding, and their key is their bytes as written, hashed as the URL is read (``URLScanner``
/// records each segment's bounds and hash in working memory, where the matcher reads them).
struct URLSegment {
    /// The segment as written, as byte offsets into the URL.
    private let startOffset: Int32
    private let endOffset: Int32
    /// The hash of its bytes as written (``SegmentHasher``).
    let rawHash: UInt32
    let isAuthority: Bool
    /// Whether the scanner found only plain bytes in it (``URLScanner/plainBytes(_:)``: no `%`,
    /// no upper-case letter, nothing outside ASCII), so that its value and its key are its text
    /// as written; otherwise ``needsDecoding(in:folding:)`` looks at its bytes.
    let isPlain: Bool

    var start: Int { Int(startOffset) }
    var end: Int { Int(endOffset) }

    init(start: Int, end: Int, rawHash: UInt32, isAuthority: Bool, isPlain: Bool) {
        startOffset = Int32(truncatingIfNeeded: start)
        endOffset = Int32(truncatingIfNeeded: end)
        self.rawHash = rawHash
        self.isAuthority = isAuthority
        self.isPlain = isPlain
    }

    /// Working memory's initial value, overwritten before it is read.
    static var unset: URLSegment { URLSegment(start: 0, end: 0, rawHash: 0, isAuthority: false, isPlain: false) }

    /// The segments of a URL read before (a ``RouteURL``), found again: the authority when it
    /// is one, then each non-empty path segment, hashed and found plain by the scanner's own
    /// tables, as ``URLScanner`` records them while it reads a URL. Returns how many it wrote
    /// into `memory`, which holds `url.segmentCount`.
    static func read(_ bytes: LentBuffer<UInt8>, _ url: URLOffsets, into memory: LentBuffer<URLSegment>) -> Int {
        var count = 0
        func add(_ start: Int, _ end: Int, isAuthority: Bool) {
            let plainBytes = URLScanner.plainTable(isAuthority ? .authority : .segment)
            var hasher = SegmentHasher()
            var isPlain = true
            for byte in bytes.extracting(start..<end) {
                hasher.add(byte)
                if !plainBytes.contains(byte) { isPlain = false }
            }
            memory[count] = URLSegment(
                start: start, end: end, rawHash: hasher.finish(), isAuthority: isAuthority, isPlain: isPlain)
            count += 1
        }
        if url.authorityIsSegment { add(Int(url.authorityStart), Int(url.authorityEnd), isAuthority: true) }
        let pathEnd = Int(url.pathEnd)
        var start = Int(url.pathStart)
        while start < pathEnd {
            let end = bytes.extracting(0..<pathEnd).firstIndex(from: start) { $0 == .slash }
            if end > start { add(start, end, isAuthority: false) }
            start = end + 1
        }
        return count
    }

    /// Whether the segment's text must be decoded or folded to give its value (`folding`: its
    /// key, when the router ignores case, or the authority's value): it holds a `%`, or, when
    /// folding, an upper-case letter or a byte outside ASCII.
    func needsDecoding(in bytes: LentBuffer<UInt8>, folding: Bool) -> Bool {
        guard !isPlain else { return false }
        for index in start..<end {
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
    /// The child of `node` by the literal edge for the segment's key, or `-1`.
    func literalChild(of node: Int32, _ segment: URLSegment) -> Int32 {
        guard !segment.needsDecoding(in: bytes, folding: segment.isAuthority || caseInsensitive) else {
            return decodedLiteralChild(of: node, segment)
        }
        return table.trie.literals.child(of: node, key: segment.start..<segment.end, in: bytes, hash: segment.rawHash)
    }

    /// The same for a segment whose key is not its text as written: decoded, or folded, first.
    private func decodedLiteralChild(of node: Int32, _ segment: URLSegment) -> Int32 {
        segment.withKey(in: bytes, foldsCase: caseInsensitive) { key in
            table.trie.literals.child(of: node, key: 0..<key.count, in: key, hash: SegmentHasher.hash(key))
        }
    }

    /// The root of the URL's scheme's routes, or `-1`: the scheme compared in lower case.
    func schemeRoot() -> Int32 {
        guard schemeEnd >= 0 else { return -1 }
        let length = Int(schemeEnd)
        let text = table.trie.literals.text
        for scheme in table.trie.schemes where Int(scheme.textCount) == length {
            let start = Int(scheme.textStart)
            var index = 0
            while index < length, bytes[index].asciiLowercased == text[start + index] { index += 1 }
            if index == length { return scheme.root }
        }
        return -1
    }

    /// Whether the URL is `http`, `https` or of a web scheme.
    func hasWebScheme() -> Bool {
        guard schemeEnd >= 0 else { return false }
        let scheme = bytes.extracting(0..<Int(schemeEnd)).lazy.map(\.asciiLowercased)
        return scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8)
            || table.webSchemes.contains(where: { scheme.elementsEqual($0) })
    }

    /// Whether the URL is `http`, `https` or of a web scheme, on one of the router's web hosts.
    func isOnWebHost() -> Bool {
        guard !table.webHosts.isEmpty, let authority = segments.first, authority.isAuthority, hasWebScheme() else { return false }
        let hosts = table.webHosts
        return authority.withValue(in: bytes) { host in hosts.contains { $0.matches(host) } }
    }
}
