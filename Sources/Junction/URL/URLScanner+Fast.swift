extension URLScanner {
    /// Reads the common case, a URL of printable ASCII with no percent-encoding, in one tight
    /// pass over raw pointers, recording each segment ready for matching (value, key and hash).
    ///
    /// It follows ``URLLayout``'s grammar as ``scan(into:)`` does: the scheme by
    /// ``URLLayout/head(of:)``, and each part ended by the grammar's byte sets, from which its
    /// stop masks are built. It returns `nil` for anything else — a byte outside ASCII, `%`, a
    /// control character, `@` or `\` in the authority, a dot segment, a limit reached, a
    /// malformed scheme — and ``scan(into:)`` then gives the answer or the error. Wherever this
    /// one answers, the two must agree: `URLGrammarTests` checks that on generated URLs, the
    /// fuzzing corpus and the web-platform-tests inputs.
    func scanPlain(into segments: UnsafeMutableBufferPointer<SegmentRef>, foldsCase: Bool) -> URLOffsets? {
        ByteClasses.table.withUnsafeBufferPointer { classes in
            scanPlain(into: segments, foldsCase: foldsCase, classes: classes.baseAddress!)
        }
    }

    /// ``scanPlain(into:foldsCase:)`` with ``ByteClasses/table`` at hand.
    private func scanPlain(
        into segments: UnsafeMutableBufferPointer<SegmentRef>, foldsCase: Bool, classes: UnsafePointer<UInt8>
    ) -> URLOffsets? {
        let count = bytes.count
        // Offsets are stored as `Int32`: the length is checked once here, then converted without checks.
        guard count > 0, count <= limits.maxURLLength, count <= Int32.max, let base = bytes.baseAddress,
              let head = URLLayout.headIfWellFormed(bytes)
        else { return nil }
        var offsets = URLOffsets()
        if let schemeEnd = head.schemeEnd { offsets.schemeEnd = Int32(truncatingIfNeeded: schemeEnd) }
        var index = head.rest

        var segmentCount = 0
        var allPrepared = true
        let maxSegments = limits.maxSegments
        let maxSegmentLength = limits.maxSegmentLength
        var inAuthority = head.hasAuthority
        if inAuthority { offsets.authorityStart = Int32(truncatingIfNeeded: index) } else { offsets.pathStart = Int32(truncatingIfNeeded: index) }
        // The authority, then each path segment: a tight loop over plain bytes, hashing and
        // noting upper case as it goes, stopped by the part's end or anything the full reader must see.
        while true {
            let start = index
            var hasher = SegmentHasher()
            var seen: UInt8 = 0
            let stops = inAuthority ? ByteClasses.authorityStop : ByteClasses.segmentStop
            while index < count {
                let byte = base[index]
                let byteClass = classes[Int(byte)]
                if byteClass & stops != 0 { break }
                seen |= byteClass
                hasher.add(byte)
                index += 1
            }
            let uppercase = seen & ByteClasses.uppercase
            guard index == count || (inAuthority ? URLLayout.authorityEnd : URLLayout.segmentEnd).contains(base[index]) else {
                return nil
            }
            let length = index &- start
            if length > 0 {
                guard segmentCount < maxSegments, length <= maxSegmentLength else { return nil }
                if length <= 2 && base[start] == .dot && (length == 1 || base[start + 1] == .dot) { return nil }
                var ref = SegmentRef(rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: index), flags: .isPrepared)
                ref.valueStart = ref.rawStart
                ref.valueEnd = ref.rawEnd
                ref.keyStart = ref.rawStart
                ref.keyEnd = ref.rawEnd
                ref.keyHash = hasher.finish()
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
                offsets.authorityEnd = Int32(truncatingIfNeeded: index)
                offsets.pathStart = Int32(truncatingIfNeeded: index)
                inAuthority = false
            }
            if index == count || URLLayout.pathEnd.containsASCII(base[index]) { break }
            index += 1
        }
        offsets.pathEnd = Int32(truncatingIfNeeded: index)

        if index < count && base[index] == .question {
            index += 1
            offsets.queryStart = Int32(truncatingIfNeeded: index)
            var items = 0
            var itemStart = index
            while true {
                let byte = index < count ? base[index] : .hash
                if classes[Int(byte)] & ByteClasses.itemStop != 0 {
                    guard URLLayout.itemEnd.contains(byte) else { return nil }
                    if index > itemStart { items += 1 }
                    if URLLayout.queryEnd.contains(byte) { break }
                    itemStart = index + 1
                }
                index += 1
            }
            guard items <= limits.maxQueryItems else { return nil }
            index = min(index, count)
            offsets.queryEnd = Int32(truncatingIfNeeded: index)
        }
        if index < count {
            offsets.fragmentStart = Int32(truncatingIfNeeded: index + 1)
            for position in (index + 1)..<count where base[position].isControl { return nil }
        }
        offsets.segmentCount = Int32(truncatingIfNeeded: segmentCount)
        offsets.segmentsPrepared = allPrepared
        return offsets
    }

    /// What each byte is to ``scanPlain(into:foldsCase:)``, read with one load per byte:
    /// whether it stops the loop of a path segment, of the authority or of a query item (the
    /// sets below, and every byte outside ASCII), and whether it is an upper-case letter.
    enum ByteClasses {
        static let segmentStop: UInt8 = 1
        static let authorityStop: UInt8 = 2
        static let itemStop: UInt8 = 4
        static let uppercase: UInt8 = 8

        /// The class of each of the 256 bytes.
        static let table: [UInt8] = (0...255).map { byte in
            let ascii = UInt8(byte)
            var byteClass: UInt8 = 0
            if byte >= 0x80 || segmentStops.containsASCII(ascii) { byteClass |= segmentStop }
            if byte >= 0x80 || authorityStops.containsASCII(ascii) { byteClass |= authorityStop }
            if byte >= 0x80 || itemStops.containsASCII(ascii) { byteClass |= itemStop }
            if ascii.isASCIIUppercase { byteClass |= uppercase }
            return byteClass
        }
    }

    /// Bytes that stop the plain loop in a path segment: the segment's end, and what only the
    /// full reader reads (`%`, control characters).
    @inline(__always) static var segmentStops: ByteSet { URLLayout.segmentEnd.union(ByteSet("%")).union(.controls) }
    /// The same for the authority, where `@` and `\` are errors the full reader reports.
    @inline(__always) static var authorityStops: ByteSet { URLLayout.authorityEnd.union(ByteSet("%@\\")).union(.controls) }
    /// The same for a query item.
    @inline(__always) static var itemStops: ByteSet { URLLayout.itemEnd.union(ByteSet("%")).union(.controls) }
}
