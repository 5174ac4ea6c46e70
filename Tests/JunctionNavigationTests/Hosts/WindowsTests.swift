import Foundation
import Junction
import JunctionNavigation
import Testing

/// One navigator per window (scene), over one router: each window shows and restores its own
/// state.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WindowsTests {
    @Test func eachWindowHasItsOwnNavigatorAndRestoresItsOwnState() async throws {
        let router = Router()
        let setup = Navigator(router: router)
        try setup.registerPage("shop://home", name: "home", presentation: .root)
        try setup.registerPage("shop://product/{id:int}", name: "product")
        try setup.registerPage("shop://login", name: "login", presentation: .modal)
        var saved: [Data] = []
        for urls in [["shop://home", "shop://product/1"], ["shop://home", "shop://login"]] {
            let navigator = Navigator(router: router)
            let screen = FakeScreen()
            let renderer = ScreenRenderer(navigator: navigator, screen: screen)
            screen.renderer = renderer
            for url in urls { try await navigator.open(url) }
            screen.settle()
            #expect(screen.disagreement(with: navigator.state) == nil)
            saved.append(try JSONEncoder().encode(navigator.state))
        }
        // Relaunched, each window starts from what it saved, on the same router.
        let outlines = try saved.map { data in
            let navigator = Navigator(router: router, state: try JSONDecoder().decode(NavigationState.self, from: data))
            let screen = FakeScreen()
            screen.inWindow = false
            let renderer = ScreenRenderer(navigator: navigator, screen: screen)
            screen.renderer = renderer
            screen.appears()
            screen.settle()
            #expect(screen.disagreement(with: navigator.state) == nil)
            return navigator.state.outline
        }
        #expect(outlines == ["home#1 > product#2 (id=1)", "home#1 | login#2"])
    }
}
