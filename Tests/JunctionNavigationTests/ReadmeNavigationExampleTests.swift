import Junction
import JunctionNavigation
import Testing

/// The README's navigation example, as written there, with the terminal host's lines captured.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReadmeNavigationExampleTests {
    @Test func theExampleRunsAsTheREADMESays() async throws {
        var lines: [String] = []
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home", exposure: .sources(.push))
        try navigator.registerPage("shop://edit/{id:int}", name: "edit", presentation: .modal)
        navigator.add(TerminalNavigationHost { lines.append($0) })

        try await navigator.open(RouteRequest(url: "shop://product/7", source: .push))
        #expect(lines == ["deepLink: home#1 > product#2 (id=7)"])
        // The edit page finishes as soon as it is shown: the result still reaches the opener.
        navigator.add(PageResultTests.FinishingHost(route: "edit", value: "New title"))
        let title = try await navigator.open("shop://edit/7", expecting: String.self)
        #expect(title == "New title")
        navigator.back()
        navigator.undo()
        #expect(lines == [
            "deepLink: home#1 > product#2 (id=7)",
            "show: home#1 > product#2 (id=7) | edit#3 (id=7)",
            "back: home#1 > product#2 (id=7)",
            "back: home#1",
            "undo: home#1 > product#2 (id=7)",
        ])
    }
}
