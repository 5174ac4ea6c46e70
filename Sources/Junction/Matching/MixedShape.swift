/// The shape of a mixed segment: its literal parts and its captures' converters, without names.
/// Mixed segments of one shape are one candidate, shared by every route that has it.
struct MixedShape: Hashable, Sendable {
    enum Piece: Hashable, Sendable, Comparable {
        case literal(String)
        /// The converter's name, or `nil` for an untyped capture.
        case capture(String?)

        /// Literal text before a capture; texts and converter names in code-point order.
        static func < (lhs: Piece, rhs: Piece) -> Bool {
            switch (lhs, rhs) {
            case (.literal, .capture): true
            case (.capture, .literal): false
            case (.literal(let left), .literal(let right)): left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
            case (.capture(nil), .capture(let right)): right != nil
            case (.capture, .capture(nil)): false
            case (.capture(let left?), .capture(let right?)): left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
            }
        }
    }

    let pieces: [Piece]
    /// Whether its literal parts are compared without regard to ASCII case (lower-cased here).
    let foldsCase: Bool

    init(_ pieces: [SegmentPiece], foldCase: Bool) {
        foldsCase = foldCase
        self.pieces = pieces.map {
            switch $0 {
            case .literal(let text): .literal(foldCase ? text.asciiLowercased() : text)
            case .capture(let capture): .capture(capture.converter)
            }
        }
    }

    /// The number of literal characters.
    var literalLength: Int {
        pieces.reduce(0) { if case .literal(let text) = $1 { $0 + text.count } else { $0 } }
    }

    /// The length of the literal text before the first capture.
    var prefixLength: Int {
        if case .literal(let text) = pieces.first { text.count } else { 0 }
    }

    /// The shape written out, `{}` for an untyped capture and `{:int}` for a typed one.
    var text: String {
        pieces.map {
            switch $0 {
            case .literal(let text): text
            case .capture(let converter): converter.map { "{:\($0)}" } ?? "{}"
            }
        }.joined()
    }
}

extension String {
    /// The text with ASCII letters lower-cased and everything else unchanged.
    func asciiLowercased() -> String {
        String(decoding: utf8.map { $0.asciiLowercased }, as: UTF8.self)
    }
}
