import Foundation
import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation
import Testing

/// A page map's pages say what a route says (parent, presentation, tab, exposure) and the
/// navigator follows it; a page sent to the web shows no native page.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageMapPagesThroughTheNavigatorTests {
    static let pages = #"""
        {"scheme": "cc", "host": "page.cc", "webHosts": ["m.cc.example.com"],
         "hall": {"class": "Hall", "tab": "lottery"},
         "betSsq": {"class": "CCViewController", "parent": "hall", "presentation": "modal", "exposure": ["push"], "description": "Bet",
                    "attributes": [{"name": "CCType", "default": 1}]},
         "betDlt": {"class": "CCViewController", "web": "https://m.cc.example.com/dlt"}}
        """#

    static func navigator() throws -> Navigator {
        let file = try RouteMapFile(text: pages, format: .json, file: "pages.json")
        let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)), state: NavigationState(tabs: ["lottery", "me"]))
        try navigator.router.add(.web(allowing: ["m.cc.example.com"]) { url, _ in "web \(url)" })
        try file.load(into: navigator)
        return navigator
    }

    @Test func aDeepLinkBuildsThePagesParentInItsTabAndPresentsThePage() async throws {
        let navigator = try Self.navigator()
        navigator.dismiss()
        try await navigator.open(RouteRequest(url: "cc://page.cc/betSsq?CCType=2", source: .push))
        #expect(navigator.state.outline == "[lottery] hall#1 | betSsq#2 (CCType=2)")
        // The hall is in-app only: built under the page, never opened from outside.
        await #expect(throws: RouteError.self) { try await navigator.open(RouteRequest(url: "cc://page.cc/hall", source: .push)) }
    }

    @Test func aPageSentToTheWebShowsNoNativePage() async throws {
        let navigator = try Self.navigator()
        // The web fallback shows the page (a web view, in an app); the navigator shows none.
        #expect(try await navigator.open("cc://page.cc/betDlt") == nil)
        #expect(navigator.state.outline == "[lottery] (nothing)")
        #expect(navigator.target(of: "cc://page.cc/betDlt").kind == .handler)
        #expect(try await navigator.router.open("cc://page.cc/betDlt") as? String == "web https://m.cc.example.com/dlt")
    }

    /// The page manager's `registerParserRuleEngineClassName:`: several domains, each with its
    /// own `betSsq` and `hall`, in one router. A name is unique in its map; a parent is found
    /// in the page's own map, and building a URL by a shared name says which to write.
    @Test func twoPageMapsWithTheSamePageNamesShareOneRouterEachReachable() async throws {
        let lottery = try RouteMapFile(text: Self.pages, format: .json, file: "pages.json")
        let sport = try RouteMapFile(text: #"""
            {"scheme": "cc", "host": "sport.cc",
             "hall": {"class": "Hall", "tab": "lottery"},
             "betSsq": {"class": "CCViewController", "parent": "hall", "presentation": "modal", "exposure": ["push"]}}
            """#, format: .json, file: "sport.json")
        let options = RouterOptions().adding(lottery.map).adding(sport.map)
        let navigator = Navigator(router: Router(options: options), state: NavigationState(tabs: ["lottery", "me"]))
        try lottery.load(into: navigator)
        try sport.load(into: navigator)

        try await navigator.open(RouteRequest(url: "cc://sport.cc/betSsq", source: .push))
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [])
        #expect(navigator.state.outline == "[lottery] hall#1 | betSsq#2")
        #expect(navigator.state.allPages.map(\.url) == ["cc://sport.cc/hall", "cc://sport.cc/betSsq"])
        navigator.dismiss()
        try await navigator.open(RouteRequest(url: "cc://page.cc/betSsq?CCType=2", source: .push))
        #expect(navigator.state.allPages.map(\.url) == ["cc://page.cc/hall", "cc://page.cc/betSsq?CCType=2"])

        #expect(throws: RouteError(
            .conflict, "the name \"betSsq\" is used in 2 collections; write one of \"route map pages.json/betSsq\", \"route map sport.json/betSsq\"")
        ) { try navigator.router.url(for: "betSsq") }
        #expect(try navigator.router.url(for: "route map sport.json/betSsq") == "cc://sport.cc/betSsq")
    }
}
