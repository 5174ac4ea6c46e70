import Foundation
@testable import Junction
import Testing

/// One URL grammar (issue 12, part 4): ``URLLayout`` says where a URL's parts stand, the full
/// scanner follows it while it checks every rule, and the plain scanner is a shortcut for the
/// full one: wherever it answers, it must answer exactly as the full scanner does, with
/// segments ready for matching as the matcher would prepare them.
@Suite struct URLGrammarTests {
    /// What a scanner made of a URL, without what differs by design (whether segments are prepared).
    struct Scanned: Equatable {
        var offsets: URLOffsets
        var segments: [Range<Int32>]
        var flags: [UInt8]
    }

    /// A scan's answer, with each segment's value, key and hash where the scanner worked them out.
    struct Answer {
        var scanned: Scanned
        var prepared: [(value: Range<Int32>, key: Range<Int32>, hash: UInt32)?]
        /// Each segment as the matcher reads it once the segments are prepared: value, key and hash.
        var matched: [Matched]
    }

    /// A segment's decoded value, its key and the key's hash.
    struct Matched: Equatable {
        var value: [UInt8]
        var key: [UInt8]
        var hash: UInt32
    }

    static func scan(
        _ text: String, plain: Bool, limits: URLLimits = URLLimits(), foldsCase: Bool = false
    ) -> Result<Answer, SyntaxProblem>? {
        var copy = text
        return copy.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: SegmentRef.self, capacity: max(limits.maxSegments, 1)) {
                buffer -> Result<Answer, SyntaxProblem>? in
                let scanner = URLScanner(bytes: bytes, limits: limits)
                var offsets: URLOffsets
                if plain {
                    guard let scanned = scanner.scanPlain(into: buffer, foldsCase: foldsCase) else { return nil }
                    offsets = scanned
                } else {
                    do throws(SyntaxProblem) {
                        offsets = try scanner.scan(into: buffer)
                    } catch {
                        return .failure(error)
                    }
                }
                let segments = UnsafeMutableBufferPointer(rebasing: buffer[0..<Int(offsets.segmentCount)])
                let flags = segments.map { $0.flags.subtracting([.isPrepared, .valueInScratch, .keyInScratch]).rawValue }
                let scannedRanges = segments.map { ref in
                    // Ranges the plain scanner worked out itself; for the full scanner, what the matcher makes of them.
                    ref.flags.contains(.isPrepared) || !plain ? ref : nil
                }
                // What the matcher does with the segments a scanner left unprepared.
                let matched = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 4 + 16) { scratch in
                    var input = MatchInput(url: bytes, scratch: scratch, segments: segments)
                    if !(plain && offsets.segmentsPrepared) {
                        input.prepare(authorityIsSegment: offsets.authorityIsSegment, caseInsensitive: foldsCase)
                    }
                    return segments.indices.map {
                        Matched(value: Array(input.value($0)), key: Array(input.key($0)), hash: segments[$0].keyHash)
                    }
                }
                let prepared = segments.indices.map { index -> (value: Range<Int32>, key: Range<Int32>, hash: UInt32)? in
                    guard let ref = plain ? scannedRanges[index] : segments[index] else { return nil }
                    // Values in scratch are compared by where they would be in the URL: never for plain segments.
                    guard !ref.flags.contains(.valueInScratch) && !ref.flags.contains(.keyInScratch) else { return nil }
                    return (ref.valueStart..<ref.valueEnd, ref.keyStart..<ref.keyEnd, ref.keyHash)
                }
                offsets.segmentsPrepared = false
                return .success(Answer(
                    scanned: Scanned(offsets: offsets, segments: segments.map { $0.rawStart..<$0.rawEnd }, flags: flags),
                    prepared: prepared, matched: matched))
            }
        }
    }

    /// Checks that the plain scanner, wherever it answers `text`, answers as the full scanner
    /// does; returns whether it answered.
    @discardableResult
    static func expectAgreement(_ text: String, limits: URLLimits = URLLimits(), _ source: String) -> Bool {
        var answered = false
        for foldsCase in [false, true] {
            guard case .success(let plain)? = scan(text, plain: true, limits: limits, foldsCase: foldsCase) else { continue }
            answered = true
            guard case .success(let full)? = scan(text, plain: false, limits: limits, foldsCase: foldsCase) else {
                Issue.record("the plain scanner read what the full one refuses, \(source): \(text.debugDescription)")
                continue
            }
            #expect(plain.scanned == full.scanned, "\(source): \(text.debugDescription)")
            #expect(plain.matched == full.matched, "\(source): \(text.debugDescription)")
            for (index, prepared) in plain.prepared.enumerated() {
                guard let prepared, let expected = full.prepared[index] else { continue }
                #expect(prepared.value == expected.value && prepared.key == expected.key && prepared.hash == expected.hash,
                        "segment \(index), \(source): \(text.debugDescription)")
            }
        }
        return answered
    }

    /// Checks that the full scanner puts the parts where ``URLLayout`` does, and refuses a
    /// scheme as it does.
    static func expectLayout(_ text: String, limits: URLLimits = URLLimits(), _ source: String) {
        var copy = text
        copy.withUTF8 { bytes in
            let layout = Result { () throws(SyntaxProblem) in try URLLayout(splitting: bytes) }
            guard let scanned = scan(text, plain: false, limits: limits) else { return }
            switch (layout, scanned) {
            case (.success(let layout), .success(let answer)):
                let offsets = answer.scanned.offsets
                #expect(layout.scheme == (offsets.hasScheme ? 0..<Int(offsets.schemeEnd) : nil), "\(source): \(text.debugDescription)")
                #expect(layout.authority == (offsets.hasAuthority ? Int(offsets.authorityStart)..<Int(offsets.authorityEnd) : nil),
                        "\(source): \(text.debugDescription)")
                #expect(layout.path == Int(offsets.pathStart)..<Int(offsets.pathEnd), "\(source): \(text.debugDescription)")
                #expect(layout.query == (offsets.queryStart >= 0 ? Int(offsets.queryStart)..<Int(offsets.queryEnd) : nil),
                        "\(source): \(text.debugDescription)")
                #expect(layout.fragment == (offsets.fragmentStart >= 0 ? Int(offsets.fragmentStart)..<bytes.count : nil),
                        "\(source): \(text.debugDescription)")
            case (.failure(let problem), .failure(let refusal)):
                // The length limit is checked before the scheme; after it, the scheme is the first problem.
                if refusal.code != .limitExceeded && !bytes.isEmpty {
                    #expect(refusal.what == problem.what && refusal.offset == problem.offset, "\(source): \(text.debugDescription)")
                }
            case (.failure(let problem), .success):
                Issue.record("the layout refuses (\(problem.what)) what the scanner reads, \(source): \(text.debugDescription)")
            case (.success, .failure):
                break  // the scanner checks what the parts hold; the layout only splits
            }
        }
    }

    /// Tight limits, so generated URLs reach every limit.
    static let tight = URLLimits(maxURLLength: 30, maxSegments: 4, maxSegmentLength: 6, maxQueryItems: 2)

    @Test func plainScannerAgreesWithTheFullScannerOnGeneratedURLs() {
        var generator = SeededGenerator(seed: 0xFA57)
        let alphabet: [Character] = ["a", "Z", "0", "/", "/", "?", "#", "&", "=", ":", ".", "-", "_", "+", " ", "@", "\\",
                                     "%", "2", "F", "é", "\u{1}", "~", "*", "!", "\u{7F}", "E", "e"]
        let prefixes = ["", "app://", "APP://", "app:", "/", "https://", "1a://", "a b://", "://", ":", "?", "#", "a.b+c-d_e:"]
        var answered = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = prefixes.randomElement(using: &generator)!
                + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if Self.expectAgreement(text, limits: Self.tight, "generated") { answered += 1 }
            Self.expectLayout(text, limits: Self.tight, "generated")
        }
        #expect(answered == 4_198)
    }

    /// Any bytes at all (read as UTF-8, as `Router` gets them), at the default limits and at
    /// their edges.
    @Test func plainScannerAgreesWithTheFullScannerOnHostileInput() {
        var generator = SeededGenerator(seed: 0xBAD_5EED)
        let pieces = ["/", "//", "?", "#", "&", "%", "%2e", "%2E%2e", ".", "..", "://", ":", "@", "\\", "\u{0}", "\u{1F}",
                      "\u{7F}", "\u{80}", "\u{FFFD}", "\u{202E}", "A", "z", "9", "x", "=", "+",
                      String(repeating: "a", count: 1_023), String(repeating: "b", count: 1_024), String(repeating: "/c", count: 16)]
        var answered = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if Self.expectAgreement(text, "hostile") { answered += 1 }
            Self.expectLayout(text, "hostile")
            var bytes = Array(text.utf8)
            if !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let mutated = String(decoding: bytes, as: UTF8.self)
            if Self.expectAgreement(mutated, "hostile, mutated") { answered += 1 }
            Self.expectLayout(mutated, "hostile, mutated")
        }
        #expect(answered == 870)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The URLs the fuzz targets start from and those fuzzers found.
    static func corpus() throws -> [(name: String, text: String)] {
        var found: [(String, String)] = []
        for folder in ["Fuzz/Corpus/FuzzURLMatching", "Fuzz/Corpus/FuzzWebURLs", "Tests/Fixtures/fuzz/FuzzWebURLs"] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
                found.append(("\(folder)/\(name)", String(decoding: bytes, as: UTF8.self)))
            }
        }
        return found
    }

    /// Every input and base of the web-platform-tests URL data.
    static func webPlatformInputs() throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/wpt/urltestdata.json"))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        var inputs: [String] = []
        for case let entry as [String: Any] in list {
            if let input = entry["input"] as? String { inputs.append(input) }
            if let base = entry["base"] as? String { inputs.append(base) }
        }
        return inputs
    }

    @Test func plainScannerAgreesWithTheFullScannerOnTheFuzzingCorpus() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 99)
        var answered = 0
        for (name, text) in corpus {
            for limits in [URLLimits(), Self.tight] {
                if Self.expectAgreement(text, limits: limits, name) { answered += 1 }
                Self.expectLayout(text, limits: limits, name)
            }
        }
        #expect(answered >= 89)
    }

    @Test func plainScannerAgreesWithTheFullScannerOnWebPlatformTestInputs() throws {
        let inputs = try Self.webPlatformInputs()
        #expect(inputs.count == 1_227)
        var answered = 0
        for text in inputs {
            for variant in [text, text.uppercased(), "app://" + text, "/" + text] {
                for limits in [URLLimits(), Self.tight] {
                    if Self.expectAgreement(variant, limits: limits, "urltestdata.json") { answered += 1 }
                    Self.expectLayout(variant, limits: limits, "urltestdata.json")
                }
            }
        }
        #expect(answered == 5_222)
    }

    @Test func plainScannerLeavesHardCasesToTheFullScanner() {
        for text in ["", "app://é", "app://u@h", "app://h\\x", "/a/./b", "/a/..", "1app://x", "a b://x", "/a\u{1}",
                     "/x#\u{7F}", "app://x?%ZZ", "app://x?a\u{1}", "/a%2", "/a%g0", "/%2e", "/a/%2E%2e/b", "/%00", "/a%7F",
                     "/%C3", "/%C3a", "/%A9", "/%C3é", "/é%A9", "/%ED%A0%80", "/%F4%90%80%80", "/%C0%AF", "app://%2F@x",
                     "app://x?q=%C3", "app://x?q=%0A"] {
            let answered = Self.scan(text, plain: true) != nil
            #expect(!answered, "\(text.debugDescription)")
        }
    }

    /// Escapes the plain scanner reads itself, as the full scanner does: the segment keeps its
    /// flags for the matcher to decode.
    @Test func plainScannerReadsEscapes() throws {
        let cases: [(text: String, flags: SegmentRef.Flags)] = [
            ("%41", [.hasPercent, .hasUppercase]),
            ("app://a%20b", [.hasPercent]),
            ("app://X%C3%A3o", [.hasPercent, .hasUppercase, .hasNonASCII]),
            ("/S%C3%A3o%20Paulo?q=rock%20%26%20roll&r=%E5%8C%97", [.hasPercent, .hasUppercase, .hasNonASCII]),
            ("/%2e%2e%2e/x#%ZZ", [.hasPercent]),
            ("/%F0%9F%98%80a", [.hasPercent, .hasNonASCII]),
        ]
        for (text, flags) in cases {
            let plain = try #require(try Self.scan(text, plain: true)?.get(), "\(text.debugDescription)")
            let full = try #require(try Self.scan(text, plain: false)?.get(), "\(text.debugDescription)")
            #expect(plain.scanned == full.scanned, "\(text.debugDescription)")
            #expect(plain.matched == full.matched, "\(text.debugDescription)")
            #expect(plain.scanned.flags.first == flags.rawValue, "\(text.debugDescription)")
        }
    }

    /// Escapes of every kind, valid and not, amid plain bytes and the grammar's ends.
    @Test func plainScannerAgreesWithTheFullScannerOnGeneratedEscapes() {
        var generator = SeededGenerator(seed: 0xE5CA_9E)
        let pieces = ["a", "Z", "/", "?", "&", "=", "#", ".", "%", "%2", "%2e", "%2E", "%41", "%20", "%2F", "%25", "%00",
                      "%7F", "%7f", "%C3", "%A3", "%c3%a3", "%E5%8C%97", "%ED%9F%BF", "%ED%A0%80", "%F0%9F%98%80",
                      "%F4%8F%BF%BF", "%F4%90%80%80", "%C0%AF", "%E0%80%80", "%FF", "%gg", "é", "@", "\\"]
        let prefixes = ["", "app://", "/", "app:", "APP://"]
        var answered = 0
        for _ in 0..<10_000 {
            let count = Int.random(in: 1...10, using: &generator)
            let text = prefixes.randomElement(using: &generator)!
                + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for limits in [URLLimits(), Self.tight] {
                if Self.expectAgreement(text, limits: limits, "generated escapes") { answered += 1 }
            }
        }
        #expect(answered == 2_700)
    }

    // MARK: The grammar's byte sets

    @Test func byteSetsHoldTheirBytes() {
        #expect(ByteSet("/?#").low == (1 as UInt64) << 0x2F | 1 << 0x3F | 1 << 0x23)
        #expect(ByteSet("\\").high == (1 as UInt64) << (0x5C - 64))
        #expect(ByteSet.controls == ByteSet(where: \.isControl))
        #expect(URLLayout.schemeBytes == ByteSet(where: { $0.isASCIILetter || $0.isASCIIDigit || "+-._".utf8.contains($0) }))
        #expect(!ByteSet.controls.contains(0x80) && !ByteSet(where: { _ in true }).contains(0xFF))
    }

    /// The fast paths' masks are the grammar's part ends plus what only the full reader reads.
    @Test func scannerMasksComeFromTheGrammar() {
        let ends = URLLayout.authorityEnd.union(URLLayout.segmentEnd).union(URLLayout.itemEnd)
        let printable = ByteSet(where: { $0 >= 0x20 && $0 < 0x7F && !$0.isASCIIUppercase })
        #expect(URLScanner.plainBytes == printable.subtracting(ends).subtracting(ByteSet("%@\\")))
        #expect(URLScanner.segmentStops == ByteSet(where: { $0.isControl || "/?#%".utf8.contains($0) }))
        #expect(URLScanner.authorityStops == ByteSet(where: { $0.isControl || "/?#%@\\".utf8.contains($0) }))
        #expect(URLScanner.itemStops == ByteSet(where: { $0.isControl || "&#%".utf8.contains($0) }))
        // The table's bits that say how a stop ends a part.
        let classes = URLScanner.ByteClasses.self
        for (set, bit) in [(URLLayout.segmentEnd, classes.segmentEnd), (URLLayout.authorityEnd, classes.authorityEnd),
                           (URLLayout.pathEnd, classes.pathEnd), (ByteSet("%"), classes.percent)] {
            let marked = (0..<256).filter { classes.table[$0] & bit != 0 }
            #expect(marked == (0..<128).filter { set.contains(UInt8($0)) })
        }
    }
}

extension ByteSet {
    /// The ASCII bytes for which `belongs` is true.
    init(where belongs: (UInt8) -> Bool) {
        self.init(low: 0, high: 0)
        for byte in UInt8(0)..<128 where belongs(byte) { insert(byte) }
    }

    func subtracting(_ other: ByteSet) -> ByteSet {
        ByteSet(low: low & ~other.low, high: high & ~other.high)
    }
}
