/// What a pattern matches, without its names and defaults: two patterns with the same shape
/// match exactly the same URLs (`*` and an untyped capture are one shape; literals are folded
/// when the router ignores case).
struct RouteShape: Hashable {
    enum Segment: Hashable {
        case literal(String)
        /// A capture's converter, `nil` for an untyped capture or `*`.
        case capture(String?)
        case mixed(MixedShape)
        case catchAll
    }

    let scheme: String?
    let segments: [Segment]

    /// The hash of a pattern's shape, worked out without building it: FNV-1a over the scheme and
    /// each segment's kind and text. Equal hashes are compared in full, so collisions are harmless.
    static func hash(_ pattern: RoutePattern, foldCase: Bool) -> Int {
        hash(pattern, foldCase: foldCase) { _ in }
    }

    /// The hash of a pattern's shape, calling `check` with each capture in order on the way, so
    /// that a builder reads the pattern's segments once for both.
    static func hash<Failure: Error>(
        _ pattern: RoutePattern, foldCase: Bool, checking check: (PatternCapture) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        var hasher = ShapeHasher()
        if let scheme = pattern.scheme { hasher.mix(scheme) } else { hasher.mix(0xFE) }
        try pattern.forEachSegment { view throws(Failure) in
            let segment: PatternSegment
            switch view {
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                hasher.mix(0)
                hasher.mix(bytes)
                hasher.mix(0xFC)
                return
            case .segment(let value):
                segment = value
            }
            switch segment {
            case .literal(let value):
                hasher.mix(0)
                hasher.mix(foldCase ? value.lowercased() : value)
            case .capture(let capture):
                try check(capture)
                hasher.mix(1)
                if let converter = capture.converter { hasher.mix(converter) }
            case .wildcard:
                hasher.mix(1)
            case .mixed(let pieces):
                for case .capture(let capture) in pieces { try check(capture) }
                hasher.mix(2)
                for piece in MixedShape(pieces, foldCase: foldCase).pieces {
                    switch piece {
                    case .literal(let text): hasher.mix(text)
                    case .capture(let converter):
                        hasher.mix(0xFD)
                        if let converter { hasher.mix(converter) }
                    }
                }
            case .catchAll:
                hasher.mix(3)
            }
            hasher.mix(0xFC)
        }
        return Int(truncatingIfNeeded: hasher.hash)
    }

    init(_ pattern: RoutePattern, foldCase: Bool) {
        scheme = pattern.scheme
        segments = pattern.segments.map {
            switch $0 {
            case .literal(let value): .literal(foldCase ? value.lowercased() : value)
            case .capture(let capture): .capture(capture.converter)
            case .wildcard: .capture(nil)
            case .mixed(let pieces): .mixed(MixedShape(pieces, foldCase: foldCase))
            case .catchAll: .catchAll
            }
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
        // Over the contiguous bytes: iterating `utf8` costs several times as much per byte.
        var text = text
        text.withUTF8 { mix($0) }
    }

    mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = self.hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        self.hash = hash
        mix(0xFF)
    }
}
