@testable import Junction
import Testing

/// Mixed segments (`{a}-{b}.html`) match in time linear in the segment, with the captures that
/// ROUTING.md §3 gives: each the shortest non-empty text that lets the rest of the segment match.
@Suite struct MixedSegmentMatchingTests {
    /// Limits loose enough for 4 KB segments.
    static let looseOptions = RouterOptions(parsing: URLParsingOptions(
        limits: URLLimits(maxURLLength: 8_192, maxSegmentLength: 8_192)))

    // An attacker's link against a mixed segment with four captures (findings: 1,000 dashes
    // never finished). Before the linear matcher this test ran past its time limit.
    @Test(.timeLimit(.minutes(1)), arguments: [100, 1_000, 4_000])
    func hostileDashesMatchInLinearTime(length: Int) throws {
        let router = Router(options: Self.looseOptions)
        try router.register("/f/{a}-{b}-{c}-{d}.html") { _ in }
        try router.register("shop://f/{a}-{b}-{c}-{d}.html") { _ in }
        let dashes = String(repeating: "-", count: length)
        #expect(try router.match("/f/\(dashes)") == nil)
        // Matching runs before the exposure check, so an outside source reaches it too.
        #expect(try router.match(RouteRequest(url: "shop://f/\(dashes)", source: .push)) == nil)
        let hit = try #require(try router.match("/f/a\(dashes)b.html"))
        // Shortest first: a = "a", b = "-" ... the dashes after the third separator go to d.
        #expect(hit.parameters["a"] == "a")
        #expect(hit.parameters["b"] == "-")
        #expect(hit.parameters["c"] == "-")
        #expect(hit.parameters["d"] == String(repeating: "-", count: length - 5) + "b")
    }

    @Test(.timeLimit(.minutes(1)))
    func hostileDigitsThroughTypedCapturesMatchInLinearTime() throws {
        let router = Router(options: Self.looseOptions)
        try router.register("/n/{a:double}.{b:int}-{c:double}e{d:uuid}") { _ in }
        try router.register("/z/{a:int}-{b:int}") { _ in }
        let digits = String(repeating: "1", count: 4_000)
        #expect(try router.match("/n/\(digits)") == nil)
        #expect(try router.match("/n/\(digits).\(digits)") == nil)
        let zeros = String(repeating: "0", count: 4_000)
        let hit = try #require(try router.match("/z/\(zeros)7-\(zeros)"))
        #expect(hit.parameters["a"] == zeros + "7")
        #expect(hit.parameters["b"] == zeros)
    }

    @Test func customConvertersPastTheBudgetAreLimitExceeded() throws {
        let router = Router(options: Self.looseOptions)
        try router.add(ParameterConverter("never") { _ in false })
        try router.register("/c/{a:never}-{b}") { _ in }
        // 1,000 dashes: every start and every end is a candidate, far past the budget.
        let error = #expect(throws: RouteError.self) {
            try router.match("/c/" + String(repeating: "-", count: 1_000))
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.message == "matching this URL needs more than 16384 custom converter checks (the limit)")
        // A short segment stays well inside it.
        #expect(try router.match("/c/x-y") == nil)
    }

    @Test func intCapturesAcceptExactlyWhatFitsInt() throws {
        let router = Router()
        try router.register("/i/{a:int}x") { _ in }
        #expect(try router.match("/i/9223372036854775807x")?.parameters["a"] == "9223372036854775807")
        #expect(try router.match("/i/9223372036854775808x") == nil)
        #expect(try router.match("/i/-9223372036854775808x")?.parameters["a"] == "-9223372036854775808")
        #expect(try router.match("/i/-9223372036854775809x") == nil)
        #expect(try router.match("/i/00009223372036854775807x")?.parameters["a"] == "00009223372036854775807")
        #expect(try router.match("/i/-x") == nil)
    }

    // Two implementations that must agree: the router, and a brute-force search over every way
    // to split the segment, taking the first split in shortest-capture-first order.
    @Test func agreesWithBruteForceOnGeneratedSegments() throws {
        var generator = SeededGenerator(seed: 0x51_C0DE)
        let literals = ["-", ".", "a", "1", "e", "-a", ".1", "é"]
        let converters = ["", "", "", ":int", ":double", ":bool", ":uuid", ":even"]
        let alphabet = Array("-.a1e0+E9yesnoé-.1")
        var compared = 0
        for _ in 0..<3_000 {
            let captureCount = Int.random(in: 1...3, using: &generator)
            var pieces: [Piece] = []
            if Bool.random(using: &generator) { pieces.append(.literal(literals.randomElement(using: &generator)!)) }
            for index in 0..<captureCount {
                pieces.append(.capture("c\(index)", converters.randomElement(using: &generator)!))
                if index < captureCount - 1 || Bool.random(using: &generator) {
                    pieces.append(.literal(literals.randomElement(using: &generator)!))
                }
            }
            let pattern = "/m/" + pieces.map(\.text).joined()
            let router = Router()
            try router.add(ParameterConverter("even") { $0.count % 2 == 0 })
            try router.register(pattern) { _ in }
            for _ in 0..<8 {
                var value = "."
                while value == "." || value == ".." {  // dot segments are not URLs' segments
                    value = String((0..<Int.random(in: 1...12, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    })
                }
                let expected = try Self.bruteForce(pieces, Array(value.utf8), router: router)
                let found = try router.match("/m/" + value)
                let captured = found.map { match in
                    pieces.compactMap { piece -> String? in
                        guard case .capture(let name, _) = piece else { return nil }
                        return match.parameters[name]
                    }
                }
                #expect(captured == expected, "\(pattern) against \(value)")
                compared += 1
            }
        }
        #expect(compared == 24_000)
    }

    enum Piece {
        case literal(String)
        case capture(String, String)

        var text: String {
            switch self {
            case .literal(let text): text
            case .capture(let name, let converter): "{\(name)\(converter)}"
            }
        }
    }

    /// The captures of the first split, trying each capture's ends shortest first.
    static func bruteForce(_ pieces: [Piece], _ value: [UInt8], router: Router) throws -> [String]? {
        func search(_ index: Int, _ position: Int) -> [String]? {
            guard index < pieces.count else { return position == value.count ? [] : nil }
            switch pieces[index] {
            case .literal(let text):
                let bytes = Array(text.utf8)
                guard value.count - position >= bytes.count, Array(value[position..<position + bytes.count]) == bytes
                else { return nil }
                return search(index + 1, position + bytes.count)
            case .capture(_, let converter):
                guard position < value.count else { return nil }
                for end in position + 1...value.count where end == value.count || value[end] & 0xC0 != 0x80 {
                    let text = String(decoding: value[position..<end], as: UTF8.self)
                    if !converter.isEmpty, router.converter(named: String(converter.dropFirst()))?.accepts(text) != true {
                        continue
                    }
                    if let rest = search(index + 1, end) { return [text] + rest }
                }
                return nil
            }
        }
        return search(0, 0)
    }
}
