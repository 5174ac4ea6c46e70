import Junction
import Testing

/// ROUTING.md §5: building URLs from patterns.
@Suite struct URLBuildingTests {
    static let built: [(String, [String: String], String)] = [
        ("mgj://beauty/:id", ["id": "13"], "mgj://beauty/13"),
        ("/p/{id:int}/:slug", ["id": "42", "slug": "red shoes/2"], "/p/42/red%20shoes%2F2"),
        ("/p/:id.html", ["id": "a?b#c"], "/p/a%3Fb%23c.html"),
        ("/api/v{major:int}.{minor:int}", ["major": "1", "minor": "20"], "/api/v1.20"),
        ("app://user/:id", ["id": "007"], "app://user/007"),
        ("app://{host}/x", ["host": "a@b"], "app://a%40b/x"),
        ("app:///x/:id", ["id": "1"], "app:///x/1"),
        ("{x}/y", ["x": "a:b"], "a%3Ab/y"),
        ("app:{x}/y", ["x": "a:b"], "app:a:b/y"),
        ("/a%20b/:x", ["x": "%"], "/a%20b/%25"),
        ("app://", [:], "app://"),
        ("/", [:], "/"),
        ("/search?sort=relevance", [:], "/search"),
        ("/é/:x", ["x": "日本"], "/%C3%A9/%E6%97%A5%E6%9C%AC"),
    ]

    @Test(arguments: built)
    func buildsURLFromPatternAndValues(_ pattern: String, _ values: [String: String], _ url: String) throws {
        #expect(try RoutePattern(pattern).url(values) == url)
        let router = Router()
        try router.register(pattern) { _ in }
        #expect(try router.resolve(url).parameters.path == values)
    }

    @Test func queryItemsAreEncodedForTheQuery() throws {
        let url = try RoutePattern("/s").url(query: [QueryItem(name: "q", value: "a b&c=d+e"), QueryItem(name: "k k", value: "")])
        #expect(url == "/s?q=a%20b%26c%3Dd%2Be&k%20k=")
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(plusAsSpace: true)))
        try router.register("/s") { _ in }
        #expect(try router.resolve(url).parameters.query == [QueryItem(name: "q", value: "a b&c=d+e"), QueryItem(name: "k k", value: "")])
    }

    @Test func wildcardsAndRemainder() throws {
        let pattern = try RoutePattern("/files/*/**")
        #expect(try pattern.url(wildcards: ["a b"], remainder: "x/y%20z") == "/files/a%20b/x/y%20z")
        #expect(try pattern.url(wildcards: ["a"]) == "/files/a")
        #expect(try RoutePattern("/**").url() == "/")
        #expect(throws: RouteError(.missingParameter, "missing value for '*' number 1 in \"/files/*/**\"")) {
            try pattern.url()
        }
        #expect(throws: RouteError(.invalidParameter, "remainder \"a//b\" would read back as \"a/b\" from \"/files/q/a//b\"")) {
            try pattern.url(wildcards: ["q"], remainder: "a//b")
        }
    }

    static let refused: [(String, [String: String], RouteError)] = [
        ("/p/{id:int}", [:], RouteError(.missingParameter, "missing value for \"id\" in \"/p/{id:int}\"")),
        ("/p/{id:int}", ["id": "abc"], RouteError(.invalidParameter, "value \"abc\" for \"id\" is not accepted by the converter int")),
        ("/p/{id:int}", ["id": "99999999999999999999"],
         RouteError(.invalidParameter, "value \"99999999999999999999\" for \"id\" is not accepted by the converter int")),
        ("/p/:id", ["id": ""], RouteError(.invalidParameter, "value for \"id\" is empty; a segment cannot be empty")),
        ("/p/:id", ["id": ".."], RouteError(.invalidParameter, "value for \"id\" is \"..\", a dot segment")),
        ("/p/:id", ["id": "."], RouteError(.invalidParameter, "value for \"id\" is \".\", a dot segment")),
        ("/p/:id", ["id": "a\nb"], RouteError(.invalidParameter, "value for \"id\" has a control character (U+000A)")),
        ("/p/:id", ["id": "1", "x": "2"], RouteError(.invalidParameter, "\"/p/:id\" has no capture named \"x\"")),
        ("/{a}-{b}", ["a": "x-y", "b": "z"], RouteError(.invalidParameter, "value \"x-y\" for \"a\" would read back as \"x\" from \"/x-y-z\"")),
        ("app://{host}/x", ["host": "Ab"], RouteError(.invalidParameter, "value \"Ab\" for \"host\" would read back as \"ab\" from \"app://Ab/x\"")),
        ("/p/{id:tab}", ["id": "home"], RouteError(
            .invalidPattern, "unknown converter \"tab\"; build the URL through the router that has it", pattern: "/p/{id:tab}", column: 8)),
    ]

    @Test(arguments: refused)
    func refusesValuesThatCannotComeBack(_ pattern: String, _ values: [String: String], _ error: RouteError) throws {
        #expect(throws: error) { try RoutePattern(pattern).url(values) }
    }

    @Test func builtURLOverTheLimitsIsRefused() throws {
        let error = #expect(throws: RouteError.self) {
            try RoutePattern("/p/:id").url(["id": String(repeating: "a", count: 1_100)])
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.message.hasSuffix("is over the limits: a segment longer than 1024 bytes (the limit) at column 4") == true)
        let roomy = URLLimits(maxSegmentLength: 2_000)
        #expect(try RoutePattern("/p/:id").url(["id": String(repeating: "a", count: 1_100)], limits: roomy).count == 1_103)
    }

    @Test func routerBuildsByRouteNameWithItsConverters() throws {
        let router = Router()
        try router.add(ParameterConverter("tab") { ["home", "cart"].contains($0) })
        try router.register("shop://tab/{name:tab}", name: "tab") { _ in }
        try router.register("shop://product/{id:int}", name: "product") { _ in }
        #expect(try router.url(for: "tab", ["name": "cart"]) == "shop://tab/cart")
        #expect(try router.url(for: "product", ["id": "42"], query: [QueryItem(name: "ref", value: "push")]) == "shop://product/42?ref=push")
        #expect(throws: RouteError(.invalidParameter, "value \"me\" for \"name\" is not accepted by the converter tab")) {
            try router.url(for: "tab", ["name": "me"])
        }
        #expect(throws: RouteError(.unknownRoute, "no route is named \"nope\"")) { try router.url(for: "nope") }
    }

    // MARK: Round trip with generated inputs

    /// One generated pattern with the values it should give back.
    struct Generated {
        var pattern = ""
        var values: [String: String] = [:]
        var wildcards: [String] = []
        var remainder: String?
    }

    static let textAlphabet: [Character] = ["a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "#", "%", "&", "=", "+", ":", "@",
                                            "é", "日", "😀", "\"", "<", "\\", "{", "}", "*", "!", "$", ";", ","]

    static func text(_ generator: inout SeededGenerator, maxLength: Int = 6) -> String {
        let length = Int.random(in: 1...maxLength, using: &generator)
        return String((0..<length).map { _ in textAlphabet.randomElement(using: &generator)! })
    }

    static func value(for converter: String?, _ generator: inout SeededGenerator) -> String {
        switch converter {
        case "int": String(Int.random(in: -99_999...99_999, using: &generator))
        case "double": ["1.5", "-2", ".5", "5.", "1e3", "-0.25E-2", "007"].randomElement(using: &generator)!
        case "bool": ["true", "FALSE", "1", "0", "yes", "No"].randomElement(using: &generator)!
        case "uuid": "E621E1F8-c36c-495A-93FC-0C247A3E6E5F"
        default: text(&generator)
        }
    }

    static func generate(_ generator: inout SeededGenerator) -> Generated {
        var result = Generated()
        let converters: [String?] = [nil, "int", "double", "bool", "uuid"]
        var captureCount = 0
        /// A capture; inside a mixed segment only the `{name}` form is allowed.
        func capture(_ generator: inout SeededGenerator, mixed: Bool = false) -> String {
            captureCount += 1
            let name = "p\(captureCount)"
            let converter = converters.randomElement(using: &generator)!
            result.values[name] = value(for: converter, &generator)
            return converter.map { "{\(name):\($0)}" } ?? (mixed || Bool.random(using: &generator) ? "{\(name)}" : ":\(name)")
        }
        func literal(_ generator: inout SeededGenerator) -> String {
            var text = "l"
            for character in Self.text(&generator, maxLength: 4) {
                let scalar = String(character)
                text += scalar.allSatisfy({ $0.isLetter || $0.isNumber }) && scalar.unicodeScalars.allSatisfy(\.isASCII)
                    ? scalar : scalar.utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded }.joined()
            }
            return text
        }

        switch Int.random(in: 0..<3, using: &generator) {
        case 0: result.pattern = "app://"
        case 1: result.pattern = "/"
        default: result.pattern = "x:"
        }
        let count = Int.random(in: 1...5, using: &generator)
        var segments: [String] = []
        for index in 0..<count {
            let isAuthority = index == 0 && result.pattern == "app://"
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: segments.append(isAuthority ? "host" : literal(&generator))
            case 1 where !isAuthority: segments.append(capture(&generator))
            case 2 where !isAuthority:
                segments.append(capture(&generator) + [".html", "-v", "~"].randomElement(using: &generator)!)
            case 3 where !isAuthority:
                segments.append("v" + capture(&generator, mixed: true) + "." + capture(&generator, mixed: true))
            case 4 where !isAuthority:
                segments.append("*")
                result.wildcards.append(text(&generator))
            default: segments.append("lit\(index)")
            }
        }
        if Bool.random(using: &generator) {
            segments.append("**")
            result.remainder = ["", "a", "a/b%20c", "x:y/@/~"].randomElement(using: &generator)!
        }
        result.pattern += segments.joined(separator: "/")
        return result
    }

    /// For generated patterns and values, a URL that builds matches its pattern again and gives
    /// back the same values; one that cannot come back is refused with a reason.
    @Test func roundTripGivesBackTheSameValues() throws {
        var generator = SeededGenerator(seed: 2026)
        var builtCount = 0
        var refusedCount = 0
        for _ in 0..<1_500 {
            let generated = Self.generate(&generator)
            let pattern = try RoutePattern(generated.pattern)
            let router = Router()
            try router.register(generated.pattern) { _ in }
            do {
                let url = try pattern.url(generated.values, wildcards: generated.wildcards, remainder: generated.remainder)
                let match = try router.resolve(url)
                #expect(match.pattern.text == generated.pattern)
                #expect(match.parameters.path == generated.values, "\(generated.pattern) → \(url)")
                if generated.remainder != nil {
                    #expect(match.remainder == generated.remainder, "\(generated.pattern) → \(url)")
                }
                builtCount += 1
            } catch {
                #expect(error.code == .invalidParameter, "\(generated.pattern): \(error)")
                let reasons = ["would read back as", "a dot segment"]
                #expect(reasons.contains { error.message.contains($0) }, "\(generated.pattern): \(error)")
                refusedCount += 1
            }
        }
        #expect(builtCount + refusedCount == 1_500)
        #expect(builtCount > 1_200, "built \(builtCount), refused \(refusedCount)")
    }

    @Test func queryRoundTripWithGeneratedItems() throws {
        var generator = SeededGenerator(seed: 7)
        let router = Router()
        try router.register("/q") { _ in }
        let pattern = try RoutePattern("/q")
        for _ in 0..<500 {
            let items = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                QueryItem(name: Self.text(&generator), value: Bool.random(using: &generator) ? "" : Self.text(&generator))
            }
            let url = try pattern.url(query: items)
            #expect(try router.resolve(url).parameters.query == items, "\(url)")
        }
    }
}

extension String {
    /// Two hex digits.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
