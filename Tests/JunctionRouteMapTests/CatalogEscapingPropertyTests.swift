import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `junction docs` and `junction graph` write map text so that it reads as text: for generated
/// route names, descriptions, defaults, parents and redirects made of the characters each
/// language gives a meaning, followed by combining marks, joiners and bidirectional controls,
/// the HTML has exactly the elements and attributes the writer writes, the Markdown shows no
/// HTML and keeps its code spans and table cells, and the DOT and Mermaid read as the same
/// graph (`CatalogOutputCheck`).
@Suite struct CatalogEscapingPropertyTests {
    /// What the generated text is made of: each language's special characters, and what may
    /// follow one in the same grapheme cluster.
    static let alphabet: [String] = [
        "a", "b", " ", "\"", "'", "`", "``", "<", ">", "&", "\\", "|", "#", "*", "_", "[", "]", "!", "~", ";", "=", "{", "}",
        "-", "->", ".", "/", ":", "(", ")", "%", "&lt;", "#quot;", "\u{301}", "\u{300}", "\u{20D7}", "\u{200D}", "\u{FE0F}",
        "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}", "\n", "\r", "\t", "\u{85}", "\u{2028}", "\u{0}", "👩‍💻", "é", "中", "\u{1F1FA}",
    ]

    /// A deterministic generator (SplitMix64), so a failure reproduces.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        mutating func text(_ length: Int = 8) -> String {
            var text = ""
            for _ in 0..<(1 + next(length)) { text += CatalogEscapingPropertyTests.alphabet[next(CatalogEscapingPropertyTests.alphabet.count)] }
            return text
        }
    }

    /// A JSON string literal of any text.
    static func json(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20: output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// A map of a few routes whose text is generated: names, descriptions, attribute names,
    /// descriptions and defaults, parents (another route's name) and a redirect.
    static func map(_ generator: inout Generator) throws -> RouteMap {
        let names = (0..<3).map { index in generator.text() + "\(index)" }
        var routes: [String] = []
        for (index, name) in names.enumerated() {
            var route = #"{"name": \#(json(name)), "pattern": "app://r\#(index)/{id}", "handler": "h", "exposure": "everywhere""#
            route += #", "description": \#(json(generator.text(12)))"#
            route += #", "attributes": [{"name": "id", "default": \#(json(generator.text())), "description": \#(json(generator.text()))}, "#
            route += #"{"name": \#(json(generator.text() + "q")), "default": \#(json(generator.text()))}]"#
            if index > 0 { route += #", "parent": \#(json(names[generator.next(index)]))"# }
            routes.append(route + "}")
        }
        routes.append(#"{"name": \#(json(generator.text() + "r")), "pattern": "app://go", "redirect": "app://r0/x"}"#)
        routes.append(#"{"name": \#(json(generator.text() + "m")), "pattern": "app://lost", "redirect": "app://nowhere/%22"}"#)
        return try RouteMapFile(text: #"{"routes": [\#(routes.joined(separator: ", "))]}"#, format: .json).map
    }

    @Test func generatedTextReadsAsTextInEveryOutput() throws {
        var generator = Generator(state: 2026)
        for round in 0..<300 {
            let map = try Self.map(&generator)
            let problems = CatalogOutputCheck.problems(in: map)
            #expect(problems.isEmpty, "round \(round): \(problems.prefix(3)), names \(map.routes.map(\.name))")
            if !problems.isEmpty { return }
        }
    }

    /// The maps of the attack on `junction docs` and `junction graph`: a `"` or `` ` `` followed by
    /// U+0301 is one `Character` that is not `"`, and was written raw.
    @Test(arguments: [
        // The HTML catalog: the name closes `id="…"` and adds `autofocus onfocus=…`.
        #"{"routes": [{"name": "promo\"\u0301 tabindex=0 autofocus onfocus=document.title=`XSS` x=\"", "pattern": "shop://promo", "handler": "h", "exposure": "everywhere"}]}"#,
        // The Markdown catalog: a backtick and U+0301 close the code span; a raw <img> follows.
        #"{"routes": [{"name": "n", "pattern": "shop://m/:id", "handler": "h", "description": "see [\u0301click](javascript:alert(1)) and <\u0301b>", "attributes": [{"name": "id", "default": "x`\u0301 <img src=x onerror=alert(1)> `\u0301"}]}]}"#,
        // DOT and Mermaid: the label ends early and a URL attribute follows.
        #"{"routes": [{"name": "a\"\u0301=1, URL=<javascript:alert(1)>, label=\"\u0301b", "pattern": "shop://a", "handler": "h"}, {"name": "child", "pattern": "shop://a/b", "handler": "h", "parent": "a\"\u0301=1, URL=<javascript:alert(1)>, label=\"\u0301b"}]}"#,
    ])
    func theAttacksMapsReadAsText(_ json: String) throws {
        // Regression: a quote or backtick followed by a combining mark escaped every output.
        let map = try RouteMapFile(text: json, format: .json).map
        #expect(CatalogOutputCheck.problems(in: map) == [])
    }

    @Test func aQuoteBeforeACombiningMarkIsEscapedOnItsOwn() throws {
        let map = try RouteMapFile(text: #"{"routes": [{"name": "a\"\u0301b`\u0301", "pattern": "shop://a", "handler": "h"}]}"#, format: .json).map
        #expect(RouteCatalog(map).html(title: "t").contains("<section id=\"a&quot;\u{301}b`\u{301}\">"))
        #expect(RouteCatalog(map).markdown(title: "t").contains("## a\"\u{301}b\\`\u{301}\n"))
        #expect(RouteGraph(map).dot.contains("r0 [label=\"a\\\"\u{301}b`\u{301}\"];"))
        #expect(RouteGraph(map).mermaid.contains("r0[\"a#quot;\u{301}b#96;\u{301}\"]"))
    }

    @Test(arguments: [
        ("a", "`a`"), ("a`b", "`` a`b ``"), ("a``b`", "``` a``b` ```"), ("`\u{301}", "`` `\u{301} ``"), (" a", "`  a `"), ("a|b", "`a\\|b`"),
    ])
    func aCodeSpanIsFencedLongerThanItsLongestBacktickRun(_ text: String, _ code: String) throws {
        let map = try RouteMapFile(text: #"{"routes": [{"name": \#(Self.json(text)), "pattern": "shop://a", "handler": "h"}, {"name": "c", "pattern": "shop://c", "handler": "h", "parent": \#(Self.json(text))}]}"#, format: .json).map
        #expect(RouteCatalog(map).markdown(title: "t").contains("| Parent | \(code) |"))
    }

    /// The fuzz target's starting inputs and findings, replayed.
    @Test func theFuzzTargetsInputsReadAsText() throws {
        let inputs = try FuzzReplayTests.inputs("FuzzCatalogs")
        #expect(inputs.count >= 5)
        for (name, bytes) in inputs {
            guard let map = CatalogOutputCheck.map(fuzzed: bytes) else { continue }
            #expect(CatalogOutputCheck.problems(in: map) == [], "\(name)")
        }
    }
}
