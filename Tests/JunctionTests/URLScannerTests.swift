import Foundation
@testable import Junction
import Testing

/// The one URL scanner against ROUTING.md §1 read a second way (``ReferenceReader``: plain,
/// slow, sharing no code with the scanner), on generated URLs, hostile bytes, the fuzzing corpus
/// and the web-platform-tests inputs: it accepts exactly what the rules accept, puts the parts
/// where ``URLLayout`` does, records the segments it reads as they are found again, and the
/// matcher, reading those segments, finds the same values.
@Suite struct URLScannerTests {
    /// Limits no generated URL reaches, so that only the rules decide.
    static let loose = URLLimits(maxURLLength: 1 << 20, maxSegments: 1 << 16, maxSegmentLength: 1 << 20, maxQueryItems: 1 << 16)
    /// Tight limits, so generated URLs reach every limit.
    static let tight = URLLimits(maxURLLength: 30, maxSegments: 4, maxSegmentLength: 6, maxQueryItems: 2)

    /// Routes that capture every segment of URLs of up to six segments, by position.
    static let capturing: [Router] = [RouterOptions(), RouterOptions(caseInsensitive: true)].map { options in
        var parsing = options.parsing
        parsing.limits = loose
        let router = Router(options: RouterOptions(caseInsensitive: options.caseInsensitive, parsing: parsing))
        for count in 1...6 {
            try! router.register("/" + (0..<count).map { "{s\($0)}" }.joined(separator: "/")) { _ in }
        }
        return router
    }

    /// Checks the scanner against the reference for `text`; returns whether it was accepted.
    @discardableResult
    static func expectAgreement(_ text: String, limits: URLLimits, _ source: String) -> Bool {
        let expected = ReferenceReader.read(text)
        let scanned = Result { () throws(RouteError) in try RouteURL(text, options: URLParsingOptions(limits: limits)) }
        switch (expected, scanned) {
        case (nil, .failure):
            return false
        case (nil, .success):
            Issue.record("the scanner accepts what the rules refuse, \(source): \(text.debugDescription)")
            return false
        case (let parts?, .failure(let error)):
            // Within the limits the rules decide; past one, the scanner says so.
            #expect(!ReferenceReader.fits(parts, text, limits) && error.code == .limitExceeded,
                    "\(error.unescapedMessage), \(source): \(text.debugDescription)")
            return false
        case (let parts?, .success(let url)):
            #expect(ReferenceReader.fits(parts, text, limits), "\(source): \(text.debugDescription)")
            #expect(url.scheme == parts.scheme && url.authority == parts.authority && url.segments == parts.segments
                && url.query == parts.query && url.fragment.map(String.init) == parts.fragment, "\(source): \(text.debugDescription)")
            expectLayout(url, source)
            expectRecordedSegments(url, limits: limits, source)
            expectMatcherValues(url, parts, source)
            return true
        }
    }

    /// The scanner puts the parts where ``URLLayout`` splits them.
    static func expectLayout(_ url: RouteURL, _ source: String) {
        let offsets = url.offsets
        url.string.withUTF8Bytes { bytes in
            guard let layout = try? URLLayout(splitting: bytes) else {
                Issue.record("the layout refuses what the scanner reads, \(source): \(url.string.debugDescription)")
                return
            }
            #expect(layout.scheme == (offsets.hasScheme ? 0..<Int(offsets.schemeEnd) : nil)
                && layout.authority == (offsets.hasAuthority ? Int(offsets.authorityStart)..<Int(offsets.authorityEnd) : nil)
                && layout.path == Int(offsets.pathStart)..<Int(offsets.pathEnd)
                && layout.query == (offsets.queryStart >= 0 ? Int(offsets.queryStart)..<Int(offsets.queryEnd) : nil)
                && layout.fragment == (offsets.fragmentStart >= 0 ? Int(offsets.fragmentStart)..<bytes.count : nil),
                "\(source): \(url.string.debugDescription)")
        }
        #expect(Int(offsets.segmentCount) == url.segments.count, "\(source): \(url.string.debugDescription)")
    }

    /// The segments the scanner records as it reads a URL (for the matcher) are those found
    /// again from its offsets, hashing each segment's bytes on their own: the same bounds,
    /// hashes, plain flags and decoding answers, and as many as it counted.
    static func expectRecordedSegments(_ url: RouteURL, limits: URLLimits, _ source: String) {
        url.string.withUTF8Bytes { bytes in
            let room = URLScanner.segmentRoom(bytes.count, limits)
            LentBuffer<URLSegment>.withWorkingMemory(count: room, initialValue: .unset) { recorded in
                let count = Int(url.offsets.segmentCount)
                LentBuffer<URLSegment>.withWorkingMemory(count: count, initialValue: .unset) { found in
                    guard let offsets = try? URLScanner(bytes: bytes, limits: limits).scan(recording: recorded) else {
                        Issue.record("the scanner refuses when recording what it read, \(source): \(url.string.debugDescription)")
                        return
                    }
                    #expect(offsets == url.offsets && URLSegment.read(bytes, offsets, into: found) == count)
                    for index in 0..<count {
                        let (mine, theirs) = (recorded[index], found[index])
                        #expect(mine.start == theirs.start && mine.end == theirs.end && mine.rawHash == theirs.rawHash
                            && mine.isAuthority == theirs.isAuthority && mine.isPlain == theirs.isPlain
                            && mine.needsDecoding(in: bytes, folding: false) == theirs.needsDecoding(in: bytes, folding: false)
                            && mine.needsDecoding(in: bytes, folding: true) == theirs.needsDecoding(in: bytes, folding: true),
                            "segment \(index), \(source): \(url.string.debugDescription)")
                    }
                }
            }
        }
    }

    /// The matcher, decoding the recorded segments as it walks, captures the segments the rules
    /// give; and (for one URL in eight, as routers take a while to make) a route of those
    /// segments as literals, percent-encoded, reaches the URL.
    static func expectMatcherValues(_ url: RouteURL, _ parts: ReferenceReader.Parts, _ source: String) {
        guard (1...6).contains(parts.segments.count) else { return }
        for router in capturing {
            let values = (try? router.match(url.string))?.parameters.captureValues
            #expect(values == parts.segments, "\(source): \(url.string.debugDescription)")
        }
        guard url.string.utf8.count % 8 == 0 else { return }
        let literal = "/" + parts.segments.map { PercentEncoding.encode($0, inQuery: false) }.joined(separator: "/")
        for caseInsensitive in [false, true] {
            let router = Router(options: RouterOptions(caseInsensitive: caseInsensitive, parsing: URLParsingOptions(limits: loose)))
            guard (try? router.register(literal) { _ in }) != nil else { continue }
            #expect((try? router.match(url.string)) != nil, "\(literal) for \(source): \(url.string.debugDescription)")
        }
    }

    /// With no path segment allowed, the authority is still a segment: the room the scanner
    /// records into holds it, and a path segment is refused with the limit's message.
    @Test func theAuthorityIsRecordedWhereNoPathSegmentIsAllowed() throws {
        let limits = URLLimits(maxSegments: 0)
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(limits: limits)))
        try router.register("app://{host}") { _ in }
        #expect(try router.match("app://shop")?.parameters["host"] == "shop")
        let refused = #expect(throws: RouteError.self) { try router.match("app://shop/x") }
        #expect(refused?.code == .limitExceeded)
        #expect(refused?.unescapedMessage.hasPrefix("more than 0 path segments (the limit): segment 1") == true)
        #expect(URLScanner.segmentRoom(10, limits) == 1 && URLScanner.segmentRoom(3, URLLimits()) == 3)
        // A URL past the length limit is refused before a segment is read: no room is made.
        let huge = URLLimits(maxURLLength: 8, maxSegments: 1 << 20)
        #expect(URLScanner.segmentRoom(9, huge) == 0 && URLScanner.segmentRoom(8, huge) == 8)
    }

    @Test func scannerFollowsTheRulesOnGeneratedURLs() {
        var generator = SeededGenerator(seed: 0xFA57)
        let alphabet: [String] = ["a", "Z", "0", "/", "/", "?", "#", "&", "=", ":", ".", "-", "_", "+", " ", "@", "\\",
                                  "%", "2", "F", "é", "\u{1}", "~", "*", "!", "\u{7F}", "E", "e", "%2e", "%2F", "%41", "%C3%A9",
                                  "%C3", "%A9", "%ED%A0%80", "%F0%9F%98%80", "%C0%AF", "%7F", "%00", "%zz"]
        let prefixes = ["", "app://", "APP://", "app:", "/", "https://", "1a://", "a b://", "://", ":", "?", "#", "a.b+c-d_e:"]
        var accepted = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...16, using: &generator)
            let text = prefixes.randomElement(using: &generator)! + (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            for limits in [Self.loose, Self.tight] where Self.expectAgreement(text, limits: limits, "generated") { accepted += 1 }
        }
        #expect(accepted == 8_273)
    }

    /// Any bytes at all (read as UTF-8, as `Router` gets them), at the default limits and at their edges.
    @Test func scannerFollowsTheRulesOnHostileInput() {
        var generator = SeededGenerator(seed: 0xBAD_5EED)
        let pieces = ["/", "//", "?", "#", "&", "%", "%2e", "%2E%2e", ".", "..", "://", ":", "@", "\\", "\u{0}", "\u{1F}",
                      "\u{7F}", "\u{80}", "\u{FFFD}", "\u{202E}", "A", "z", "9", "x", "=", "+",
                      String(repeating: "a", count: 1_023), String(repeating: "b", count: 1_024), String(repeating: "/c", count: 16)]
        var accepted = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var bytes = Array(text.utf8)
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            for variant in [text, String(decoding: bytes, as: UTF8.self)] {
                for limits in [URLLimits(), Self.loose] where Self.expectAgreement(variant, limits: limits, "hostile") { accepted += 1 }
            }
        }
        #expect(accepted == 3_974)
    }

    @Test func scannerFollowsTheRulesOnTheFuzzingCorpus() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 99)
        var accepted = 0
        for (name, text) in corpus {
            for limits in [URLLimits(), Self.tight] where Self.expectAgreement(text, limits: limits, name) { accepted += 1 }
        }
        #expect(accepted == 100)
    }

    @Test func scannerFollowsTheRulesOnWebPlatformTestInputs() throws {
        let inputs = try Self.webPlatformInputs()
        #expect(inputs.count == 1_227)
        var accepted = 0
        for text in inputs {
            for variant in [text, text.uppercased(), "app://" + text, "/" + text] {
                for limits in [URLLimits(), Self.tight] where Self.expectAgreement(variant, limits: limits, "urltestdata.json") {
                    accepted += 1
                }
            }
        }
        #expect(accepted == 5_454)
    }

    /// The grammar's sets, written as masks for the scanner's loops, hold the bytes they name.
    @Test func grammarSetsHoldTheirBytes() {
        #expect(URLLayout.authorityEnd == ByteSet("/?#") && URLLayout.segmentEnd == ByteSet("/?#"))
        #expect(URLLayout.pathEnd == ByteSet("?#") && URLLayout.queryEnd == ByteSet("#") && URLLayout.itemEnd == ByteSet("&#"))
        #expect(URLLayout.schemeBytes == ByteSet(where: { $0.isASCIILetter || $0.isASCIIDigit || "+-._".utf8.contains($0) }))
        #expect(ByteSet.controls == ByteSet(where: \.isControl))
        let printable = ByteSet(where: { $0 >= 0x20 && $0 < 0x7F })
        let uppercase = ByteSet(where: \.isASCIIUppercase)
        #expect(URLScanner.plainBytes(.segment) == printable.subtracting(ByteSet("/?#%")).subtracting(uppercase))
        #expect(URLScanner.plainBytes(.authority) == printable.subtracting(ByteSet("/?#%@\\")).subtracting(uppercase))
        #expect(URLScanner.plainBytes(.query) == printable.subtracting(ByteSet("&#%")))
        #expect(PatternParser.ordinaryBytes == printable.subtracting(ByteSet("%@\\{}*:")).subtracting(uppercase))
        #expect(!ByteSet.controls.contains(0x80) && !ByteSet(where: { _ in true }).contains(0xFF))
        for place in [PercentEncoding.Place.authority, .segment, .query] {
            let table = URLScanner.plainTable(place), set = URLScanner.plainBytes(place)
            #expect((0...255).allSatisfy { table.contains(UInt8($0)) == set.contains(UInt8($0)) })
        }
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
}

extension ByteSet {
    /// The ASCII bytes for which `belongs` is true.
    init(where belongs: (UInt8) -> Bool) {
        self.init(low: 0, high: 0)
        for byte in UInt8(0)..<128 where belongs(byte) { insert(byte) }
    }
}
