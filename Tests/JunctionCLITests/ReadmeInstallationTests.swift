import Foundation
import Testing

/// The README's Installation section says what `Package.swift` says: the same library
/// products and the same platforms, and install lines that work before a release.
@Suite struct ReadmeInstallationTests {
    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: JunctionBinary.packageRoot.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The README's Installation section, up to the next section.
    static func installation() throws -> Substring {
        let readme = try text("README.md")
        let start = try #require(readme.range(of: "\n## Installation\n"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return readme[start.upperBound..<end]
    }

    /// The strings in `text` that `pattern`'s first group captures, in order.
    static func captures(_ pattern: String, in text: some StringProtocol) throws -> [String] {
        let text = String(text)
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func theProductTableListsEveryLibraryOfThePackage() throws {
        let manifest = try Self.captures(#"\.library\(name: "(\w+)""#, in: Self.text("Package.swift"))
        let table = try Self.captures(#"^\| `(\w+)` \|"#, in: Self.installation())
        #expect(manifest.count == 13)
        #expect(table == manifest)
    }

    @Test func thePlatformsAreThePackages() throws {
        let manifest = try Self.text("Package.swift")
        let platforms = try Self.captures(#"(platforms: \[[^\]]*\])"#, in: manifest).first ?? ""
        let names = try Self.captures(#"\.(\w+)\(\.v\d+\)"#, in: platforms)
        let versions = try Self.captures(#"\.\w+\(\.v(\d+)\)"#, in: platforms)
        let expected = zip(names, versions).map { "\($0) \($1)" }
        #expect(expected.count == 5)
        let listed = expected.dropLast().joined(separator: ", ") + " and " + (try #require(expected.last))
        let section = try Self.installation().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(section.contains("Platforms: \(listed),"), "expected: Platforms: \(listed)")
    }

    /// Until a release is tagged, the install line names a branch, a commit or a clone on disk,
    /// never a version that no tag gives.
    @Test func theInstallLinesWorkWithoutARelease() throws {
        let section = try Self.installation()
        #expect(section.contains(#".package(path: "../junction")"#))
        #expect(section.contains(#"branch: "main")"#))
        #expect(section.contains(#"revision: "<commit>")"#))
        #expect(try Self.captures(#"from: "([0-9.]+)""#, in: section).isEmpty)
    }
}
