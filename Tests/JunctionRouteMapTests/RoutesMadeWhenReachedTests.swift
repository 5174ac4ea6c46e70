import Foundation
@testable import Junction
@testable import JunctionRouteMap
import Testing

/// A JSON map loaded with its routes made when first reached (`LoadingRouteMap`), held to the
/// same map loaded whole (`RouteMapFile.load(into:bindings:)`), the oracle: on generated maps
/// whose patterns overlap across groups (literal hosts and first segments beside captures,
/// wildcards, optional groups, mixed segments, percent-encoding, hosts of their own), a router
/// that has made only what each URL needed answers every lookup, URL by name and listing as the
/// router with the whole map does, and so does it after the whole map is in.
@Suite struct RoutesMadeWhenReachedTests {
    typealias Generator = RouteMapCompileTests.Generator

    static let options = RouterOptions(webHosts: ["web.example.com"], schemes: ["app", "other"])
    static let hosts = ["a", "b", "Shop", "shop.example.com", "x-1", "caf%C3%A9", "v2"]
    static let words = ["list", "item", "42", "A", "x"]

    /// A map of `count` routes whose patterns start with a few hosts and first segments, or
    /// with something else, and go on with words, captures and wildcards.
    static func map(_ generator: inout Generator, count: Int) -> String {
        var patterns: [String] = []
        return map(&generator, count: count, patterns: &patterns)
    }

    /// The same, with each route's pattern added to `patterns`.
    static func map(_ generator: inout Generator, count: Int, patterns: inout [String]) -> String {
        var routes: [String] = []
        var written: Set<String> = []
        while routes.count < count {
            let index = routes.count
            var pattern: String = switch generator.below(10) {
            case 0: "app://:host"
            case 1: "/:first"
            case 2: "app://v{major:int}"
            case 3: "/" + generator.pick(hosts)
            case 4: "other://" + generator.pick(hosts)
            default: "app://" + generator.pick(hosts)
            }
            for step in 0..<generator.below(3) {
                pattern += "/" + generator.pick(words + [":c\(step)", "{n\(step):int}", "*"])
            }
            // The texts the pattern stands for, which no other route's may repeat.
            var forms = [pattern]
            if generator.chance(10) {
                pattern += "/**"
                forms = [pattern]
            } else if generator.chance(15) {
                forms.append(pattern + "/opt\(index)")
                pattern += "(/opt\(index))"
            }
            // `*` and an untyped capture take the same segments.
            let texts = forms.map { $0.lowercased().replacingOccurrences(of: #":c\d"#, with: "*", options: .regularExpression) }
            guard written.isDisjoint(with: texts) else { continue }
            written.formUnion(texts)
            var members = [#""name": "r\#(index)""#, #""pattern": "\#(pattern)""#, #""page": "P""#, #""exposure": "everywhere""#]
            if generator.chance(8), !pattern.contains("://") { members.append(#""hosts": ["web.example.com"]"#) }
            if generator.chance(8) { members.append(#""caseInsensitive": true"#) }
            routes.append("{" + members.joined(separator: ", ") + "}")
            patterns.append(pattern)
        }
        return #"{"version": 1, "schemes": ["app", "other"], "webHosts": ["web.example.com"], "routes": [\#n"#
            + routes.joined(separator: ",\n") + "\n]}"
    }

    /// URLs of the map's patterns, their captures filled, and in the map's words: its hosts and
    /// first segments as written, in other cases, percent-encoded and unknown, on its schemes,
    /// the web host and others.
    static func urls(_ generator: inout Generator, count: Int, of patterns: [String] = []) -> [String] {
        (0..<count).map { _ in
            if !patterns.isEmpty, generator.chance(60) {
                var url = generator.pick(patterns)
                for (written, value) in [(#"\{n\d:int\}"#, "7"), (#"\{major:int\}"#, "3"), (#":[a-z]\w*"#, "w"), (#"/\*\*"#, "/a/b"), (#"/\*"#, "/w")] {
                    url = url.replacingOccurrences(of: written, with: value, options: .regularExpression)
                }
                url = url.replacingOccurrences(of: #"\(/(opt\d+)\)"#, with: generator.chance(50) ? "/$1" : "", options: .regularExpression)
                // A scheme-less pattern's URL: a path, a web link, or one whose host is its first segment.
                if url.hasPrefix("/") { url = generator.pick(["", "https://web.example.com", "app:/"]) + url }
                if generator.chance(20) { url = url.uppercased() }
                return url
            }
            var host = generator.pick(hosts + ["zz", "42"])
            switch generator.below(4) {
            case 0: host = host.uppercased()
            case 1: host = host.replacingOccurrences(of: "a", with: "%61")
            default: break
            }
            let start = generator.pick(["app://", "other://", "https://web.example.com/", "https://elsewhere.com/", "/", "APP://"])
            var url = start + host
            for _ in 0..<generator.below(4) { url += "/" + generator.pick(words + ["opt3", "7", "zz"]) }
            if generator.chance(20) { url += "?q=1" }
            return url
        }
    }

    static var bindings: RouteMapBindings {
        var bindings = RouteMapBindings()
        bindings.page("P") { request in request.route.name }
        return bindings
    }

    /// What a lookup found, as text to compare: the pattern, the parameters and the remainder,
    /// or the error's code.
    static func lookUp(_ url: String, in router: Router, source: RouteSource = .inApp) -> String {
        do {
            guard let match = try router.match(RouteRequest(url: url, source: source)) else { return "none" }
            let parameters = match.parameters.names.map { "\($0)=\(match.parameters[$0] ?? "")" }
            return "\(match.pattern.text) \(parameters) \(match.remainder ?? "-")"
        } catch {
            return "error \(error.code)"
        }
    }

    /// A router with the map's routes found and none made but those in no group.
    static func started(_ text: String, options: RouterOptions = options) throws -> (Router, LoadingRouteMap) {
        let router = Router(options: options)
        let map = try #require(LoadingRouteMap(bytes: Array(text.utf8), file: "m.json", bindings: bindings))
        try map.start(in: router)
        return (router, map)
    }

    static func whole(_ text: String, options: RouterOptions = options) throws -> Router {
        let router = Router(options: options)
        try RouteMapFile(text: text, format: .json, file: "m.json").load(into: router, bindings: bindings)
        return router
    }

    @Test(arguments: 0..<30)
    func eachLookupFindsWhatTheWholeMapFinds(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 104_729 &+ 1)
        var patterns: [String] = []
        let text = Self.map(&generator, count: 5 + generator.below(40), patterns: &patterns)
        let oracle = try Self.whole(text)
        let (progressive, map) = try Self.started(text)
        let bareOracle = try Self.whole(text, options: RouterOptions())
        var reached = 0
        for url in Self.urls(&generator, count: 40, of: patterns) {
            let expected = Self.lookUp(url, in: oracle)
            if expected.hasPrefix("app:") || expected.hasPrefix("other:") || expected.hasPrefix("/") { reached += 1 }
            // The URL's routes made for it alone, then among those earlier URLs made.
            let (fresh, _) = try Self.started(text)
            #expect(Self.lookUp(url, in: fresh) == expected, "seed \(seed): \(url), first")
            #expect(Self.lookUp(url, in: progressive) == expected, "seed \(seed): \(url)")
            #expect(Self.lookUp(url, in: progressive, source: .push) == Self.lookUp(url, in: oracle, source: .push), "seed \(seed): \(url)")
            // Without schemes of its own, a router takes a URL from outside on its routes' schemes.
            let (bare, _) = try Self.started(text, options: RouterOptions())
            #expect(Self.lookUp(url, in: bare, source: .push) == Self.lookUp(url, in: bareOracle, source: .push), "seed \(seed): \(url), no schemes")
        }
        // The URLs are the map's own words: many reach a route.
        #expect(reached >= 12, "seed \(seed): \(reached) of 40 URLs reach a route")
        try map.finish(in: progressive)
        for url in Self.urls(&generator, count: 20, of: patterns) {
            #expect(Self.lookUp(url, in: progressive) == Self.lookUp(url, in: oracle), "seed \(seed): \(url), whole")
        }
        #expect(progressive.registrations.map(\.description) == oracle.registrations.map(\.description))
    }

    /// Every generated map groups most of its routes: the property above is not met by making
    /// every route at once.
    @Test func mostRoutesAreInGroups() throws {
        var generator = Generator(state: 7)
        let groups = try #require(RouteMapGroups(Array(Self.map(&generator, count: 200).utf8)))
        #expect(groups.routes.count == 200)
        #expect(groups.ungrouped.count < 100)
        #expect(groups.groups.count > 10)
        #expect(groups.groups["app|a"]?.isEmpty == false)
        #expect(groups.groups["|shop"]?.isEmpty == false)
        // A percent-encoded host is not a plain literal.
        #expect(groups.groups.keys.allSatisfy { !$0.contains("%") })
    }

    @Test func aURLsFirstSegmentsNameItsGroups() throws {
        func keys(_ url: String) throws -> [String] { RouteMapGroups.keys(of: try RouteURL(url)) }
        #expect(try keys("APP://Shop/list/42") == ["|shop", "app|shop", "|list"])
        #expect(try keys("https://web.example.com/Shop") == ["|web.example.com", "https|web.example.com", "|shop"])
        #expect(try keys("app://%61/x") == ["|a", "app|a", "|x"])
        #expect(try keys("/only") == ["|only"])
        #expect(try keys("app://") == [])
    }

    @Test(arguments: [
        ("app://feature7/page", "app|feature7"), ("APP://Feature7", "app|feature7"), ("/F7/list", "|f7"),
        ("app://a.b-c_d~e?x=1", "app|a.b-c_d~e"), ("app://:host/x", nil), ("/:first", nil), ("app://v{n:int}", nil),
        ("app://a(/b)", nil), ("app://(a/)b", nil), ("app://caf%C3%A9", nil), ("app://host:80/x", nil), ("**", nil),
        ("/*/x", nil), ("app:\\/\\/a", nil), ("app:/a", nil), ("app://", nil), ("/", nil), ("/../x", nil), ("1app://a", nil),
        ("mailto:{who}", nil), ("x+y.z-1://h", "x+y.z-1|h"),
    ] as [(String, String?)])
    func aPatternsGroupIsItsPlainFirstSegment(pattern: String, key: String?) {
        let bytes = Array(pattern.utf8)
        #expect(RouteMapGroups.key(ofPattern: bytes[...]) == key)
    }

    /// Any bytes at all, drawn from JSON's tokens and a map's words: the scan ends, and what it
    /// finds is inside the document: each route an object in the list, in order, every group
    /// and name naming a route.
    @Test func theScanTakesAnyBytes() {
        var generator = Generator(state: 31)
        let tokens = [#"{"#, #"}"#, #"["#, #"]"#, #","#, #":"#, #"""#, #""#, " ", "\n", #""routes""#, #""pattern""#,
                      #""patterns""#, #""name""#, #""hosts""#, #""app://a/x""#, #""/b""#, #""n""#, "1", "true", "\u{0}", "é"]
        let keys = [#""name""#, #""pattern""#, #""patterns""#, #""hosts""#, #""page""#, #""x\"y""#]
        let values = [#""app://a/x""#, #""/b/{id}""#, #""n""#, #""n\"""#, #"["/c", 7]"#, #"[]"#, "true", "-1.5e3", #"{"a": [{}]}"#, #""""#]
        var found = 0
        for _ in 0..<3_000 {
            // A map's shape, with a few tokens put in or taken out anywhere.
            let routes = (0..<generator.below(5)).map { _ in
                "{" + (0..<generator.below(4)).map { _ in generator.pick(keys) + ": " + generator.pick(values) }.joined(separator: ", ") + "}"
            }
            var text = Array(#"{"version": 1, "routes": ["# + routes.joined(separator: ",\n") + "]}")
            for _ in 0..<generator.below(3) {
                let place = generator.below(text.count + 1)
                if generator.chance(50), place < text.count { text.remove(at: place) } else { text.insert(contentsOf: generator.pick(tokens), at: place) }
            }
            let bytes = Array(String(text).utf8)
            guard let groups = RouteMapGroups(bytes) else { continue }
            found += 1
            var end = groups.list.lowerBound
            for route in groups.routes {
                #expect(route.lowerBound >= end && route.upperBound <= groups.list.upperBound, "\(String(text).debugDescription)")
                #expect(bytes[route.lowerBound] == UInt8(ascii: "{") && bytes[route.upperBound - 1] == UInt8(ascii: "}"))
                end = route.upperBound
            }
            let indexes = groups.groups.values.flatMap { $0 } + groups.ungrouped
            #expect(indexes.allSatisfy { groups.routes.indices.contains($0) })
            #expect(Set(indexes).count == groups.routes.count)
            #expect(groups.route(named: "n", in: bytes).map { groups.routes.indices.contains($0) } ?? true)
        }
        #expect(found > 500)
    }

    /// A URL built by name makes its route first; a name no route has makes nothing.
    @Test func namesReachTheirRoutes() throws {
        var generator = Generator(state: 11)
        let text = Self.map(&generator, count: 60)
        let oracle = try Self.whole(text)
        for index in 0..<60 {
            let (router, _) = try Self.started(text)
            let values = ["host": "h", "first": "f", "major": "2", "c0": "w", "c1": "w", "c2": "w", "n0": "1", "n1": "2", "n2": "3"]
            func built(_ router: Router) -> String {
                do { return try router.url(for: "r\(index)", values, wildcards: ["w"], remainder: "rest") } catch { return "error \(error.code)" }
            }
            #expect(built(router) == built(oracle), "r\(index)")
        }
        let (router, _) = try Self.started(text)
        #expect(throws: RouteError.self) { try router.url(for: "nobody") }
        #expect(router.registrations.map(\.description) == oracle.registrations.map(\.description))
    }

    /// A route that does not load fails the lookups that reach it and takes the map's routes
    /// away; the whole map's load then reports it at its place, as a load of the file does.
    @Test func aRouteThatDoesNotLoadFailsItsLookupAndTheMap() throws {
        let text = """
            {"version": 1, "routes": [
              {"name": "a", "pattern": "app://a/x", "page": "P"},
              {"name": "b", "pattern": "app://b/x", "page": "P", "attributes": [{"name": "n", "type": "nope"}]}
            ]}
            """
        let (router, map) = try Self.started(text)
        #expect(Self.lookUp("app://a/x", in: router) == "app://a/x [] -")
        let failure = try #require(throws: RouteError.self) { try router.match("app://b/x") }
        #expect(failure.code == .notReady)
        let oracle = try #require(throws: RouteMapLoadError.self) { try Self.whole(text) }
        let problem = try #require(oracle.errors.first?.message)
        #expect(failure.message == "the routes of the route map m.json that this URL may reach did not load: \(problem); the map's load reports every problem")
        // The map is in whole or not at all.
        #expect(Self.lookUp("app://a/x", in: router) == "none")
        #expect(router.registrations.isEmpty)
        let whole = try #require(throws: RouteMapLoadError.self) { try map.finish(in: router) }
        #expect(whole.description == oracle.description)
        #expect(whole.errors.count == 1 && whole.description.hasPrefix("m.json:3:"))
        #expect(router.registrations.isEmpty)
    }

    /// What a map loaded whole would refuse before any open, and the scan can see, sends the map
    /// to be read whole at launch: a page or handler not bound, a name two routes share; so does
    /// what the scan cannot read for sure, a key or a name written with an escape.
    @Test(arguments: [
        #"{"routes": [{"name": "a", "pattern": "/a", "page": "P"}, {"name": "b", "pattern": "/b", "page": "Unbound"}]}"#,
        #"{"routes": [{"name": "a", "pattern": "/a", "handler": "unbound"}]}"#,
        #"{"routes": [{"name": "a", "pattern": "/a", "page": "P"}, {"name": "a", "pattern": "/b", "page": "P"}]}"#,
        #"{"routes": [{"name": "caf\#u{E9}", "pattern": "/a", "page": "P"}, {"name": "cafe\#u{301}", "pattern": "/b", "page": "P"}]}"#,
        #"{"routes": [{"n\u0061me": "a", "pattern": "/a", "page": "P"}]}"#,
        #"{"routes": [{"name": "\u0061", "pattern": "/a", "page": "P"}]}"#,
        #"{"routes": [{"name": "a", "pattern": "/a", "page": "\u0050"}]}"#,
    ])
    func whatTheScanCannotClearIsReadWhole(text: String) {
        #expect(LoadingRouteMap(bytes: Array(text.utf8), file: "m.json", bindings: Self.bindings) == nil)
    }

    /// A name is found however it is written: qualified by the map's collection, or in another
    /// Unicode normalization form than the map's (a precomposed `é`, a Kelvin sign for `K`).
    @Test func namesAreFoundAsTheRouterFindsThem() throws {
        let text = #"{"routes": [{"name": "caf\#u{E9}", "pattern": "/a", "page": "P"}, {"name": "\#u{212A}elvin", "pattern": "/b", "page": "P"}, {"name": "plain", "pattern": "/c", "page": "P"}]}"#
        let oracle = try Self.whole(text)
        for name in ["cafe\u{301}", "caf\u{E9}", "Kelvin", "route map m.json/plain", "route map m.json/cafe\u{301}"] {
            let (router, _) = try Self.started(text)
            #expect(try router.url(for: name) == oracle.url(for: name), "\(name)")
        }
    }

    /// The whole map replaces the parts in one commit; when it does not read, the parts go.
    @Test func theWholeMapReplacesItsParts() throws {
        var generator = Generator(state: 5)
        let text = Self.map(&generator, count: 40)
        let (router, map) = try Self.started(text)
        _ = Self.lookUp("app://a/list", in: router)
        // The routes in the table: what the lookup made (listing them would make them all).
        let made = router.snapshot().table.routes.count
        #expect(made > 0 && made < 40)
        try map.finish(in: router)
        #expect(router.registrations.count == 40)
        // Nothing is made on demand any more: the collection is the whole map's.
        #expect(throws: Never.self) { try router.remove("route map m.json") }
        #expect(router.registrations.isEmpty)
        #expect(Self.lookUp("app://a/list", in: router) == "none")
    }

    /// Generated, example and mutated maps: the scan never fails on any bytes, and a map found
    /// by parts loads whole, or fails, exactly as the oracle's load of the file.
    @Test func mutantsLoadAsTheWholeMapLoads() throws {
        var generator = Generator(state: 99)
        let sources = JSONDirectReaderTests.repositoryMaps.map(\.bytes).filter { $0.count < 20_000 }
            + (0..<4).map { _ in Array(Self.map(&generator, count: 12).utf8) }
        var found = 0
        for source in sources {
            for _ in 0..<60 {
                let bytes = JSONDirectReaderTests.mutant(of: source, &generator)
                // Every page and handler the map names is bound, so what fails is the map.
                var bindings = Self.bindings
                for route in (try? RouteMapFile(bytes: bytes, format: .json, file: "m.json").map.routes) ?? [] {
                    switch route.target {
                    case .page(let name)?: bindings.page(name) { _ in 0 }
                    case .handler(let key)?: bindings.handler(key) { _ in 0 }
                    case nil: break
                    }
                }
                let oracle = Router(options: Self.options)
                let expected = Result { try RouteMapFile(bytes: bytes, format: .json, file: "m.json").load(into: oracle, bindings: bindings) }
                guard let map = LoadingRouteMap(bytes: bytes, file: "m.json", bindings: bindings) else { continue }
                let router = Router(options: Self.options)
                // A map whose routes in no group do not load is read whole at launch instead.
                guard (try? map.start(in: router)) != nil else { continue }
                found += 1
                let outcome: String
                do {
                    _ = Self.lookUp("app://a/x", in: router)
                    try map.finish(in: router)
                    outcome = router.registrations.map { $0.description }.joined(separator: " ")
                } catch {
                    outcome = "\(error)"
                }
                let oracleOutcome: String
                switch expected {
                case .success: oracleOutcome = oracle.registrations.map { $0.description }.joined(separator: " ")
                case .failure(let error): oracleOutcome = "\(error)"
                }
                #expect(outcome == oracleOutcome, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
        #expect(found > 100)
    }

    // MARK: Loading at launch

    /// A file of `text` in the temporary folder, named `name`.
    static func file(_ text: String, named name: String = "routes.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reached-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Opens made at once, before the routes are found, wait and then find what the whole map
    /// finds; lookups from several threads meanwhile, as the parts and then the whole map come
    /// in, too. Then the whole map is in.
    @Test func opensAtLaunchFindWhatTheWholeMapFinds() async throws {
        var generator = Generator(state: 2_026)
        var patterns: [String] = []
        let text = Self.map(&generator, count: 300, patterns: &patterns)
        let urls = Self.urls(&generator, count: 200, of: patterns)
        let oracle = try Self.whole(text)
        let expected = urls.map { Self.lookUp($0, in: oracle) }
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let router = Router(options: Self.options)
        let loading = RouteLoading.start(on: router, map: url, bindings: Self.bindings)
        let opened = Task { try? await router.open(urls[0], as: String.self) }
        let found = await withTaskGroup(of: [(Int, String)].self) { group in
            for part in 0..<4 {
                group.addTask {
                    // An open waits until the routes are found; lookups after it need not.
                    _ = try? await router.open("app://nowhere/at/all")
                    return stride(from: part, to: urls.count, by: 4).map { ($0, Self.lookUp(urls[$0], in: router)) }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(found.count == urls.count)
        for (index, answer) in found { #expect(answer == expected[index], "\(urls[index])") }
        #expect(await opened.value == (try? await oracle.open(urls[0], as: String.self)))
        try await loading.wait()
        #expect(router.registrations.map(\.description) == oracle.registrations.map(\.description))
        for (index, url) in urls.enumerated() { #expect(Self.lookUp(url, in: router) == expected[index], "\(url), whole") }
    }

    /// A map with a problem fails from `wait()` as a load of the file fails, and leaves none of
    /// its routes in the router; so does a map that is not found.
    @Test(arguments: [
        #"{"version": 1, "routes": [{"name": "a", "pattern": "app://a/x", "page": "P"}, {"name": "b", "pattern": "app://b/{x:nope}", "page": "P"}]}"#,
        #"{"version": 1, "routes": [{"name": "a", "pattern": "app://a/x", "page": "P"}, {"name": "b", "pattern": "app://b/x", "page": "Q"}]}"#,
        #"{"version": 1, "routes": [{"name": "a", "pattern": "app://a/x", "page": "P"}, {"name": "a", "pattern": "app://b/x", "page": "P"}]}"#,
        #"{"version": 2, "routes": [{"name": "a", "pattern": "app://a/x", "page": "P"}]}"#,
        #"{"version": 1, "routes": [{"name": "a", "pattern": "app://a/x", "page": "P"},]}"#,
        #"[{"name": "a", "pattern": "app://a/x", "page": "P"}]"#,
    ])
    func aMapWithAProblemFailsAsTheFileFails(text: String) async throws {
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let oracle = Result { try RouteMapFile(contentsOf: url).load(into: Router(options: Self.options), bindings: Self.bindings) }
        let router = Router(options: Self.options)
        let loading = RouteLoading.start(on: router, map: url, bindings: Self.bindings)
        _ = try? await router.open("app://b/x")
        let failure = await #expect(throws: (any Error).self) { try await loading.wait() }
        guard case .failure(let expected) = oracle else {
            Issue.record("the oracle loaded the map")
            return
        }
        #expect(failure.map { "\($0)" } == "\(expected)")
        #expect(router.registrations.isEmpty)
    }

    @Test func aFileThatIsNotThereFailsAsReadingItFails() async throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/routes.json")
        let router = Router(options: Self.options)
        let failure = await #expect(throws: RouteMapError.self) {
            try await RouteLoading.start(on: router, map: url, bindings: Self.bindings).wait()
        }
        let oracle = #expect(throws: RouteMapError.self) { try RouteMapFile(contentsOf: url) }
        #expect(failure == oracle)
    }

    /// A map in another format is read and loaded whole, as its file would be.
    @Test func aMapInAnotherFormatIsLoadedWhole() async throws {
        let url = try Self.file("version: 1\nroutes:\n  - {name: a, pattern: \"app://a/x\", page: P}\n", named: "routes.yaml")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let router = Router(options: Self.options)
        let opened = Task { try await router.open("app://a/x", as: String.self) }
        try await RouteLoading.start(on: router, map: url, bindings: Self.bindings).wait()
        #expect(try await opened.value == "a")
        #expect(router.registrations.map(\.description) == ["app://a/x"])
    }
}
