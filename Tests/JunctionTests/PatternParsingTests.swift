import Junction
import Testing

/// ROUTING.md §2: how a pattern is written and read.
@Suite struct PatternParsingTests {
    static let wellFormed: [(String, [String])] = [
        ("app://user/:id", ["id"]),
        ("/user/{id}", ["id"]),
        ("user/{id:int}", ["id"]),
        ("https://shop.example.com/p/{id:int}", ["id"]),
        ("/p/:id.html", ["id"]),
        ("/p/{id}.html", ["id"]),
        ("/api/v{major:int}.{minor:int}", ["major", "minor"]),
        ("/u/user-{id}", ["id"]),
        ("/files/*/**", []),
        ("/search?sort=relevance&page", []),
        ("app://", []),
        ("/", []),
        ("app://localhost:8080/x", []),
        ("/a/{x:string}/{Y_2:uuid}", ["x", "Y_2"]),
        ("/a%2Fb/{_id:bool}", ["_id"]),
        ("mailto:{who}", ["who"]),
        ("APP://User/:Name", ["Name"]),
    ]

    @Test(arguments: wellFormed)
    func patternPrintsBackItsText(_ text: String, _ names: [String]) throws {
        let pattern = try RoutePattern(text)
        #expect(pattern.description == text)
        #expect(pattern.text == text)
        #expect(pattern.parameterNames == names)
    }

    @Test func schemeIsLowerCasedAndDefaultsAreDecoded() throws {
        let pattern = try RoutePattern("APP://user/:id?sort=new%20first&k&q=a+b")
        #expect(pattern.scheme == "app")
        #expect(pattern.defaults == [
            QueryItem(name: "sort", value: "new first"), QueryItem(name: "k", value: ""), QueryItem(name: "q", value: "a+b"),
        ])
        #expect(try RoutePattern("/user/:id").scheme == nil)
        #expect(try RoutePattern("/files/**").hasRemainder)
        #expect(try !RoutePattern("/files/*").hasRemainder)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let pattern: String
        let message: String
        let column: Int
        var testDescription: String { pattern.debugDescription }
    }

    static let notAName = "is not a parameter name (a letter or '_', then letters, digits or '_')"

    static let malformed: [Malformed] = [
        Malformed(pattern: "", message: "the pattern is empty", column: 1),
        Malformed(pattern: "/a/:id/:id", message: "parameter name \"id\" is used twice", column: 8),
        Malformed(pattern: "/a/{id}/x-{id}", message: "parameter name \"id\" is used twice", column: 11),
        Malformed(pattern: "/a/**/b", message: "'**' must be the last segment", column: 4),
        Malformed(pattern: "app://**/b", message: "'**' must be the last segment", column: 7),
        Malformed(pattern: "/a/*.jpg", message: "'*' must be a whole segment; to capture part of a segment write {name}", column: 4),
        Malformed(pattern: "/a/b**", message: "'*' must be a whole segment; to capture part of a segment write {name}", column: 5),
        Malformed(pattern: "/{a}{b}", message: "two captures with no literal text between them", column: 5),
        Malformed(pattern: "/:a{b}", message: "two captures with no literal text between them", column: 4),
        Malformed(pattern: "/{}", message: "empty capture '{}'", column: 2),
        Malformed(pattern: "/{id:}", message: "missing converter name after ':'", column: 5),
        Malformed(pattern: "/{1id}", message: "\"1id\" \(notAName)", column: 3),
        Malformed(pattern: "/{a-b}", message: "\"a-b\" \(notAName)", column: 3),
        Malformed(pattern: "/{:int}", message: "\"\" \(notAName)", column: 3),
        Malformed(pattern: "/{a:1x}", message: "\"1x\" is not a converter name", column: 5),
        Malformed(pattern: "/:", message: "':' must be followed by a parameter name", column: 2),
        Malformed(pattern: "/:1", message: "':' must be followed by a parameter name", column: 2),
        Malformed(pattern: "/{id", message: "'{' is never closed", column: 2),
        Malformed(pattern: "/{a{b}}", message: "'{' inside a capture", column: 4),
        Malformed(pattern: "/id}", message: "'}' with no '{' before it", column: 4),
        // Another router's typed capture: the error says how Junction writes it.
        Malformed(pattern: "/user/<int:id>", message: "a capture with a converter is written {id:int}, not <int:id>", column: 7),
        Malformed(pattern: "shop://p/<uuid:order_id>/x", message: "a capture with a converter is written {order_id:uuid}, not <uuid:order_id>", column: 10),
        Malformed(pattern: "/user-:id", message: "a capture inside a segment is written {name}, not :name; a literal ':' is written %3A (user-%3Aid)", column: 7),
        Malformed(pattern: "/a/./b", message: "dot segment \".\" in a pattern", column: 4),
        Malformed(pattern: "/a/..", message: "dot segment \"..\" in a pattern", column: 4),
        Malformed(pattern: "/a/%2E", message: "dot segment \".\" in a pattern", column: 4),
        Malformed(pattern: "/a#b", message: "'#' is not allowed in a pattern", column: 3),
        Malformed(pattern: "/a/%ZZ", message: "invalid percent-encoding \"%ZZ\" in the path", column: 4),
        Malformed(pattern: "/a/%C3", message: "percent-encoding that decodes to invalid UTF-8 in the path", column: 4),
        Malformed(pattern: "/a/:id?id=1", message: "default \"id\" has the name of a capture", column: 8),
        Malformed(pattern: "/a?x=1&x=2", message: "default \"x\" is given twice", column: 8),
        Malformed(pattern: "/a?x=%ZZ", message: "invalid percent-encoding \"%ZZ\" in the query", column: 6),
        Malformed(pattern: "1app://x", message: "\"1app\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')", column: 1),
        Malformed(pattern: "://x", message: "'://' with no scheme before it", column: 1),
        Malformed(pattern: "app://u@h/x", message: "user info ('@') is not allowed in the authority", column: 8),
        Malformed(pattern: "/a\u{01}", message: "control character U+0001 in the pattern", column: 3),
        Malformed(pattern: "/é/{1}", message: "\"1\" \(notAName)", column: 5),
    ]

    /// A pattern keeps its segments as offsets into its text; text past what they can hold is
    /// refused, not trusted to wrap.
    @Test func refusesAPatternLongerThanItsOffsetsCanHold() {
        let limit = 536_870_911  // 2^29 - 1
        // "/" and `limit` letters, written at once (appending them one by one takes minutes in debug).
        let text = String(unsafeUninitializedCapacity: limit + 1) { bytes in
            bytes.initialize(repeating: UInt8(ascii: "a"))
            bytes[0] = UInt8(ascii: "/")
            return limit + 1
        }
        // Caught by hand: `#expect(throws:)` would write out the error, its 512 MiB pattern included.
        do {
            _ = try RoutePattern(text)
            Issue.record("a pattern of \(limit + 1) bytes was accepted")
        } catch {
            let (code, message, column) = (error.code, error.message, error.column)
            #expect(code == .invalidPattern)
            #expect(message == "the pattern is \(limit + 1) bytes long; a pattern may be at most \(limit) bytes long")
            #expect(column == nil)
        }
    }

    @Test(arguments: malformed + OptionalGroupTests.malformed)
    func rejectsMalformedPattern(_ bad: Malformed) {
        let error = #expect(throws: RouteError.self) { try RoutePattern(bad.pattern) }
        #expect(error?.code == .invalidPattern)
        #expect(error?.message == "\(bad.message) at column \(bad.column)")
        #expect(error?.column == bad.column)
        #expect(error?.pattern == bad.pattern)
    }

    @Test func patternErrorDrawsCaretUnderTheColumn() {
        let error = #expect(throws: RouteError.self) { try RoutePattern("/{a}{b}") }
        #expect(error?.description == """
            invalidPattern: two captures with no literal text between them at column 5
              /{a}{b}
                  ^
            """)
    }

    @Test func unknownConverterIsReportedAtRegistration() {
        let router = Router()
        let error = #expect(throws: RouteError.self) { try router.register("/a/{id:hex}") { _ in } }
        #expect(error?.code == .invalidPattern)
        #expect(error?.message == "unknown converter \"hex\"")
        #expect(error?.description == """
            invalidPattern: unknown converter "hex"
              /a/{id:hex}
                     ^
            """)
    }

    @Test func converterNamesAreChecked() throws {
        let router = Router()
        try router.add(ParameterConverter("hex") { $0.allSatisfy(\.isHexDigit) })
        #expect(throws: RouteError(.conflict, "a converter named \"hex\" already exists")) {
            try router.add(ParameterConverter("hex") { _ in true })
        }
        #expect(throws: RouteError(.conflict, "a converter named \"int\" already exists")) {
            try router.add(ParameterConverter("int") { _ in true })
        }
        #expect(throws: RouteError(.conflict, "a converter named \"string\" already exists")) {
            try router.add(ParameterConverter("string") { _ in true })
        }
        #expect(throws: RouteError(.invalidPattern, "\"a-b\" is not a converter name (a letter or '_', then letters, digits or '_')")) {
            try router.add(ParameterConverter("a-b") { _ in true })
        }
        try router.register("/a/{id:hex}") { _ in }
        #expect(router.canOpen("/a/ff"))
        #expect(!router.canOpen("/a/zz"))
    }

    /// Random pattern text never crashes the parser.
    @Test func hostilePatternTextNeverCrashes() {
        var generator = SeededGenerator(seed: 0xBADC0DE)
        let alphabet: [Character] = ["a", "1", "/", "?", "#", "&", "=", ":", "%", "{", "}", "*", ".", "_", "-", "é", "\u{1}", "@"]
        var parsed = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if let pattern = try? RoutePattern(text) {
                #expect(pattern.description == text)
                parsed += 1
            }
        }
        #expect(parsed > 50)
    }

    @Test func segmentsAndCapturesAreShownInCanonicalForm() throws {
        let pattern = try RoutePattern("shop://api/v{major:int}.{minor:int}/:user/{id:int}/*/**?tab=info")
        #expect(pattern.pathSegments.map(\.text) == ["api", "v{major:int}.{minor:int}", "{user}", "{id:int}", "*", "**"])
        #expect(pattern.pathSegments.map(\.kind) == [
            .literal,
            .mixed([.init(name: "major", converter: "int"), .init(name: "minor", converter: "int")]),
            .capture(.init(name: "user", converter: nil)),
            .capture(.init(name: "id", converter: "int")),
            .wildcard,
            .remainder,
        ])
        #expect(pattern.captures.map(\.name) == ["major", "minor", "user", "id"])
        #expect(try RoutePattern("/").pathSegments.isEmpty)
    }
}
