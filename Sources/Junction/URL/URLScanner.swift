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
        /// Is the authority, whose value is lower-cased.
        static let isAuthority = Flags(rawValue: 8)
        static let valueInScratch = Flags(rawValue: 16)
        static let keyInScratch = Flags(rawValue: 32)
        /// Value, key and hash are already worked out.
        static let isPrepared = Flags(rawValue: 64)
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
    func scan(into segments: UnsafeMutableBufferPointer<SegmentRef>) throws(SyntaxProblem) -> URLOffsets {
        let count = bytes.count
        guard count > 0 else { throw SyntaxProblem("the URL is empty", at: nil) }
        guard count <= limits.maxURLLength else {
            throw SyntaxProblem(.limitExceeded, "the URL is \(count) bytes long; the limit is \(limits.maxURLLength)", at: nil)
        }
        var offsets = URLOffsets()
        var index = try scanScheme(&offsets)
        var segmentCount = 0

        if offsets.hasAuthority {
            let start = index
            let flags = try scanComponent(from: &index, place: .authority, stopAtSlash: true)
            offsets.authorityEnd = Int32(index)
            if index > start {
                try record(start, index, flags, into: segments, count: &segmentCount)
            }
        }
        offsets.pathStart = Int32(index)
        while index < count, bytes[index] != .question, bytes[index] != .hash {
            if bytes[index] == .slash {
                index += 1
                continue
            }
            let start = index
            if segmentCount == limits.maxSegments {
                throw SyntaxProblem(
                    .limitExceeded,
                    "more than \(limits.maxSegments) path segments (the limit): segment \(limits.maxSegments + 1)", at: start)
            }
            let flags = try scanComponent(from: &index, place: .segment, stopAtSlash: true)
            try record(start, index, flags, into: segments, count: &segmentCount)
        }
        offsets.pathEnd = Int32(index)

        if index < count, bytes[index] == .question {
            index += 1
            offsets.queryStart = Int32(index)
            var items = 0
            while index < count, bytes[index] != .hash {
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
                _ = try scanComponent(from: &index, place: .query, stopAtSlash: false)
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
        offsets.segmentCount = Int32(segmentCount)
        return offsets
    }

    /// The scheme, if the URL has one; returns where what follows it starts.
    private func scanScheme(_ offsets: inout URLOffsets) throws(SyntaxProblem) -> Int {
        let count = bytes.count
        var index = 0
        var valid = bytes[0].isASCIILetter
        while index < count {
            let byte = bytes[index]
            if byte == .colon { break }
            if byte == .slash || byte == .question || byte == .hash { return 0 }
            if !(byte.isASCIILetter || byte.isASCIIDigit || byte == .plus || byte == .minus
                || byte == .dot || byte == .underscore) {
                valid = false
            }
            index += 1
        }
        guard index < count else { return 0 }
        let colon = index
        let hasSlashes = colon + 2 < count && bytes[colon + 1] == .slash && bytes[colon + 2] == .slash
        if hasSlashes {
            guard colon > 0 else { throw SyntaxProblem("'://' with no scheme before it", at: colon) }
            guard valid else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<colon]), as: UTF8.self)
                throw SyntaxProblem(
                    "\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')", at: 0)
            }
            offsets.schemeEnd = Int32(colon)
            offsets.authorityStart = Int32(colon + 3)
            offsets.authorityEnd = Int32(colon + 3)
            return colon + 3
        }
        guard valid && colon > 0 else { return 0 }
        offsets.schemeEnd = Int32(colon)
        return colon + 1
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
        segments[count] = SegmentRef(rawStart: Int32(start), rawEnd: Int32(end), flags: segmentFlags)
        count += 1
    }

    struct ComponentFlags {
        var hasPercent = false
        var hasUppercase = false
        var hasNonASCII = false
    }

    /// Whether a byte needs no attention: printable ASCII other than the boundaries `/?#&`,
    /// `%`, `@`, `\\` and upper-case letters.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte >> 6 {
        case 0: (0x7FFF_7F97_0000_0000 as UInt64) >> UInt64(byte & 63) & 1 == 1
        case 1: (0x7FFF_FFFF_E800_0000 as UInt64) >> UInt64(byte & 63) & 1 == 1
        default: false
        }
    }

    /// Checks one component from `index` up to its end (`/` where `stopAtSlash`, `?` in the
    /// path, `&` in the query, `#`), left to right: the length limit of a segment, raw control
    /// characters, `@` and `\` in the authority, percent-encoding, and what it decodes to
    /// (well-formed UTF-8 and no control character).
    private func scanComponent(
        from index: inout Int, place: PercentEncoding.Place, stopAtSlash: Bool
    ) throws(SyntaxProblem) -> ComponentFlags {
        let start = index
        let count = bytes.count
        let lengthLimit = place == .query ? Int.max : limits.maxSegmentLength
        var flags = ComponentFlags()
        var utf8 = UTF8Validator()
        var sequenceStart = start
        do {
            while index < count {
                let byte = bytes[index]
                if !flags.hasPercent && URLScanner.isPlain(byte) {
                    index += 1
                    continue
                }
                if isBoundary(byte, place: place, stopAtSlash: stopAtSlash) { break }
                if index - start >= lengthLimit { break }
                if byte.isControl {
                    throw SyntaxProblem("control character \(PercentEncoding.unicodeName(byte)) in \(place.name)", at: index)
                }
                if utf8.isComplete { sequenceStart = index }
                var decoded = byte
                if byte == .percent {
                    guard index + 2 < count, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue else {
                        throw invalidPercent(at: index, place: place, stopAtSlash: stopAtSlash)
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
            && !isBoundary(bytes[index], place: place, stopAtSlash: stopAtSlash)) {
            throw SyntaxProblem(.limitExceeded, "a segment longer than \(lengthLimit) bytes (the limit)", at: start)
        }
        if flags.hasPercent && !utf8.isComplete {
            throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: sequenceStart)
        }
        return flags
    }

    /// Whether a component's decoded text is `.` or `..`.
    private func isDotSegment(_ start: Int, _ end: Int) -> Int? {
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

    private func isBoundary(_ byte: UInt8, place: PercentEncoding.Place, stopAtSlash: Bool) -> Bool {
        byte == .hash || (stopAtSlash && byte == .slash) || (place == .query ? byte == .ampersand : byte == .question)
    }

    /// `invalid percent-encoding "%ZZ"`: the `%` and up to two characters after it, within the component.
    private func invalidPercent(at index: Int, place: PercentEncoding.Place, stopAtSlash: Bool) -> SyntaxProblem {
        var end = index + 1
        while end < bytes.count, end < index + 3, !isBoundary(bytes[end], place: place, stopAtSlash: stopAtSlash) {
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
