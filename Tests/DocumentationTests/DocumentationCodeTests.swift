import Foundation
import Testing

/// The code shown in the README and in the DocC articles is code the build compiles and the
/// tests run: each of the README's Swift blocks is a whole file of `Snippets/` or `Examples/`,
/// and every Swift block of an article is found, line for line, in one (its YAML and JSON in
/// a file the package reads).
@Suite struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README and every article of every catalog, but the migration guides, which have
    /// tests of their own.
    static let documents: [String] = {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let catalog = "Sources/\(target)/\(target).docc"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path) else { continue }
            for name in names where name.hasSuffix(".md") && !name.hasPrefix("MigratingFrom") {
                paths.append("\(catalog)/\(name)")
            }
        }
        return paths.sorted()
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `folders` whose name ends with one of `suffixes`, as its lines with
    /// their indentation and blank lines taken out.
    static func corpus(_ folders: [String], suffixes: [String]) throws -> [(path: String, lines: [Substring])] {
        var files: [(String, [Substring])] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            if !folder.contains("/"), suffixes.contains(where: folder.hasSuffix) {
                files.append((folder, normalized(try text(folder))))
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let name as String in walker where suffixes.contains(where: name.hasSuffix) {
                let path = "\(folder)/\(name)"
                files.append((path, normalized(try text(path))))
            }
        }
        return files
    }

    static func normalized(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
            .map { line in line.hasSuffix("\r") ? line.dropLast() : line }
            .filter { !$0.isEmpty }
    }

    /// A file's lines as the documentation shows them: a snippet's `// snippet.` markers and
    /// the lines between `// snippet.hide` and `// snippet.show` left out.
    static func shown(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var hidden = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("// snippet.") {
                if trimmed == "// snippet.hide" { hidden = true }
                if trimmed == "// snippet.show" { hidden = false }
                continue
            }
            if !hidden { lines.append(line) }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Every file under `folders` whose name ends with one of `suffixes`, as it is shown (see
    /// `shown`) with indentation and blank lines taken out.
    static func shownCorpus(_ folders: [String], suffixes: [String]) throws -> [(path: String, lines: [Substring])] {
        try corpus(folders, suffixes: suffixes).map { file in
            (file.path, normalized(shown(try text(file.path)).joined(separator: "\n")))
        }
    }

    /// Where an article's Swift comes from: the snippets and examples, which the package builds
    /// (and `Package.swift`, which declares the examples' targets).
    static let articleSources = Result { try shownCorpus(["Snippets", "Examples", "Package.swift"], suffixes: [".swift"]) }
    static let dataFiles = Result { try corpus(["Examples", "Snippets", "Tests"], suffixes: [".yaml", ".json", ".swift"]) }

    /// Articles whose Swift may also come from another compiled folder, and why.
    static let otherSources: [String: String] = [
        // `@Route` expands in the declaring modules' own targets, which the tests link.
        "Sources/JunctionDeclaredRoutes/JunctionDeclaredRoutes.docc/JunctionDeclaredRoutes.md": "Tests/DeclaredRoutesFixtures",
    ]

    /// A fenced block of a document.
    struct Block: CustomStringConvertible {
        var document: String
        var line: Int
        var language: String
        var lines: [Substring]
        var description: String { "\(document):\(line) (\(language))" }
    }

    static func blocks(of document: String) throws -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (index, raw) in try text(document).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(document: document, line: index + 1, language: String(line.dropFirst(3)), lines: [])
                }
            } else if open != nil {
                open!.lines.append(raw)
            }
        }
        return blocks
    }

    static func contains(_ haystack: [Substring], _ needle: [Substring]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && zip(haystack[start...], needle).allSatisfy { $0 == $1 }
        }
    }

    /// A trailing comment (`   // ...`) of a line of code.
    static func trailingComment(_ line: Substring) -> Substring? {
        guard !line.drop(while: { $0 == " " }).hasPrefix("//"), let comment = line.firstMatch(of: #/\s+// /#) else { return nil }
        return line[comment.range.upperBound...]
    }

    /// The README's Swift is whole files: each block is, exactly, a file of `Snippets/` or
    /// `Examples/` as it is shown, so it runs as pasted into a package of one's own. A
    /// snippet's hidden lines at the end only check what it prints.
    @Test func everyREADMESwiftBlockIsAWholeFileThePackageBuildsOrChecks() throws {
        let files = try Self.corpus(["Snippets", "Examples"], suffixes: [".swift"]).map(\.path)
        let libraries = try Self.text("Package.swift").matches(of: /\.library\(name: "(\w+)"/).map { String($0.1) }
        var checked = 0
        for block in try Self.blocks(of: "README.md") {
            #expect(!["yaml", "json"].contains(block.language), "\(block): the README shows no map; the articles do")
            guard block.language == "swift" else { continue }
            checked += 1
            let found = try files.first { Self.shown(try Self.text($0)) == block.lines }
            #expect(found != nil, "\(block): not, exactly, a whole file of Snippets/ or Examples/")
            if let found, found.hasPrefix("Snippets/") {
                let hidden = Self.normalized(try Self.text(found)).dropFirst(Self.normalized(block.lines.joined(separator: "\n")).count)
                #expect(hidden.allSatisfy { $0.hasPrefix("// snippet.") || $0.hasPrefix("precondition(") }, "\(found): hidden lines that do more than check")
            }
            if block.lines.first?.hasPrefix("// swift-tools-version:") == true {
                // A manifest: the products it names are the package's libraries, by the
                // package's identity, and the package is found where the README says.
                let products = block.lines.joined().matches(of: /\.product\(name: "(\w+)", package: "junction"\)/).map { String($0.1) }
                #expect(!products.isEmpty && products.allSatisfy(libraries.contains), "\(block): \(products)")
                #expect(block.lines.contains("        .package(path: \"../junction\"),"))
            }
            for line in block.lines where Self.trailingComment(line) != nil {
                #expect(line.count <= 76, "\(block): a trailing comment past column 76: \(line)")
            }
        }
        #expect(checked >= 2)
    }

    /// An article's Swift is found, line for line, in a snippet or an example as it is shown,
    /// so it compiles (and the snippets run); its YAML and JSON in a file the package reads.
    @Test func everyArticleBlockIsFoundInAFileThePackageBuilds() throws {
        let swift = try Self.articleSources.get()
        let data = try Self.dataFiles.get()
        var checked = 0
        for document in Self.documents where document != "README.md" {
            let other = try Self.otherSources[document].map { try Self.shownCorpus([$0], suffixes: [".swift"]) } ?? []
            for block in try Self.blocks(of: document) where ["swift", "yaml", "json"].contains(block.language) {
                checked += 1
                let lines = Self.normalized(block.lines.joined(separator: "\n"))
                let files = block.language == "swift" ? swift + other : data
                let found = files.first { Self.contains($0.lines, lines) }
                #expect(found != nil, "\(block): not found, line for line, in a file of Snippets/ or Examples/")
                guard block.language == "swift" else { continue }
                for line in block.lines where Self.trailingComment(line) != nil {
                    #expect(line.count <= 76, "\(block): a trailing comment past column 76, behind the page's scroll: \(line)")
                }
            }
        }
        #expect(checked > 50)
    }

    /// An article's Objective-C is found, line for line, in a file of `Tests/ObjC`, which
    /// `Tools/check-objc` compiles against the header Swift writes for `JunctionObjC` (the
    /// migration guides show the old routers' code, and are left out). The header the article
    /// shows (an `objective-c` block) is checked against the generated one by that script.
    @Test func everyArticleObjectiveCBlockIsFoundInAFileTheObjectiveCCheckCompiles() throws {
        let files = try Self.corpus(["Tests/ObjC"], suffixes: [".m"]).filter { !$0.path.contains("/MustFail/") }
        var checked = 0
        for document in Self.documents where document != "README.md" {
            for block in try Self.blocks(of: document) where block.language == "objc" {
                checked += 1
                let lines = Self.normalized(block.lines.joined(separator: "\n"))
                #expect(files.contains { Self.contains($0.lines, lines) }, "\(block): not found, line for line, in a file of Tests/ObjC")
            }
        }
        #expect(checked >= 4)
    }

    /// An article with a Topics section is still an article: DocC labels a page with topics
    /// and no kind "API Collection", which the Security model article read as until it said
    /// `@PageKind(article)`. A catalog's root page (a module's) is not an article.
    @Test func articlesWithTopicsSayTheyAreArticles() throws {
        for document in Self.documents where document != "README.md" {
            let text = try Self.text(document)
            guard text.contains("\n## Topics"), !text.hasPrefix("# ``") else { continue }
            #expect(text.contains("@PageKind(article)"), "\(document): add @Metadata { @PageKind(article) } under its title")
        }
    }

    /// Articles show their code as code, readable where the Markdown is read as it is (a
    /// `@Snippet` directive shows as its text on a Git host).
    @Test func articlesShowCodeRatherThanSnippetDirectives() throws {
        for document in Self.documents where document != "README.md" {
            #expect(!(try Self.text(document)).contains("@Snippet"), "\(document): show the slice's lines in a ```swift block")
        }
    }
}
