/// Where the parts of a scanned URL stand, as byte offsets; `-1` where a part is absent.
struct URLOffsets: Hashable, Sendable {
    var schemeEnd: Int32 = -1
    var authorityStart: Int32 = -1
    var authorityEnd: Int32 = -1
    var pathStart: Int32 = 0
    var pathEnd: Int32 = 0
    var queryStart: Int32 = -1
    var queryEnd: Int32 = -1
    var fragmentStart: Int32 = -1
    /// The path's segments, the authority included when it is one.
    var segmentCount: Int32 = 0
    // Last, after the offsets, so that the flag fills padding rather than adding a word.
    var plusAsSpace = false

    var hasScheme: Bool { schemeEnd >= 0 }
    var hasAuthority: Bool { authorityStart >= 0 }
    /// The authority is not empty, and so is the first segment.
    var authorityIsSegment: Bool { authorityStart >= 0 && authorityEnd > authorityStart }
}
