import Foundation
import Junction
@testable import JunctionNavigation
import Testing

/// Tabs inside a tab (a segmented section with its own stacks, go_router's nested shell) and a
/// split view's columns: a tree of containers, named by paths, saved and restored.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TabSectionTests {
    typealias Tab = NavigationState.Tab

    static func state(layout: Tab.Layout = .tabs) -> NavigationState {
        NavigationState(tabs: [
            Tab(name: "home"),
            Tab(name: "library", sections: [Tab(name: "albums"), Tab(name: "artists")], layout: layout),
        ])
    }

    static func navigator(_ state: NavigationState = state()) throws -> Navigator {
        let navigator = Navigator(router: Router(), state: state)
        try navigator.registerPage("music://home", name: "home", presentation: .root, tab: "home")
        try navigator.registerPage("music://albums", name: "albums", presentation: .root, tab: "library/albums")
        try navigator.registerPage("music://artists", name: "artists", presentation: .root, tab: "library/artists")
        try navigator.registerPage("music://album/{id}", name: "album", parent: "albums")
        try navigator.registerPage("music://artist/{id}", name: "artist", parent: "artists")
        return navigator
    }

    @Test func aPageOfASectionOpensInItsOwnStackAndSelectsIt() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("music://home")
        try await navigator.open("music://albums")
        try await navigator.open("music://album/9")
        try await navigator.open("music://artists")
        #expect(navigator.state.selectedTab == "library")
        #expect(navigator.state.selectedTabPath == "library/artists")
        #expect(navigator.state.tabPaths == ["home", "library/albums", "library/artists"])
        #expect(navigator.state.tab(at: "library/albums")?.pages.map(\.description) == ["albums#2", "album#3"])
        #expect(navigator.state.tab(at: "library")?.pages == [])
        #expect(navigator.state.outline == "[library/artists] artists#4")
        // Pushed in the selected section; back stays in it.
        try await navigator.open("music://artist/5")
        #expect(navigator.state.outline == "[library/artists] artists#4 > artist#5 (id=5)")
        navigator.back()
        #expect(navigator.state.outline == "[library/artists] artists#4")
    }

    @Test func aTabOfSectionsShowsTheSectionItSelectedLast() throws {
        var state = Self.state()
        #expect(state.selectedTabPath == "home")
        let selected = ["library/artists", "home", "library", "library/songs", "library/"].map { state.select(tab: $0) }
        #expect(selected == [true, true, true, false, false])
        #expect(state.selectedTabPath == "library/artists")
        #expect(state.isSelected(tab: "library"))
        #expect(!state.isSelected(tab: "library/albums"))
    }

    @Test func aColumnTakesThePagesOfItsTabWhenSelected() async throws {
        let navigator = try Self.navigator(Self.state(layout: .columns))
        try await navigator.open("music://albums")
        try await navigator.open("music://artists")
        // Both columns show; the selected one takes the pages pushed.
        try await navigator.open("music://artist/1")
        #expect(navigator.state.tab(at: "library/albums")?.pages.map(\.route) == ["albums"])
        #expect(navigator.state.tab(at: "library/artists")?.pages.map(\.route) == ["artists", "artist"])
        #expect(navigator.state.tab(at: "library")?.layout == .columns)
    }

    @Test func aPageInATabTheStateLacksIsAnErrorNamingEveryPath() async throws {
        let navigator = Navigator(router: Router(), state: Self.state())
        try navigator.registerPage("music://songs", name: "songs", presentation: .root, tab: "library/songs")
        await #expect(throws: RouteError(
            .unknownTab, "page \"songs\" is in the tab \"library/songs\", which is not one of the tabs (home, library/albums, library/artists)"
        )) { try await navigator.open("music://songs") }
    }

    @Test func aShellInsideATabIsRestoredFromItsSavedState() async throws {
        let navigator = try Self.navigator()
        try await navigator.open("music://albums")
        try await navigator.open("music://album/9")
        try await navigator.open("music://artists")
        let saved = try JSONEncoder().encode(navigator.state)
        let decoded = try JSONDecoder().decode(NavigationState.self, from: saved)
        #expect(decoded == navigator.state)

        // After a relaunch: every saved page passes its route again, and shows where it was.
        let relaunched = try Self.navigator()
        await relaunched.restore(decoded)
        #expect(relaunched.state == navigator.state)
        #expect(relaunched.history.map(\.kind) == [.restore])
        #expect(relaunched.back() == nil)   // nothing above the section's root
        #expect(relaunched.select(tab: "library/albums"))
        try await relaunched.open("music://album/10")
        #expect(relaunched.state.tab(at: "library/albums")?.pages.map(\.id) == [1, 2, 4])
        #expect(relaunched.state.selectedTabPath == "library/albums")
    }

    @Test func aStateSavedBeforeSectionsStillReads() throws {
        let json = #"{"tabs":[{"name":"main","stack":[]}],"selectedTab":"main","modals":[]}"#
        let state = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
        #expect(state == NavigationState())
        let written = String(decoding: try JSONEncoder().encode(NavigationState()), as: UTF8.self)
        #expect(!written.contains("sections"))
    }

    @Test(arguments: [
        (#"{"name":"a/b","stack":[]}"#, #"a tab's name is not empty and has no "/": "a/b""#),
        (#"{"name":"","stack":[]}"#, #"a tab's name is not empty and has no "/": """#),
        (#"{"name":"lib","stack":[],"selectedSection":"x"}"#, #"the tab "lib" has no sections to select"#),
        (#"{"name":"lib","root":{"id":1,"route":"r","url":"u","parameters":{},"presentation":"push"},"stack":[],"sections":[{"name":"a","stack":[]}],"selectedSection":"a"}"#,
         #"the tab "lib" has sections, and so holds no pages itself"#),
        (#"{"name":"lib","stack":[],"sections":[{"name":"a","stack":[]},{"name":"a","stack":[]}],"selectedSection":"a"}"#,
         #"two sections of the tab "lib" are named "a""#),
        (#"{"name":"lib","stack":[],"sections":[{"name":"a","stack":[]}],"selectedSection":"b"}"#, #"the tab "lib" selects none of its sections"#),
        (#"{"name":"lib","stack":[],"sections":[{"name":"a","stack":[]}]}"#, #"the tab "lib" selects none of its sections"#),
        (#"{"name":"lib","stack":[],"sections":[{"name":"a","stack":[]}],"selectedSection":"a","layout":"grid"}"#, nil),
    ] as [(String, String?)])
    func aTabNoNavigatorCouldHaveMadeIsRefused(json: String, message: String?) throws {
        do {
            _ = try JSONDecoder().decode(Tab.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            // `nil`: the unknown layout, refused by the enum's own decoding, which names it.
            if let message { #expect(context.debugDescription == message) } else { #expect(context.debugDescription.contains("grid")) }
        }
    }

    @Test func twoPagesWithOneIdInDifferentSectionsAreRefused() throws {
        var state = Self.state()
        let page = NavigationState.Page(id: 1, route: "albums", url: "music://albums", presentation: .root)
        state.update(tabAt: "library/albums") { $0.root = page }
        state.update(tabAt: "library/artists") { $0.root = page }
        #expect(state.allPages.count == 2)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state)) }
    }

    /// The navigator rendered on a fake UIKit screen; the screen keeps its renderer.
    static func rendered() throws -> (Navigator, FakeScreen) {
        let navigator = try navigator()
        let screen = FakeScreen(tabs: ["home", "library"])
        screen.renderer = ScreenRenderer(navigator: navigator, screen: screen)
        return (navigator, screen)
    }

    @Test func theRendererSetsEachSectionsStackAndFollowsASegmentTheUserTaps() async throws {
        let (navigator, screen) = try Self.rendered()
        try await navigator.open("music://albums")
        try await navigator.open("music://artists")
        screen.settle()
        #expect(screen.disagreement(with: navigator.state) == nil)
        #expect(screen.requests == [
            "select home", "set home []", "set library/albums []", "set library/artists []",
            // Each stack waits for its change under way to end.
            "select library/albums", "select library/artists", "set library/albums [1]", "set library/artists [2]",
        ])
        screen.userTapsSection("library/albums")
        screen.settle()
        #expect(navigator.state.selectedTabPath == "library/albums")
        #expect(navigator.history.last?.kind == .selectTab)
        #expect(screen.disagreement(with: navigator.state) == nil)
    }

    @Test func tappingATabOfSectionsShowsTheSectionTheStateRemembers() async throws {
        let (navigator, screen) = try Self.rendered()
        try await navigator.open("music://home")
        try await navigator.open("music://artists")
        #expect(navigator.select(tab: "home"))
        screen.settle()
        // The user taps Library in the tab bar: the screen is told which section to show.
        screen.userTapsTab("library")
        screen.settle()
        #expect(navigator.state.selectedTabPath == "library/artists")
        #expect(screen.requests.last == "select library/artists")
        #expect(screen.disagreement(with: navigator.state) == nil)
    }

    @Test func swiftUIPresentsAModalOverTheSelectedSectionsStack() async throws {
        let navigator = try Self.navigator()
        try navigator.registerPage("music://share", name: "share", presentation: .modal)
        let bindings = ScreenBindings(navigator: navigator) { _, _ in }
        try await navigator.open("music://albums")
        try await navigator.open("music://share")
        // Each section's RoutedNavigationStack asks by its own path; only the selected one shows it.
        #expect(bindings.modal(at: 0, over: "library/albums")?.pages.map(\.route) == ["share"])
        #expect(bindings.modal(at: 0, over: "library/artists") == nil)
        #expect(bindings.modal(at: 0, over: "library") == nil)
    }
}
