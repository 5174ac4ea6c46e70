import Junction

/// The last list of sources a map reader made an exposure of, and where its bytes stand: routes
/// of a map share a few lists, the same bytes read as the same value, and comparing bytes costs
/// less than making an exposure's set again. The JSON reader keeps one.
struct LastExposure {
    private var last: (bytes: Range<Int>, exposure: RouteExposure)?

    /// The last exposure, and how many bytes it was read from, when `bytes` from `offset` start
    /// with those same bytes.
    func again(in bytes: [UInt8], at offset: Int) -> (exposure: RouteExposure, length: Int)? {
        guard let last, last.bytes.count <= bytes.count - offset,
              bytes[last.bytes].elementsEqual(bytes[offset..<offset + last.bytes.count])
        else { return nil }
        return (last.exposure, last.bytes.count)
    }

    /// Keeps `exposure`, read from `bytes`, for ``again(in:at:)``.
    mutating func remember(_ exposure: RouteExposure, readFrom bytes: Range<Int>) {
        last = (bytes, exposure)
    }
}
