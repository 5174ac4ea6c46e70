import Foundation
import Junction
import JunctionRouteMap
import Testing

/// The compiled map (`RouteMap.compiled`, `junction compile -o FILE.jmap`): the same map in as
/// the JSON reader gives, for generated maps and the examples; its exact bytes; and every file
/// cut short, changed or of another version refused with its error.
@Suite struct CompiledRouteMapTests {
    /// FNV-1a, as the format documents it, written again here so the test checks the format and
    /// not the library's own function.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    /// A file of `payload` with a header that holds: `JMAP`, `version`, the length, the checksum.
    static func file(payload: [UInt8], version: UInt32 = 2) -> Data {
        func littleEndian(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return Data(Array("JMAP".utf8) + littleEndian(UInt64(version), 4) + littleEndian(UInt64(payload.count), 8)
            + littleEndian(checksum(payload), 8) + payload)
    }

    static func read(_ data: Data) throws(RouteMapError) -> RouteMap {
        try RouteMapFile(data: data, format: .compiled, file: "routes.jmap").map
    }

    /// The error reading `data` throws, named `routes.jmap` at the root.
    static func refusal(_ message: String) -> RouteMapError {
        RouteMapError(file: "routes.jmap", location: .keyPath(""), message: message)
    }

    static let smallMap = RouteMap(
        schemes: ["app"], routes: [RouteMap.Route(name: "a", patterns: [try! RoutePattern("app://a")], target: .page("A"))])

    /// The values of `smallMap`, byte by byte, in the documented order.
    static let smallPayload: [UInt8] = [
        0x01,  // version 1
        0x01, 0x03, 0x61, 0x70, 0x70,  // schemes: ["app"]
        0x00, 0x00, 0x00, 0x00,  // no web hosts, no web schemes, no app versions
        0x01,  // one route
        0x01, 0x61,  // name "a"
        0x01, 0x07, 0x61, 0x70, 0x70, 0x3A, 0x2F, 0x2F, 0x61,  // patterns: ["app://a"]
        0x01, 0x01, 0x41,  // page "A"
        0x00, 0x00, 0x00,  // in-app, no tags, no presentation
        0x00, 0x00, 0x00, 0x00,  // no parent, tab, redirect, description
        0x00, 0x00, 0x00,  // no attributes, web, disabled
        0x00, 0x00,  // no app versions
        0x00,  // compares case
    ]

    @Test func aSmallMapCompilesToTheseBytes() throws {
        #expect(Self.smallMap.compiled == Self.file(payload: Self.smallPayload))
        #expect(try Self.read(Self.file(payload: Self.smallPayload)) == Self.smallMap)
    }

    @Test(arguments: 0..<40)
    func generatedRouteMapsReadAsTheirJSON(seed: Int) throws {
        var generator = RouteMapCompileTests.Generator(state: UInt64(seed))
        let text = RouteMapCompileTests.routeMapJSON(&generator, routeCount: 1 + generator.below(12))
        try Self.expectRoundTrip(try RouteMapFile(text: text, format: .json), "seed \(seed)")
    }

    @Test(arguments: 0..<20)
    func generatedPageMapsReadAsTheirJSON(seed: Int) throws {
        var generator = RouteMapCompileTests.Generator(state: UInt64(seed) &+ 1_000)
        let text = RouteMapCompileTests.pageMapJSON(&generator, pageCount: 1 + generator.below(8))
        try Self.expectRoundTrip(try RouteMapFile(text: text, format: .json), "seed \(seed)")
    }

    @Test(arguments: ["shop.json", "shop.yaml", "shop.plist", "CCPageMap.plist"])
    func theExampleMapsReadAsTheirSource(name: String) throws {
        try Self.expectRoundTrip(try RouteMapFile(contentsOf: Self.example(name)), name)
    }

    /// A map with what the generators leave out: sheets and popovers, a negative version.
    @Test func presentationsAndOddValuesRoundTrip() throws {
        var map = Self.smallMap
        map.version = -3
        map.routes[0].presentation = .sheet(detents: [.medium, .large, .fraction(0.4), .height(300)])
        map.routes.append(RouteMap.Route(name: "b", patterns: [try RoutePattern("app://b")], presentation: .popover(source: "share")))
        map.routes.append(RouteMap.Route(name: "c", patterns: [], presentation: .fullScreenCover))
        #expect(try Self.read(map.compiled) == map)
    }

    /// Same map in, same map out, and the compiled JSON text unchanged; compiling again gives the same bytes.
    static func expectRoundTrip(_ source: RouteMapFile, _ context: String) throws {
        let compiled = source.map.compiled
        let read = try Self.read(compiled)
        #expect(read == source.map, "\(context)")
        #expect(read.json == source.map.json, "\(context)")
        #expect(read.compiled == compiled, "\(context)")
    }

    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/RouteMaps/\(name)")
            .standardizedFileURL.path
    }

    /// A `.jmap` file is read as a compiled map, and routes URLs as its source does.
    @Test func aJMAPFileRoutesAsItsSource() throws {
        let source = try RouteMapFile(contentsOf: Self.example("shop.yaml"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("junction-\(UUID().uuidString).jmap").path
        try source.map.compiled.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let compiled = try RouteMapFile(contentsOf: path)
        #expect(compiled.map == source.map)
        func answers(_ file: RouteMapFile) throws -> [String] {
            let router = try RouteMapCompileTests.router(loading: file)
            return try ["shop://home", "shop://product/42", "shop://search?q=boots", "shop://nowhere"].map { url in
                try router.match(url).map { "\($0.pattern) \($0.parameters)" } ?? "none"
            }
        }
        let expected = try answers(source)
        #expect(expected[1].hasPrefix("shop://product/{id:int} "))
        #expect(expected[3] == "none")
        #expect(try answers(compiled) == expected)
    }

    @Test func everyTruncationIsRefused() {
        let whole = Self.file(payload: Self.smallPayload)
        for length in 0..<whole.count {
            let expected = switch length {
            case 0..<4: Self.refusal("not a compiled route map: it does not start with \"JMAP\"; write one with junction compile MAP -o FILE.jmap")
            case 4..<24: Self.refusal("the compiled map is truncated: \(length) bytes, shorter than its 24-byte header")
            default:
                Self.refusal("the compiled map is truncated: its header promises \(Self.smallPayload.count) bytes after it, the file has \(length - 24)")
            }
            #expect(throws: expected, "\(length) bytes") { try Self.read(whole.prefix(length)) }
        }
    }

    @Test func anyChangedByteIsRefused() {
        let whole = Self.file(payload: Self.smallPayload)
        for index in 24..<whole.count {
            var changed = whole
            changed[index] ^= 0x20
            #expect(throws: Self.refusal("the compiled map is corrupted: its checksum does not match its contents"), "byte \(index)") {
                try Self.read(changed)
            }
        }
        #expect(throws: Self.refusal("the compiled map has 1 bytes more than its header promises; it was changed after it was compiled")) {
            try Self.read(whole + [0])
        }
    }

    @Test func anotherVersionIsRefused() {
        #expect(throws: Self.refusal(
            "the map was compiled by another version of Junction (compiled format 1; this one reads 2); compile it again with this version's junction compile"
        )) { try Self.read(Self.file(payload: Self.smallPayload, version: 1)) }
        #expect(throws: Self.refusal("not a compiled route map: it does not start with \"JMAP\"; write one with junction compile MAP -o FILE.jmap")) {
            try Self.read(Data(Self.smallMap.json.utf8))
        }
    }

    /// Values that do not read, behind a checksum that holds (a file not written by `junction compile`).
    @Test(arguments: [
        ([0x01, 0x00, 0x00, 0x00, 0x00], "the values end inside a number", 29),
        ([0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], "values end before the file does", 31),
        ([0x01, 0x05, 0x01], "a count of 5 is more than the bytes left", 26),
        ([0x01, 0x01, 0x02, 0xC3, 0x28, 0x00, 0x00, 0x00, 0x00], "a string is not UTF-8", 29),
        ([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02], "a number is longer than 64 bits", 34),
        (Array(CompiledRouteMapTests.smallPayload[0..<22]) + [0x07], "unknown target kind", 47),
    ] as [([UInt8], String, Int)])
    func valuesThatDoNotReadAreRefused(payload: [UInt8], what: String, offset: Int) {
        #expect(throws: Self.refusal("the compiled map is corrupted at byte \(offset): \(what)")) { try Self.read(Self.file(payload: payload)) }
    }

    @Test func aPatternThatDoesNotParseIsRefusedAtItsPlace() {
        var payload = Self.smallPayload
        payload.replaceSubrange(14..<22, with: [0x07, 0x61, 0x70, 0x70, 0x3A, 0x2F, 0x2F, 0x7B])  // "app://{"
        #expect(throws: RouteMapError(
            file: "routes.jmap", location: .keyPath("routes[0].patterns[0]"),
            message: "bad pattern \"app://{\": '{' is never closed at column 7"
        )) { try Self.read(Self.file(payload: payload)) }
    }

    /// The fuzz target's seeds and findings, read as it reads them: as a file, and as values
    /// behind a header that holds.
    @Test func fuzzInputsReadBackAsThemselvesOrSayWhyInOneLine() throws {
        let inputs = try FuzzReplayTests.inputs("FuzzCompiledMaps")
        #expect(inputs.count >= 3)
        var read = 0
        for (name, bytes) in inputs {
            for data in [Data(bytes), Self.file(payload: bytes)] {
                do {
                    let map = try Self.read(data)
                    read += 1
                    #expect(try Self.read(map.compiled) == map, "\(name)")
                    _ = try? map.load(into: Router(), bindings: RouteMapBindings())
                } catch {
                    #expect(!error.description.contains("\n"), "\(name)")
                }
            }
        }
        #expect(read >= 3)
    }
}
