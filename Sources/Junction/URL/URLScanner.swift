/// Reads a URL in one pass over its UTF-8 bytes (ROUTING.md §1): where its parts stand, each
/// part checked on the way, without allocating.
///
/// The parts are where ``URLLayout`` puts them: the scheme by ``URLLayout/head(of:)``, each
/// part and each segment or query item ended by the grammar's byte sets. After the length
/// limit, the first problem from the left is thrown.
///
/// Given working memory, it records each segment (the authority first, when it is one) with
/// the hash of its bytes as it steps over them, so that a lookup reads the URL once.
struct URLScanner {
    let bytes: LentBuffer<UInt8>
    let limits: URLLimits

    /// How many segments a URL of `count` bytes may record under `limits`: no more than the
    /// limit (or one, where the limit is 0, for the authority, which is counted but not
    /// limited), nor than its bytes; none for a URL past the length limit, which is refused
    /// before any segment is read.
    static func segmentRoom(_ count: Int, _ limits: URLLimits) -> Int {
        count > limits.maxURLLength ? 0 : min(max(limits.maxSegments, 1), count)
    }

    /// Reads the URL; with `memory` (room for ``segmentRoom(_:_:)``), records its segments
    /// there, ``URLOffsets/segmentCount`` of them.
    func scan(recording memory: LentBuffer<URLSegment>? = nil) throws(SyntaxProblem) -> URLOffsets {
        let count = bytes.count
        guard count > 0 else { throw SyntaxProblem("the URL is empty", at: nil) }
        // Offsets are kept as `Int32`, so the limit is never more than `Int32.max`.
        guard count <= limits.maxURLLength, count <= Int32.max else {
            let limit = min(limits.maxURLLength, Int(Int32.max))
            throw SyntaxProblem(.limitExceeded, "the URL is \(count) bytes long; the limit is \(limit)", at: nil)
        }
        var offsets = URLOffsets()
        let head = try URLLayout.head(of: bytes)
        if let schemeEnd = head.schemeEnd { offsets.schemeEnd = Int32(schemeEnd) }
        var index = head.rest
        var segments = 0
        let authorityPlain = URLScanner.plainTable(.authority)
        if head.hasAuthority {
            let start = index
            offsets.authorityStart = Int32(start)
            var hasher = SegmentHasher()
            index = plainEnd(from: start, in: authorityPlain, hashing: &hasher)
            let plain = endsPlainly(start, index, ends: URLLayout.authorityEnd, limit: limits.maxSegmentLength)
            if !plain {
                index = try scanComponent(from: start, resumingAt: index, place: .authority)
            }
            offsets.authorityEnd = Int32(index)
            if index > start {
                if mayBeDots(start, index) { try checkDots(start, index) }
                if let memory {
                    let hash = plain ? hasher.finish() : SegmentHasher.hash(bytes.extracting(start..<index))
                    memory[segments] = URLSegment(start: start, end: index, rawHash: hash, isAuthority: true, isPlain: plain)
                }
                segments += 1
            }
        }
        offsets.pathStart = Int32(index)
        let segmentPlain = URLScanner.plainTable(.segment)
        while index < count, !URLLayout.pathEnd.contains(bytes[index]) {
            if bytes[index] == .slash {
                index += 1
                continue
            }
            if segments >= limits.maxSegments {
                throw SyntaxProblem(
                    .limitExceeded,
                    "more than \(limits.maxSegments) path segments (the limit): segment \(limits.maxSegments + 1)", at: index)
            }
            let start = index
            var hasher = SegmentHasher()
            index = plainEnd(from: start, in: segmentPlain, hashing: &hasher)
            let plain = endsPlainly(start, index, ends: URLLayout.segmentEnd, limit: limits.maxSegmentLength)
            if !plain {
                index = try scanComponent(from: start, resumingAt: index, place: .segment)
            }
            if mayBeDots(start, index) { try checkDots(start, index) }
            if let memory {
                let hash = plain ? hasher.finish() : SegmentHasher.hash(bytes.extracting(start..<index))
                memory[segments] = URLSegment(start: start, end: index, rawHash: hash, isAuthority: false, isPlain: plain)
            }
            segments += 1
        }
        offsets.pathEnd = Int32(index)
        offsets.segmentCount = Int32(segments)

        if index < count, bytes[index] == .question {
            index += 1
            offsets.queryStart = Int32(index)
            var items = 0
            let itemPlain = URLScanner.plainTable(.query)
            while index < count, !URLLayout.queryEnd.contains(bytes[index]) {
                if bytes[index] == .ampersand {
                    index += 1
                    continue
                }
                if items >= limits.maxQueryItems {
                    throw SyntaxProblem(
                        .limitExceeded,
                        "more than \(limits.maxQueryItems) query items (the limit): item \(limits.maxQueryItems + 1)", at: index)
                }
                items += 1
                let start = index
                index = bytes.firstIndex(from: start) { !itemPlain.contains($0) }
                if !endsPlainly(start, index, ends: URLLayout.itemEnd, limit: Int.max) {
                    index = try scanComponent(from: start, resumingAt: index, place: .query)
                }
            }
            offsets.queryEnd = Int32(index)
        }
        if index < count {
            // The fragment: never an error of its own, but raw control characters count anywhere.
            offsets.fragmentStart = Int32(index + 1)
            for position in (index + 1)..<count where bytes[position].isControl {
                throw SyntaxProblem(
                    "control character \(PercentEncoding.unicodeName(bytes[position])) in the fragment", at: position)
            }
        }
        return offsets
    }

    /// Where the plain bytes (``plainBytes(_:)``) from `start` end, each added to `hasher`.
    private func plainEnd(from start: Int, in plain: ByteTable, hashing hasher: inout SegmentHasher) -> Int {
        bytes.firstIndex(from: start) { byte in
            guard plain.contains(byte) else { return true }
            hasher.add(byte)
            return false
        }
    }

    /// The bytes the scanner steps over in a tight loop: printable ASCII but the place's ends
    /// and `%`; in the authority and the path, but upper-case letters (so that a segment of
    /// plain bytes is its own value and key, ``URLSegment/isPlain``), and in the authority `@`
    /// and `\`.
    static func plainBytes(_ place: PercentEncoding.Place) -> ByteSet {
        switch place {
        case .authority: ByteSet(low: 0x7FFF_7FD7_0000_0000, high: 0x7FFF_FFFF_E800_0000)
        case .segment: ByteSet(low: 0x7FFF_7FD7_0000_0000, high: 0x7FFF_FFFF_F800_0001)
        case .query: ByteSet(low: 0xFFFF_FF97_0000_0000, high: 0x7FFF_FFFF_FFFF_FFFF)
        }
    }

    /// ``plainBytes(_:)`` as tables, for the loops.
    static func plainTable(_ place: PercentEncoding.Place) -> ByteTable {
        switch place {
        case .authority: plainInAuthority
        case .segment: plainInSegment
        case .query: plainInQuery
        }
    }

    private static let plainInAuthority = ByteTable(plainBytes(.authority))
    private static let plainInSegment = ByteTable(plainBytes(.segment))
    private static let plainInQuery = ByteTable(plainBytes(.query))

    /// Where each place's components end: the authority and a segment at `/`, `?` or `#`, a
    /// query item at `&` or `#`.
    static func ends(_ place: PercentEncoding.Place) -> ByteSet {
        place == .query ? URLLayout.itemEnd : URLLayout.segmentEnd
    }

    /// Whether a component from `start` whose plain bytes (``plainBytes(_:)``) run up to `end`
    /// ends there (at one of `ends`, or the URL's end), within `limit`: most components do, read
    /// in a tight loop. Where another byte stops that loop,
    /// ``scanComponent(from:resumingAt:place:)`` reads on from it, checking every rule.
    private func endsPlainly(_ start: Int, _ end: Int, ends: ByteSet, limit: Int) -> Bool {
        (end == bytes.count || ends.contains(bytes[end])) && end - start <= limit
    }

    /// Checks one component from `start` up to its end, left to right, and returns where it
    /// ends: the length limit of a segment, raw control characters, `@` and `\` in the
    /// authority, percent-encoding, and what it decodes to (well-formed UTF-8 and no control
    /// character). The bytes before `resume` are plain (``plainBytes(_:)``): the check starts
    /// there.
    private func scanComponent(
        from start: Int, resumingAt resume: Int, place: PercentEncoding.Place
    ) throws(SyntaxProblem) -> Int {
        let plain = URLScanner.plainTable(place)
        let ends = URLScanner.ends(place)
        let count = bytes.count
        let lengthLimit = place == .query ? Int.max : limits.maxSegmentLength
        var index = resume
        // Printable bytes need no second look, but within an escaped character (a raw byte may
        // not continue one).
        var hasPercent = false
        var utf8 = UTF8Validator()
        var sequenceStart = resume
        while true {
            if utf8.isComplete {
                index = bytes.firstIndex(from: index) { !plain.contains($0) }
            }
            guard index < count else { break }
            let byte = bytes[index]
            if ends.contains(byte) || index - start >= lengthLimit { break }
            if byte.isControl {
                throw SyntaxProblem("control character \(PercentEncoding.unicodeName(byte)) in \(place.name)", at: index)
            }
            if utf8.isComplete { sequenceStart = index }
            var decoded = byte
            if byte == .percent {
                guard index + 2 < count, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue else {
                    throw invalidPercent(at: index, place: place)
                }
                decoded = high << 4 | low
                if decoded.isControl {
                    let text = String(decoding: bytes.extracting(index..<index + 3))
                    throw SyntaxProblem(
                        "\"\(text)\" decodes to a control character (\(PercentEncoding.unicodeName(decoded))) in \(place.name)",
                        at: index)
                }
                hasPercent = true
                index += 3
            } else {
                if place == .authority && (byte == .at || byte == .backslash) {
                    throw SyntaxProblem(
                        byte == .at ? "user info ('@') is not allowed in the authority" : "a backslash is not allowed in the authority",
                        at: index)
                }
                index += 1
            }
            if hasPercent && !utf8.accept(decoded) {
                throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: sequenceStart)
            }
        }
        // A segment past the limit: reported at its start, unless a problem came before the limit.
        if index - start > lengthLimit || (index - start == lengthLimit && index < count && !ends.contains(bytes[index])) {
            throw SyntaxProblem(.limitExceeded, "a segment longer than \(lengthLimit) bytes (the limit)", at: start)
        }
        if hasPercent && !utf8.isComplete {
            throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: sequenceStart)
        }
        return index
    }

    /// Whether a segment could read `.` or `..`: at most 6 bytes (`%2E%2E`), starting with `.` or `%`.
    private func mayBeDots(_ start: Int, _ end: Int) -> Bool {
        end - start <= 6 && (bytes[start] == .dot || bytes[start] == .percent)
    }

    /// Refuses a segment whose decoded text is `.` or `..`.
    private func checkDots(_ start: Int, _ end: Int) throws(SyntaxProblem) {
        guard let dots = URLScanner.dotSegment(bytes.extracting(start..<end)) else { return }
        let raw = String(decoding: bytes.extracting(start..<end))
        let value = dots == 1 ? "." : ".."
        throw SyntaxProblem(raw == value ? "dot segment \"\(raw)\"" : "dot segment \"\(raw)\" (decodes to \"\(value)\")", at: start)
    }

    /// Whether a segment's decoded text is `.` (1) or `..` (2).
    static func dotSegment(_ segment: LentBuffer<UInt8>) -> Int? {
        var dots = 0
        var index = 0
        while index < segment.count {
            if segment[index] == .dot {
                index += 1
            } else if segment[index] == .percent, index + 2 < segment.count, segment[index + 1] == UInt8(ascii: "2"),
                      segment[index + 2] | 0x20 == UInt8(ascii: "e") {
                index += 3
            } else {
                return nil
            }
            dots += 1
            if dots > 2 { return nil }
        }
        return dots == 0 ? nil : dots
    }

    /// `invalid percent-encoding "%ZZ"`: the `%` and up to two characters after it, within the component.
    private func invalidPercent(at index: Int, place: PercentEncoding.Place) -> SyntaxProblem {
        let ends = URLScanner.ends(place)
        var end = index + 1
        while end < bytes.count, end < index + 3, !ends.contains(bytes[end]) { end += 1 }
        // Keep whole characters: a multi-byte character after `%` is shown entire.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes.extracting(index..<end))
        return SyntaxProblem("invalid percent-encoding \"\(text)\" in \(place.name)", at: index)
    }
}
