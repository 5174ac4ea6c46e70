@testable import Junction
import Testing

/// Values that a lookup copies through several calls stay within 128 bytes: past that size,
/// Swift copies a value with a call to `memcpy` (the comments at ``URLOffsets/plusAsSpace`` and
/// in ``Matcher`` say which field order keeps them there).
@Suite struct ValueSizeTests {
    @Test func aMatchAndAMatcherStayWithin128Bytes() {
        #expect(MemoryLayout<RouteMatch>.size <= 128)
        #expect(MemoryLayout<Matcher>.size <= 128)
        // The scanner's records: 32 of them (the default limit) in 512 bytes of the stack.
        #expect(MemoryLayout<URLSegment>.stride <= 16)
    }
}
