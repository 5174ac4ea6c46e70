import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Generated Swift shows every value on one line and in its own order: line breaks, line
/// separators and bidirectional controls in a map's text are escaped in the string literals.
@Suite struct GeneratedSourceEscapingTests {
    @Test func controlsSeparatorsAndBidirectionalControlsAreEscapedInLiterals() throws {
        let map = RouteMap(routes: [
            .init(
                name: "note", patterns: [try RoutePattern("shop://note")], target: .handler("h"),
                attributes: [.init(name: "text", defaultValue: "a\u{202E}b\u{2028}c\n\"d\"\\")]),
        ])
        let source = try map.swiftSource(source: "<map>")
        #expect(source.contains(#""a\u{202e}b\u{2028}c\n\"d\"\\""#))
        #expect(!source.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2028}" })
    }
}
