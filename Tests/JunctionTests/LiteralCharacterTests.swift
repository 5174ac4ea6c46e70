import Junction
import Testing

/// Characters the patterns reserve, written percent-encoded to mean themselves (ROUTING.md §2).
@Suite struct LiteralCharacterTests {
    @Test(arguments: [
        ("/wiki/Special%3AMobileDiff/:id", "/wiki/Special:MobileDiff/7", true),
        ("/wiki/Special%3AMobileDiff/:id", "/wiki/Special%3AMobileDiff/7", true),
        ("/wiki/Special%3AMobileDiff/:id", "/wiki/Special-MobileDiff/7", false),
        ("/wiki/User_talk%3A{title}", "/wiki/User_talk:Ann", true),
        ("/f/a%2Ab", "/f/a*b", true),
        ("/f/a%2Ab", "/f/axb", false),
        ("/f/%7Bx%7D", "/f/%7Bx%7D", true),
        ("/f/%3Ax", "/f/:x", true),
    ])
    func anEncodedReservedCharacterIsText(pattern: String, url: String, matches: Bool) throws {
        let router = Router()
        try router.register(pattern) { _ in }
        #expect(router.canOpen(url) == matches)
    }

    @Test func aColonBeforeANameInsideASegmentIsAnErrorThatGivesTheLiteralSpelling() {
        do {
            _ = try RoutePattern("/wiki/Special:MobileDiff")
            Issue.record("the pattern was read")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.column == 14)
            #expect(error.message == "a capture inside a segment is written {name}, not :name; a literal ':' is written %3A (Special%3AMobileDiff) at column 14")
        }
    }
}
