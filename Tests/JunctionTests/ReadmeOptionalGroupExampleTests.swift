import Foundation
import Junction
import Testing

/// The README's examples of optional groups and of opening a host, as written there.
@Suite struct ReadmeOptionalGroupExampleTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    static let groupsExample = """
        try router.register("shop://user/:id(/posts(/{page:int}))", name: "posts") { _ in }
        router.canOpen("shop://user/7")                          // true
        router.canOpen("shop://user/7/posts/2")                  // true
        try router.url(for: "posts", ["id": "7", "page": "2"])   // "shop://user/7/posts/2"
        """

    static let hostExample = """
        LegacyRouter(router).canOpen(host: "page.cc", scheme: "cc")   // true once the map is loaded
        """

    @Test func theREADMEShowsTheseExamples() throws {
        let text = String(decoding: try Data(contentsOf: Self.readme), as: UTF8.self)
        #expect(text.contains("```swift\n\(Self.groupsExample)\n```"))
        #expect(text.contains("```swift\n\(Self.hostExample)\n```"))
    }

    @Test func optionalGroupsExample() throws {
        let router = Router()
        try router.register("shop://user/:id(/posts(/{page:int}))", name: "posts") { _ in }
        let user = router.canOpen("shop://user/7")                          // true
        let page = router.canOpen("shop://user/7/posts/2")                  // true
        let url = try router.url(for: "posts", ["id": "7", "page": "2"])   // "shop://user/7/posts/2"

        #expect(user && page)
        #expect(url == "shop://user/7/posts/2")
    }
}
