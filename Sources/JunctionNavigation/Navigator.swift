import Junction

#if canImport(Dispatch)
import Dispatch
#endif

/// Turns URLs into page changes: resolves them through the router (with its exposure rules,
/// interceptors, redirects and fallbacks), applies the transition to ``state``, and tells the
/// hosts. It lives on the main actor; calls from other tasks hop to it.
///
/// ```swift
/// let navigator = Navigator(router: router)
/// try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home")
/// try await navigator.open("shop://product/42")
/// navigator.state.top?.route   // "product"
/// ```
@MainActor
public final class Navigator {
    /// The router URLs are resolved with.
    public let router: Router
    /// What is shown now.
    public private(set) var state: NavigationState
    /// Every transition made, oldest first (``undo()`` removes the last).
    public private(set) var history: [NavigationTransition] = []
    private var hosts: [any NavigationHost] = []
    private var nextPageID = 1
    /// Each page route's parent, by name.
    private var parents: [String: String] = [:]
    /// Openers waiting for a page's result, by page id.
    private var waiting: [Int: CheckedContinuation<(any Sendable)?, Never>] = [:]

    /// A navigator over a router, starting from a state (restored after a relaunch, say).
    public init(router: Router, state: NavigationState = NavigationState()) {
        self.router = router
        self.state = state
        nextPageID = (state.tabs.flatMap(\.pages) + state.modals.flatMap(\.pages)).map(\.id).max().map { $0 + 1 } ?? 1
    }

    /// Adds a host, told of every transition from now on. Hosts are held strongly.
    public func add(_ host: any NavigationHost) {
        hosts.append(host)
    }

    /// Registers a page route: opening a matching URL shows a page of this route.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - name: The route's name, which pages and parents use; also the router's route name.
    ///   - presentation: How the page is shown.
    ///   - parent: The route whose page comes before this one in a deep link's back stack.
    ///   - exposure: Who may open it besides the app.
    ///   - reuse: What happens when the page is already shown.
    @discardableResult
    public func registerPage(
        _ pattern: String, name: String, presentation: NavigationState.Presentation = .push, parent: String? = nil,
        exposure: RouteExposure = .inApp, reuse: PageDestination.Reuse = .top
    ) throws(RouteError) -> RouteRegistration {
        let registration = try router.register(pattern, name: name, exposure: exposure) { context in
            PageDestination(
                route: name, url: context.url.description, parameters: context.parameters.merged,
                presentation: presentation, parent: parent, reuse: reuse)
        }
        parents[name] = parent
        return registration
    }

    /// Opens a URL: the router resolves it and the page it answers is shown.
    ///
    /// From an outside source, a page whose route has parents is shown on a rebuilt back stack:
    /// the tab's root, then each parent (oldest first), then the page.
    ///
    /// - Returns: The page on top afterwards, or `nil` when the route was not a page (an
    ///   action or service) and nothing changed.
    /// - Throws: What the router throws (`notFound`, `notAllowed`, a rejection, ...); the
    ///   state does not change.
    @discardableResult
    public func open(_ url: String, source: RouteSource = .inApp, userInfo: [String: any Sendable] = [:]) async throws -> NavigationState.Page? {
        let started = Self.now()
        let answer = try await router.open(RouteRequest(url: url, userInfo: userInfo, source: source))
        guard let destination = answer as? PageDestination else { return nil }
        let before = state
        let kind: NavigationTransition.Kind
        if let shown = state.visiblePage(route: destination.route, parameters: destination.parameters),
           destination.reuse == .existing || (destination.reuse == .top && shown.id == state.top?.id)
        {
            if shown.id == state.top?.id { return shown }
            state.back(to: shown.id)
            kind = .bringBack
        } else if source.isExternal, destination.parent != nil {
            try buildBackStack(for: destination)
            kind = .deepLink
        } else {
            state.show(makePage(destination))
            kind = .show
        }
        record(kind, before: before, started: started)
        return state.top
    }

    /// Opens a page and waits until it hands back a value with ``finish(_:with:)``; `nil` when
    /// the page closes without one (back, dismiss, reset, undo), when the value is not a `T`,
    /// when the URL showed no new page, or when the waiting task is cancelled.
    public func open<T: Sendable>(
        _ url: String, expecting type: T.Type, source: RouteSource = .inApp, userInfo: [String: any Sendable] = [:]
    ) async throws -> T? {
        let before = history.count
        guard let page = try await open(url, source: source, userInfo: userInfo), history.count > before else { return nil }
        let id = page.id
        let value: (any Sendable)? = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<(any Sendable)?, Never>) in
                if Task.isCancelled { continuation.resume(returning: nil) } else { waiting[id] = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.waiting.removeValue(forKey: id)?.resume(returning: nil) }
        }
        return value as? T
    }

    /// Hands a page's result to the opener waiting for it, then closes the page if it is on
    /// top. Returns `false` when no opener waits for that page.
    @discardableResult
    public func finish(_ pageID: Int, with value: any Sendable) -> Bool {
        guard let continuation = waiting.removeValue(forKey: pageID) else { return false }
        continuation.resume(returning: value)
        if state.top?.id == pageID { back() }
        return true
    }

    /// Closes the page on top (see ``NavigationState/back()``); returns it.
    @discardableResult
    public func back() -> NavigationState.Page? {
        change(.back) { $0.back() }
    }

    /// Goes back until the page with `id` is on top; `false` when it is not visible.
    @discardableResult
    public func back(to id: Int) -> Bool {
        change(.back) { $0.back(to: id) }
    }

    /// Closes the top modal; returns its pages.
    @discardableResult
    public func dismiss() -> [NavigationState.Page] {
        change(.dismiss) { $0.dismiss() }
    }

    /// Closes everything above the selected tab's root.
    public func reset() {
        change(.reset) { $0.reset() }
    }

    /// Selects a tab; `false` when there is none of that name.
    @discardableResult
    public func select(tab name: String) -> Bool {
        change(.selectTab) { $0.select(tab: name) }
    }

    /// Undoes the last transition, restoring the state before it; `false` when there is none.
    @discardableResult
    public func undo() -> Bool {
        guard let last = history.popLast() else { return false }
        let transition = NavigationTransition(kind: .undo, before: state, after: last.before, duration: 0)
        state = last.before
        for host in hosts { host.navigator(self, didApply: transition) }
        settleResults()
        return true
    }

    // MARK: Internals

    private func makePage(_ destination: PageDestination, presentation: NavigationState.Presentation? = nil) -> NavigationState.Page {
        defer { nextPageID += 1 }
        return NavigationState.Page(
            id: nextPageID, route: destination.route, url: destination.url, parameters: destination.parameters,
            presentation: presentation ?? destination.presentation)
    }

    /// Root, parents, page: each parent's URL is built from its route name with the parameters
    /// its pattern captures, taken from the page's; a parent whose URL cannot be built that way
    /// (it needs a value the page does not have) is left out, and its own parent is tried.
    private func buildBackStack(for destination: PageDestination) throws {
        var chain: [PageDestination] = []
        var next = destination.parent
        var seen: Set<String> = [destination.route]
        while let name = next, seen.insert(name).inserted {
            if let url = try? parentURL(name, parameters: destination.parameters),
               let parent = try router.openSynchronouslyIfPage(url)
            {
                chain.insert(parent, at: 0)
            }
            next = parents[name]
        }
        state.reset()
        state.modals = []
        for (index, parent) in chain.enumerated() {
            state.show(makePage(parent, presentation: index == 0 ? .root : .push))
        }
        state.show(makePage(destination, presentation: chain.isEmpty ? .root : destination.presentation))
    }

    private func parentURL(_ name: String, parameters: [String: String]) throws -> String {
        var values: [String: String] = [:]
        for registration in router.registrations where registration.name == name {
            for capture in registration.pattern.parameterNames { values[capture] = parameters[capture] }
        }
        return try router.url(for: name, values)
    }

    private func change<Result>(_ kind: NavigationTransition.Kind, _ body: (inout NavigationState) -> Result) -> Result {
        let started = Self.now()
        let before = state
        let result = body(&state)
        if state != before { record(kind, before: before, started: started) }
        return result
    }

    private func record(_ kind: NavigationTransition.Kind, before: NavigationState, started: UInt64) {
        let transition = NavigationTransition(
            kind: kind, before: before, after: state, duration: Double(Self.now() &- started) / 1_000_000_000)
        history.append(transition)
        for host in hosts { host.navigator(self, didApply: transition) }
        settleResults()
    }

    /// Openers of pages that are no longer shown get `nil`.
    private func settleResults() {
        guard !waiting.isEmpty else { return }
        let shown = Set((state.tabs.flatMap(\.pages) + state.modals.flatMap(\.pages)).map(\.id))
        for id in waiting.keys where !shown.contains(id) {
            waiting.removeValue(forKey: id)?.resume(returning: nil)
        }
    }

    private static func now() -> UInt64 {
        #if canImport(Dispatch)
        DispatchTime.now().uptimeNanoseconds
        #else
        0
        #endif
    }
}

extension Router {
    /// The destination a page URL answers, resolved in-app without interceptors; `nil` for a
    /// route that is not a page.
    fileprivate func openSynchronouslyIfPage(_ url: String) throws -> PageDestination? {
        try openSynchronously(url) as? PageDestination
    }
}
