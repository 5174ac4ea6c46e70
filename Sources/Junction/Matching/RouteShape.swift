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

    /// A hash of the shape (see ``Hashing``).
    static func hash(_ pattern: RoutePattern, foldCase: Bool) -> UInt64 {
        var hashing = Hashing(pattern, foldCase: foldCase)
        pattern.forEachSegment(names: false) { hashing.add($0) }
        return hashing.hash
    }

    /// A shape's hash, worked out from the pattern's segments without building the shape
    /// (FNV-1a over what ``==`` compares), fed one segment at a time so that a builder that
    /// reads the segments for its trie hashes them on the same read. Equal shapes hash equally;
    /// equal hashes are compared in full, so a collision is harmless.
    struct Hashing {
        private var hasher = ShapeHasher()
        /// A case-insensitive route's literals count in lower case (``SegmentRank/conflictKey``).
        private let folds: Bool

        /// Starts the hash of `pattern`'s shape with its scheme; ``add(_:)`` takes each segment.
        init(_ pattern: RoutePattern, foldCase: Bool) {
            folds = foldCase || pattern.caseInsensitive
            if let scheme = pattern.scheme { hasher.mix(scheme) } else { hasher.mix(0xFE) }
        }

        /// The hash of the scheme and the segments added so far.
        var hash: UInt64 { hasher.hash }

        /// Adds the pattern's next segment.
        mutating func add(_ view: SegmentView) {
            switch view {
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                hasher.mix(UInt8(SegmentRank.Kind.literal.rawValue))
                hasher.mix(bytes)
            case .segment(.literal(let text)):
                hasher.mix(UInt8(SegmentRank.Kind.literal.rawValue))
                hasher.mix(folds ? text.lowercased() : text)
            case .segment(.capture(let capture)):
                if let converter = capture.converter {
                    hasher.mix(UInt8(SegmentRank.Kind.typed.rawValue))
                    hasher.mix(converter)
                } else {
                    hasher.mix(UInt8(SegmentRank.Kind.capture.rawValue))
                }
            case .segment(.wildcard):
                hasher.mix(UInt8(SegmentRank.Kind.capture.rawValue))
            case .segment(.mixed(let pieces)):
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
