/// What a pattern matches, without its names and defaults: its scheme and each segment's
/// ``SegmentRank/conflictKey``. Two patterns with equal shapes match exactly the same URLs
/// (ROUTING.md §3), so a builder refuses the second.
struct RouteShape: Hashable {
    let scheme: String?
    let segments: [SegmentRank]

    init(_ pattern: RoutePattern, foldCase: Bool) {
        scheme = pattern.scheme
        segments = pattern.segments.map { SegmentRank($0, foldCase: foldCase, routeFoldsCase: pattern.caseInsensitive).conflictKey }
    }

    /// A hash of the shape (see ``hash(_:foldCase:checking:)``).
    static func hash(_ pattern: RoutePattern, foldCase: Bool) -> UInt64 {
        hash(pattern, foldCase: foldCase) { (_) throws(Never) in }
    }

    /// A hash of the shape, worked out from the pattern's segments without building it (FNV-1a
    /// over what ``==`` compares), calling `check` with each capture on the way so that a builder
    /// reads the segments once for both. Equal shapes hash equally; equal hashes are compared in
    /// full, so a collision is harmless.
    static func hash<Failure: Error>(
        _ pattern: RoutePattern, foldCase: Bool, checking check: (PatternCapture) throws(Failure) -> Void
    ) throws(Failure) -> UInt64 {
        var hasher = ShapeHasher()
        // A case-insensitive route's literals count in lower case (``SegmentRank/conflictKey``).
        let folds = foldCase || pattern.caseInsensitive
        let literalKind = UInt8(SegmentRank.Kind.literal.rawValue)
        if let scheme = pattern.scheme { hasher.mix(scheme) } else { hasher.mix(0xFE) }
        try pattern.forEachSegment(names: false) { view throws(Failure) in
            switch view {
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                hasher.mix(literalKind)
                hasher.mix(bytes)
            case .segment(.literal(let text)):
                hasher.mix(literalKind)
                hasher.mix(folds ? text.lowercased() : text)
            case .segment(.capture(let capture)):
                try check(capture)
                if let converter = capture.converter {
                    hasher.mix(UInt8(SegmentRank.Kind.typed.rawValue))
                    hasher.mix(converter)
                } else {
                    hasher.mix(UInt8(SegmentRank.Kind.capture.rawValue))
                }
            case .segment(.wildcard):
                hasher.mix(UInt8(SegmentRank.Kind.capture.rawValue))
            case .segment(.mixed(let pieces)):
                for case .capture(let capture) in pieces { try check(capture) }
                hasher.mix(UInt8(SegmentRank.Kind.mixed.rawValue))
                let shape = MixedShape(pieces, foldCase: folds)
                hasher.mix(shape.foldsCase ? 1 : 0)
                for piece in shape.pieces {
                    switch piece {
                    case .literal(let text): hasher.mix(text)
                    case .capture(let converter):
                        hasher.mix(0xFD)
                        if let converter { hasher.mix(converter) }
                    }
                }
            case .segment(.catchAll):
                hasher.mix(UInt8(SegmentRank.Kind.remainder.rawValue))
            }
            hasher.mix(0xFC)
        }
        return hasher.hash
    }
}

/// FNV-1a, a byte at a time; a text ends with a byte no UTF-8 text holds.
struct ShapeHasher {
    private(set) var hash: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }

    mutating func mix(_ text: String) {
        text.withUTF8Bytes { mix($0) }
    }

    mutating func mix(_ bytes: LentBuffer<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0xFF)
    }
}
