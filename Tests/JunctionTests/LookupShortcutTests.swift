@testable import Junction
import Testing

/// The word-at-a-time steps of a lookup (a query read eight bytes at a time, a scheme compared
/// as one word) must answer exactly as reading byte by byte does.
@Suite struct LookupShortcutTests {
    /// Whether a byte may stop a query item, by the word test's rule: below the threshold, DEL or above.
    static func isCandidate(_ byte: UInt8) -> Bool {
        byte < URLScanner.itemStopsBelow || byte >= 0x7F
    }

    @Test func everyQueryItemStopIsACandidate() {
        #expect(URLScanner.itemStopsBelow == UInt8(ascii: "&") + 1)
        for byte in 0...255 where URLScanner.ByteClasses.table[byte] & URLScanner.ByteClasses.itemStop != 0 {
            #expect(Self.isCandidate(UInt8(byte)), "byte \(byte)")
        }
    }

    /// The word test marks the first candidate of a word, and a word without one not at all:
    /// each byte value at each place among plain bytes, then random words.
    @Test func wordTestFindsTheFirstCandidate() {
        func expectFirst(_ bytes: [UInt8]) {
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            let marks = URLScanner.itemStopCandidates(word)
            let first = bytes.firstIndex(where: Self.isCandidate)
            #expect((marks == 0 ? nil : marks.trailingZeroBitCount / 8) == first, "\(bytes)")
        }
        for byte in UInt8(0)...255 {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = byte
                expectFirst(bytes)
            }
        }
        var generator = SeededGenerator(seed: 0x5EA_D0E5)
        let interesting: [UInt8] = [0, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x7E, 0x7F, 0x80, 0xFF, 0x41, 0x7A]
        for _ in 0..<50_000 {
            expectFirst((0..<8).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            })
        }
    }

    /// Long queries of every kind of byte, read by the plain scanner word by word, agree with
    /// the full scanner; the last seven bytes are read one at a time, so every length counts.
    @Test func plainScannerReadsLongQueriesAsTheFullScannerDoes() {
        var generator = SeededGenerator(seed: 0x0E_5742)
        let alphabet: [String] = ["a", "Z", "0", "=", "&", "&", "#", " ", "!", "\"", "$", "'", "%", "%41", "%2F", "%C3%A9",
                                  "%E2%82%AC", "%ZZ", "%7", "%00", "%7F", "\u{1}", "\u{1F}", "\u{7F}", "é", "~", "+", "/", "?"]
        let limits = URLLimits(maxURLLength: 400, maxSegments: 8, maxSegmentLength: 64, maxQueryItems: 12)
        var answered = 0
        for _ in 0..<10_000 {
            let plain = String(repeating: "q", count: Int.random(in: 0...20, using: &generator))
            let length = Int.random(in: 0...40, using: &generator)
            let query = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? alphabet.randomElement(using: &generator)! : "x"
            }.joined()
            let text = "app://shop/item?" + plain + query
            if URLGrammarTests.expectAgreement(text, limits: limits, "long query") { answered += 1 }
        }
        #expect(answered > 2_000)
    }

    /// The scheme's word is its bytes lower-cased, for every byte a scheme may hold.
    @Test func schemeWordIsTheLowerCasedScheme() {
        let schemeBytes = (UInt8(0)..<128).filter { URLLayout.schemeBytes.contains($0) }
        var generator = SeededGenerator(seed: 0x5C4E)
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...SchemeKey.maxLength, using: &generator)
            let scheme = (0..<length).map { _ in schemeBytes.randomElement(using: &generator)! }
            let expected = scheme.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element.asciiLowercased) << UInt64($1.offset * 8) }
            for tail in ["", ":", "://host/path/that/is/long"] {
                var text = scheme + Array(tail.utf8)
                text.withUnsafeBufferPointer { bytes in
                    #expect(SchemeKey.word(bytes, length) == expected, "\(scheme) \(tail)")
                }
                text.removeAll()
            }
        }
    }

    /// Schemes of every length around a word's, written in any case, reach their own routes.
    @Test func schemesOfEveryLengthReachTheirRoutes() throws {
        let router = Router()
        let schemes = ["a", "ab", "app", "my-app", "x.y+z_1", "eightchr", "ninechars", "twelve_chars", "eightchs", "b"]
        for scheme in schemes {
            try router.register("\(scheme)://home") { _ in scheme }
            try router.register("\(scheme):/p") { _ in scheme }
        }
        try router.register("/p") { _ in "none" }
        for scheme in schemes {
            for written in [scheme, scheme.uppercased(), String(scheme.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element })] {
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
