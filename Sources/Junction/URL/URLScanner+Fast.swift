extension URLScanner {
    /// Reads the common case, a URL of printable ASCII with no percent-encoding, in one tight
    /// pass over raw pointers, recording each segment ready for matching (value, key and hash).
    ///
    /// Returns `nil` for anything else — non-ASCII, `%`, a control character, `@` or `\` in the
    /// authority, a dot segment, a limit reached, a malformed scheme — and ``scan(into:)``, the
    /// full reader, then gives the answer or the error. The two must agree wherever this one
    /// answers; `URLScannerTests` checks that on generated URLs.
    func scanPlain(into segments: UnsafeMutableBufferPointer<SegmentRef>, foldsCase: Bool) -> URLOffsets? {
        let count = bytes.count
        guard count > 0, count <= limits.maxURLLength, let base = bytes.baseAddress else { return nil }
        var offsets = URLOffsets()
        var index = 0

        // The scheme, when the text before the first `:` (ahead of any `/?#`) is one.
        if base[0].isASCIILetter {
            var end = 1
            while end < count, URLScanner.isSchemeByte(base[end]) { end += 1 }
            if end < count && base[end] == .colon {
                offsets.schemeEnd = Int32(end)
                if end + 2 < count && base[end + 1] == .slash && base[end + 2] == .slash {
                    index = end + 3
                    offsets.authorityStart = Int32(index)
                } else {
                    index = end + 1
                }
            } else if end < count && !(base[end] == .slash || base[end] == .question || base[end] == .hash) {
                return nil
            }
        } else if base[0] != .slash {
            return nil
        }

        var segmentCount = 0
        var allPrepared = true
        let maxSegments = limits.maxSegments
        let maxSegmentLength = limits.maxSegmentLength
        var inAuthority = offsets.authorityStart >= 0
        if !inAuthority { offsets.pathStart = Int32(index) }
        // The authority, then each path segment: a tight loop over plain bytes, hashing and
        // noting upper case as it goes, stopped by a boundary or anything the full reader must see.
        while true {
            let start = index
            var hasher = SegmentHasher()
            var uppercase: UInt8 = 0
            let stops = inAuthority ? URLScanner.authorityStops : URLScanner.pathStops
            while index < count {
                let byte = base[index]
                if byte >= 0x80 { return nil }
                if ((byte < 64 ? stops.low : stops.high) >> UInt64(byte & 63)) & 1 != 0 { break }
                uppercase |= (byte &- 0x41) < 26 ? 1 : 0
                hasher.add(byte)
                index += 1
            }
            let byte = index < count ? base[index] : UInt8.hash
            guard byte == .slash || byte == .question || byte == .hash else { return nil }
            let length = index - start
            if length > 0 {
                guard segmentCount < maxSegments, length <= maxSegmentLength else { return nil }
                if length <= 2 && base[start] == .dot && (length == 1 || base[start + 1] == .dot) { return nil }
                var ref = SegmentRef(rawStart: Int32(start), rawEnd: Int32(index), flags: .isPrepared)
                ref.valueStart = ref.rawStart
                ref.valueEnd = ref.rawEnd
                ref.keyStart = ref.rawStart
                ref.keyEnd = ref.rawEnd
                ref.keyHash = hasher.finish()
                if inAuthority { ref.flags.insert(.isAuthority) }
                if uppercase != 0 {
                    ref.flags.insert(.hasUppercase)
                    // An upper-case authority is lower-cased, and so are keys when the router ignores case.
                    if inAuthority || foldsCase {
                        ref.flags.remove(.isPrepared)
                        allPrepared = false
                    }
                }
                segments[segmentCount] = ref
                segmentCount += 1
            }
            if inAuthority {
                offsets.authorityEnd = Int32(index)
                offsets.pathStart = Int32(index)
                inAuthority = false
            }
            if byte != .slash { break }
            index += 1
        }
        offsets.pathEnd = Int32(index)

        if index < count && base[index] == .question {
            index += 1
            offsets.queryStart = Int32(index)
            var items = 0
            var itemStart = index
            while index <= count {
                let byte = index < count ? base[index] : .hash
                if byte == .ampersand || byte == .hash {
                    if index > itemStart { items += 1 }
                    if byte == .hash { break }
                    itemStart = index + 1
                } else if !URLScanner.isPlainQuery(byte) {
                    return nil
                }
                index += 1
            }
            guard items <= limits.maxQueryItems else { return nil }
            index = min(index, count)
            offsets.queryEnd = Int32(index)
        }
        if index < count {
            offsets.fragmentStart = Int32(index + 1)
            for position in (index + 1)..<count where base[position].isControl { return nil }
        }
        offsets.segmentCount = Int32(segmentCount)
        offsets.segmentsPrepared = allPrepared
        return offsets
    }

    /// Bytes that end the plain loop in a path segment: C0 controls, DEL, `/`, `?`, `#`, `%`
    /// (as bit masks over 0–63 and 64–127).
    static let pathStops = (low: 0x8000_8028_FFFF_FFFF as UInt64, high: 0x8000_0000_0000_0000 as UInt64)
    /// The same for the authority, where `@` and `\` also stop it.
    static let authorityStops = (low: 0x8000_8028_FFFF_FFFF as UInt64, high: 0x8000_0000_1000_0001 as UInt64)

    @inline(__always)
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == .plus || byte == .minus || byte == .dot || byte == .underscore
    }

    /// Printable ASCII but `%` and the path's boundaries.
    @inline(__always)
    static func isPlainPath(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != .percent
    }

    /// Printable ASCII but `%`, `@` and `\`.
    @inline(__always)
    static func isPlainAuthority(_ byte: UInt8) -> Bool {
        isPlainPath(byte) && byte != .at && byte != .backslash
    }

    /// Printable ASCII but `%`.
    @inline(__always)
    static func isPlainQuery(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != .percent
    }
}
