import Junction

/// The last list a map reader made a value of, and where its bytes stand: routes of a map share
/// a few lists (a module's tags, its exposure), the same bytes read as the same value, and
/// comparing bytes costs less than making the value again.
///
/// Only for a value whose text ends itself, as a bracketed list does: the bytes remembered end
/// where its text ends, so the same bytes at another place read as the same value.
struct LastList<Value> {
    private var last: (bytes: Range<Int>, value: Value)?

    /// The last value, and how many bytes it was read from, when `bytes` from `offset` start
    /// with those same bytes.
    func again(in bytes: [UInt8], at offset: Int) -> (value: Value, length: Int)? {
        guard let last, last.bytes.count <= bytes.count - offset,
              bytes[last.bytes].elementsEqual(bytes[offset..<offset + last.bytes.count])
        else { return nil }
        return (last.value, last.bytes.count)
    }

    /// Keeps `value`, read from `bytes`, for ``again(in:at:)``.
    mutating func remember(_ value: Value, readFrom bytes: Range<Int>) {
        last = (bytes, value)
    }
}

/// The lists the JSON reader remembers while it reads routes, one set for each run of routes.
struct LastLists {
    /// The last exposure written as a list of sources.
    var exposure = LastList<RouteExposure>()
    /// The last tags.
    var tags = LastList<[String]>()
}
