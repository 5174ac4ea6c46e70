/// Where the parts of a scanned URL stand, as byte offsets; `-1` where a part is absent.
struct URLOffsets: Hashable, Sendable {
    var schemeEnd: Int32 = -1
    var authorityStart: Int32 = -1
    var authorityEnd: Int32 = -1
    var pathStart: Int32 = 0
    var pathEnd: Int32 = 0
    var queryStart: Int32 = -1
    var queryEnd: Int32 = -1
    var fragmentStart: Int32 = -1
    /// The path's segments, the authority included when it is one.
    var segmentCount: Int32 = 0
    var plusAsSpace = false

    var hasScheme: Bool { schemeEnd >= 0 }
    var hasAuthority: Bool { authorityStart >= 0 }
    /// The authority is not empty, and so is the first segment.
    var authorityIsSegment: Bool { authorityStart >= 0 && authorityEnd > authorityStart }
    /// Where the first segment starts: the authority when it is one, else the path.
    var firstSegmentStart: Int { Int(authorityIsSegment ? authorityStart : pathStart) }
}

/// Reads a URL in one pass over its UTF-8 bytes (ROUTING.md §1): where its parts stand, each
/// part checked on the way, without allocating.
///
/// The parts are where ``URLLayout`` puts them: the scheme by ``URLLayout/head(of:)``, each
/// part and each segment or query item ended by the grammar's byte sets. After the length
/// limit, the first problem from the left is thrown.
struct URLScanner {
    let bytes: LentBuffer<UInt8>
    let limits: URLLimits

    func scan() throws(SyntaxProblem) -> URLOffsets {
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

        if head.hasAuthority {
            let start = index
            offsets.authorityStart = Int32(start)
            try scanComponent(from: &index, place: .authority)
            offsets.authorityEnd = Int32(index)
            if index > start {
                try checkDots(start, index)
                segments += 1
            }
        }
        offsets.pathStart = Int32(index)
        while index < count, !URLLayout.pathEnd.contains(bytes[index]) {
            if bytes[index] == .slash {
                index += 1
                continue
            }
            if segments == limits.maxSegments {
                throw SyntaxProblem(
                    .limitExceeded,
                    "more than \(limits.maxSegments) path segments (the limit): segment \(limits.maxSegments + 1)", at: index)
            }
            let start = index
            try scanComponent(from: &index, place: .segment)
            try checkDots(start, index)
            segments += 1
        }
        offsets.pathEnd = Int32(index)
        offsets.segmentCount = Int32(segments)

        if index < count, bytes[index] == .question {
            index += 1
            offsets.queryStart = Int32(index)
            var items = 0
            while index < count, !URLLayout.queryEnd.contains(bytes[index]) {
                if bytes[index] == .ampersand {
                    index += 1
                    continue
                }
                if items == limits.maxQueryItems {
                    throw SyntaxProblem(
                        .limitExceeded,
                        "more than \(limits.maxQueryItems) query items (the limit): item \(limits.maxQueryItems + 1)", at: index)
                }
                items += 1
                try scanComponent(from: &index, place: .query)
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

    /// The bytes a component's loop steps over without a second look, until its first `%`:
    /// printable ASCII but the place's ends, `%`, and in the authority `@` and `\`.
    static func plainBytes(_ place: PercentEncoding.Place) -> ByteSet {
        switch place {
        case .authority: ByteSet(low: 0x7FFF_7FD7_0000_0000, high: 0x7FFF_FFFF_EFFF_FFFE)
        case .segment: ByteSet(low: 0x7FFF_7FD7_0000_0000, high: 0x7FFF_FFFF_FFFF_FFFF)
        case .query: ByteSet(low: 0xFFFF_FF97_0000_0000, high: 0x7FFF_FFFF_FFFF_FFFF)
        }
    }

    /// Where each place ends: the authority and a segment at `/`, `?` or `#`, a query item at `&` or `#`.
    static func ends(_ place: PercentEncoding.Place) -> ByteSet {
        place == .query ? URLLayout.itemEnd : URLLayout.segmentEnd
    }

    /// Checks one component from `index` up to its end, left to right: the length limit of a
    /// segment, raw control characters, `@` and `\` in the authority, percent-encoding, and what
    /// it decodes to (well-formed UTF-8 and no control character).
    private func scanComponent(from index: inout Int, place: PercentEncoding.Place) throws(SyntaxProblem) {
        let plain = URLScanner.plainBytes(place)
        let ends = URLScanner.ends(place)
        let start = index
        let count = bytes.count
        let lengthLimit = place == .query ? Int.max : limits.maxSegmentLength
        // Until the first `%`, printable bytes need no second look; after it, every byte goes
        // through the UTF-8 check, since a raw byte may continue an escaped character.
        var hasPercent = false
        var utf8 = UTF8Validator()
        var sequenceStart = start
        while index < count {
            let byte = bytes[index]
            if !hasPercent && plain.contains(byte) {
                index += 1
                continue
            }
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
                    let text = String(decoding: bytes.extracting(index..<index + 3), as: UTF8.self)
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
    }

    /// Refuses a segment whose decoded text is `.` or `..`.
    private func checkDots(_ start: Int, _ end: Int) throws(SyntaxProblem) {
        guard end - start <= 6, let dots = URLScanner.dotSegment(bytes.extracting(start..<end)) else { return }
        let raw = String(decoding: bytes.extracting(start..<end), as: UTF8.self)
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
        let text = String(decoding: bytes.extracting(index..<end), as: UTF8.self)
        return SyntaxProblem("invalid percent-encoding \"\(text)\" in \(place.name)", at: index)
    }
}

/// Checks a stream of bytes for well-formed UTF-8 (no overlong forms, no surrogates, nothing
/// past U+10FFFF), one byte at a time.
struct UTF8Validator {
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    var isComplete: Bool { needed == 0 }

    mutating func accept(_ byte: UInt8) -> Bool {
        if needed == 0 {
            switch byte {
            case 0x00...0x7F: return true
            case 0xC2...0xDF: needed = 1
            case 0xE0: needed = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: needed = 2
            case 0xED: needed = 2; upper = 0x9F
            case 0xF0: needed = 3; lower = 0x90
            case 0xF1...0xF3: needed = 3
            case 0xF4: needed = 3; upper = 0x8F
            default: return false
            }
            return true
        }
        guard byte >= lower && byte <= upper else { return false }
        lower = 0x80
        upper = 0xBF
        needed -= 1
        return true
    }
}
