import Foundation
import Junction
@testable import JunctionRouteMap
import Testing

/// The JSON reader that reads a map straight into the model (`JSONMapReader.readRouteMap`),
/// held to the reader it speeds up: the located nodes and `RouteMapDecoder`, kept as the
/// oracle. Wherever the direct reader gives a map, the oracle gives an equal one; wherever it
/// gives up, `RouteMapFile` gives what the oracle gives (the same map, or the same error at the
/// same place). Checked on generated maps, the repository's JSON maps, and mutants of both.
@Suite struct JSONDirectReaderTests {
    /// What reading `text` gives each way: the direct reader's map (`nil` when it gave up), the
    /// oracle's map or error, and `RouteMapFile`'s.
    struct Outcome {
        let direct: RouteMap?
        let oracle: Result<RouteMap, RouteMapError>
        let file: Result<RouteMap, RouteMapError>

        init(_ bytes: [UInt8]) {
            var reader = JSONMapReader(bytes, file: "f.json")
            direct = reader.readRouteMap()
            let data = Data(bytes)
            oracle = Result { () throws(RouteMapError) in try RouteMapFile.decodedFromNodes(data: data, format: .json, file: "f.json") }
            file = Result { () throws(RouteMapError) in try RouteMapFile(data: data, format: .json, file: "f.json").map }
        }

        /// Whether the direct reader agrees with the oracle, and the file with both.
        var agrees: Bool {
            if let direct, (try? oracle.get()) != direct { return false }
            return file == oracle
        }
    }

    /// Every JSON route map in the repository: the examples, fixtures and fuzz seeds.
    static let repositoryMaps: [(name: String, bytes: [UInt8])] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Examples", "Tests/Fixtures", "Fuzz/Corpus/FuzzRouteMaps", "Tests/JunctionRouteMapTests"]
        var maps: [(String, [UInt8])] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "json", let data = try? Data(contentsOf: url) else { continue }
                maps.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), Array(data)))
            }
        }
        return maps.sorted { $0.0 < $1.0 }
    }()

    static func generatedMap(seed: Int) -> [UInt8] {
        var generator = RouteMapCompileTests.Generator(state: UInt64(seed) &* 7_919)
        return Array(RouteMapCompileTests.routeMapJSON(&generator, routeCount: 1 + generator.below(12)).utf8)
    }

    @Test(arguments: 0..<60)
    func generatedMapsAreReadDirectlyToTheOraclesMap(seed: Int) throws {
        let outcome = Outcome(Self.generatedMap(seed: seed))
        let direct = try #require(outcome.direct, "seed \(seed): the direct reader gave up on a valid map")
        #expect(direct == (try outcome.oracle.get()), "seed \(seed)")
        #expect(outcome.agrees, "seed \(seed)")
    }

    @Test func theRepositorysMapsAreReadAsTheOracleReadsThem() {
        #expect(Self.repositoryMaps.count >= 5)
        var direct = 0
        for map in Self.repositoryMaps {
            let outcome = Outcome(map.bytes)
            #expect(outcome.agrees, "\(map.name)")
            if outcome.direct != nil { direct += 1 }
        }
        // The example shop map at least is in Junction's own shape, with plain keys.
        #expect(direct >= 1)
    }

    /// Page maps, escaped keys and keys that equal a known one only as Unicode text are left to
    /// the oracle, as are words (a presentation, an exposure) written with an escape; `null`
    /// stands for a key left out.
    @Test(arguments: [
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "tags": null, "exposure": null}], "version": null}"#, true),
        (#"{"routes": []}"#, true),
        (#"{"page1": {"class": "C"}}"#, false),
        (#"{"routes": [{"na\u006de": "a", "pattern": "/a", "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "attributes": [{"name": "x", "default": 1.5e3}]}]}"#, true),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "exposure": []}]}"#, true),
        (#"{"version": 1.0, "routes": []}"#, false),
        (#"{"version": -0, "routes": []}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "pattern": "/b", "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": null, "patterns": ["/a"], "page": "P"}]}"#, true),
        (#"{"routes": [{"name": "a", "pattern": "/a", "patterns": ["/a"], "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "a", "patterns": [], "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "handler": "h"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a/{x", "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "", "pattern": "/a", "page": "P"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "presentation": "sideways"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "presentation": "modal", "exposure": "everywhere"}]}"#, true),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "presentation": "mod\u0061l"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "exposure": "everywhere "}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P"},]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "P"}]} x"#, false),
        (#" {"routes": [{"name": "caf\u00e9 \ud83d\ude80", "pattern": "/a", "page": "P", "description": ""}]} "#, true),
    ])
    func directReaderTakesOnlyWhatItIsSureOf(text: String, readsDirectly: Bool) {
        let outcome = Outcome(Array(text.utf8))
        #expect((outcome.direct != nil) == readsDirectly, "\(text)")
        #expect(outcome.agrees, "\(text)")
    }

    /// Tags and exposure lists repeated from one route to the next are read as the last route's
    /// values; a list that only starts like the last one, or ends like it, is read afresh.
    @Test func listsRepeatedFromTheLastRouteAreReadAsWritten() throws {
        let lists = [#"["a", "b"]"#, #"["a", "b"]"#, #"["a", "b", "c"]"#, #"["a"]"#, #"["b"]"#, #"["a", "b"]"#, #"[ "a", "b"]"#]
        let exposures = [#"["push"]"#, #"["push"]"#, #"["push", "other-app"]"#, #"["other-app"]"#, #"["push"]"#, #"["push"]"#, #"["universal-link"]"#]
        let routes = lists.indices.map { index in
            #"{"name": "r\#(index)", "pattern": "/r\#(index)", "page": "P", "tags": \#(lists[index]), "exposure": \#(exposures[index])}"#
        }
        let outcome = Outcome(Array(#"{"routes": [\#(routes.joined(separator: ", "))]}"#.utf8))
        let direct = try #require(outcome.direct)
        #expect(direct.routes.map(\.tags) == [["a", "b"], ["a", "b"], ["a", "b", "c"], ["a"], ["b"], ["a", "b"], ["a", "b"]])
        // The second route's tags are the first's list, not one made again; the sixth's, read
        // after other tags, are made again.
        func sameStorage(_ lhs: [String], _ rhs: [String]) -> Bool {
            lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress } }
        }
        #expect(sameStorage(direct.routes[0].tags, direct.routes[1].tags))
        #expect(!sameStorage(direct.routes[1].tags, direct.routes[5].tags))
        #expect(direct.routes.map(\.exposure) == [
            .sources([.push]), .sources([.push]), .sources([.push, .otherApp]), .sources([.otherApp]), .sources([.push]), .sources([.push]),
            .sources([.universalLink]),
        ])
        #expect(outcome.agrees)
    }

    /// The maps cut short, with a byte removed, or with a byte replaced by one that matters to
    /// JSON, at places spread over the whole text: the direct reader never takes a mutant the
    /// oracle refuses or reads differently, and the file's error is the oracle's.
    /// `source` with one change at a place `generator` draws: cut there, a byte taken out, or
    /// a byte replaced by one that JSON gives a meaning to (or by a byte no UTF-8 has).
    static func mutant(of source: [UInt8], _ generator: inout RouteMapCompileTests.Generator) -> [UInt8] {
        let replacements = Array(#"",:{}[]\ntf01-e."#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xFF]
        var bytes = source
        let place = generator.below(bytes.count)
        switch generator.below(3) {
        case 0: bytes.removeSubrange(place...)
        case 1: bytes.remove(at: place)
        default: bytes[place] = generator.pick(replacements)
        }
        return bytes
    }

    @Test func mutantsAreReadAsTheOracleReadsThem() {
        let sources = Self.repositoryMaps.map(\.bytes).filter { $0.count < 20_000 } + (0..<4).map(Self.generatedMap(seed:))
        var generator = RouteMapCompileTests.Generator(state: 42)
        var mutants = 0, directlyRead = 0
        for source in sources {
            for _ in 0..<120 {
                let bytes = Self.mutant(of: source, &generator)
                let outcome = Outcome(bytes)
                #expect(outcome.agrees, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
                mutants += 1
                if outcome.direct != nil { directlyRead += 1 }
            }
        }
        #expect(mutants == sources.count * 120)
        // Some mutants are still valid maps (a changed letter in a name), and are read directly.
        #expect(directlyRead > 0)
    }

    // MARK: Long lists, read in runs

    /// The routes of a map whose text starts `{"routes": `, read in `runs` runs.
    static func routesInRuns(_ bytes: [UInt8], _ runs: Int) -> [RouteMap.Route]? {
        var reader = JSONMapReader(bytes, file: "f.json")
        reader.index = Array("{\"routes\": ".utf8).count
        return reader.routesInRuns(runs)?.routes
    }

    /// A generated map long enough to be read in runs gives the oracle's map, read whole or in
    /// any number of runs.
    @Test func longMapsAreReadInRunsToTheOraclesMap() throws {
        var generator = RouteMapCompileTests.Generator(state: 2_024)
        let bytes = Array(RouteMapCompileTests.routeMapJSON(&generator, routeCount: 1_500).utf8)
        #expect(bytes.count > 2 * JSONMapReader.bytesPerRun)
        let outcome = Outcome(bytes)
        let oracle = try outcome.oracle.get()
        #expect(outcome.direct == oracle)
        #expect(oracle.routes.count == 1_500)
        let text = String(decoding: bytes, as: UTF8.self)
        let routesKey = try #require(text.range(of: #""routes""#)).upperBound
        let list = try #require(text[routesKey...].firstIndex(of: "["))
        let listed = Array(("{\"routes\": " + text[list...]).utf8)
        for runs in [2, 3, 7, 16] {
            #expect(Self.routesInRuns(listed, runs) == oracle.routes, "\(runs) runs")
        }
    }

    /// Where a run starts is a guess: text in a string that reads like the end of one route and
    /// the start of the next is passed over (a route cannot start inside a string), and the runs
    /// give the oracle's routes however many there are.
    @Test func textThatLooksLikeABoundaryIsPassedOver() throws {
        let routes = (0..<1_200).map { index in
            #"{"name": "r\#(index)", "pattern": "/r\#(index)", "page": "P", "description": "a}, {\"name\": \"fake\", \"pattern\": \"/f\", \"page\": \"F\"}, {b"}"#
        }
        let bytes = Array(("{\"routes\": [" + routes.joined(separator: ", ") + "]}").utf8)
        let outcome = Outcome(bytes)
        let oracle = try outcome.oracle.get()
        #expect(outcome.direct == oracle)
        #expect(oracle.routes.map(\.name) == (0..<1_200).map { "r\($0)" })
        for runs in 2...24 {
            #expect(Self.routesInRuns(bytes, runs) == oracle.routes, "\(runs) runs")
        }
    }

    /// A run that does not end where the next one started gives no routes: here the list ends
    /// first, and the next run's guess is an object of the key after it.
    @Test func aRunMustEndWhereTheNextStarted() {
        let route = #"{"name": "r", "pattern": "/r", "page": "P", "description": "a route of a long list"}"#
        let bytes = Array(("{\"routes\": [" + Array(repeating: route, count: 100).joined(separator: ", ") + "], \"more\": ["
            + Array(repeating: route, count: 1_100).joined(separator: ", ") + "]}").utf8)
        #expect(Self.routesInRuns(bytes, 2) == nil)
        #expect(Self.routesInRuns(bytes, 3) == nil)
        #expect(Outcome(bytes).agrees)
    }

    /// A long list with a mistake in one route: no run gives a map, and the file's error is the
    /// oracle's, at the same place.
    @Test func aMistakeInALongListIsTheOraclesToReport() {
        var routes = (0..<1_200).map { #"{"name": "r\#($0)", "pattern": "/r\#($0)", "page": "P", "description": "a route of a long list"}"# }
        routes[900] = #"{"name": "r900", "pattern": "/r900/{x", "page": "P"}"#
        let bytes = Array(("{\"routes\": [" + routes.joined(separator: ",\n") + "]}").utf8)
        let outcome = Outcome(bytes)
        #expect(outcome.direct == nil)
        #expect(Self.routesInRuns(bytes, 2) == nil)
        #expect(outcome.agrees)
        #expect(throws: RouteMapError.self) { try outcome.file.get() }
    }
}
