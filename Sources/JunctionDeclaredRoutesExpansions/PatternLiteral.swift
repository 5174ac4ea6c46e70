import SwiftParser
import SwiftSyntax

/// A pattern written as a string literal: its value, and where each of its characters is in the
/// source, so a diagnostic lands on the column `RoutePattern` names.
struct PatternLiteral {
    let value: String
    /// Where the literal's text starts, and whether each character is written as itself (no
    /// escapes), so a column maps to a byte of the source.
    private let start: AbsolutePosition
    private let literalStart: AbsolutePosition
    private let verbatim: Bool

    /// A literal of one segment with no interpolation; `nil` for anything else.
    init?(_ literal: StringLiteralExprSyntax) {
        guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else {
            if literal.segments.isEmpty {
                value = ""
                start = literal.openingQuote.endPosition
                literalStart = literal.positionAfterSkippingLeadingTrivia
                verbatim = true
                return
            }
            return nil
        }
        guard let value = literal.representedLiteralValue else { return nil }
        self.value = value
        start = segment.positionAfterSkippingLeadingTrivia
        literalStart = literal.positionAfterSkippingLeadingTrivia
        verbatim = segment.content.text == value
    }

    /// The source position of the 1-based column (in characters) of the value.
    func position(ofColumn column: Int?) -> AbsolutePosition {
        guard let column, column >= 1 else { return start }
        let characters = value.prefix(column - 1)
        return position(ofOffset: characters.utf8.count)
    }

    /// The source position of a UTF-8 offset in the value; the literal's start when escapes make
    /// the two differ.
    func position(ofOffset offset: Int) -> AbsolutePosition {
        verbatim ? start.advanced(by: offset) : literalStart
    }
}
