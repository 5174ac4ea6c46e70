/// Where one segment of a scanned URL stands, and what reading it takes. Kept to 32 bytes, so
/// the 32 segments a URL may have by default fit a 1 KiB buffer on the stack.
struct SegmentRef {
    /// The segment as written, as byte offsets into the URL.
    var rawStart: Int32
    var rawEnd: Int32
    /// The decoded value (lower-cased for the authority): in the URL's bytes unless
    /// ``Flags/valueInScratch``.
    var valueStart: Int32 = 0
    var valueEnd: Int32 = 0
    /// The text compared with literals: the value, folded when the router ignores case.
    var keyStart: Int32 = 0
    var keyEnd: Int32 = 0
    var keyHash: UInt32 = 0
    var flags: Flags

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// Written with `%`.
        static let hasPercent = Flags(rawValue: 1)
        /// Has an upper-case ASCII letter (raw, or decoded).
        static let hasUppercase = Flags(rawValue: 2)
        /// Has a byte outside ASCII (raw, or decoded).
        static let hasNonASCII = Flags(rawValue: 4)
        /// The value stands in the lookup's scratch buffer, not in the URL's bytes.
        static let valueInScratch = Flags(rawValue: 8)
        /// The key stands in the scratch buffer.
        static let keyInScratch = Flags(rawValue: 16)
        /// Value, key and hash are already worked out.
        static let isPrepared = Flags(rawValue: 32)
    }

    init(rawStart: Int32, rawEnd: Int32, flags: Flags) {
        self.rawStart = rawStart
        self.rawEnd = rawEnd
        self.flags = flags
    }
}

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
    var segmentCount: Int32 = 0
    var plusAsSpace = false
    /// Every segment's value, key and hash are already worked out (the plain scanner's common case).
    var segmentsPrepared = false

    var hasScheme: Bool { schemeEnd >= 0 }
    var hasAuthority: Bool { authorityStart >= 0 }
    /// The authority is not empty, and so is the first segment.
    var authorityIsSegment: Bool { authorityStart >= 0 && authorityEnd > authorityStart }
}

/// Reads a URL in one pass over its UTF-8 bytes (ROUTING.md §1), checking every rule and
/// recording where each segment stands, without allocating.
///
/// The first problem from the left is thrown, after the length limit.
struct URLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: URLLimits

    /// Scans the URL, writing its segments into `segments` (which holds `limits.maxSegments`).
    ///
    /// The parts are where ``URLLayout`` puts them: the scheme by ``URLLayout/head(of:)``, each
    /// part and each segment or query item ended by the grammar's byte sets.
    func scan(into segments: UnsafeMutableBufferPointer<SegmentRef>) throws(SyntaxProblem) -> URLOffsets {
        let count = bytes.count
        guard count > 0 else { throw SyntaxProblem("the URL is empty", at: nil) }
        // Offsets are kept as `Int32`, so the limit is never more than `Int32.max`.
        guard count <= limits.maxURLLength, count <= Int32.max else {
            let limit = min(limits.maxURLLength, Int(Int32.max))
            throw SyntaxProblem(.limitExceeded, "the URL is \(count) bytes long; the limit is \(limit)", at: nil)
        }
        var offsets = URLOffsets()
        let head = try URLLayout.head(of: bytes)
        if let schemeEnd = head.schemeEnd { offsets.schemeEnd = Int32(truncatingIfNeeded: schemeEnd) }
        var index = head.rest
        var segmentCount = 0

        if head.hasAuthority {
            let start = index
            offsets.authorityStart = Int32(truncatingIfNeeded: start)
            let flags = try scanComponent(from: &index, place: .authority)
            offsets.authorityEnd = Int32(truncatingIfNeeded: index)
            if index > start {
                try record(start, index, flags, into: segments, count: &segmentCount)
            }
        }
        offsets.pathStart = Int32(truncatingIfNeeded: index)
        let pathEnd = URLLayout.pathEnd
        let segmentEnd = URLLayout.segmentEnd
        while index < count, !pathEnd.contains(bytes[index]) {
            if segmentEnd.contains(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            if segmentCount == limits.maxSegments {
                throw SyntaxProblem(
                    .limitExceeded,
                    "more than \(limits.maxSegments) path segments (the limit): segment \(limits.maxSegments + 1)", at: start)
            }
            let flags = try scanComponent(from: &index, place: .segment)
            try record(start, index, flags, into: segments, count: &segmentCount)
        }
        offsets.pathEnd = Int32(truncatingIfNeeded: index)

        if index < count, bytes[index] == .question {
            index += 1
            offsets.queryStart = Int32(truncatingIfNeeded: index)
            var items = 0
            let queryEnd = URLLayout.queryEnd
            let itemEnd = URLLayout.itemEnd
            while index < count, !queryEnd.contains(bytes[index]) {
                if itemEnd.contains(bytes[index]) {
                    index += 1
                    continue
                }
                if items == limits.maxQueryItems {
                    throw SyntaxProblem(
                        .limitExceeded,
                        "more than \(limits.maxQueryItems) query items (the limit): item \(limits.maxQueryItems + 1)", at: index)
                }
                items += 1
                _ = try scanComponent(from: &index, place: .query)
            }
            offsets.queryEnd = Int32(truncatingIfNeeded: index)
        }
        if index < count {
            // The fragment: never an error of its own, but raw control characters count anywhere.
            offsets.fragmentStart = Int32(truncatingIfNeeded: index + 1)
            for position in (index + 1)..<count where bytes[position].isControl {
                throw SyntaxProblem(
                    "control character \(PercentEncoding.unicodeName(bytes[position])) in the fragment", at: position)
            }
        }
        offsets.segmentCount = Int32(truncatingIfNeeded: segmentCount)
        return offsets
    }

    private func record(
        _ start: Int, _ end: Int, _ flags: ComponentFlags,
        into segments: UnsafeMutableBufferPointer<SegmentRef>, count: inout Int
    ) throws(SyntaxProblem) {
        if end - start <= 6, let dots = isDotSegment(start, end) {
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let value = dots == 1 ? "." : ".."
            let what = raw == value ? "dot segment \"\(raw)\"" : "dot segment \"\(raw)\" (decodes to \"\(value)\")"
            throw SyntaxProblem(what, at: start)
        }
        var segmentFlags: SegmentRef.Flags = []
        if flags.hasPercent { segmentFlags.insert(.hasPercent) }
        if flags.hasUppercase { segmentFlags.insert(.hasUppercase) }
        if flags.hasNonASCII { segmentFlags.insert(.hasNonASCII) }
        segments[count] = SegmentRef(rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: end), flags: segmentFlags)
        count += 1
    }

    struct ComponentFlags {
        var hasPercent = false
        var hasUppercase = false
        var hasNonASCII = false
    }

    /// The bytes a component's loop steps over without a second look: printable ASCII but the
    /// grammar's ends of a segment or a query item, `%`, `@`, `\\` and upper-case letters.
    @inline(__always) static var plainBytes: ByteSet {
        ByteSet(low: 0x7FFF_7F97_0000_0000, high: 0x7FFF_FFFF_E800_0000)
    }

    /// Checks one component from `index` up to its end (where the grammar ends the authority, a
    /// segment or a query item), left to right: the length limit of a segment, raw control
    /// characters, `@` and `\` in the authority, percent-encoding, and what it decodes to
    /// (well-formed UTF-8 and no control character).
    private func scanComponent(
        from index: inout Int, place: PercentEncoding.Place
    ) throws(SyntaxProblem) -> ComponentFlags {
        let plain = URLScanner.plainBytes
        let ends = place == .query ? URLLayout.itemEnd : place == .authority ? URLLayout.authorityEnd : URLLayout.segmentEnd
        let start = index
        let count = bytes.count
        let lengthLimit = place == .query ? Int.max : limits.maxSegmentLength
        var flags = ComponentFlags()
        var utf8 = UTF8Validator()
        var sequenceStart = start
        do {
            while index < count {
                let byte = bytes[index]
                if !flags.hasPercent && plain.contains(byte) {
                    index += 1
                    continue
                }
                if ends.contains(byte) { break }
                if index - start >= lengthLimit { break }
                if byte.isControl {
                    throw SyntaxProblem("control character \(PercentEncoding.unicodeName(byte)) in \(place.name)", at: index)
                }
                if utf8.isComplete { sequenceStart = index }
                var decoded = byte
                if byte == .percent {
                    guard index + 2 < count, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue else {
                        throw invalidPercent(at: index, place: place, endingAt: ends)
                    }
                    decoded = high << 4 | low
                    if decoded.isControl {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 3]), as: UTF8.self)
                        throw SyntaxProblem(
                            "\"\(text)\" decodes to a control character (\(PercentEncoding.unicodeName(decoded))) in \(place.name)",
                            at: index)
                    }
                    flags.hasPercent = true
                    index += 3
                } else {
                    if place == .authority && (byte == .at || byte == .backslash) {
                        throw SyntaxProblem(
                            byte == .at ? "user info ('@') is not allowed in the authority" : "a backslash is not allowed in the authority",
                            at: index)
                    }
                    index += 1
                }
                if flags.hasPercent && !utf8.accept(decoded) {
                    throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: sequenceStart)
                }
                if decoded >= 0x80 { flags.hasNonASCII = true }
                if decoded.isASCIIUppercase { flags.hasUppercase = true }
            }
        }
        // A segment past the limit: reported at its start, unless a problem came before the limit.
        if index - start > lengthLimit || (index - start == lengthLimit && index < count
            && !ends.contains(bytes[index])) {
            throw SyntaxProblem(.limitExceeded, "a segment longer than \(lengthLimit) bytes (the limit)", at: start)
        }
        if flags.hasPercent && !utf8.isComplete {
            throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: sequenceStart)
        }
        return flags
    }

    /// Whether a component's decoded text is `.` (1) or `..` (2).
    func isDotSegment(_ start: Int, _ end: Int) -> Int? {
        var dots = 0
        var index = start
        while index < end {
            if bytes[index] == .dot {
                index += 1
            } else if bytes[index] == .percent, index + 2 < end, bytes[index + 1] == UInt8(ascii: "2"),
                      bytes[index + 2] | 0x20 == UInt8(ascii: "e") {
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
    private func invalidPercent(at index: Int, place: PercentEncoding.Place, endingAt ends: ByteSet) -> SyntaxProblem {
        var end = index + 1
        while end < bytes.count, end < index + 3, !ends.contains(bytes[end]) {
            end += 1
        }
        // Keep whole characters: a multi-byte character after `%` is shown entire.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
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
