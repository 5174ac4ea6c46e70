import Junction
import Testing

/// A URL's scheme, compared in lower case with each scheme the routes name.
struct SchemeMatchingTests {
    /// Schemes of every length, written in any case, reach their own routes.
    @Test func schemesOfEveryLengthReachTheirRoutes() throws {
        let router = Router()
        let schemes = ["a", "ab", "app", "my-app", "x.y+z_1", "eightchr", "ninechars", "twelve_chars", "eightchs", "b"]
        for scheme in schemes {
            try router.register("\(scheme)://home") { _ in scheme }
            try router.register("\(scheme):/p") { _ in scheme }
        }
        try router.register("/p") { _ in "none" }
        for scheme in schemes {
            let mixedCase = String(scheme.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element })
            for written in [scheme, scheme.uppercased(), mixedCase] {
                #expect(try router.match("\(written)://home")?.pattern.text == "\(scheme)://home", "\(written)")
                #expect(try router.match("\(written):/p")?.pattern.text == "\(scheme):/p", "\(written)")
                #expect(try router.match("\(written)x://home") == nil || schemes.contains("\(scheme)x"), "\(written)x")
            }
        }
        #expect(try router.match("eightch://home") == nil)
        #expect(try router.match("ninechar://home") == nil)
        #expect(try router.match("c:/p")?.pattern.text == "/p")
    }
}
