import Junction
import JunctionNavigation
import Synchronization
import Testing

/// Pages checked again when the session changes: a sign-out closes the account pages in one
/// recorded transition, as go_router's redirects re-run on `refreshListenable`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecheckTests {
    /// Whether someone is signed in, read at once by the interceptor.
    final class Session: Sendable {
        let signedIn = Mutex(true)
        func signOut() { signedIn.withLock { $0 = false } }
        var isSignedIn: Bool { signedIn.withLock { $0 } }
    }

    /// A shop with a home tab and an account tab: the account's pages need a signed-in user.
    static func navigator(session: Session) throws -> Navigator {
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "account"]))
        try navigator.registerPage("shop://home", name: "home", presentation: .root, tab: "home")
        try navigator.registerPage("shop://product/{id}", name: "product", tab: "home")
        try navigator.registerPage("shop://orders", name: "orders", tab: "home", tags: ["account"])
        try navigator.registerPage("shop://orders/{id}", name: "order", tab: "home", tags: ["account"])
        try navigator.registerPage("shop://account", name: "account", presentation: .root, tab: "account", tags: ["account"])
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        try navigator.registerPage("shop://wallet", name: "wallet", presentation: .modal, tags: ["account"])
        try navigator.registerPage("shop://help", name: "help", presentation: .modal)
        try navigator.router.addInterceptor(DecidingInterceptor { interception in
            if session.isSignedIn { return .proceed(interception.request) }
            if interception.request.isRestoring { throw RouteError(.rejected, "signed out") }
            return .redirect("shop://login")
        }, name: "login", scope: .tags("account"))
        return navigator
    }

    @Test func signingOutClosesTheAccountPagesInOneTransition() async throws {
        let session = Session()
        let navigator = try Self.navigator(session: session)
        let host = RecordingNavigationHost()
        navigator.add(host)
        for url in ["shop://account", "shop://home", "shop://product/1", "shop://orders", "shop://orders/7", "shop://product/2"] {
            try await navigator.open(url)
        }
        #expect(navigator.state.tabs.map(\.pages.description) == [
            "[home#2, product#3, orders#4, order#5, product#6]", "[account#1]",
        ])
        let told = host.transitions.count

        session.signOut()
        let closed = await navigator.recheck()

        #expect(closed.map(\.description) == ["orders#4", "order#5", "product#6", "account#1"])
        #expect(navigator.state.tabs.map(\.pages.description) == ["[home#2, product#3]", "[]"])
        #expect(navigator.history.last?.kind == .recheck)
        #expect(host.transitions.count == told + 1)
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "orders: rejected: signed out",
            "order: rejected: page order#5 is above page orders#4, left out",
            "product: rejected: page product#6 is above page orders#4, left out",
            "account: rejected: signed out",
        ])
        // Opened now, an account page asks the user to sign in.
        try await navigator.open("shop://orders")
        #expect(navigator.state.top?.route == "login")
    }

    @Test func whenEveryPagePassesNothingChangesAndNothingIsRecorded() async throws {
        let navigator = try Self.navigator(session: Session())
        try await navigator.open("shop://home")
        try await navigator.open("shop://orders")
        let before = navigator.history.count
        #expect(await navigator.recheck().isEmpty)
        #expect(navigator.history.count == before)
        #expect(navigator.state.top?.route == "orders")
    }

    @Test func aModalWhoseFirstPageIsRefusedIsDismissedWithTheModalsAboveIt() async throws {
        let session = Session()
        let navigator = try Self.navigator(session: session)
        try await navigator.open("shop://home")
        try await navigator.open("shop://help")
        try await navigator.open("shop://wallet", presentation: .modal)
        try await navigator.open("shop://help", presentation: .modal)
        #expect(navigator.state.modals.map(\.pages.description) == ["[help#2]", "[wallet#3]", "[help#4]"])
        session.signOut()
        #expect(await navigator.recheck().map(\.description) == ["wallet#3", "help#4"])
        #expect(navigator.state.modals.map(\.pages.description) == ["[help#2]"])
    }

    @Test func aPageWaitingForAResultThatClosesGivesItsOpenerNil() async throws {
        let session = Session()
        let navigator = try Self.navigator(session: session)
        try await navigator.open("shop://home")
        let waiting = Task { try await navigator.open("shop://wallet", expecting: String.self) }
        while navigator.state.top?.route != "wallet" { await Task.yield() }
        session.signOut()
        await navigator.recheck()
        #expect(try await waiting.value == nil)
    }
}
