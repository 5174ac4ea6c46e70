import Junction
import Testing

/// Generated patterns with optional groups against an independent expansion: a URL matches the
/// pattern with groups exactly when it matches one of the patterns it stands for, with the same
/// parameters, and every URL built by name comes back with its values.
@Suite struct OptionalGroupPropertyTests {
    /// A group as generated: its segments, and the groups nested at its end.
    struct Group {
        var segments: [String]
        var children: [Group]
        var text: String { "(" + segments.map { "/" + $0 }.joined() + children.map(\.text).joined() + ")" }
    }

    struct Generated {
        var head: String
        var groups: [Group]
        var text: String { head + groups.map(\.text).joined() }

        /// Every choice of groups, found by trying each subset of them (a nested group counts
        /// only with its parent): each pattern's text and segments.
        var bruteForceExpansions: [(text: String, segments: [String])] {
            var flat: [(segments: [String], parent: Int?)] = []
            func add(_ group: Group, parent: Int?) {
                flat.append((group.segments, parent))
                let index = flat.count - 1
                for child in group.children { add(child, parent: index) }
            }
            for group in groups { add(group, parent: nil) }
            var result: [(text: String, segments: [String])] = []
            for mask in 0..<(1 << flat.count) {
                let chosen = flat.indices.filter { mask & (1 << $0) != 0 }
                guard chosen.allSatisfy({ flat[$0].parent.map { mask & (1 << $0) != 0 } ?? true }) else { continue }
                // Written order is the order groups were flattened in.
                let segments = chosen.flatMap { flat[$0].segments }
                result.append((head + segments.map { "/" + $0 }.joined(), segments))
            }
            return result
        }
    }

    /// The capture names in generated segments (`:p1`, `{p2:int}`, `v{p3}.x`, `:h`).
    static func names(_ segments: [String]) -> Set<String> {
        Set(segments.compactMap { segment in
            if segment.hasPrefix(":") { return String(segment.dropFirst()) }
            guard let open = segment.firstIndex(of: "{") else { return nil }
            return String(segment[segment.index(after: open)...].prefix { $0 != ":" && $0 != "}" })
        })
    }

    /// Hands out capture names and literals no other segment of the pattern uses.
    struct Namer {
        var names = 0
        var literals = 0

        mutating func segment(_ random: inout SeededGenerator) -> String {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: names += 1; return ":p\(names)"
            case 1: names += 1; return "{p\(names):int}"
            case 2: names += 1; return "v{p\(names)}.x"
            case 3: return ["a", "b"].randomElement(using: &random)!
            default: literals += 1; return "l\(literals)"
            }
        }

        mutating func group(depth: Int, _ random: inout SeededGenerator) -> Group {
            var segments: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) { segments.append(segment(&random)) }
            var children: [Group] = []
            if depth < 2 {
                for _ in 0..<Int.random(in: 0...2, using: &random) { children.append(group(depth: depth + 1, &random)) }
            }
            return Group(segments: segments, children: children)
        }
    }

    static func generate(_ random: inout SeededGenerator) -> Generated {
        var namer = Namer()
        let head = (Bool.random(using: &random) ? "app://" : "/") + ["a", "b", ":h"].randomElement(using: &random)!
        var groups: [Group] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) { groups.append(namer.group(depth: 0, &random)) }
        return Generated(head: head, groups: groups)
    }

    /// URLs near a pattern: its segments with values a capture takes or refuses, and a wrong
    /// literal now and then.
    static func urls(near pattern: RoutePattern, _ random: inout SeededGenerator) -> [String] {
        (0..<4).map { _ in
            var url = pattern.scheme.map { "\($0)://" } ?? "/"
            let values = pattern.pathSegments.map { segment -> String in
                switch segment.kind {
                case .literal: Int.random(in: 0..<8, using: &random) == 0 ? "zz" : segment.text
                case .capture, .mixed:
                    ["7", "x", "v1.x", "v.x", "b", "l1"].randomElement(using: &random)!
                case .wildcard, .remainder: "w"
                }
            }
            url += values.joined(separator: "/")
            if Int.random(in: 0..<4, using: &random) == 0 { url += "/extra" }
            return url
        }
    }

    /// Registers the pattern in one router and its expansions in the other; the error, if any.
    static func register(_ generated: Generated, grouped: Router, plain: Router) -> RouteError? {
        do throws(RouteError) {
            try grouped.register(generated.text, name: "r") { _ in }
            for expansion in generated.bruteForceExpansions { try plain.register(expansion.text) { _ in } }
            return nil
        } catch {
            return error
        }
    }

    @Test func aURLMatchesTheGroupedPatternExactlyWhenItMatchesOneOfItsExpansions() throws {
        var random = SeededGenerator(seed: 0x0971_0A1)
        var checked = 0
        var urlsChecked = 0
        var refused = 0
        for _ in 0..<200 {
            let generated = Self.generate(&random)
            let bruteForce = generated.bruteForceExpansions
            guard bruteForce.count <= 64 else {
                #expect(throws: RouteError.self) { try RoutePattern(generated.text) }
                continue
            }
            let pattern = try RoutePattern(generated.text)
            #expect(pattern.expansions.map(\.text).sorted() == bruteForce.map(\.text).sorted(), "\(generated.text)")

            let grouped = Router()
            let plain = Router()
            if let problem = Self.register(generated, grouped: grouped, plain: plain) {
                // Two of its patterns match the same URLs: refused whole, as the plain ones are.
                #expect(problem.code == .conflict)
                #expect(grouped.registrations.isEmpty)
                continue
            }
            checked += 1
            for expansion in pattern.expansions {
                for url in Self.urls(near: expansion, &random) {
                    let viaGroups = try grouped.match(url)
                    let viaPlain = try plain.match(url)
                    #expect((viaGroups == nil) == (viaPlain == nil), "\(generated.text) \(url)")
                    #expect(viaGroups?.parameters == viaPlain?.parameters, "\(generated.text) \(url)")
                    if viaGroups != nil { #expect(viaGroups?.pattern.text == generated.text) }
                    urlsChecked += 1
                }
                // Built by name with this expansion's values, the URL is one of the group's
                // patterns filled in, and the grouped route gives every value back; when no
                // pattern's URL would, building says so.
                let values = Dictionary(uniqueKeysWithValues: expansion.parameterNames.map { ($0, "7") })
                let built: String
                do {
                    built = try grouped.url(for: "r", values)
                } catch {
                    #expect(error.code == .invalidParameter && error.message.contains("would "), "\(generated.text): \(error)")
                    refused += 1
                    continue
                }
                #expect(bruteForce.contains { Self.names($0.segments).isSubset(of: values.keys) && (try? RoutePattern($0.text).url(values)) == built },
                        "\(generated.text) \(built)")
                let match = try #require(try grouped.match(built), "\(generated.text) \(built)")
                for (name, value) in values { #expect(match.parameters[name] == value, "\(generated.text) \(built)") }

            }
        }
        #expect(checked > 100)
        #expect(urlsChecked > 1_500)
        #expect(refused < checked)
    }
}
