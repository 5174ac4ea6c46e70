import Junction
import JunctionNavigation

/// What the user (and the app's own code, outside the navigator) does on the fake screen, and
/// what UIKit then tells the host, as Apple documents it.
extension FakeScreen {
    /// The stack the user sees: the top modal's, or the selected tab's.
    var topStack: ScreenStack? {
        let modals = modalIDsShown.count
        if modals > 0 { return .modal(modals - 1) }
        return selectedTab.map { .tab($0) }
    }

    /// The stack the user sees at the top, with its ids: the More navigation controller's pages
    /// stand for the tab they belong to.
    private var topStackShown: (stack: ScreenStack, ids: [Int])? {
        guard let stack = topStack else { return nil }
        return (stack, pageIDs(on: stack))
    }

    /// Sets what `stack` shows, in the More navigation controller for a tab shown under More.
    private func show(_ ids: [Int], on stack: ScreenStack) {
        if case .tab(let name) = stack, moreStack?.tab == name { moreStack?.pages = ids } else { stacks[stack] = ids }
    }

    /// A pop the user started: UIKit changes `viewControllers` at once, tells the delegate
    /// `navigationController(_:willShow:animated:)` with a transition coordinator (which the
    /// host reports), and once the animation has ended runs the coordinator's completion, then
    /// `navigationController(_:didShow:animated:)`.
    private func userPops(_ stack: ScreenStack, to ids: [Int]) {
        show(ids, on: stack)
        userTransitions.insert(stack)
        renderer?.transitionBegan(in: stack)
        later {
            self.userTransitions.remove(stack)
            self.renderer?.transitionEnded(in: stack)
            self.renderer?.stack(stack, shows: self.pageIDs(on: stack))
        }
    }

    /// The user taps the back button of the top stack: the navigation controller pops its top
    /// page, animated. In the More navigation controller, a back from a tab's root shows the
    /// More list.
    func userTapsBack() {
        guard let (stack, ids) = topStackShown else { return }
        if case .tab(let name) = stack, moreStack?.tab == name, ids.count == 1 { return userReturnsToMoreList() }
        guard ids.count > 1 else { return }
        userPops(stack, to: Array(ids.dropLast()))
    }

    /// The user starts an edge swipe back in the top stack. UIKit takes the top page off
    /// `viewControllers` as the drag begins (`topViewController` is already the page below) and
    /// tells the delegate `navigationController(_:willShow:animated:)` with a transition
    /// coordinator whose `isInteractive` is true; the host reports it.
    func userBeginsSwipeBack() {
        // UIKit asks the interactive pop gesture's delegate, the host, `gestureRecognizerShouldBegin(_:)`.
        guard let (stack, ids) = topStackShown, ids.count > 1, renderer?.userMayGoBack(in: stack) ?? true else { return }
        drag = (stack, ids)
        show(Array(ids.dropLast()), on: stack)
        renderer?.transitionBegan(in: stack)
    }

    /// The user lets go: the swipe finishes (the page is popped) or is cancelled (UIKit puts
    /// it back). The coordinator's completion (`animate(alongsideTransition:completion:)`) runs
    /// either way, its context's `isCancelled` telling which; only a finished pop is followed by
    /// `navigationController(_:didShow:animated:)` (notifyWhenInteractionChanges(_:): on a
    /// cancel UIKit calls the appearance methods to put the old page back).
    func userEndsSwipeBack(finishing: Bool) {
        guard let (stack, from) = drag else { return }
        drag = nil
        if !finishing { show(from, on: stack) }
        renderer?.transitionEnded(in: stack)
        if finishing { renderer?.stack(stack, shows: pageIDs(on: stack)) }
    }

    /// The user taps a tab in the tab bar. UIKit first asks the delegate
    /// `tabBarController(_:shouldSelect:)` ("Asks the delegate whether the specified view
    /// controller should be made active"), which the host answers from the renderer. Tapping
    /// the selected tab shows its root (UITabBarController: "User taps always display the root
    /// view of the tab ... even if the tab was already selected"): its navigation controller
    /// pops to its root, animated. `tabBarController(_:didSelect:)` is called "regardless of
    /// whether the selected view controller changed" and "only in response to user taps".
    func userTapsTab(_ name: String) {
        guard renderer?.userMaySelectTab(named: name) ?? true else { return }
        let stack = ScreenStack.tab(name)
        if selectedTab == name, let ids = stacks[stack], ids.count > 1 { userPops(stack, to: Array(ids.prefix(1))) }
        selectedTab = name
        renderer?.userSelectedTab(named: name)
    }

    /// The tabs in the tab bar, and those listed under More (UITabBarController
    /// `moreNavigationController`).
    var tabsInBar: [String] { tabOrder.count > tabBarCapacity ? Array(tabOrder.prefix(tabBarCapacity - 1)) : tabOrder }
    var tabsUnderMore: [String] { Array(tabOrder.dropFirst(tabsInBar.count)) }

    /// The user taps More: the More list shows (a tab shown under More gives its pages back to
    /// its own stack). `tabBarController(_:didSelect:)` gets the More navigation controller,
    /// which is none of the host's tabs ("The tab bar controller does not include the More
    /// navigation controller in that array"); the host reports the More list.
    func userTapsMore() {
        returnPagesFromMore()
        selectedTab = nil
        renderer?.userShowsMoreList()
    }

    /// The user goes back from a tab's root in the More navigation controller: the More list
    /// shows, and the host, the More controller's delegate, hears `didShow` with the list.
    func userReturnsToMoreList() {
        returnPagesFromMore()
        selectedTab = nil
        later { self.renderer?.userShowsMoreList() }
    }

    /// The user picks a tab from the More list: the More navigation controller takes the tab's
    /// pages and shows them, and the host, its delegate, reads the tab bar controller's
    /// `selectedViewController`.
    func userPicksFromMore(_ name: String) {
        guard tabsUnderMore.contains(name) else { return }
        moveToMore(name)
        selectedTab = name
        later { self.renderer?.userSelectedTab(named: name) }
    }

    /// The More navigation controller takes a tab's pages (selecting a tab under More, by the
    /// user or by the app, shows it there).
    func moveToMore(_ name: String) {
        returnPagesFromMore()
        moreStack = (name, stacks[.tab(name)] ?? [])
        stacks[.tab(name)] = []
    }

    /// The tab shown under More gets its pages back.
    func returnPagesFromMore() {
        guard let more = moreStack else { return }
        stacks[.tab(more.tab)] = more.pages
        moreStack = nil
    }

    /// The user moves tabs with the More list's Edit button (`customizableViewControllers`:
    /// "Only the items whose associated view controllers are in this array can be rearranged";
    /// all are, until the app changes it): positions now name other tabs.
    func userReordersTabs(_ order: [String]) {
        tabOrder = order
    }

    /// The user swipes the top modal down (a sheet or a popover; a full-screen cover cannot be
    /// swiped away). UIKit dismisses it, then calls `presentationControllerDidDismiss(_:)`
    /// ("Notifies the delegate after a presentation is dismissed").
    func userSwipesDownTopModal() {
        let index = modalIDsShown.count - 1
        guard index >= 0, case .modal(let id, let style) = presented[index], style.kind != .fullScreenCover else { return }
        // UIKit asks the presentation controller's delegate, the host,
        // `presentationControllerShouldDismiss(_:)`: on `false` the sheet springs back.
        guard renderer?.userMayDismissModal(id: id) ?? true else { return }
        removePresented(from: index)
        later { self.renderer?.modalLeft(id: id) }
    }

    /// The top page's own Done button calls `dismiss(animated:)` on its controller: "If you call
    /// this method on the presented view controller itself, UIKit asks the presenting view
    /// controller to handle the dismissal". No delegate hears of it (presentationControllerDidDismiss
    /// "is not called if the presentation is dismissed programmatically"); the host's modal
    /// controller sees `viewDidDisappear` with `isBeingDismissed` true, and reports that.
    func pageDismissesItsModal() {
        let index = modalIDsShown.count - 1
        guard index >= 0, case .modal(let id, _) = presented[index] else { return }
        removePresented(from: index)
        later { self.renderer?.modalLeft(id: id) }
    }

    /// The top page presents something of its own over everything: an alert, a share sheet.
    func appPresents(_ name: String, coversScreen: Bool = false) {
        presented.append(.foreign(name, coversScreen: coversScreen))
    }

    /// The user closes what the app presented; one that covered the screen gives the root its
    /// window back. When it did not cover the screen (an alert, a
    /// sheet), the controller below was never removed from the window, so it gets no
    /// `viewDidAppear` ("Notifies the view controller that its view was added to a view
    /// hierarchy") and UIKit tells the host nothing; a full-screen one gives the root its
    /// `viewDidAppear` again.
    func userClosesAppPresentation() {
        guard case .foreign(_, let covers)? = presented.last else { return }
        presented.removeLast()
        if covers, presented.isEmpty { later { self.renderer?.screenAppeared() } }
    }

    /// The root enters a window: `viewDidAppear`.
    func appears() {
        inWindow = true
        renderer?.screenAppeared()
    }
}

/// The user and the navigator's alert, and the sections of a tab.
extension FakeScreen {
    /// The user taps an action of the alert shown: UIKit dismisses the alert, then calls the
    /// action's handler (UIAlertAction: "a block to execute when the user selects the action").
    func userTapsAlertAction(_ id: String) {
        guard let answer = alertAnswer, alertShown?.actions.contains(where: { $0.id == id }) == true else { return }
        presented.removeAll { if case .alert = $0 { true } else { false } }
        alertShown = nil
        alertAnswer = nil
        answer(id)
    }

    /// The user taps outside the alert shown. An alert stays. A confirmation dialog on an iPad
    /// is a popover, which goes; UIKit calls no action's handler then but tells the popover's
    /// delegate (`presentationControllerDidDismiss(_:)`), which the host reports. On an iPhone
    /// an action sheet goes only when it has a cancel action, whose handler runs.
    func userTapsOutsideAlert() {
        guard let alert = alertShown, alert.style == .confirmationDialog else { return }
        if isPad {
            presented.removeAll { if case .alert = $0 { true } else { false } }
            alertShown = nil
            alertAnswer = nil
            renderer?.userAnswered(alert: alert.id, with: nil)
        } else if let cancel = alert.cancelAction {
            userTapsAlertAction(cancel.id)
        }
    }

    /// The user taps a section's segment (a `UISegmentedControl` in the tab): the host asks
    /// the renderer, puts the segment back when it may not be selected, and reports it when it
    /// is.
    func userTapsSection(_ path: String) {
        guard renderer?.userMaySelectTab(named: path) ?? true else { return }
        selectedTab = path
        renderer?.userSelectedTab(named: path)
    }
}
