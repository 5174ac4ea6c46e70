import Foundation
import Junction
import JunctionNavigation
import Testing

/// Issue 6, part 1: navigation state as a value, and the transitions on it.
@Suite struct NavigationStateTests {
    typealias Page = NavigationState.Page

    static func page(_ id: Int, _ route: String, _ presentation: NavigationState.Presentation = .push, _ parameters: [String: String] = [:]) -> Page {
        Page(id: id, route: route, url: "shop://\(route)", parameters: parameters, presentation: presentation)
    }

    @Test func everyPresentationLandsWhereItSays() {
        var state = NavigationState()
        state.show(Self.page(1, "home"))
        state.show(Self.page(2, "product", .push, ["id": "7"]))
        #expect(state.tab.pages.map(\.id) == [1, 2])
        state.show(Self.page(3, "reviews", .replace))
        #expect(state.tab.pages.map(\.id) == [1, 3])
        state.show(Self.page(4, "login", .modal))
        state.show(Self.page(5, "signup"))
        #expect(state.modals.map { $0.pages.map(\.id) } == [[4, 5]])
        #expect(state.top?.id == 5)
        state.show(Self.page(6, "terms", .replace))
        #expect(state.modals.map { $0.pages.map(\.id) } == [[4, 6]])
        #expect(state.visiblePages.map(\.id) == [1, 3, 4, 6])
        state.show(Self.page(7, "catalog", .root))
        #expect(state.modals.isEmpty)
        #expect(state.tab.pages.map(\.id) == [7])
    }

    @Test func backDismissAndReset() {
        var state = NavigationState()
        for (id, route) in [(1, "home"), (2, "a"), (3, "b")] { state.show(Self.page(id, route)) }
        state.show(Self.page(4, "modal", .modal))
        state.show(Self.page(5, "inner"))
        let result1 = state.back()
        #expect(result1?.id == 5)
        let result2 = state.back()
        #expect(result2?.id == 4)
        #expect(state.modals.isEmpty)
        let result3 = state.back()
        #expect(result3?.id == 3)
        let result4 = state.back()
        #expect(result4?.id == 2)
        let result5 = state.back()
        #expect(result5 == nil)
        #expect(state.tab.pages.map(\.id) == [1])

        state.show(Self.page(6, "a"))
        state.show(Self.page(7, "b"))
        state.show(Self.page(8, "m", .modal))
        let result6 = state.back(to: 6)
        #expect(result6)
        #expect(state.visiblePages.map(\.id) == [1, 6])
        let result7 = state.back(to: 99)
        #expect(!result7)
        state.show(Self.page(9, "m", .modal))
        state.show(Self.page(10, "n"))
        let result8 = state.dismiss()
        #expect(result8.map(\.id) == [9, 10])
        let result9 = state.dismiss()
        #expect(result9.isEmpty)
        state.show(Self.page(11, "c"))
        state.reset()
        #expect(state.visiblePages.map(\.id) == [1])
    }

    @Test func tabsKeepTheirOwnStacks() {
        var state = NavigationState(tabs: ["home", "cart"])
        state.show(Self.page(1, "home", .root))
        state.show(Self.page(2, "product"))
        let result10 = state.select(tab: "cart")
        #expect(result10)
        #expect(state.top == nil)
        state.show(Self.page(3, "cart"))
        #expect(state.tab.pages.map(\.id) == [3])
        let result11 = state.select(tab: "me")
        #expect(!result11)
        let result12 = state.select(tab: "home")
        #expect(result12)
        #expect(state.tab.pages.map(\.id) == [1, 2])
        #expect(state.tabs.map { $0.pages.map(\.id) } == [[1, 2], [3]])
    }

    @Test func findsAVisiblePageByRouteAndParameters() {
        var state = NavigationState()
        state.show(Self.page(1, "product", .push, ["id": "1"]))
        state.show(Self.page(2, "product", .push, ["id": "2"]))
        state.show(Self.page(3, "product", .push, ["id": "1"]))
        #expect(state.visiblePage(route: "product", parameters: ["id": "1"])?.id == 3)
        #expect(state.visiblePage(route: "product", parameters: ["id": "9"]) == nil)
    }

    @Test func restoresAfterEncodingAndDecoding() throws {
        var state = NavigationState(tabs: ["home", "cart"])
        state.show(Self.page(1, "home", .root))
        state.show(Self.page(2, "product", .push, ["id": "7", "tab": "reviews"]))
        state.show(Self.page(3, "login", .modal, ["next": "shop://cart"]))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
        let plist = try PropertyListEncoder().encode(state)
        #expect(try PropertyListDecoder().decode(NavigationState.self, from: plist) == state)
    }
}
