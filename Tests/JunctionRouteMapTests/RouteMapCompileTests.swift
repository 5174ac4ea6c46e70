import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `RouteMap.json`, what `junction compile` writes: reading it back gives the same map (so the
/// same router) as reading the source, for generated maps in every format and shape and for the
/// example maps; and a map read to load it still gives every place a diagnostic asks for.
@Suite struct RouteMapCompileTests {
    /// A small deterministic generator (Knuth's MMIX linear congruence, high bits), so a failure
    /// names its seed.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// Text that JSON and YAML must quote or escape: quotes, backslashes, a tab, non-ASCII.
    static let awkward = ["plain", "with \"quotes\"", "back\\slash", "tab\there", "café", "日本", "emoji 🚀", "a: b", "- dash", "#hash", "1.0", "true"]

    /// A route map in Junction's own shape, as JSON text, with every key the shape has.
    static func routeMapJSON(_ generator: inout Generator, routeCount: Int) -> String {
        func quoted(_ text: String) -> String {
            String(data: try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), encoding: .utf8)!
                .dropFirst().dropLast().description
        }
        var routes: [String] = []
        for index in 0..<routeCount {
            var captures: [String] = []
            func pattern(_ prefix: String) -> String {
                var text = generator.pick(["app://host", "", "https://web.example.com"]) + "/\(prefix)"
                for step in 0..<generator.below(3) {
                    let name = "c\(index)x\(step)"
                    let segment = generator.pick(["lit\(step)", "{\(name):int}", ":\(name)", "{\(name):uuid}", "v{\(name)}.html", "*"])
                    if segment.contains(name) { captures.append(name) }
                    text += "/" + segment
                }
                if generator.chance(20) { text += "(/:opt\(index)(/:more\(index)))" }
                if generator.chance(20) { text += "?sort=new&k" }
                return text
            }
            var members = ["\"name\": \(quoted("route\(index) \(generator.pick(awkward))"))"]
            if generator.chance(30) {
                members.append("\"patterns\": [\(quoted(pattern("a\(index)"))), \(quoted(pattern("b\(index)")))]")
            } else {
                members.append("\"pattern\": \(quoted(pattern("r\(index)")))")
            }
            var redirects = false
            switch generator.below(4) {
            case 0: members.append("\"handler\": \(quoted("handler.\(generator.pick(awkward))"))")
            case 1 where index > 0 && captures.isEmpty:
                members.append("\"redirect\": \"app://host/r0\"")
                redirects = true
            default: members.append("\"page\": \(quoted("Page\(index)\(generator.pick(awkward))"))")
            }
            if !redirects && generator.chance(15) { members.append("\"web\": \"https://web.example.com/w\(index)?from=app\"") }
            if generator.chance(15) { members.append("\"disabled\": " + generator.pick(["true", "false", quoted(generator.pick(awkward))])) }
            if generator.chance(15) { members.append("\"minAppVersion\": " + generator.pick(["\"5\"", "\"5.2.1\""])) }
            if generator.chance(15) { members.append("\"maxAppVersion\": \"9.0\"") }
            members.append("\"exposure\": " + generator.pick(["\"in-app\"", "\"everywhere\"", "[\"push\"]", "[\"universal-link\", \"push\", \"in-app\"]", "[]", "null"]))
            if generator.chance(50) { members.append("\"tags\": [\(quoted(generator.pick(awkward))), \"t\"]") }
            if generator.chance(50) { members.append("\"presentation\": \"\(generator.pick(RoutePresentation.words))\"") }
            if generator.chance(50) && index > 0 { members.append("\"parent\": \"route\(generator.below(index))\"") }
            if generator.chance(20) { members.append("\"tab\": \(quoted(generator.pick(awkward)))") }
            if generator.chance(50) { members.append("\"description\": \(quoted(generator.pick(awkward)))") }
            var attributes: [String] = []
            for attribute in 0..<generator.below(4) {
                var keys = ["\"name\": \"a\(attribute)\""]
                let type = generator.pick(["string", "int", "bool", "double", "uuid", nil])
                if let type { keys.append("\"type\": \"\(type)\"") }
                if generator.chance(40) {
                    let value = switch type {
                    case "int"?: generator.pick(["7", "\"-3\""])
                    case "bool"?: generator.pick(["true", "\"false\""])
                    case "double"?: generator.pick(["1.5", "\"2e3\""])
                    case "uuid"?: "\"00000000-0000-0000-0000-000000000001\""
                    default: quoted(generator.pick(awkward))
                    }
                    keys.append("\"default\": \(value)")
                }
                if generator.chance(40) { keys.append("\"required\": \(generator.chance(50))") }
                if generator.chance(30) { keys.append("\"description\": \(quoted(generator.pick(awkward)))") }
                attributes.append("{\(keys.joined(separator: ", "))}")
            }
            if !attributes.isEmpty || generator.chance(10) { members.append("\"attributes\": [\(attributes.joined(separator: ", "))]") }
            routes.append("{\(members.joined(separator: ", "))}")
        }
        let schemes = generator.chance(70) ? "\"schemes\": [\"app\"], " : ""
        let hosts = generator.chance(70) ? "\"webHosts\": [\"web.example.com\"], " : ""
        let versions = generator.chance(20) ? "\"minAppVersion\": \"1.0\", " : ""
        return "{\"version\": 1, \(schemes)\(hosts)\(versions)\"routes\": [\n\(routes.joined(separator: ",\n"))\n]}"
    }

    /// A page map: page ids, each with a class and attributes with values and defaults.
    static func pageMapJSON(_ generator: inout Generator, pageCount: Int) -> String {
        var members = generator.chance(50) ? ["\"scheme\": \"cc\"", "\"host\": \"page.cc\""] : generator.chance(50) ? ["\"host\": \"page.cc\""] : []
        for index in 0..<pageCount {
            var attributes: [String] = []
            for attribute in 0..<generator.below(3) {
                var keys = ["\"name\": \"a\(attribute)\""]
                if generator.chance(50) { keys.append("\"value\": \(generator.pick(["1", "\"x\"", "true"]))") }
                if generator.chance(50) { keys.append("\"default\": \(generator.pick(["-1", "\"y\"", "false"]))") }
                if generator.chance(50) { keys.append("\"required\": \(generator.chance(50))") }
                attributes.append("{\(keys.joined(separator: ", "))}")
            }
            var keys = ["\"class\": \"C\(index)\"", "\"attributes\": [\(attributes.joined(separator: ", "))]"]
            if generator.chance(20) { keys.append("\"exposure\": \"everywhere\", \"description\": \"d\(index)\"") }
            if generator.chance(20) { keys.append("\"presentation\": \"modal\", \"tab\": \"t\"") }
            if generator.chance(20) { keys.append("\"web\": \"https://m.example.com/p\(index)\"") }
            if generator.chance(20) { keys.append("\"disabled\": " + generator.pick(["true", "\"closed\""])) }
            members.append("\"page\(index)\(generator.pick(["", "Detail", "_x"]))\(index)\": {\(keys.joined(separator: ", "))}")
        }
        if generator.chance(30) { members.append("\"webHosts\": [\"m.example.com\"], \"maxAppVersion\": \"9\"") }
        return "{\(members.joined(separator: ",\n"))}"
    }

    /// The generated JSON as a YAML file: JSON text is YAML (its flow style), read by Yams.
    static func yaml(fromJSON text: String) -> String {
        "# the same map, as YAML\n" + text
    }

    /// Reads `source`, compiles it, and reads the compiled text: the two maps must be equal, and
    /// compiling again must give the same text.
    static func expectRoundTrip(_ source: RouteMapFile, _ context: String) throws {
        let compiled = source.map.json
        let reread = try RouteMapFile(text: compiled, format: .json, file: "compiled.json")
        #expect(reread.map == source.map, "\(context)")
        #expect(reread.map.json == compiled, "\(context)")
    }

    @Test(arguments: 0..<40)
    func generatedRouteMapsCompileToTheSameMap(seed: Int) throws {
        var generator = Generator(state: UInt64(seed))
        let text = Self.routeMapJSON(&generator, routeCount: 1 + generator.below(12))
        try Self.expectRoundTrip(try RouteMapFile(text: text, format: .json), "seed \(seed)")
        // The same map written as YAML compiles to the same JSON.
        let yaml = try RouteMapFile(text: Self.yaml(fromJSON: text), format: .yaml)
        #expect(yaml.map.json == (try RouteMapFile(text: text, format: .json)).map.json, "seed \(seed)")
    }

    @Test(arguments: 0..<20)
    func generatedPageMapsCompileToTheSameMap(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &+ 1_000)
        let source = try RouteMapFile(text: Self.pageMapJSON(&generator, pageCount: 1 + generator.below(8)), format: .json)
        try Self.expectRoundTrip(source, "seed \(seed)")
    }

    @Test(arguments: ["shop.json", "shop.yaml", "shop.plist", "CCPageMap.plist"])
    func theExampleMapsCompileToTheSameMap(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/RouteMaps/\(name)").standardizedFileURL.path
        try Self.expectRoundTrip(try RouteMapFile(contentsOf: path), name)
    }

    /// A router with `file` loaded, every page and handler answering its route's name.
    static func router(loading file: RouteMapFile) throws -> Router {
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        for route in file.map.routes {
            switch route.target {
            case .page(let name)?: bindings.page(name) { $0.route.name }
            case .handler(let key)?: bindings.handler(key) { $0.route.name }
            case nil: break
            }
        }
        try file.load(into: router, bindings: bindings)
        return router
    }

    /// The map written as JSON and its source answer every URL alike: the route reached and its
    /// parameters.
    @Test func theJSONWrittenRoutesAsItsSourceDoes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/RouteMaps/shop.yaml").standardizedFileURL.path
        let source = try RouteMapFile(contentsOf: path)
        let compiled = try RouteMapFile(text: source.map.json, format: .json)
        let (left, right) = (try Self.router(loading: source), try Self.router(loading: compiled))
        let urls = [
            "shop://home", "shop://product/42", "shop://product/x", "shop://product/42/reviews?stars=4", "shop://search?q=boots",
            "shop://cart/add?sku=1", "shop://item/7", "https://shop.example.com/c/shoes", "shop://nowhere",
        ]
        for url in urls {
            for source in [RouteSource.inApp, .push, .universalLink] {
                let a = Result { () throws(RouteError) in try left.match(RouteRequest(url: url, source: source)) }
                let b = Result { () throws(RouteError) in try right.match(RouteRequest(url: url, source: source)) }
                switch (a, b) {
                case (.success(let x?), .success(let y?)):
                    #expect(x.pattern == y.pattern && x.parameters == y.parameters, "\(url) from \(source)")
                case (.success(nil), .success(nil)):
                    break   // no route in either
                case (.failure(let x), .failure(let y)):
                    #expect(x.code == y.code, "\(url) from \(source)")
                default:
                    Issue.record("\(url) from \(source): \(a) but as JSON \(b)")
                }
            }
        }
    }

    /// A 10,000-route map written in YAML is read (a tree no larger than its text is no alias bomb).
    @Test func aLargeYAMLMapIsRead() throws {
        var yaml = "routes:\n"
        for index in 0..<10_000 {
            yaml += "  - {name: r\(index), pattern: \"/r\(index)/{id:int}\", page: P, tags: [a, b], attributes: [{name: id, type: int, required: true}, {name: ref, default: home}]}\n"
        }
        #expect(try RouteMapFile(text: yaml, format: .yaml).map.routes.count == 10_000)
    }

    /// Places are found when first asked for, from any number of threads at once, alike.
    @Test func placesAreFoundOnceFromManyThreads() async throws {
        let text = """
            {"routes": [
              {"name": "a", "pattern": "/a", "page": "A"},
              {"name": "b", "patterns": ["/b", "/bb"], "page": "B", "attributes": [{"name": "x", "default": 1}]}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json)
        let answers = await withTaskGroup(of: [RouteMapLocation?].self) { group in
            for _ in 0..<16 {
                group.addTask { ["routes[1]", "routes[1].patterns[1]", "routes[1].attributes[0].default", "routes[2]"].map(file.location(of:)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected: [RouteMapLocation?] = [.position(line: 3, column: 3), .position(line: 3, column: 36), .position(line: 3, column: 97), nil]
        #expect(answers == Array(repeating: expected, count: 16))
    }

    /// Objects past the size searched without a table still refuse a repeated key, at its place.
    @Test(arguments: [3, 15, 16, 17, 40])
    func aRepeatedKeyIsRefusedInObjectsOfAnySize(keyCount: Int) throws {
        let members = (0..<keyCount).map { "\"k\($0)\": \($0)" } + ["\"k\(keyCount - 1)\": 0"]
        let text = "{\"routes\": [], \"x\": {\(members.joined(separator: ", "))}}"
        let key = "\"k\(keyCount - 1)\""
        let first = text.distance(from: text.startIndex, to: text.range(of: key)!.lowerBound) + 1
        let again = text.distance(from: text.startIndex, to: text.range(of: key, options: .backwards)!.lowerBound) + 1
        #expect(throws: RouteMapError(
            file: "<input>", location: .position(line: 1, column: again), message: "duplicate key \(key) (first at 1:\(first))")
        ) {
            try RouteMapFile(text: text, format: .json)
        }
    }

    /// Strings mixing ASCII runs, escapes and other scripts read back as written.
    @Test func stringsMixingEscapesAndScriptsReadAsWritten() throws {
        let names = ["plain", "café", "a\\\"b", "日本\\u00e9x", "x\\ud83d\\ude80y🚀", "\\tstart", "end\\n", "mixed é \\\\ ü"]
        let expected = ["plain", "café", "a\"b", "日本éx", "x🚀y🚀", "\tstart", "end\n", "mixed é \\ ü"]
        let routes = names.enumerated().map { "{\"name\": \"\($0.element)\", \"pattern\": \"/r\($0.offset)\", \"page\": \"P\"}" }
        let file = try RouteMapFile(text: "{\"routes\": [\(routes.joined(separator: ", "))]}", format: .json)
        #expect(file.map.routes.map(\.name) == expected)
    }
}
