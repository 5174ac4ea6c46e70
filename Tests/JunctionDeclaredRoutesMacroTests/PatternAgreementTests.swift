import Junction
import JunctionDeclaredRoutesExpansions
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The compile-time check and the runtime parser give the same verdict, the same message and the
/// same column for every pattern: the macro's diagnostic against what `RoutePattern` throws.
@Suite struct PatternAgreementTests {
    /// The diagnostics of `@Route(pattern)` on a function, as `severity line:column message`.
    static func diagnostics(_ pattern: String) -> [String] {
        let source = "@Route(\"\(pattern)\")\nfunc handler(_ context: RouteContext) {}\n"
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "Shop", fullFilePath: "Routes.swift")])
        _ = file.expand(macros: ["Route": RouteExpansion.self], contextGenerator: { _ in context })
        return context.diagnostics.map { diagnostic in
            let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "Routes.swift")
            return "\(diagnostic.diagMessage.severity) \(location.line):\(location.column) \(diagnostic.message)"
        }
    }

    /// Patterns the parser takes and refuses, among them every kind of error docs/ROUTING.md
    /// lists; written without escapes, so a character is a byte of the source.
    static let patterns = [
        "shop://product/{id:int}", "/a/:x/:z", "/a/*/c", "/files/**", "/v{major:int}.{minor:int}", "/a(/:b)(/:c)",
        "/search?sort=relevance", "shop://", "/f(x)", "",
        "/a/{id}/{id}", "/a/**/b", "/a/*.jpg", "/a/{a}{b}", "/a/{x:nope}/b", "/a/{}", "/a/{id:}", "/a/{1id}", "/a/{a-b}",
        "/a/:", "/a/:1", "/a/{id", "/a/b}", "/a/./b", "/a/../b", "/a#top", "/a/%zz", "/a?x=1&x=2", "/a/{x}?x=1",
        "/a(/:b)/c", "/a(/:b", "/a(/)", "shop://product/<int:id>",
    ]

    @Test(arguments: patterns)
    func theMacroSaysWhatTheParserSays(pattern: String) {
        let expected: [String]
        do {
            _ = try RoutePattern(pattern)
            expected = []
        } catch {
            // `@Route("` is 8 characters: the pattern's column 1 is the source's column 9.
            expected = ["error 1:\(8 + (error.column ?? 1)) \(error.code): \(error.message)"]
        }
        #expect(Self.diagnostics(pattern).filter { $0.hasPrefix("error") } == expected)
    }

    @Test func badPatternsAreMostOfTheTable() {
        let refused = Self.patterns.filter { (try? RoutePattern($0)) == nil }
        #expect(refused.count == 23)
    }
}
