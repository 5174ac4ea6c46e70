/// A problem found while reading a URL or a pattern: what it is and at which byte it starts.
///
/// Parsers throw this internally; the URL and pattern front ends turn it into a ``RouteError``
/// whose message names the column.
struct SyntaxProblem: Error {
    var code: RouteError.Code
    var what: String
    /// Byte offset into the input, or `nil` when the problem has no single place (a length limit).
    var offset: Int?

    init(_ code: RouteError.Code, _ what: String, at offset: Int?) {
        self.code = code
        self.what = what
        self.offset = offset
    }

    init(_ what: String, at offset: Int?) {
        self.init(.invalidURL, what, at: offset)
    }

    /// The 1-based column, in characters, of `offset` in `bytes`.
    static func column(of offset: Int, in bytes: LentBuffer<UInt8>) -> Int {
        String(decoding: bytes.extracting(0..<offset)).count + 1
    }

    /// The message for people: the problem, then its column.
    func message(in bytes: LentBuffer<UInt8>) -> String {
        guard let offset else { return what }
        return "\(what) at column \(SyntaxProblem.column(of: offset, in: bytes))"
    }
}
