extension URLScanner {
    /// Reads the common case, a URL of printable ASCII, in one tight pass over raw pointers,
    /// recording each plain segment ready for matching (value, key and hash).
    ///
    /// It follows ``URLLayout``'s grammar as ``scan(into:)`` does: the scheme by
    /// ``URLLayout/head(of:)``, and each part ended by the grammar's byte sets, from which its
    /// stop masks are built. Percent-escapes are checked as ``scan(into:)`` checks them (see
    /// ``readEscapes(from:stops:classes:)``), and a segment with escapes is recorded as the full
    /// scanner records it, for the matcher to decode. It returns `nil` for anything else — a raw
    /// byte outside ASCII, a control character, `@` or `\` in the authority, an escape the full
    /// scanner refuses or that writes a character partly raw, a dot segment, a limit reached, a
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
            var escapes: SegmentRef.Flags = []
            if index < count && base[index] == .percent {
                guard let found = readEscapes(from: &index, stops: stops, classes: classes) else { return nil }
                escapes = found
            }
            let uppercase = seen & ByteClasses.uppercase
            guard index == count || (inAuthority ? URLLayout.authorityEnd : URLLayout.segmentEnd).contains(base[index]) else {
                return nil
            }
            let length = index &- start
            if !escapes.isEmpty {
                // Recorded as the full scanner records it: the matcher decodes it.
                guard segmentCount < maxSegments, length <= maxSegmentLength,
                      length > 6 || isDotSegment(start, index) == nil
                else { return nil }
                if uppercase != 0 { escapes.insert(.hasUppercase) }
                segments[segmentCount] = SegmentRef(
                    rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: index), flags: escapes)
                segmentCount += 1
                allPrepared = false
            } else if length > 0 {
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
                    if byte == .percent {
                        guard readEscape(at: &index) != nil else { return nil }
                        continue
                    }
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

    /// Reads the rest of a component from a `%` on, checking it as ``scan(into:)`` does, and
    /// returns its flags (``SegmentRef/Flags/hasPercent``, and upper case or bytes outside ASCII
    /// in what it decodes to), or `nil` where the full scanner must answer. `index` ends at the
    /// first byte after a `%` that stops the part (`stops`): its end, or what the caller refuses.
    @inline(never)
    private func readEscapes(from index: inout Int, stops: UInt8, classes: UnsafePointer<UInt8>) -> SegmentRef.Flags? {
        var flags: SegmentRef.Flags = .hasPercent
        var seen: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let byteClass = classes[Int(byte)]
            if byteClass & stops == 0 {
                seen |= byteClass
                index += 1
            } else if byte == .percent {
                guard let first = readEscape(at: &index) else { return nil }
                if first >= 0x80 { flags.insert(.hasNonASCII) }
                if first.isASCIIUppercase { flags.insert(.hasUppercase) }
            } else {
                break
            }
        }
        if seen & ByteClasses.uppercase != 0 { flags.insert(.hasUppercase) }
        return flags
    }

    /// Reads the escape at `index` (a `%`) and, when it decodes to the first byte of a UTF-8
    /// sequence, the escapes that must follow for the rest of the character; returns the first
    /// decoded byte, or `nil` for what ``scan(into:)`` refuses (an escape that is not two hex
    /// digits or decodes to a control character, invalid UTF-8) and for a character written
    /// partly raw, which the full scanner reads.
    @inline(__always)
    private func readEscape(at index: inout Int) -> UInt8? {
        guard let first = decodedEscape(at: index), !first.isControl else { return nil }
        index += 3
        guard first >= 0x80 else { return first }
        var utf8 = UTF8Validator()
        guard utf8.accept(first) else { return nil }
        while !utf8.isComplete {
            guard index < bytes.count, bytes[index] == .percent, let next = decodedEscape(at: index), utf8.accept(next) else {
                return nil
            }
            index += 3
        }
        return first
    }

    /// The byte `%XX` at `index` stands for, or `nil` when two hex digits do not follow the `%`.
    @inline(__always)
    private func decodedEscape(at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue else { return nil }
        return high << 4 | low
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
