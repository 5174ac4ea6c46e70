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
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(0xFF)
        }
        if let scheme = pattern.scheme { mix(scheme) } else { mix(0xFE) }
        for segment in pattern.segments {
            switch segment {
            case .literal(let value):
                mix(0)
                mix(foldCase ? value.lowercased() : value)
            case .capture(let capture):
                mix(1)
                if let converter = capture.converter { mix(converter) }
            case .wildcard:
                mix(1)
            case .mixed(let pieces):
                mix(2)
                for piece in MixedShape(pieces, foldCase: foldCase).pieces {
                    switch piece {
                    case .literal(let text): mix(text)
                    case .capture(let converter):
                        mix(0xFD)
                        if let converter { mix(converter) }
                    }
                }
            case .catchAll:
                mix(3)
            }
            mix(0xFC)
        }
        return Int(truncatingIfNeeded: hash)
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
