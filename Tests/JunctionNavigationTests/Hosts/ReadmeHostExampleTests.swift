import Foundation
import Testing

/// The Navigation article's UIKit and SwiftUI examples are the files `Tools/typecheck-hosts` type-checks.
@Suite struct ReadmeHostExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The article shows each whole file, imports included.
    @Test(arguments: [
        "Examples/Hosts/SceneDelegate.swift", "Examples/Hosts/ShopApp.swift", "Examples/Hosts/SplitView.swift",
        "Examples/Hosts/SceneRestoration.swift",
    ])
    func theNavigationArticleShowsTheTypeCheckedExample(_ path: String) throws {
        let example = try Self.text(path)
        let article = try Self.text("Sources/JunctionNavigation/JunctionNavigation.docc/Navigation.md")
        #expect(article.contains("```swift\n\(example)```\n"))
    }
}
