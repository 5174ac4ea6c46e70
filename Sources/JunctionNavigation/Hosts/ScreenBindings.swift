import Junction

/// The logic of a declarative host (one whose views read values and write them back through
/// bindings: SwiftUI, or a framework like it), apart from its views: the state its views read,
/// what each binding's getter answers and what its setter means, the loop that has the
/// navigator follow the writes, and the steps of nested presentations. The SwiftUI host only
/// translates: its bindings call these methods, and ``publish`` tells its views to read again.
///
/// A setter runs inside SwiftUI's update, where the navigator must not change the state; the
/// write is kept (getters read it back, so the screen stays as the user left it) and followed
/// just after, only while the state still shows what the user acted on.
@MainActor
public final class ScreenBindings: NavigationHost {
    /// How long a presentation's animation may still run after its content's `onAppear`.
    static let appearanceDelay: Duration = .milliseconds(500)

    /// The navigator followed.
    public let navigator: Navigator
    /// The state views render.
    public private(set) var state: NavigationState
    /// Set by the host to tell its views to read again: called after a transition (animated as
    /// it asked), after the writes are followed, after a presentation step starts or ends. It
    /// does nothing until set.
    public var publish: @MainActor (_ animated: Bool) -> Void = { _ in }
    /// The follow of the writes, scheduled to run just after SwiftUI's update.
    private(set) var followingWrites: Task<Void, Never>?
    private let after: @MainActor (Duration, @escaping @MainActor () -> Void) -> Void
    private var sheets = SheetSteps()
    private var sheetToken = 0
    private var writes = ScreenWrites()
    /// The ids of the pages whose view has appeared: pages the user can have popped.
    private var appeared: Set<Int> = []
    /// The opens the writes started (links, a tab behind an interceptor), each with its stack's
    /// write count when it started: a later write to the stack drops it.
    private var opens: [Int: Task<Void, Never>] = [:]
    private var lastOpen = 0
    private var stackWrites: [ScreenStack: Int] = [:]
    /// Whether a collapsed split view shows its sidebar: the user went back to it.
    private var showsSidebar = false
    /// The alert the user answered, and the one the screen no longer shows (answered, or
    /// dismissed with the answer to come), until the navigator closes it.
    var alertAnswered: Int?
    var alertHidden: Int?
    /// The views popovers may point at, by stack and name, with how many of each are on screen.
    var anchors: [ScreenStack: [String: Int]] = [:]

    /// Bindings over `navigator`'s state; `after` runs work after a delay on the main actor (a
    /// task's sleep in the app, a test's clock in tests).
    public init(navigator: Navigator, after: @escaping @MainActor (Duration, @escaping @MainActor () -> Void) -> Void) {
        self.navigator = navigator
        self.after = after
        state = navigator.state
        WeakNavigationHost(self, on: navigator)
        followSheets()
    }

    /// Takes the state after the transition and publishes it. A collapsed split view showing its
    /// sidebar shows the selected tab again, so a link opened meanwhile is seen.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        state = transition.after
        // An alert the state no longer shows (answered, or closed) may come back (undo): shown.
        if state.alert == nil { (alertAnswered, alertHidden) = (nil, nil) }
        showsSidebar = false
        appeared.formIntersection(state.allPages.map(\.id))
        followSheets()
        publish(transition.animated)
    }

    /// Publishes, so a modal's `interactiveDismissDisabled` reads ``dismissIsGuarded(modal:)``
    /// again.
    public func navigatorChangedLeaveGuards(_ navigator: Navigator) {
        publish(false)
    }

    // MARK: What the getters answer

    /// Whether the user's swipe must not dismiss the modal at `index` (SwiftUI's
    /// `interactiveDismissDisabled`): a page in it, or in a modal above it, asks before it is
    /// left (``Navigator/guardLeaving(_:_:)``). The page offers its own way out, which asks.
    public func dismissIsGuarded(modal index: Int) -> Bool {
        guard state.modals.indices.contains(index) else { return false }
        return state.modals[index...].contains { $0.pages.contains { navigator.guardsLeaving($0.id) } }
    }

    /// The selected tab as the screen shows it (`TabView(selection:)`).
    public var selectedTab: String {
        writes.selectedTab(in: state)
    }

    /// The section a tab of sections shows (a segmented `Picker`'s selection), by the tab's
    /// path (`library`); `nil` for a tab without sections.
    public func selectedSection(of tab: String) -> String? {
        writes.shown(state).tab(at: tab)?.selectedSection
    }

    /// The selected tab as a sidebar's selection (`List(selection:)` in a
    /// `NavigationSplitView`): `nil` while a collapsed split view shows its sidebar.
    public var sidebarSelection: String? {
        showsSidebar ? nil : selectedTab
    }

    /// A stack's pages. For a modal's stack, `item` is the modal its presentation presented
    /// (`sheet(item:)`'s item): once the state no longer has it (dismissed, closed by a reset
    /// or a tab switch), its content keeps the modal's own pages while it slides away.
    public func pages(of stack: ScreenStack, presenting item: NavigationState.Modal? = nil) -> [NavigationState.Page] {
        if let item, case .modal(let index) = stack, !state.modals.indices.contains(index) || state.modals[index].id != item.id {
            return item.pages
        }
        return state.pages(of: stack)
    }

    /// A stack's path (its pages after the first) as the screen shows it (`NavigationStack(path:)`);
    /// for a modal's stack whose modal the state no longer has, `item`'s (see
    /// ``pages(of:presenting:)``).
    public func path(of stack: ScreenStack, presenting item: NavigationState.Modal? = nil) -> [NavigationState.Page] {
        if let item, case .modal(let index) = stack, !state.modals.indices.contains(index) || state.modals[index].id != item.id {
            return Array(item.pages.dropFirst())
        }
        return writes.path(of: stack, in: state)
    }

    /// A page's view appeared (its `onAppear`): the screen shows it, and the user can pop it.
    public func pageAppeared(_ id: Int) {
        appeared.insert(id)
    }

    /// The modal a presentation at `index`, over `tab`, shows (a sheet's item): `nil` unless the
    /// tab is selected (for a tab of sections, `tab` is the selected section's path, as its
    /// stack names it), the user did not dismiss it, and the presentations below it have
    /// appeared (modals opened together are presented one after the other).
    public func modal(at index: Int, over tab: String) -> NavigationState.Modal? {
        guard writes.shown(state).selectedTabPath == tab, !writes.isDismissed(modal: index) else { return nil }
        return sheets.item(at: index)
    }

    // MARK: What the setters mean

    /// The user selected a tab, or a section of one by its path (`library/albums`).
    public func select(tab: String) {
        writes.select(tab: tab)
        followWrites()
    }

    /// The user selected a sidebar row (a tab), or, with `nil`, went back to the sidebar of a
    /// collapsed split view: the sidebar shows until the user picks a row or the navigator
    /// changes; the state keeps its tab.
    public func userSelectsSidebar(_ tab: String?) {
        guard let tab else {
            showsSidebar = true
            return publish(true)
        }
        showsSidebar = false
        select(tab: tab)
    }

    /// A path was written to a stack: a shorter one goes back, pages appended with
    /// `NavigationLink(value:)` are opened by their URL, pushed.
    public func write(path: [NavigationState.Page], to stack: ScreenStack) {
        let held = Array(state.pages(of: stack).prefix(1)) + self.path(of: stack)
        writes.write(PathWrite(stack: stack, held: held, path: path))
        stackWrites[stack, default: 0] += 1
        followWrites()
    }

    /// The user dismissed the presentation at `index` (its item set to `nil`: a sheet swiped
    /// down, a popover tapped outside); it and those above it go.
    public func userDismissed(modal index: Int) {
        guard let shown = sheets.item(at: index) else { return }
        sheets.userDismissed(from: index)
        writes.dismiss(modal: index, id: shown.id)
        followWrites()
    }

    // MARK: What the presentations report

    /// The content of the presentation at `index` appeared (`onAppear`).
    public func contentAppeared(modal index: Int) {
        guard sheets.contentAppeared(index) else { return }
        let token = sheetToken
        after(Self.appearanceDelay) { [weak self] in
            guard let self, token == sheetToken else { return }
            sheets.finishPresenting()
            stepEnded()
        }
    }

    /// The content of the presentation at `index` disappeared (`onDisappear`).
    public func contentDisappeared(modal index: Int) {
        if sheets.contentDisappeared(index) { stepEnded() }
    }

    private func stepEnded() {
        followSheets()
        publish(true)
    }

    /// Starts the next presentation step, with a look after ``ScreenRenderer/stepTimeout`` in
    /// case the screen never reports its end.
    private func followSheets() {
        guard sheets.follow(state.modals) != nil else { return }
        sheetToken += 1
        let token = sheetToken
        after(ScreenRenderer.stepTimeout) { [weak self] in
            guard let self, token == sheetToken, sheets.underWay != nil else { return }
            sheets.timedOut()
            if sheets.isWithdrawn {
                after(ScreenRenderer.retryDelay) { [weak self] in
                    guard let self else { return }
                    sheets.offerAgain()
                    stepEnded()
                }
            }
            stepEnded()
        }
    }

    // MARK: Following the writes

    /// Has the navigator follow the writes just after SwiftUI's update, then publishes the
    /// state again, whether it followed them or had moved on.
    private func followWrites() {
        guard followingWrites == nil else { return }
        followingWrites = Task { @MainActor [weak self] in self?.followWritesNow() }
    }

    /// Follows the writes at once; what needs the router runs in tasks of its own, so a write
    /// that comes while a link waits (for a login page the user then swipes away) is followed.
    private func followWritesNow() {
        let followUp = navigator.apply(writes, appeared: appeared)
        writes = ScreenWrites()
        followingWrites = nil
        for (stack, links) in followUp.links { open(links, on: stack) }
        if let tab = followUp.tab {
            start { navigator in await navigator.selectPassingInterceptors(tab: tab) }
        }
        state = navigator.state
        followSheets()
        publish(true)
    }

    /// Opens links tapped on `stack`, in order, each pushed only while the stack is still on
    /// top, as it was when the link was tapped, and written to by nothing since: a link the
    /// user went back from, or tapped again, is dropped once its route answers.
    private func open(_ links: [NavigationState.Page], on stack: ScreenStack) {
        let count = stackWrites[stack, default: 0]
        start { [weak self] navigator in
            for link in links {
                let held = navigator.state.pages(of: stack).map(\.id)
                var open = Navigator.PageOpen(request: RouteRequest(url: link.url), presentation: .push)
                open.precondition = { state in
                    state.topStack == stack && state.pages(of: stack).map(\.id) == held && self?.stackWrites[stack, default: 0] == count
                }
                guard (try? await navigator.openPage(open)) != nil else { return }
            }
        }
    }

    private func start(_ work: @escaping @MainActor (Navigator) async -> Void) {
        lastOpen += 1
        let id = lastOpen
        let navigator = navigator
        opens[id] = Task { @MainActor [weak self] in
            await work(navigator)
            self?.opens[id] = nil
        }
    }

    /// Waits until the writes are followed and the opens they started have ended (for tests,
    /// and for a host that must know).
    func settled() async {
        while true {
            if let followingWrites {
                await followingWrites.value
            } else if let open = opens.values.first {
                await open.value
            } else {
                return
            }
        }
    }
}
