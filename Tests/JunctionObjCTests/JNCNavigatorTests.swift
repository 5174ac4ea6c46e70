import Foundation
import Junction
import JunctionNavigation
import JunctionObjC
import Testing

/// The navigator's Objective-C forms, on a navigator whose state the test reads.
@MainActor @Suite struct JNCNavigatorTests {
    func open(_ navigator: JNCNavigator, _ url: String) async -> (JNCPage?, NSError?) {
        await withCheckedContinuation { continuation in
            navigator.openURL(url) { page, error in continuation.resume(returning: (page, error)) }
        }
    }

    @Test func pagesOpenByURLAndCloseBackToTheRoot() async throws {
        let navigator = JNCNavigator(navigator: Navigator(router: Router()))
        try navigator.registerPagePattern("shop://home", name: "home", presentation: "root")
        try navigator.registerPagePattern("shop://product/:id", name: "product", presentation: "push")
        try navigator.registerPagePattern("shop://login", name: "login", presentation: "modal")
        _ = await open(navigator, "shop://home")
        let (product, error) = await open(navigator, "shop://product/42")
        #expect(error == nil)
        #expect(product?.route == "product")
        #expect(product?.parameters == ["id": "42"])
        #expect(product?.presentation == "push")
        _ = await open(navigator, "shop://login")
        #expect(navigator.visiblePages.map(\.route) == ["home", "product", "login"])
        #expect(navigator.currentPage?.route == "login")
        #expect(navigator.dismiss())
        #expect(!navigator.dismiss())
        #expect(navigator.goBack())
        #expect(navigator.currentPage?.route == "home")
        _ = await open(navigator, "shop://product/1")
        navigator.reset()
        #expect(navigator.visiblePages.map(\.route) == ["home"])
    }

    @Test func anOpenThatFailsGivesItsErrorAndAnUnknownPresentationIsRefused() async throws {
        let navigator = JNCNavigator(navigator: Navigator(router: Router()))
        let (page, error) = await open(navigator, "shop://nowhere")
        #expect(page == nil)
        #expect(error?.code == JNCErrorCode.notFound.rawValue)
        do {
            try navigator.registerPagePattern("shop://x", name: "x", presentation: "sideways")
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.domain == JNCError.domain && error.code == JNCErrorCode.invalidParameter.rawValue)
            #expect(error.localizedDescription.hasPrefix("unknown presentation \"sideways\""))
        }
    }
}
