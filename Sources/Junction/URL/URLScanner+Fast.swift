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
        /// Records `start..<end`; `false` when the full reader must decide.
        func record(_ start: Int, _ end: Int, uppercase: Bool, authority: Bool) -> Bool {
            let length = end - start
            guard segmentCount < limits.maxSegments, length <= limits.maxSegmentLength else { return false }
            if length <= 2 && base[start] == .dot && (length == 1 || base[start + 1] == .dot) { return false }
            var hash: UInt32 = 0x811C_9DC5
            for position in start..<end { hash = (hash ^ UInt32(base[position])) &* 0x0100_0193 }
            var flags: SegmentRef.Flags = uppercase ? [.hasUppercase, .isPrepared] : [.isPrepared]
            if authority { flags.insert(.isAuthority) }
            var ref = SegmentRef(rawStart: Int32(start), rawEnd: Int32(end), flags: flags)
            ref.valueStart = ref.rawStart
            ref.valueEnd = ref.rawEnd
            ref.keyStart = ref.rawStart
            ref.keyEnd = ref.rawEnd
            ref.keyHash = hash
            // An upper-case authority is lower-cased, and so are keys when the router ignores case.
            if uppercase && (authority || foldsCase) { ref.flags.remove(.isPrepared) }
            segments[segmentCount] = ref
            segmentCount += 1
            return true
        }

        if offsets.authorityStart >= 0 {
            let start = index
            var uppercase = false
            while index < count {
                let byte = base[index]
                if byte == .slash || byte == .question || byte == .hash { break }
                guard URLScanner.isPlainAuthority(byte) else { return nil }
                uppercase = uppercase || byte.isASCIIUppercase
                index += 1
            }
            offsets.authorityEnd = Int32(index)
            if index > start, !record(start, index, uppercase: uppercase, authority: true) { return nil }
        }

        offsets.pathStart = Int32(index)
        var start = index
        var uppercase = false
        while index < count {
            let byte = base[index]
            if byte == .question || byte == .hash { break }
            if byte == .slash {
                if index > start, !record(start, index, uppercase: uppercase, authority: false) { return nil }
                start = index + 1
                uppercase = false
            } else {
                guard URLScanner.isPlainPath(byte) else { return nil }
                uppercase = uppercase || byte.isASCIIUppercase
            }
            index += 1
        }
        if index > start, !record(start, index, uppercase: uppercase, authority: false) { return nil }
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
        return offsets
    }

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
