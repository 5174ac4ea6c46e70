@testable import Junction
import Testing

/// The plain-URL scanner is a shortcut for the full one: wherever it answers, it must answer
/// exactly as the full scanner does.
@Suite struct URLScannerTests {
    struct Scanned: Equatable {
        var offsets: URLOffsets
        var segments: [Range<Int32>]
        var uppercase: [Bool]
    }

    static func scan(_ text: String, plain: Bool, limits: URLLimits = URLLimits()) -> Scanned? {
        var copy = text
        return copy.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: SegmentRef.self, capacity: limits.maxSegments) { buffer in
                let scanner = URLScanner(bytes: bytes, limits: limits)
                let scanned = plain ? scanner.scanPlain(into: buffer, foldsCase: false) : try? scanner.scan(into: buffer)
                // Whether the segments are ready for matching is the plain scanner's extra, not an answer.
                guard var offsets = scanned else { return nil }
                offsets.segmentsPrepared = false
                let segments = buffer.prefix(Int(offsets.segmentCount))
                return Scanned(
                    offsets: offsets,
                    segments: segments.map { $0.rawStart..<$0.rawEnd },
                    uppercase: segments.map { $0.flags.contains(.hasUppercase) })
            }
        }
    }

    @Test func plainScannerAgreesWithTheFullScanner() {
        var generator = SeededGenerator(seed: 0xFA57)
        let alphabet: [Character] = ["a", "Z", "0", "/", "/", "?", "#", "&", "=", ":", ".", "-", "_", "+", " ", "@", "\\",
                                     "%", "2", "F", "é", "\u{1}", "~", "*", "!"]
        let prefixes = ["", "app://", "APP://", "app:", "/", "https://", "1a://", "a b://", "://"]
        var answered = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = prefixes.randomElement(using: &generator)!
                + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let limits = URLLimits(maxURLLength: 30, maxSegments: 4, maxSegmentLength: 6, maxQueryItems: 2)
            guard let plain = Self.scan(text, plain: true, limits: limits) else { continue }
            answered += 1
            #expect(Self.scan(text, plain: false, limits: limits) == plain, "\(text.debugDescription)")
        }
        #expect(answered > 3_000)
    }

    @Test func plainScannerLeavesHardCasesToTheFullScanner() {
        for text in ["", "%41", "app://a%20b", "app://é", "app://u@h", "app://h\\x", "/a/./b", "/a/..", "1app://x",
                     "a b://x", "/a\u{1}", "/x#\u{7F}", "app://x?%ZZ"] {
            #expect(Self.scan(text, plain: true) == nil, "\(text.debugDescription)")
        }
    }
}
