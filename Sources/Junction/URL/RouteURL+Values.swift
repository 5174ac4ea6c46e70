/// Reading a matched URL's values when they are asked for: a capture's decoded text, a query
/// item's value by name. Each makes at most the one string it returns.
extension RouteURL {
    /// The decoded text of a capture: its segment percent-decoded (the authority also
    /// lower-cased), cut to the capture's range in it.
    func value(of capture: CaptureRef) -> String {
        string.withUTF8Bytes { bytes in
            let rawStart = Int(capture.rawStart)
            let isAuthority = offsets.authorityIsSegment && capture.rawStart == offsets.authorityStart
            let end = Int(isAuthority ? offsets.authorityEnd : offsets.pathEnd)
            var rawEnd = rawStart
            var plain = true
            while rawEnd < end, bytes[rawEnd] != .slash {
                let byte = bytes[rawEnd]
                if byte == .percent || (isAuthority && (byte.isASCIIUppercase || byte >= 0x80)) { plain = false }
                rawEnd += 1
            }
            if plain {
                return String(decoding: bytes.extracting(rawStart..<rawEnd).extracting(capture.range(in: rawEnd - rawStart)))
            }
            return LentBuffer<UInt8>.withWorkingMemory(count: rawEnd - rawStart, initialValue: 0) { memory in
                let count = PercentEncoding.decodeValid(bytes, rawStart..<rawEnd, plusAsSpace: false, into: memory)
                let segment = memory.extracting(0..<count)
                guard isAuthority else { return String(decoding: segment.extracting(capture.range(in: count))) }
                // The authority is matched lower-cased, and the capture's range is in that text.
                guard segment.contains(where: { $0 >= 0x80 }) else {
                    return String(decoding: segment.extracting(capture.range(in: count)).map(\.asciiLowercased), as: UTF8.self)
                }
                let lowered = String(decoding: segment).lowercased()
                return lowered.withUTF8Bytes { String(decoding: $0.extracting(capture.range(in: $0.count))) }
            }
        }
    }

    /// The decoded value of the first query item whose decoded name is `name`, or `nil`.
    func firstQueryValue(named name: String) -> String? {
        guard offsets.queryStart >= 0 else { return nil }
        let plusAsSpace = offsets.plusAsSpace
        return string.withUTF8Bytes { bytes in
            name.withUTF8Bytes { key in
                var start = Int(offsets.queryStart)
                let end = Int(offsets.queryEnd)
                while start < end {
                    var stop = start
                    var equals = -1
                    while stop < end, bytes[stop] != .ampersand {
                        if bytes[stop] == .equals && equals < 0 { equals = stop }
                        stop += 1
                    }
                    let keyEnd = equals < 0 ? stop : equals
                    if stop > start, RouteURL.decoded(bytes, start..<keyEnd, plusAsSpace: plusAsSpace, equals: key) {
                        return equals < 0 ? "" : PercentEncoding.decodeValid(bytes, (equals + 1)..<stop, plusAsSpace: plusAsSpace)
                    }
                    start = stop + 1
                }
                return nil
            }
        }
    }

    /// Whether a checked range of a URL, percent-decoded, equals `text` as `String` compares
    /// them: byte for byte when both are ASCII, by decoding otherwise.
    private static func decoded(
        _ bytes: LentBuffer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool, equals text: LentBuffer<UInt8>
    ) -> Bool {
        var index = range.lowerBound
        var position = 0
        while index < range.upperBound {
            let byte = PercentEncoding.decodedByte(bytes, at: &index, before: range.upperBound, plusAsSpace: plusAsSpace)
            // Text outside ASCII may be equal in another normalization form: compare strings.
            if byte >= 0x80 || (position < text.count && text[position] >= 0x80) {
                return PercentEncoding.decodeValid(bytes, range, plusAsSpace: plusAsSpace) == String(decoding: text)
            }
            guard position < text.count, byte == text[position] else { return false }
            position += 1
        }
        return position == text.count
    }
}
