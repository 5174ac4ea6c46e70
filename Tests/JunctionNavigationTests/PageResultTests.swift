import Junction
import JunctionNavigation
import Testing

/// Issue 6, part 3: a page hands a value back to its opener (the seed's detail page that
/// updates the home page's title when it closes).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageResultTests {
    static func navigator() throws -> Navigator {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://detail/{id:int}", name: "detail")
        try navigator.registerPage("shop://picker", name: "picker", presentation: .modal)
        return navigator
    }

    /// Runs `body` once the navigator shows a page of `route`.
    static func whenShown(_ route: String, in navigator: Navigator, _ body: @escaping @MainActor (NavigationState.Page) -> Void) {
        Task { @MainActor in
            while navigator.state.top?.route != route { await Task.yield() }
            body(navigator.state.top!)
        }
    }

    @Test func theOpenerGetsTheValueAndThePageCloses() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        Self.whenShown("detail", in: navigator) { page in
            #expect(navigator.finish(page.id, with: "New title"))
        }
        let title = try await navigator.open("shop://detail/3", expecting: String.self)
        #expect(title == "New title")
        #expect(navigator.state.visiblePages.map(\.route) == ["home"])
        #expect(!navigator.finish(99, with: 1))
    }

    @Test func closingWithoutAValueGivesNil() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        Self.whenShown("picker", in: navigator) { _ in navigator.dismiss() }
        let picked = try await navigator.open("shop://picker", expecting: Int.self)
        #expect(picked == nil)
        Self.whenShown("detail", in: navigator) { _ in navigator.reset() }
        #expect(try await navigator.open("shop://detail/1", expecting: String.self) == nil)
        Self.whenShown("detail", in: navigator) { _ in navigator.undo() }
        #expect(try await navigator.open("shop://detail/2", expecting: String.self) == nil)
    }

    @Test func aValueOfAnotherTypeGivesNil() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        Self.whenShown("picker", in: navigator) { page in navigator.finish(page.id, with: "not a number") }
        #expect(try await navigator.open("shop://picker", expecting: Int.self) == nil)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func cancellingTheWaitGivesNilAndLeavesThePage() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        let waiting = Task { @MainActor in try await navigator.open("shop://detail/5", expecting: String.self) }
        while navigator.state.top?.route != "detail" { await Task.yield() }
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(navigator.state.top?.route == "detail")
    }
}
