import Foundation
import Junction
import JunctionNavigation
import Testing

/// Finding 4 (hostile testing at 55ee0a0, /work/shared/findings/README.md): a deep link's
/// parent chain ran in-app-only pages with values from the outside URL, and their handlers and
/// interceptors saw `.inApp`. A parent built for an outside link now takes no value from the
/// link unless it is itself exposed to the link's source, and sees the link's source, marked
/// as building a parent.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct OutsideParentTests {
    /// Every source from outside the app, the built-in ones and one of the app's own.
    nonisolated static let outsideSources: [RouteSource] = [.push, .universalLink, .otherApp, .webView, RouteSource("widget")]

    /// What handlers and interceptors saw: route or interceptor name, source, and the mark.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func note(_ who: String, _ source: RouteSource) {
            let line = "\(who) from \(source.name)\(source.isBuildingParent ? " building a parent" : "")"
            lock.withLock { stored.append(line) }
        }
        var lines: [String] { lock.withLock { stored } }
    }

    /// The finding's routes: an in-app-only orders page that needs `uid`, under an in-app-only
    /// home, over a review page open to everyone.
    static func navigator(seen: Seen) throws -> Navigator {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://user/:uid/orders", name: "userOrders", parent: "home")
        try navigator.registerPage("shop://review/{rid:int}", name: "review", parent: "userOrders", exposure: .everywhere)
        try navigator.router.addInterceptor(name: "audit") { interception, next in
            seen.note("audit: \(interception.match.name ?? "?")", interception.request.source)
            return try await next(interception.request)
        }
        return navigator
    }

    @Test(arguments: outsideSources)
    func anInAppOnlyParentTakesNoValueFromAnOutsideLink(_ source: RouteSource) async throws {
        let seen = Seen()
        let navigator = try Self.navigator(seen: seen)
        let page = try await navigator.open(RouteRequest(url: "shop://review/5?uid=victim", source: source))
        #expect(page?.parameters == ["rid": "5", "uid": "victim"])
        // The orders page is left out; its parent, home, takes nothing from the link and is built.
        #expect(navigator.state.outline.hasSuffix("home#1 > review#2 (rid=5, uid=victim)"))
        #expect(navigator.state.visiblePages.map(\.url) == ["shop://home", "shop://review/5?uid=victim"])
        #expect(navigator.history.last?.kind == .deepLink)
        #expect(navigator.history.last?.leftOutParents == [
            LeftOutParent(route: "userOrders", reason: RouteError(
                .notAllowed,
                "parent \"userOrders\" (shop://user/:uid/orders) is not exposed to \(source.name), so it takes no value from the link, and it needs uid")),
        ])
        // The orders page's handler and interceptors never ran.
        #expect(seen.lines == [
            "audit: review from \(source.name)",
            "audit: home from \(source.name) building a parent",
        ])
    }

    @Test(arguments: outsideSources)
    func inAppOnlyParentsWithoutCapturesStillBuild(_ source: RouteSource) async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home?tab=feed", name: "home", presentation: .root)
        try navigator.registerPage("shop://inbox", name: "inbox", parent: "home")
        try navigator.registerPage("shop://inbox/{id}", name: "message", parent: "inbox", exposure: .everywhere)
        // The link's query names the parents' parameters; none of them reaches the parents.
        try await navigator.open(RouteRequest(url: "shop://inbox/m1?tab=evil&x=1", source: source))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "inbox", "message"])
        #expect(navigator.state.visiblePages.map(\.parameters) == [["tab": "feed"], [:], ["id": "m1", "tab": "evil", "x": "1"]])
        #expect(navigator.state.visiblePages.map(\.url) == ["shop://home", "shop://inbox", "shop://inbox/m1?tab=evil&x=1"])
        #expect(navigator.history.last?.leftOutParents == [])
    }

    @Test(arguments: outsideSources)
    func aParentExposedToTheLinksSourceReceivesItsValues(_ source: RouteSource) async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://user/:uid", name: "user", parent: "home", exposure: .sources(source))
        try navigator.registerPage("shop://review/{rid:int}", name: "review", parent: "user", exposure: .everywhere)
        try await navigator.open(RouteRequest(url: "shop://review/5?uid=ann", source: source))
        #expect(navigator.state.visiblePages.map(\.url) == ["shop://home", "shop://user/ann", "shop://review/5?uid=ann"])
        #expect(navigator.state.visiblePages.map(\.parameters) == [[:], ["uid": "ann"], ["rid": "5", "uid": "ann"]])
        #expect(navigator.history.last?.leftOutParents == [])
    }

    @Test(arguments: outsideSources)
    func aParentExposedOnlyToAnotherSourceTakesNoValue(_ source: RouteSource) async throws {
        let other = source == .push ? RouteSource.universalLink : .push
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://user/:uid", name: "user", parent: "home", exposure: .sources(other))
        try navigator.registerPage("shop://review/{rid:int}", name: "review", parent: "user", exposure: .everywhere)
        try await navigator.open(RouteRequest(url: "shop://review/5?uid=ann", source: source))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "review"])
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "user: notAllowed: parent \"user\" (shop://user/:uid) is not exposed to \(source.name), so it takes no value from the link, and it needs uid",
        ])
    }

    @Test(arguments: outsideSources)
    func parentHandlersAndInterceptorsSeeTheLinksSourceMarked(_ source: RouteSource) async throws {
        let seen = Seen()
        let navigator = Navigator(router: Router())
        for (pattern, name, parent) in [("shop://home", "home", nil), ("shop://cart", "cart", "home"), ("shop://cart/{sku}", "item", "cart")] {
            try navigator.router.register(pattern, name: name, exposure: name == "item" ? .everywhere : .inApp) { context in
                seen.note("handler: \(name)", context.source)
                #expect(context.source == source)
                #expect(context.source.isExternal)
                return PageDestination(route: name, url: context.url.description, parameters: context.parameters.merged, parent: parent)
            }
        }
        try navigator.router.addInterceptor(name: "first", priority: 1) { interception, next in
            seen.note("first: \(interception.match.name ?? "?")", interception.request.source)
            return try await next(interception.request)
        }
        try navigator.router.addInterceptor(name: "second") { interception, next in
            seen.note("second: \(interception.match.name ?? "?")", interception.request.source)
            return try await next(interception.request)
        }
        try await navigator.open(RouteRequest(url: "shop://cart/A1", source: source))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "cart", "item"])
        let name = source.name
        #expect(seen.lines == [
            "first: item from \(name)", "second: item from \(name)", "handler: item from \(name)",
            "first: cart from \(name) building a parent", "second: cart from \(name) building a parent",
            "handler: cart from \(name) building a parent",
            "first: home from \(name) building a parent", "second: home from \(name) building a parent",
            "handler: home from \(name) building a parent",
        ])
        #expect(navigator.history.last?.source == source)
    }

    @Test func anInterceptorCanRefuseParentsBuiltForOutsideLinks() async throws {
        let seen = Seen()
        let navigator = try Self.navigator(seen: seen)
        try navigator.router.addInterceptor(name: "no-outside-home", scope: .patterns("shop://home")) { interception, next in
            guard !interception.request.source.isBuildingParent else { throw RouteError(.rejected, "home is not built for links") }
            return try await next(interception.request)
        }
        try await navigator.open(RouteRequest(url: "shop://review/5", source: .push))
        #expect(navigator.state.visiblePages.map(\.route) == ["review"])
        #expect(navigator.state.visiblePages.map(\.presentation) == [.root])
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "userOrders: missingParameter: missing value for \"uid\" in \"shop://user/:uid/orders\"",
            "home: rejected: home is not built for links",
        ])
        // In the app, the same page opens on the stack as it is.
        try await navigator.open("shop://home")
        #expect(navigator.state.visiblePages.map(\.route) == ["home"])
    }

    @Test func aParentURLThatReachesAnotherRouteIsLeftOut() async throws {
        let ran = Seen()
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://account/:uid", name: "account", parent: "home", exposure: .everywhere)
        try navigator.router.register("shop://account/delete", name: "deleteAccount") { context in
            ran.note("deleteAccount", context.source)
        }
        try navigator.registerPage("shop://note/{id}", name: "note", parent: "account", exposure: .everywhere)
        try await navigator.open(RouteRequest(url: "shop://note/1?uid=delete", source: .push))
        #expect(ran.lines == [])
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "note"])
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "account: notAllowed: parent \"account\": its URL shop://account/delete reaches another route than \"shop://account/:uid\"",
        ])
    }

    /// A parent that redirects: the app chose the parent's route, not the one it redirects to,
    /// so the redirect is opened as a new open from the link's source, and an in-app-only route
    /// there is refused before its handler runs.
    @Test(arguments: outsideSources)
    func aParentThatRedirectsIsCheckedAgainstTheLinksSource(_ source: RouteSource) async throws {
        let ran = Seen()
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.router.register("shop://hop", name: "hop", exposure: .everywhere) { _ in RouteRedirect("shop://wipe") }
        try navigator.router.register("shop://wipe", name: "wipe") { context in ran.note("wipe", context.source) }
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "hop", exposure: .everywhere)
        try await navigator.open(RouteRequest(url: "shop://product/7", source: source))
        #expect(ran.lines == [])
        #expect(navigator.state.visiblePages.map(\.route) == ["product"])
        #expect(navigator.history.last?.leftOutParents.map(\.description) == [
            "hop: notAllowed: \"shop://wipe\" opens only from inside the app, not from \(source.name) (shop://wipe)",
        ])
        // In the app, the same redirect reaches its route.
        try await navigator.router.open("shop://hop")
        #expect(ran.lines == ["wipe from in-app"])
    }

    @Test func aRedirectDropsTheParentMark() async throws {
        let router = Router()
        try router.register("shop://hop", exposure: .everywhere) { _ in RouteRedirect("shop://target") }
        try router.register("shop://target", exposure: .sources(.push)) { context in context.source.isBuildingParent }
        #expect(try await router.open(RouteRequest(url: "shop://hop", source: RouteSource.push.buildingParent)) as? Bool == false)
        await #expect(throws: RouteError(.notAllowed, "\"shop://target\" opens only from in-app, push, not from other-app (shop://target)")) {
            try await router.open(RouteRequest(url: "shop://hop", source: RouteSource.otherApp.buildingParent))
        }
    }

    @Test func aMarkedSourceIsTheSameSourceAndReachesEveryRoute() {
        let marked = RouteSource.push.buildingParent
        #expect(marked == .push)
        #expect(marked.name == "push")
        #expect(marked.description == "push")
        #expect(marked.isBuildingParent)
        #expect(!RouteSource.push.isBuildingParent)
        #expect(marked.isExternal)
        #expect(Set([marked, .push]).count == 1)
        #expect(RouteExposure.inApp.allows(marked))
        #expect(!RouteExposure.inApp.allows(.push))
        #expect(RouteExposure.sources(.push).allows(RouteSource.push.buildingParent))
    }
}
