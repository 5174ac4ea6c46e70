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
        // The authority, then each path segment: a tight loop over plain bytes, hashing as it
        // goes, stopped by the part's end, an upper-case letter (noted, then read on) or anything
        // the full reader must see.
        while true {
            let start = index
            var hasher = SegmentHasher()
            let stops = inAuthority ? ByteClasses.authorityStop : ByteClasses.segmentStop
            // The class of the byte that ended the part; the URL's end ends every part.
            var stop = ByteClasses.urlEnd
            var uppercase = false
            while true {
                while index < count {
                    let byte = base[index]
                    let byteClass = classes[Int(byte)]
                    if byteClass & (stops | ByteClasses.uppercase) != 0 {
                        stop = byteClass
                        break
                    }
                    hasher.add(byte)
                    index &+= 1
                }
                // An upper-case letter is never a stop.
                guard stop & ByteClasses.uppercase != 0 else { break }
                uppercase = true
                hasher.add(base[index])
                index &+= 1
                stop = ByteClasses.urlEnd
            }
            var escapes: SegmentRef.Flags = []
            if stop & ByteClasses.percent != 0 {
                guard let (end, found) = readEscapes(from: index, stops: stops, classes: classes) else { return nil }
                index = end
                escapes = found
                stop = index < count ? classes[Int(base[index])] : ByteClasses.urlEnd
            }
            guard stop & (inAuthority ? ByteClasses.authorityEnd : ByteClasses.segmentEnd) != 0 else { return nil }
            let length = index &- start
            if !escapes.isEmpty {
                // Recorded as the full scanner records it: the matcher decodes it.
                guard segmentCount < maxSegments, length <= maxSegmentLength,
                      length > 6 || isDotSegment(start, index) == nil
                else { return nil }
                if uppercase { escapes.insert(.hasUppercase) }
                segments[segmentCount] = SegmentRef(
                    rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: index), flags: escapes)
                segmentCount &+= 1
                allPrepared = false
            } else if length > 0 {
                guard segmentCount < maxSegments, length <= maxSegmentLength else { return nil }
                if length <= 2 && base[start] == .dot && (length == 1 || base[start &+ 1] == .dot) { return nil }
                var ref = SegmentRef(rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: index), flags: .isPrepared)
                ref.valueStart = ref.rawStart
                ref.valueEnd = ref.rawEnd
                ref.keyStart = ref.rawStart
                ref.keyEnd = ref.rawEnd
                ref.keyHash = hasher.finish()
                if uppercase {
                    ref.flags.insert(.hasUppercase)
                    // An upper-case authority is lower-cased, and so are keys when the router ignores case.
                    if inAuthority || foldsCase {
                        ref.flags.remove(.isPrepared)
                        allPrepared = false
                    }
                }
                segments[segmentCount] = ref
                segmentCount &+= 1
            }
            if inAuthority {
                offsets.authorityEnd = Int32(truncatingIfNeeded: index)
                offsets.pathStart = Int32(truncatingIfNeeded: index)
                inAuthority = false
            }
            if stop & ByteClasses.pathEnd != 0 { break }
            index &+= 1
        }
        offsets.pathEnd = Int32(truncatingIfNeeded: index)

        if index < count && base[index] == .question {
            offsets.queryStart = Int32(truncatingIfNeeded: index &+ 1)
            guard let end = scanQuery(from: index &+ 1, classes: classes) else { return nil }
            index = end
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

    /// Checks the query from `index` as ``scan(into:)`` does, and returns where it ends, or `nil`
    /// where the full scanner must answer. Out of line, so the path's loop keeps its registers.
    ///
    /// The query needs no hash, so its items are read eight bytes at a time while eight remain:
    /// a word with no ``itemStopCandidates(_:)`` is stepped over whole, and otherwise the first
    /// candidate is checked against the byte classes, as every byte of the last seven is.
    @inline(never)
    private func scanQuery(from start: Int, classes: UnsafePointer<UInt8>) -> Int? {
        let count = bytes.count
        let base = bytes.baseAddress!
        var index = start
        var items = 0
        var itemStart = index
        while true {
            // The byte that stopped the item's loop; the URL's end ends the query.
            var stop = UInt8.hash
            while index < count {
                if index &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let candidates = Self.itemStopCandidates(word)
                    if candidates == 0 {
                        index &+= 8
                        continue
                    }
                    index &+= candidates.trailingZeroBitCount &>> 3
                }
                let byte = base[index]
                if classes[Int(byte)] & ByteClasses.itemStop != 0 {
                    stop = byte
                    break
                }
                index &+= 1
            }
            if stop == .percent {
                guard let (end, _) = readEscape(at: index) else { return nil }
                index = end
                continue
            }
            guard URLLayout.itemEnd.contains(stop) else { return nil }
            if index > itemStart { items &+= 1 }
            if URLLayout.queryEnd.contains(stop) { break }
            index &+= 1
            itemStart = index
        }
        return items <= limits.maxQueryItems ? index : nil
    }

    /// The high bit of each byte of `word` (eight URL bytes, the first lowest) that may stop a
    /// query item: below ``itemStopsBelow``, or DEL and above. Exact for the lowest such byte
    /// (a borrow or a carry only marks bytes above one that is marked rightly), so the first
    /// marked byte is where to look, and a word with none marked holds no stop.
    @inline(__always)
    static func itemStopCandidates(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let below = (word &- ones &* UInt64(itemStopsBelow)) & ~word
        let deleteAndAbove = (word &+ ones) | word
        return (below | deleteAndAbove) & (ones &* 0x80)
    }

    /// One past the highest byte below DEL that stops a query item (`&` in the grammar), worked
    /// out from ``itemStops``: every stop is below it, DEL, or outside ASCII.
    @inline(__always) static var itemStopsBelow: UInt8 {
        let stops = itemStops
        let high = stops.high & ~(1 << 63)
        return UInt8(high != 0 ? 128 - high.leadingZeroBitCount : 64 - stops.low.leadingZeroBitCount)
    }

    /// Reads the rest of a component from a `%` on, checking it as ``scan(into:)`` does, and
    /// returns its flags (``SegmentRef/Flags/hasPercent``, and upper case or bytes outside ASCII
    /// in what it decodes to) with where it ends, or `nil` where the full scanner must answer. It
    /// ends at the first byte after a `%` that stops the part (`stops`): its end, or what the
    /// caller refuses.
    @inline(never)
    private func readEscapes(
        from start: Int, stops: UInt8, classes: UnsafePointer<UInt8>
    ) -> (end: Int, flags: SegmentRef.Flags)? {
        var index = start
        var flags: SegmentRef.Flags = .hasPercent
        var seen: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let byteClass = classes[Int(byte)]
            if byteClass & stops == 0 {
                seen |= byteClass
                index &+= 1
            } else if byte == .percent {
                guard let (end, first) = readEscape(at: index) else { return nil }
                index = end
                if first >= 0x80 { flags.insert(.hasNonASCII) }
                if first.isASCIIUppercase { flags.insert(.hasUppercase) }
            } else {
                break
            }
        }
        if seen & ByteClasses.uppercase != 0 { flags.insert(.hasUppercase) }
        return (index, flags)
    }

    /// Reads the escape at `index` (a `%`) and, when it decodes to the first byte of a UTF-8
    /// sequence, the escapes that must follow for the rest of the character; returns where they
    /// end and the first decoded byte, or `nil` for what ``scan(into:)`` refuses (an escape that
    /// is not two hex digits or decodes to a control character, invalid UTF-8) and for a
    /// character written partly raw, which the full scanner reads.
    @inline(__always)
    private func readEscape(at start: Int) -> (end: Int, first: UInt8)? {
        guard let first = decodedEscape(at: start), !first.isControl else { return nil }
        guard first >= 0x80 else { return (start &+ 3, first) }
        return readEscapedCharacter(at: start, first: first).map { ($0, first) }
    }

    /// The rest of ``readEscape(at:)`` for a byte outside ASCII: where the character's escapes
    /// end, or `nil`.
    private func readEscapedCharacter(at start: Int, first: UInt8) -> Int? {
        var utf8 = UTF8Validator()
        guard utf8.accept(first) else { return nil }
        var index = start &+ 3
        while !utf8.isComplete {
            guard index < bytes.count, bytes[index] == .percent, let next = decodedEscape(at: index), utf8.accept(next) else {
                return nil
            }
            index &+= 3
        }
        return index
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
        /// Ends a path segment (``URLLayout/segmentEnd``).
        static let segmentEnd: UInt8 = 16
        /// Ends the authority (``URLLayout/authorityEnd``).
        static let authorityEnd: UInt8 = 32
        /// Ends the path (``URLLayout/pathEnd``).
        static let pathEnd: UInt8 = 64
        /// `%`.
        static let percent: UInt8 = 128
        /// What the URL's end is: the end of every part.
        static let urlEnd = segmentEnd | authorityEnd | pathEnd

        /// The class of each of the 256 bytes.
        static let table: [UInt8] = (0...255).map { byte in
            let ascii = UInt8(byte)
            var byteClass: UInt8 = 0
            if byte >= 0x80 || segmentStops.containsASCII(ascii) { byteClass |= segmentStop }
            if byte >= 0x80 || authorityStops.containsASCII(ascii) { byteClass |= authorityStop }
            if byte >= 0x80 || itemStops.containsASCII(ascii) { byteClass |= itemStop }
            if ascii.isASCIIUppercase { byteClass |= uppercase }
            if URLLayout.segmentEnd.contains(ascii) { byteClass |= segmentEnd }
            if URLLayout.authorityEnd.contains(ascii) { byteClass |= authorityEnd }
            if URLLayout.pathEnd.contains(ascii) { byteClass |= pathEnd }
            if ascii == .percent { byteClass |= percent }
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
