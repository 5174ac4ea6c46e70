import Foundation
import Testing

/// Every snippet the articles show is an executable the build compiles (SwiftPM builds
/// `Snippets/` with the package). Each checks its own values with `precondition`, in lines the
/// articles hide, so a run that ends with status 0 has seen every value the article claims;
/// this suite runs each and compares what it prints with what the article's comments say.
@Suite(.timeLimit(.minutes(1))) struct SnippetRunTests {
    /// The snippet executable built beside the test bundle.
    static func executable(_ name: String) -> URL? {
        var starts = [Bundle.main.bundleURL, Bundle.main.executableURL].compactMap { $0 }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first).absoluteURL) }
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }

    static func run(_ name: String) throws -> (status: Int32, output: String) {
        let binary = try #require(executable(name), "no snippet executable \(name) beside the tests; run `swift build --build-tests` first")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(name)-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = DocumentationCodeTests.root   // README snippets read Examples/ as the README does
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    /// Each snippet and exactly what it prints.
    static let expected: [(name: String, output: String)] = [
        (
            "Compatibility",
            #"""
            uploaded a.png

            """#
        ),
        (
            "FromObjectiveC",
            #"""
            orders opened from in-app
            cart for ana

            """#
        ),
        (
            "Patterns",
            #"""
            conflict
            invalidPattern: two captures with no literal text between them at column 20
              shop://product/{id}{slug}
                                 ^
            shop://user/:name: the URL has 3 segments; the pattern has 2
            shop://user/me: the URL has 3 segments; the pattern has 2
            shop://product/{id:int}: segment 1 is "user", not "product"
            shop://api/v{major:int}.{minor:int}: segment 1 is "user", not "api"
            shop://files/*/raw: segment 1 is "user", not "files"
            shop://docs/**: segment 1 is "user", not "docs"
            shop://search?sort=relevance: segment 1 is "user", not "search"
            shop://blog/:id: segment 1 is "user", not "blog"
            shop://blog/:id/posts: segment 1 is "user", not "blog"
            shop://blog/:id/posts/{page:int}: segment 1 is "user", not "blog"

            """#
        ),
        (
            "OpeningURLs",
            #"""
            added A1
            added B2
            notFound: no route matches https://example.com/x

            """#
        ),
        (
            "Security",
            #"""
            notAllowed: "shop://debug/menu" opens only from inside the app, not from other-app (shop://debug/menu)
            notAllowed
            invalidURL
            invalidURL
            invalidURL
            notAllowed
            limitExceeded

            """#
        ),
        (
            "RouteMaps",
            #"""
            shop.yaml:7:11: error: no page is bound to "ProductPage"
            shop.yaml:11:66: error: no handler is bound to "cart.add"
            broken.yaml:3:27: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 2)
            broken.yaml:4:110: error: default "first" of attribute "page" is not a valid int
            The cart is closed for maintenance

            """#
        ),
        (
            "Navigation",
            #"""
            show: [home] home#1
            show: [home] home#1 > product#2 (id=7)
            show: [cart] cart#3
            deepLink: [home] home#4 > product#5 (id=8)
            back: [home] home#4
            undo: [home] home#4 > product#5 (id=8)
            show: [home] home#4 > product#5 (id=8) | edit#6 (id=7)
            back: [home] home#4 > product#5 (id=8)
            show: [home] home#4 > product#5 (id=8) | edit#7 (id=8)
            back: [home] home#4 > product#5 (id=8)
            page product (push) at shop://product/{id:int}
            nothing: notAllowed: "shop://cart" opens only from inside the app, not from other-app (shop://cart)
            loadRoots: [home] home#1
            restore: [home] home#4 > product#5 (id=8)
            show: [home] home#4 > product#5 (id=8) | edit#6 (id=7)
            show: [home] home#4 > product#5 (id=8) | edit#6 (id=7) | product#7 (id=9)
            show: home#1
            show: home#1 > orders#2
            recheck: home#1

            """#
        ),
        (
            "TabsAndAlerts",
            #"""
            [library/albums] albums#1 > album#2 (id=9)
            delete

            """#
        ),
        (
            "ModulesAndServices",
            #"""
            track launch
            first open of shop://orders/reorder/7

            """#
        ),
        (
            "TestingRoutes",
            #"""
            expected favorites on top, found recipe

            """#
        ),
        (
            "MapNavigation",
            #"""
            handler cart.add at shop://cart/add

            """#
        ),
        ("RemoteMaps", ""),
        (
            "Launch",
            #"""
            Product 7

            """#
        ),
        (
            "SharingLinks",
            #"""
            https://shop.example.com/product/7
            Product 7
            shop://search?q=red%20%26%20blue%20%231
            Search for red & blue #1

            """#
        ),
        (
            "UniversalLinks",
            #"""
            Product 9
            Product 9
            exclude *//*
            exclude /product/*/*/
            include /product/?*/
            exclude /product/*/*
            include /product/?*

            """#
        ),
        (
            "ReadmeExample",
            #"""
            Product 42
            shop://product/7
            false
            notAllowed: "shop://product/{id:int}" opens only from inside the app, not from other-app (shop://product/7)

            """#
        ),
    ]

    @Test(arguments: expected.map(\.name)) func snippetRunsAndPrintsWhatItsCommentsSay(name: String) throws {
        let (status, output) = try Self.run(name)
        #expect(status == 0, "\(name) stopped: a value is not what the article says")
        #expect(output == Self.expected.first { $0.name == name }?.output)
    }

    @Test func everySnippetFileIsRun() throws {
        let folder = DocumentationCodeTests.root.appendingPathComponent("Snippets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(6)) }
        #expect(names.sorted() == Self.expected.map(\.name).sorted())
    }

    /// The README shows its example and, after it, exactly what the example prints.
    @Test func theREADMEShowsWhatItsExamplePrints() throws {
        let readme = try DocumentationCodeTests.text("README.md")
        for name in ["ReadmeExample", "UniversalLinks"] {
            let example = try DocumentationCodeTests.text("Snippets/\(name).swift")
            let output = try #require(Self.expected.first { $0.name == name }?.output)
            #expect(readme.contains("```swift\n\(example)```\n\nprints\n\n```\n\(output)```\n"), "\(name)")
        }
        // The launch in the Performance section, and what it prints.
        let launch = try DocumentationCodeTests.text("Snippets/Launch.swift")
        let printed = try #require(Self.expected.first { $0.name == "Launch" }?.output)
        #expect(readme.contains("```swift\n\(launch)```\n\nprints `\(printed.dropLast())`."))
    }
}
