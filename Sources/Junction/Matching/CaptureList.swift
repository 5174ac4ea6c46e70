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

/// A match's captures, every one of them: the first four inline, so that a match of a route
/// with up to four captures allocates nothing; the others in one array, which only a route with
/// more captures makes.
struct CaptureList: Sendable {
    /// How many captures are kept inline.
    static let inlineCapacity = 4
    /// How many captures the match has.
    private(set) var count: Int32 = 0
    private var first = CaptureRef()
    private var second = CaptureRef()
    private var third = CaptureRef()
    private var fourth = CaptureRef()
    /// The captures past the fourth; `nil` for none.
    private var others: [CaptureRef]?

    init() {}

    /// The first `count` of `captures`.
    init(_ captures: LentBuffer<CaptureRef>, count: Int) {
        self.count = Int32(count)
        if count > 0 { first = captures[0] }
        if count > 1 { second = captures[1] }
        if count > 2 { third = captures[2] }
        if count > 3 { fourth = captures[3] }
        if count > Self.inlineCapacity { others = Array(captures.extracting(Self.inlineCapacity..<count)) }
    }

    /// The capture at `index`, below ``count``.
    subscript(index: Int) -> CaptureRef {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        case 3: fourth
        default: others?[index - Self.inlineCapacity] ?? CaptureRef()
        }
    }
}
