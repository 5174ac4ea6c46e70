import Junction
import JunctionNavigation

/// A screen that behaves as SwiftUI does with the SwiftUI host's views, not as the host expects:
/// a `TabView` (or a collapsed `NavigationSplitView` with the tabs in its sidebar) of
/// `NavigationStack(path:)`s, each with its sheets presented by `sheet(item:)`. It reads the
/// bindings whenever the host publishes, writes them as SwiftUI does when the user acts, and
/// reports `onAppear` and `onDisappear`. Animations end when the test says (``finishChanges()``,
/// ``settle()``); the host's timers run when time passes (``advance(by:)``).
///
/// What SwiftUI does that the host must survive, each from SwiftUI's documentation or its
/// observed behaviour as the SwiftUI host's article describes it:
/// - A `NavigationStack` animates one change at a time: a path read while it animates a push or
///   a pop takes effect once that animation ends.
/// - When the user pops, the stack writes its path binding at the end of the animation, with as
///   many elements removed from the end of the binding's value then as the user popped (by
///   position: "the navigation stack removes items from the path").
/// - A sheet's content is built from the item `sheet(item:)` presented, and stays on screen
///   while the sheet slides away after its item became `nil`; `onAppear` runs as the content
///   starts to appear, `onDisappear` once it has gone.
/// - The user swiping a sheet down sets its item binding to `nil` at the end of the gesture.
/// - A collapsed split view shows the sidebar when the user goes back from the detail's root,
///   and writes `nil` to the sidebar's selection.
@MainActor
final class FakeSwiftUIScreen {
    /// A `NavigationStack` on screen: the pages it shows (its first page and its path, by id)
    /// and whether it animates a change.
    struct StackView {
        var shown: [Int] = []
        var animating = false
        /// A read made while animating, to show once the animation ends.
        var next: [Int]?
    }

    /// A sheet on screen: the item it presented, and whether it is sliding away.
    struct Sheet {
        var item: NavigationState.Modal
        var leaving = false
    }

    let bindings: ScreenBindings
    let tabs: [String]
    /// The tabs are a collapsed `NavigationSplitView`'s sidebar rather than a `TabView`.
    var isSplitView = false
    /// The tab shown (`nil`: the sidebar of a collapsed split view).
    private(set) var selectedTab: String?
    private(set) var stacks: [ScreenStack: StackView] = [:]
    /// The sheets presented over the selected tab, lowest first.
    private(set) var sheets: [Sheet] = []
    /// What the screen showed that no user should see: a blank sheet, a page of id 0.
    private(set) var violations: [String] = []
    private var pending: [@MainActor () -> Void] = []
    private var now: Duration = .zero
    private var timers: [(due: Duration, work: @MainActor () -> Void)] = []

    init(navigator: Navigator, tabs: [String]) {
        self.tabs = tabs
        var timers: (@MainActor (Duration, @escaping @MainActor () -> Void) -> Void)?
        bindings = ScreenBindings(navigator: navigator) { delay, work in timers?(delay, work) }
        timers = { [unowned self] delay, work in self.timers.append((now + delay, work)) }
        bindings.publish = { [unowned self] _ in update() }
        update()
        settle()
    }

    // MARK: SwiftUI reading the bindings

    /// SwiftUI's update: every view reads the bindings again.
    func update() {
        selectedTab = isSplitView ? bindings.sidebarSelection : bindings.selectedTab
        for tab in tabs { read(.tab(tab), pages: bindings.pages(of: .tab(tab)), path: bindings.path(of: .tab(tab))) }
        guard let tab = selectedTab else { return }
        var index = 0
        while true {
            let item = bindings.modal(at: index, over: tab)
            if index < sheets.count {
                if !sheets[index].leaving, item?.id != sheets[index].item.id { slideAway(from: index) }
            } else if let item, !sheets.contains(where: \.leaving) {
                // A sheet is presented once the ones sliding away have gone.
                present(item, at: index)
            } else {
                return
            }
            readSheet(at: index)
            index += 1
        }
    }

    private func read(_ stack: ScreenStack, pages: [NavigationState.Page], path: [NavigationState.Page]) {
        let ids = Array(pages.prefix(1).map(\.id)) + path.map(\.id)
        if path.contains(where: { $0.id == 0 }) { violations.append("\(Self.name(stack)) shows a link's own page") }
        var view = stacks[stack] ?? StackView()
        if view.animating {
            if ids != view.shown { view.next = ids }
        } else if ids != view.shown {
            let appearing = ids.last
            view.shown = ids
            view.animating = true
            later { [unowned self] in endAnimation(of: stack, appearing: appearing) }
        }
        stacks[stack] = view
    }

    private func endAnimation(of stack: ScreenStack, appearing: Int?) {
        guard var view = stacks[stack] else { return }
        view.animating = false
        stacks[stack] = view
        if let appearing { bindings.pageAppeared(appearing) }
        if let next = view.next {
            stacks[stack]?.next = nil
            stacks[stack]?.shown = next
            stacks[stack]?.animating = true
            later { [unowned self] in endAnimation(of: stack, appearing: next.last) }
        }
    }

    /// The sheet's content, built from the item it presented.
    private func readSheet(at index: Int) {
        let item = sheets[index].item
        let pages = bindings.pages(of: .modal(index), presenting: item)
        if pages.isEmpty { violations.append("the sheet of modal \(item.id) is blank\(sheets[index].leaving ? " while it slides away" : "")") }
        read(.modal(index), pages: pages, path: bindings.path(of: .modal(index), presenting: item))
    }

    private func present(_ item: NavigationState.Modal, at index: Int) {
        sheets.append(Sheet(item: item))
        // onAppear runs as the content starts to appear.
        bindings.contentAppeared(modal: index)
    }

    private func slideAway(from index: Int) {
        for lower in index..<sheets.count where !sheets[lower].leaving {
            sheets[lower].leaving = true
            let id = sheets[lower].item.id
            later { [unowned self] in contentGone(id: id) }
        }
    }

    private func contentGone(id: Int) {
        guard let index = sheets.firstIndex(where: { $0.item.id == id }) else { return }
        sheets.removeSubrange(index...)
        for stack in stacks.keys { if case .modal(let other) = stack, other >= index { stacks[stack] = nil } }
        bindings.contentDisappeared(modal: index)
    }

    // MARK: The user

    /// The stack the user sees on top: the top sheet's still on screen, or the selected tab's.
    var topStack: ScreenStack? {
        if let index = sheets.lastIndex(where: { !$0.leaving }) { return .modal(index) }
        return selectedTab.map { .tab($0) }
    }

    /// The user taps a `NavigationLink(value: .link(to: url))` on the top page: SwiftUI appends
    /// the value to the path.
    func userTapsLink(to url: String) {
        guard let stack = topStack else { return }
        bindings.write(path: bindings.path(of: stack, presenting: sheetItem(of: stack)) + [NavigationState.Page(id: 0, route: "", url: url)], to: stack)
    }

    /// The user taps the back button (or swipes back) in the top stack: the page slides away,
    /// and at the end the stack writes its path, one element shorter by position.
    func userTapsBack() {
        guard let stack = topStack, var view = stacks[stack], view.shown.count > 1, !view.animating else {
            if isSplitView, let stack = topStack, case .tab = stack, (stacks[stack]?.shown.count ?? 0) <= 1 { userShowsSidebar() }
            return
        }
        view.shown.removeLast()
        view.animating = true
        stacks[stack] = view
        later { [unowned self] in
            let path = bindings.path(of: stack, presenting: sheetItem(of: stack))
            bindings.write(path: Array(path.dropLast()), to: stack)
            endAnimation(of: stack, appearing: stacks[stack]?.shown.last)
        }
    }

    /// The user swipes the top sheet down: it slides away, and at the end of the gesture its
    /// item binding is set to `nil`; the content disappears after. A sheet whose content has
    /// `interactiveDismissDisabled(true)` does not move ("prevents interactive dismissal").
    func userSwipesDownTopSheet() {
        guard let index = sheets.lastIndex(where: { !$0.leaving }), !bindings.dismissIsGuarded(modal: index) else { return }
        sheets[index].leaving = true
        let id = sheets[index].item.id
        later { [unowned self] in
            bindings.userDismissed(modal: index)
            later { [unowned self] in contentGone(id: id) }
        }
    }

    /// The user picks a tab (`TabView(selection:)`) or a sidebar row.
    func userTapsTab(_ name: String) {
        if isSplitView { bindings.userSelectsSidebar(name) } else { bindings.select(tab: name) }
    }

    /// In a collapsed split view, the user goes back from the detail's root to the sidebar:
    /// SwiftUI writes `nil` to the sidebar's selection.
    func userShowsSidebar() {
        bindings.userSelectsSidebar(nil)
    }

    private func sheetItem(of stack: ScreenStack) -> NavigationState.Modal? {
        if case .modal(let index) = stack, sheets.indices.contains(index) { return sheets[index].item }
        return nil
    }

    // MARK: Time and animations

    private func later(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Whether an animation is under way.
    var isBusy: Bool { !pending.isEmpty }

    /// Ends the animations under way now, oldest first.
    func finishChanges() {
        let now = pending
        pending = []
        for work in now { work() }
    }

    /// Ends every animation, those started by the ends included.
    func settle() {
        var rounds = 0
        while isBusy, rounds < 100 {
            finishChanges()
            rounds += 1
        }
    }

    /// Lets `duration` pass: the host's timers due run, in order, and the animations they start end.
    func advance(by duration: Duration) {
        now += duration
        while let next = timers.indices.filter({ timers[$0].due <= now }).min(by: { timers[$0].due < timers[$1].due }) {
            timers.remove(at: next).work()
            settle()
        }
    }

    // MARK: Agreement

    /// What differs between the screen and `state`, `nil` when they agree.
    func disagreement(with state: NavigationState) -> String? {
        guard let tab = selectedTab else { return isSplitView ? nil : "no tab is shown" }
        if tab != state.selectedTab { return "the screen shows \(tab), the state \(state.selectedTab)" }
        for stateTab in state.tabs where (stacks[.tab(stateTab.name)]?.shown ?? []) != stateTab.pages.map(\.id) {
            return "tab \(stateTab.name) shows \(stacks[.tab(stateTab.name)]?.shown ?? []), the state has \(stateTab.pages.map(\.id))"
        }
        if sheets.map(\.item.id) != state.modals.map(\.id) { return "the screen presents \(sheets.map(\.item.id)), the state \(state.modals.map(\.id))" }
        for (index, modal) in state.modals.enumerated() where (stacks[.modal(index)]?.shown ?? []) != modal.pages.map(\.id) {
            return "modal \(index) shows \(stacks[.modal(index)]?.shown ?? []), the state has \(modal.pages.map(\.id))"
        }
        return nil
    }

    static func name(_ stack: ScreenStack) -> String {
        switch stack {
        case .tab(let name): name
        case .modal(let index): "modal\(index)"
        }
    }
}
