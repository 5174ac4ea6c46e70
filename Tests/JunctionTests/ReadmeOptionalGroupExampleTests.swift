import Foundation
import Junction
import Testing

/// A pattern with optional groups: every form of it opens, and a URL built by its name is the
/// longest form whose captures all have values.
@Suite struct ReadmeOptionalGroupExampleTests {
    @Test func optionalGroupsExample() throws {
        let router = Router()
        try router.register("shop://user/:id(/posts(/{page:int}))", name: "posts") { _ in }
        let user = router.canOpen("shop://user/7")
        let page = router.canOpen("shop://user/7/posts/2")
        let url = try router.url(for: "posts", ["id": "7", "page": "2"])

        #expect(user && page)
        #expect(url == "shop://user/7/posts/2")
    }
}
