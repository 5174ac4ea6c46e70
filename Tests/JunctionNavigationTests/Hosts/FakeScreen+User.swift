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

    /// The user taps the back button of the top stack: the navigation controller pops its top
    /// page, animated, then tells its delegate (`navigationController(_:didShow:animated:)`).
    func userTapsBack() {
        guard let stack = topStack, let ids = stacks[stack], ids.count > 1 else { return }
        stacks[stack] = Array(ids.dropLast())
        later { self.renderer?.stack(stack, shows: self.stacks[stack] ?? []) }
    }

    /// The user starts an edge swipe back in the top stack. UIKit tells the delegate
    /// `navigationController(_:willShow:animated:)` with a transition coordinator whose
    /// `isInteractive` is true; the host reports the drag to the renderer.
    func userBeginsSwipeBack() {
        guard let stack = topStack, let ids = stacks[stack], ids.count > 1 else { return }
        drag = (stack, Array(ids.dropLast()))
        renderer?.userTransitionBegan(in: stack)
    }

    /// The user lets go: the swipe finishes (the page is popped) or is cancelled (it stays).
    /// The coordinator's completion (`animate(alongsideTransition:completion:)`) runs either
    /// way, its context's `isCancelled` telling which; only a finished pop is followed by
    /// `navigationController(_:didShow:animated:)` (notifyWhenInteractionChanges(_:): on a
    /// cancel UIKit calls the appearance methods to put the old page back).
    func userEndsSwipeBack(finishing: Bool) {
        guard let (stack, to) = drag else { return }
        drag = nil
        if finishing { stacks[stack] = to }
        renderer?.userTransitionEnded(in: stack)
        if finishing { renderer?.stack(stack, shows: stacks[stack] ?? []) }
    }

    /// The user taps a tab in the tab bar. Tapping the selected tab shows its root
    /// (UITabBarController: "User taps always display the root view of the tab ... even if the
    /// tab was already selected"): its navigation controller pops to its root and tells its
    /// delegate. `tabBarController(_:didSelect:)` is called "regardless of whether the selected
    /// view controller changed" and "only in response to user taps".
    func userTapsTab(_ name: String) {
        let stack = ScreenStack.tab(name)
        if selectedTab == name, let ids = stacks[stack], ids.count > 1 {
            stacks[stack] = Array(ids.prefix(1))
            later { self.renderer?.stack(stack, shows: self.stacks[stack] ?? []) }
        }
        selectedTab = name
        renderer?.userSelectedTab(named: name)
    }

    /// The tabs in the tab bar, and those listed under More (UITabBarController
    /// `moreNavigationController`).
    var tabsInBar: [String] { tabOrder.count > tabBarCapacity ? Array(tabOrder.prefix(tabBarCapacity - 1)) : tabOrder }
    var tabsUnderMore: [String] { Array(tabOrder.dropFirst(tabsInBar.count)) }

    /// The user taps More: the More list shows. `tabBarController(_:didSelect:)` gets the More
    /// navigation controller, which is none of the host's tabs ("The tab bar controller does not
    /// include the More navigation controller in that array"); the host reports the More list.
    func userTapsMore() {
        selectedTab = nil
        renderer?.userShowsMoreList()
    }

    /// The user picks a tab from the More list: the More navigation controller shows it, and
    /// the host, its delegate, reads the tab bar controller's `selectedViewController`.
    func userPicksFromMore(_ name: String) {
        guard tabsUnderMore.contains(name) else { return }
        selectedTab = name
        later { self.renderer?.userSelectedTab(named: name) }
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

    /// The user closes what the app presented. When it did not cover the screen (an alert, a
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
