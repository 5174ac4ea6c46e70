import Junction
import JunctionNavigation
import Testing

/// What a navigator shows at launch (the tabs' roots, a restored state) and what a link from
/// outside does while a modal is shown.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LaunchAndLinksOverModalsTests {
    static func navigator(tabs: [String] = ["main"]) throws -> Navigator {
        let navigator = try App.navigator(tabs: tabs)
        try navigator.registerPage("shop://review/new", name: "review", presentation: .modal)
        try navigator.registerPage("shop://deal/{id}", name: "deal", exposure: .everywhere)
        try navigator.registerPage("shop://item/{id}", name: "item", parent: "home", exposure: .everywhere)
        return navigator
    }

    @Test func linksOverAModalArePresentedOverItByDefault() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://review/new")
        let page = try await navigator.open(RouteRequest(url: "shop://deal/7", source: .push))
        #expect(page?.presentation == .modal)
        #expect(navigator.state.outline == "home#1 | review#2 | deal#3 (id=7)")
        #expect(navigator.history.last?.kind == .show)
        // From inside the app, a page is pushed in the modal, as its presentation says.
        try await navigator.open("shop://deal/8")
        #expect(navigator.state.outline == "home#1 | review#2 | deal#3 (id=7) > deal#4 (id=8)")
    }

    @Test func closeModalsOpensTheLinkAsIfNoneWereShown() async throws {
        let navigator = try Self.navigator()
        navigator.linksOverModals = .closeModals
        try await navigator.open("shop://home")
        try await navigator.open("shop://review/new")
        try await navigator.open(RouteRequest(url: "shop://deal/7", source: .push))
        #expect(navigator.state.outline == "home#1 > deal#3 (id=7)")
        try await navigator.open("shop://review/new")
        try await navigator.open(RouteRequest(url: "shop://item/9", source: .universalLink))
        #expect(navigator.state.outline == "home#5 > item#6 (id=9)")
        #expect(navigator.history.last?.kind == .deepLink)
    }

    @Test func waitForDismissalOpensTheLinkOnceTheModalsAreGone() async throws {
        let navigator = try Self.navigator()
        navigator.linksOverModals = .waitForDismissal
        try await navigator.open("shop://home")
        try await navigator.open("shop://review/new")
        let link = Task { try await navigator.open(RouteRequest(url: "shop://deal/7", source: .push)) }
        for _ in 0..<20 { await Task.yield() }
        #expect(navigator.state.outline == "home#1 | review#2")
        navigator.dismiss()
        let page = try await link.value
        #expect(page?.route == "deal")
        #expect(navigator.state.outline == "home#1 > deal#3 (id=7)")
    }

    @Test func askLetsTheAppChooseForEachLink() async throws {
        let navigator = try Self.navigator()
        let asked = Asked()
        navigator.linksOverModals = .ask { link in
            asked.links.append("\(link.url) from \(link.source) over \(link.modals.map(\.id)): \(link.page.route)")
            return link.page.route == "deal" ? .closeModals : .presentOver
        }
        try await navigator.open("shop://home")
        try await navigator.open("shop://review/new")
        try await navigator.open(RouteRequest(url: "shop://item/4", source: .push))
        #expect(navigator.state.outline == "home#1 | review#2 | item#3 (id=4)")
        try await navigator.open(RouteRequest(url: "shop://deal/5", source: .push))
        #expect(navigator.state.outline == "home#1 > deal#4 (id=5)")
        #expect(asked.links == ["shop://item/4 from push over [2]: item", "shop://deal/5 from push over [2, 3]: deal"])
    }

    @MainActor final class Asked {
        var links: [String] = []
    }

    @Test func rootsAreLoadedWithoutSelectingATabAndAnUnknownTabIsAnError() async throws {
        let navigator = try Self.navigator(tabs: ["main", "cart"])
        try await navigator.loadRoots(["main": "shop://home", "cart": "shop://cart"])
        #expect(navigator.state.selectedTab == "main")
        #expect(navigator.state.tabs.map { $0.pages.map(\.description) } == [["home#1"], ["cart#2"]])
        #expect(navigator.history.map(\.kind) == [.loadRoots])
        // A tab that has pages keeps them.
        try await navigator.open("shop://product/3")
        try await navigator.loadRoots(["main": "shop://home"])
        #expect(navigator.state.tab.pages.map(\.description) == ["home#1", "product#3"])
        await #expect(throws: RouteError(.unknownTab, "the root shop://home is for the tab \"nowhere\", which is not one of the tabs (main, cart)")) {
            try await navigator.loadRoots(["nowhere": "shop://home"])
        }
    }

    @Test func aRestoredPageTheRouterRefusesIsLeftOutWithThePagesAboveIt() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/1")
        try await navigator.open("shop://product/2")
        try await navigator.open("shop://review/new")
        let saved = navigator.state
        // At the next launch, product/1 is refused by an interceptor that knows it restores.
        let again = try Self.navigator()
        try again.router.addInterceptor(name: "gone", scope: .patterns("shop://product/{id:int}")) { interception, next in
            if interception.request.isRestoring, interception.match.parameters["id"] == "1" {
                throw RouteError(.rejected, "product 1 is gone")
            }
            return try await next(interception.request)
        }
        await again.restore(saved)
        #expect(again.state.outline == "home#1 | review#4")
        #expect(again.history.last?.kind == .restore)
        #expect(again.history.last?.leftOutParents.map(\.description) == [
            "product: rejected: product 1 is gone", "product: rejected: page product#3 is above page product#2, left out",
        ])
        // New pages get ids after the restored ones.
        let page = try await again.open("shop://product/9")
        #expect(page?.id == 5)
    }
}
