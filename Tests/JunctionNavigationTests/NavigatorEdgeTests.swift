import Foundation
import Junction
import JunctionNavigation
import JunctionRouteMap
import Testing

/// The navigator's edges: interceptors during deep links, long parent chains, presentations
/// of deep-linked pages, hosts that navigate, waiting on pages that were already shown, and
/// saved states that no navigator could have made.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigatorEdgeTests {
    @Test func deepLinkParentsGoThroughInterceptors() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://account", name: "account", parent: "home", tags: ["login"])
        try navigator.registerPage("shop://orders/{id:int}", name: "order", parent: "account", exposure: .sources(.push), skipping: ["login"])
        let seen = Recorded()
        try navigator.router.addInterceptor(name: "log") { interception, next in
            seen.urls.append(interception.request.url)
            return try await next(interception.request)
        }
        try navigator.router.addInterceptor(name: "login", scope: .tags("login")) { _, _ in
            throw RouteError(.rejected, "sign in first")
        }
        try await navigator.open(RouteRequest(url: "shop://orders/5", source: .push))
        // The account page refuses without a login, so it is left out of the back stack.
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "order"])
        #expect(seen.urls == ["shop://orders/5", "shop://account", "shop://home"])
    }

    @Test func mapPagesKeepTheirWholeParentChain() async throws {
        let file = try RouteMapFile(text: """
            routes:
              - {name: home, pattern: "shop://home", page: P, presentation: root}
              - {name: category, pattern: "shop://catalog", page: P, parent: home}
              - {name: product, pattern: "shop://product/{id:int}", page: P, parent: category, exposure: [push], description: d}
            """, format: .yaml)
        var bindings = RouteMapBindings()
        bindings.page("P") { request in
            PageDestination(route: request.route.name, url: request.context.url.description, parameters: request.parameters.merged, parent: request.route.parent)
        }
        let navigator = Navigator(router: Router())
        try file.load(into: navigator.router, bindings: bindings)
        try await navigator.open(RouteRequest(url: "shop://product/3", source: .push))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "category", "product"])
    }

    @Test func aDeepLinkedPageIsPushedOrPresentedOnItsParents() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://r", name: "r", presentation: .replace, parent: "home", exposure: .everywhere)
        try navigator.registerPage("shop://x", name: "x", presentation: .root, parent: "home", exposure: .everywhere)
        try navigator.registerPage("shop://m", name: "m", presentation: .modal, parent: "home", exposure: .everywhere)
        try await navigator.open(RouteRequest(url: "shop://r", source: .push))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "r"])
        try await navigator.open(RouteRequest(url: "shop://x", source: .push))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "x"])
        try await navigator.open(RouteRequest(url: "shop://m", source: .push))
        #expect(navigator.state.tab.pages.map(\.route) == ["home"])
        #expect(navigator.state.modals.map { $0.pages.map(\.route) } == [["m"]])
    }

    @Test func aParentThatIsNoRouteIsAnError() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://p", name: "p", parent: "hmoe", exposure: .everywhere)
        await #expect(throws: RouteError(.unknownRoute, "parent \"hmoe\" of the page \"p\" is not a route")) {
            try await navigator.open(RouteRequest(url: "shop://p", source: .push))
        }
        #expect(navigator.state.visiblePages.isEmpty)
    }

    @Test func waitingOnAPageAlreadyShownGivesNilAtOnce() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://cart", name: "cart", reuse: .existing)
        try await navigator.open("shop://home")
        try await navigator.open("shop://cart")
        #expect(try await navigator.open("shop://cart", expecting: Int.self) == nil)
        try await navigator.open("shop://home")
        // Later opens go on as usual: no opener was left waiting.
        try await navigator.open("shop://cart")
        try await navigator.open("shop://home")
        #expect(navigator.state.visiblePages.map(\.route) == ["home"])
    }

    @Test func aHostThatNavigatesIsToldInOrderAndTheOpenerIsNotLeftWaiting() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://popup", name: "popup", presentation: .modal)
        let closer = ClosingHost(route: "popup")
        let recorder = RecordingNavigationHost()
        navigator.add(closer)
        navigator.add(recorder)
        try await navigator.open("shop://home")
        #expect(try await navigator.open("shop://popup", expecting: String.self) == nil)
        #expect(recorder.transitions.map(\.kind) == [.show, .show, .dismiss])
        navigator.remove(closer)
        try await navigator.open("shop://popup")
        #expect(navigator.state.top?.route == "popup")
    }

    @Test func tabsReuseNeverAndHistoryLimit() async throws {
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
        try navigator.registerPage("shop://item/{id}", name: "item", reuse: .never)
        try await navigator.open("shop://item/1")
        try await navigator.open("shop://item/1")
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2])
        #expect(navigator.select(tab: "cart"))
        #expect(!navigator.select(tab: "me"))
        #expect(navigator.history.map(\.kind) == [.show, .show, .selectTab])
        navigator.historyLimit = 2
        #expect(navigator.history.map(\.kind) == [.show, .selectTab])
        #expect(navigator.back(to: 1) == false)
    }

    @Test func savedStatesNoNavigatorCouldMakeAreRefused() throws {
        let page = #"{"id":1,"route":"home","url":"shop://home","parameters":{},"presentation":"root"}"#
        let cases: [(String, String)] = [
            (#"{"tabs":[],"selectedTab":"main","modals":[]}"#, "a navigation state needs at least one tab"),
            (#"{"tabs":[{"name":"a","stack":[]},{"name":"a","stack":[]}],"selectedTab":"a","modals":[]}"#, "two tabs are named \"a\""),
            (#"{"tabs":[{"name":"a","stack":[]}],"selectedTab":"b","modals":[]}"#, "the selected tab \"b\" is not one of the tabs"),
            (#"{"tabs":[{"name":"a","stack":[]}],"selectedTab":"a","modals":[{"pages":[]}]}"#, "a modal has no pages"),
            (#"{"tabs":[{"name":"a","root":\#(page),"stack":[\#(page)]}],"selectedTab":"a","modals":[]}"#, "two pages have the id 1"),
        ]
        for (json, message) in cases {
            #expect {
                try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
            } throws: { error in
                guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
                return context.debugDescription == message
            }
        }
    }
}

/// Collects URLs from interceptors, which run off the main actor.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var urls: [String] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A host that closes a page of one route as soon as it is shown.
@MainActor
final class ClosingHost: NavigationHost {
    let route: String
    init(route: String) { self.route = route }
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        if transition.kind == .show, transition.after.top?.route == route { navigator.dismiss() }
    }
}
