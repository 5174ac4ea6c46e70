/// A capture the matcher found: where its segment starts as written, and where the value stands
/// in the segment's decoded value (lower-cased, for the authority).
struct CaptureRef: Sendable, BitwiseCopyable {
    var rawStart: Int32 = 0
    var start: Int32 = 0
    /// ``wholeSegment`` for a capture that takes the segment's whole value, whose decoded
    /// length the matcher does not work out.
    var end: Int32 = 0

    static let wholeSegment = Int32.max

    /// The capture's range in a segment value of `count` bytes.
    func range(in count: Int) -> Range<Int> {
        Int(start)..<min(Int(end), count)
    }
}

/// A match's captures, the first four inline: a list holds no reference, so a match copies as
/// plain bytes. Past the fourth it keeps only the count, and ``RouteMatch`` finds the rest again
/// when they are read (``RouteTable/captures(of:)``), so only the rare route with more captures
/// pays, and only when its parameters are read.
struct CaptureList: Sendable {
    /// How many captures are kept inline.
    static let inlineCapacity = 4
    /// How many captures the match has, inline or not.
    private(set) var count: Int32 = 0
    private var first = CaptureRef()
    private var second = CaptureRef()
    private var third = CaptureRef()
    private var fourth = CaptureRef()

    init() {}

    /// The first `count` of `captures`, the inline ones copied.
    init(_ captures: LentBuffer<CaptureRef>, count: Int) {
        self.count = Int32(count)
        if count > 0 { first = captures[0] }
        if count > 1 { second = captures[1] }
        if count > 2 { third = captures[2] }
        if count > 3 { fourth = captures[3] }
    }

    /// Whether every capture is inline.
    var isComplete: Bool { count <= Self.inlineCapacity }

    /// The capture at `index`, one of the first four; an empty one past them.
    subscript(index: Int) -> CaptureRef {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        case 3: fourth
        default: CaptureRef()
        }
    }
}
