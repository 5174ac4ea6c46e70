import Foundation
import Testing

/// The code shown in the README and in the DocC articles is code the build compiles and the
/// tests run: an article's `@Snippet` names a slice of a file in `Snippets/`, and every fenced
/// Swift, YAML or JSON block (in the README, or an article's block taken from an example) is
/// found, line for line, in a file the package compiles or reads.
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

    static let swiftSources = Result { try corpus(["Snippets", "Examples", "Tests", "Package.swift"], suffixes: [".swift"]) }
    static let dataFiles = Result { try corpus(["Examples", "Snippets", "Tests"], suffixes: [".yaml", ".json", ".swift"]) }

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

    /// README blocks that cannot run as shown where the tests run, by their first line of code,
    /// with the test file that runs them adapted, and the lines of the block that the test
    /// writes otherwise (and why). Every other line of code of the block (its trailing comment
    /// left out) is in that file.
    static let adapted: [String: (file: String, differs: [String])] = [
        // A resource of a package target, and a path relative to a folder the tests do not run in.
        #"let shipped = try RouteMapFile(resource: "shop", withExtension: "yaml", in: .module)"#: (
            "Tests/JunctionRouteMapTests/ReadmeRouteMapExampleTests.swift", ["print(error)"]
        ),
        // Generated by `junction generate swift` into a test target, which snippets cannot import.
        #"try ShopRoutes.Product(id: 42, tab: "reviews").url()   // "shop://product/42?tab=reviews""#: (
            "Tests/JunctionRouteMapTests/GeneratedRoutesTests.swift", []
        ),
        #"try router.register(ShopRoutes.Product.self) { product, _ in ProductPage(id: product.id, tab: product.tab) }"#: (
            "Tests/JunctionRouteMapTests/ReadmeRouteMapExampleTests.swift",
            [#"let page = try await router.open(url, as: ProductPage.self)"#, #"let other = try await router.open("shop://product/8", as: ProductPage.self)"#]
        ),
        // The app's bundle, a CDN and the caches folder: the test serves the map on 127.0.0.1.
        #"let keys = try JSONWebKeySet(json: Data(contentsOf: Bundle.main.url(forResource: "keys", withExtension: "jwks")!))"#: (
            "Tests/JunctionRemoteMapsTests/ReadmeRemoteMapsExampleTests.swift",
            [
                #"let keys = try JSONWebKeySet(json: Data(contentsOf: Bundle.main.url(forResource: "keys", withExtension: "jwks")!))"#,
                #"url: URL(string: "https://cdn.example.com/shop.jws")!, keys: keys,"#,
                #"bundled: try RouteMapFile(resource: "shop", withExtension: "json"), bundledVersion: 1,"#,
                #"cacheDirectory: URL.cachesDirectory.appendingPathComponent("routes")"#,
            ]
        ),
        // Every module the test binary links, Deals too, whose routes conflict: the test adds the two
        // the README names.
        #"// The app links every module and lists none."#: (
            "Tests/JunctionDeclaredRoutesTests/DeclaredRoutesTests.swift", [#"try DeclaredRoutes.all.add(to: router, environment: "Corner Shop")"#]
        ),
        // A page that hands back a result, which a user would close: the test's host closes it, and
        // the test reads what the terminal host prints.
        #"let navigator = Navigator(router: Router())"#: (
            "Tests/JunctionNavigationTests/ReadmeNavigationExampleTests.swift", ["navigator.add(TerminalNavigationHost())"]
        ),
    ]

    /// A line of code without its trailing comment (`   // ...`).
    static func code(_ line: Substring) -> Substring {
        guard let comment = line.firstMatch(of: #/\s+// /#) else { return line }
        return line[..<comment.range.lowerBound]
    }

    @Test func everySwiftYAMLAndJSONBlockIsFoundInAFileThePackageBuilds() throws {
        let swift = try Self.swiftSources.get()
        let data = try Self.dataFiles.get()
        let libraries = try Self.text("Package.swift").matches(of: /\.library\(name: "(\w+)"/).map { String($0.1) }
        var checked = 0
        var adapted: Set<String> = []
        for document in Self.documents {
            for block in try Self.blocks(of: document) where ["swift", "yaml", "json"].contains(block.language) {
                checked += 1
                // Imports are the file's; the block's code is compared.
                let lines = Self.normalized(block.lines.joined(separator: "\n")).filter { !$0.hasPrefix("import ") }
                if lines.first == "dependencies: [" {
                    // A manifest fragment: the products it names are the package's libraries.
                    let products = block.lines.joined().matches(of: /\.product\(name: "(\w+)", package: "junction"\)/).map { String($0.1) }
                    #expect(!products.isEmpty && products.allSatisfy(libraries.contains), "\(block): \(products)")
                    continue
                }
                if let first = lines.first, let (file, differs) = Self.adapted[String(first)] {
                    adapted.insert(String(first))
                    let source = Self.normalized(try Self.text(file))
                    for line in lines where !line.hasPrefix("//") && !differs.contains(String(Self.code(line))) {
                        let code = Self.code(line)
                        #expect(source.contains { $0.contains(code) }, "\(block): \"\(code)\" is not in \(file)")
                    }
                    continue
                }
                let files = block.language == "swift" ? swift : data
                let found = files.first { Self.contains($0.lines, lines) }
                #expect(found != nil, "\(block): not found, line for line, in any compiled source or example file")
            }
        }
        #expect(checked > 30)
        #expect(adapted == Set(Self.adapted.keys), "an adapted block the README no longer has")
    }

    @Test func articlesShowSwiftOnlyFromSnippetsOrExamples() throws {
        let examples = try Self.corpus(["Examples", "Package.swift"], suffixes: [".swift"])
        for document in Self.documents where document != "README.md" {
            for block in try Self.blocks(of: document) where block.language == "swift" {
                let lines = Self.normalized(block.lines.joined(separator: "\n"))
                #expect(examples.contains { Self.contains($0.lines, lines) }, "\(block): use @Snippet, or show a file of Examples/")
            }
        }
    }

    /// `@Snippet(path: "Junction/Snippets/NAME", slice: "SLICE")`: the file exists and has the slice.
    @Test func everySnippetDirectiveNamesASnippetAndASliceThatExist() throws {
        let directive = /@Snippet\(path: "Junction\/Snippets\/([A-Za-z]+)"(?:, slice: "([A-Za-z]+)")?\)/
        var used = 0
        for document in Self.documents where document != "README.md" {
            let text = try Self.text(document)
            #expect(!text.contains("@Snippet") || text.matches(of: directive).count == text.components(separatedBy: "@Snippet").count - 1,
                    "\(document): a @Snippet directive not of the form @Snippet(path: \"Junction/Snippets/NAME\", slice: \"SLICE\")")
            for match in text.matches(of: directive) {
                let file = "Snippets/\(match.1).swift"
                let source = try Self.text(file)
                if let slice = match.2 {
                    #expect(source.contains("// snippet.\(slice)\n"), "\(document): \(file) has no slice \(slice)")
                }
                used += 1
            }
        }
        #expect(used > 20)
    }
}
