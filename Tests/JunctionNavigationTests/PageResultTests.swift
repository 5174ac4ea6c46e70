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

    /// A host that finishes every page of `route` with `value` inside its own `show` (while it
    /// is told the page is shown), and records what each `finish` returned and whether the
    /// page's opener was registered by then.
    final class FinishingHost: NavigationHost {
        let route: String
        let value: any Sendable
        private(set) var finished: [Bool] = []
        private(set) var awaitedWhenShown: [Bool] = []

        init(route: String, value: any Sendable) {
            self.route = route
            self.value = value
        }

        func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
            guard transition.kind == .show || transition.kind == .deepLink,
                  let page = transition.after.top, page.route == route
            else { return }
            awaitedWhenShown.append(navigator.pagesAwaitingResult.contains(page.id))
            finished.append(navigator.finish(page.id, with: value))
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

    @Test(arguments: [
        ("shop://detail/3", RouteSource.inApp, "detail"),
        ("shop://picker", RouteSource.inApp, "picker"),
        ("shop://article/3", RouteSource.push, "article"),
    ])
    func aPageFinishedWhileItIsShownGivesItsValue(url: String, source: RouteSource, route: String) async throws {
        let navigator = try Self.navigator()
        try navigator.registerPage("shop://article/{id:int}", name: "article", parent: "home", exposure: .sources(.push))
        try await navigator.open("shop://home")
        let host = FinishingHost(route: route, value: "Done")
        navigator.add(host)
        let value = try await navigator.open(RouteRequest(url: url, source: source), expecting: String.self)
        #expect(value == "Done")
        #expect(host.awaitedWhenShown == [true])
        #expect(host.finished == [true])
        #expect(navigator.state.visiblePages.map(\.route) == ["home"])
        #expect(navigator.pagesAwaitingResult.isEmpty)
    }

    @Test func theTimeoutThrowsAndLeavesThePage() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        await #expect(
            throws: RouteError(.timedOut, "page \"detail\" (#2, shop://detail/5) gave no result within 0.05 seconds; it stays shown")
        ) {
            try await navigator.open("shop://detail/5", expecting: String.self, timeout: .milliseconds(50))
        }
        #expect(navigator.state.top?.route == "detail")
        #expect(navigator.pagesAwaitingResult.isEmpty)
        #expect(!navigator.finish(2, with: "Too late"))
        #expect(navigator.state.top?.route == "detail")
    }

    @Test func aValueBeforeTheTimeoutIsReturned() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        navigator.add(FinishingHost(route: "picker", value: 7))
        #expect(try await navigator.open("shop://picker", expecting: Int.self, timeout: .seconds(30)) == 7)
        Self.whenShown("detail", in: navigator) { page in navigator.finish(page.id, with: "Later") }
        #expect(try await navigator.open("shop://detail/1", expecting: String.self, timeout: .seconds(30)) == "Later")
    }

    @Test func cancellingTheWaitWithATimeoutGivesNil() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        let waiting = Task { @MainActor in
            try await navigator.open("shop://detail/6", expecting: String.self, timeout: .seconds(30))
        }
        while navigator.state.top?.route != "detail" { await Task.yield() }
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(navigator.state.top?.route == "detail")
        #expect(navigator.pagesAwaitingResult.isEmpty)
    }

    @Test func aPageFinishesOnce() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        let host = FinishingHost(route: "picker", value: 1)
        navigator.add(host)
        #expect(try await navigator.open("shop://picker", expecting: Int.self) == 1)
        #expect(!navigator.finish(2, with: 2))
        // Opened without expecting a result, a page has no opener to finish.
        let page = try #require(try await navigator.open("shop://detail/8"))
        #expect(!navigator.finish(page.id, with: "Nobody waits"))
        #expect(navigator.state.top?.route == "detail")
    }
}

