import Foundation
import Testing

/// Keeps the migration guides' Swift code equal to compiled code: every ```swift block of an
/// article must equal (whitespace-normalized) a region of this target's sources marked
/// `// snippet: NAME` … `// end snippet` whose name starts with the article's prefix, and every
/// such region must appear in its article. A region several guides show has one name for each
/// (`// snippet: hh-app sj-app`).
@Suite struct ArticleCodeTests {
    static let articles: [(file: String, prefix: String)] = [
        ("MigratingFromMGJRouter.md", "mgj-"),
        ("MigratingFromHHRouter.md", "hh-"),
        ("MigratingFromJLRoutes.md", "jl-"),
        ("MigratingFromURLNavigator.md", "urlnav-"),
        ("MigratingFromSJRouter.md", "sj-"),
        ("MigratingFromURLBlockAndBifrost.md", "bifrost-"),
        ("MigratingFromPageManager.md", "pm-"),
    ]

    /// The catalog an article is in: Junction's, or the library's whose subject it is.
    static let catalogs: [String: String] = ["MigratingFromPageManager.md": "Sources/JunctionRouteMap/JunctionRouteMap.docc"]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func normalized(_ lines: [String]) -> String {
        lines.joined(separator: "\n").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The marked regions of this target's Swift files, by name.
    static func regions() throws -> [String: String] {
        let folder = packageRoot.appendingPathComponent("Tests/JunctionMigrationTests")
        var regions: [String: String] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var name: String?
            var body: [String] = []
            for line in text.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    name = String(trimmed.dropFirst("// snippet: ".count))
                    body = []
                } else if trimmed == "// end snippet", let open = name {
                    for open in open.split(separator: " ").map(String.init) {
                        #expect(regions[open] == nil, "snippet \(open) is marked twice")
                        regions[open] = normalized(body)
                    }
                    name = nil
                } else if name != nil {
                    body.append(line)
                }
            }
            #expect(name == nil, "snippet \(name ?? "") in \(file) has no end")
        }
        return regions
    }

    /// The ```swift blocks of an article, in order.
    static func swiftBlocks(of article: String) throws -> [String] {
        let url = packageRoot.appendingPathComponent(catalogs[article] ?? "Sources/Junction/Junction.docc").appendingPathComponent(article)
        let text = try String(contentsOf: url, encoding: .utf8)
        var blocks: [String] = []
        var body: [String]?
        var fenced = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if fenced {
                if trimmed == "```" {
                    if let lines = body { blocks.append(normalized(lines)) }
                    fenced = false
                    body = nil
                } else {
                    body?.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                fenced = true
                body = trimmed == "```swift" ? [] : nil
            }
        }
        return blocks
    }

    @Test(arguments: articles.map(\.file))
    func everySwiftBlockIsCompiledCode(article: String) throws {
        let prefix = try #require(Self.articles.first { $0.file == article }).prefix
        let regions = try Self.regions().filter { $0.key.hasPrefix(prefix) }
        let blocks = try Self.swiftBlocks(of: article)
        #expect(!blocks.isEmpty)
        let marked = Set(regions.values)
        let unmarked = blocks.filter { !marked.contains($0) }.map { String($0.prefix(120)) }
        #expect(unmarked == [], "Swift blocks of \(article) that are no marked region")
        let missing = regions.filter { !blocks.contains($0.value) }.keys.sorted()
        #expect(missing == [], "snippets missing from \(article)")
    }
}
