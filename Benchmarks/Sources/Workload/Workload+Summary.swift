extension Workload {
    /// What the ``lookups`` list is made of, measured on the URLs themselves: their length in
    /// bytes, the captures per hit, and how many carry a query or percent-encoding.
    public var summary: String {
        let lengths = lookups.map(\.url.utf8.count)
        let hits = lookups.filter(\.isHit)
        let captures = hits.reduce(0) { $0 + $1.expectedCaptures.count }
        let withQuery = lookups.filter { !$0.expectedQuery.isEmpty }
        let items = withQuery.reduce(0) { $0 + $1.expectedQuery.count }
        let encoded = lookups.filter { $0.url.contains("%") }.count
        let average = { (total: Int, count: Int) in count == 0 ? "0" : String(Double(total * 100 / count) / 100) }
        return "\(lookups.count) URLs of \(lengths.min() ?? 0)–\(lengths.max() ?? 0) bytes"
            + " (\(average(lengths.reduce(0, +), lengths.count)) on average), \(hits.count) hits"
            + " with \(average(captures, hits.count)) captures each on average,"
            + " \(withQuery.count) with a query of \(average(items, withQuery.count)) items on average,"
            + " \(encoded) with percent-encoding"
    }
}
