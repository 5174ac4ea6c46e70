import Foundation
import Testing

/// The README's UIKit and SwiftUI examples are the files `Tools/typecheck-hosts` type-checks.
@Suite struct ReadmeHostExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test(arguments: ["Examples/Hosts/SceneDelegate.swift", "Examples/Hosts/ShopApp.swift"])
    func theREADMEShowsTheTypeCheckedExample(_ path: String) throws {
        let example = try Self.text(path)
        #expect(example.hasSuffix("}\n"))
        #expect(try Self.text("README.md").contains("```swift\n\(example)```\n"))
    }

    /// The Navigation article's split view and per-window examples are type-checked files too.
    @Test(arguments: ["Examples/Hosts/SplitView.swift", "Examples/Hosts/SceneRestoration.swift"])
    func theNavigationArticleShowsTheTypeCheckedExample(_ path: String) throws {
        let example = try Self.text(path)
        let article = try Self.text("Sources/JunctionNavigation/JunctionNavigation.docc/Navigation.md")
        #expect(article.contains("```swift\n\(example)```\n"))
    }
}
