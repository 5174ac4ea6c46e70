/// What the screen reports to the renderer: its window, what its stacks show, modals that left
/// it, the user's drags and tab taps. Each report is checked against what the renderer put on
/// the screen and what the state still shows, so a late or repeated report changes nothing.
extension ScreenRenderer {
    /// The screen's root is in a window now, or appeared again after something covering it went
    /// (UIKit's `viewDidAppear`): modals it could not present are presented.
    public func screenAppeared() {
        modals.screenAppeared()
        alertWaits = false
        noticeModalsGone()
        render()
    }

    /// A modal may have left the screen: the user swiped a sheet down
    /// (`presentationControllerDidDismiss`), or a page dismissed its own modal (a Done button
    /// calling `dismiss`, which UIKit reports to no delegate; the host sees its controller
    /// disappear while being dismissed). The renderer compares the modals the screen shows with
    /// its own, and the navigator dismisses from the lowest one gone.
    public func modalsMayHaveLeft() {
        noticeModalsGone()
    }

    /// The modal with this id left the screen, and those above it: the user swiped it down
    /// (`presentationControllerDidDismiss`), or its page dismissed it (its controller disappeared
    /// while being dismissed; UIKit tells no delegate of a dismissal made in code). The
    /// navigator dismisses it too, unless a dismissal of the renderer's own is under way.
    public func modalLeft(id: Int) {
        guard modals.underWay == nil, let index = modals.onScreen.firstIndex(where: { $0.id == id }), let modal = modals.left(from: index)
        else { return }
        forgetModalStacks(from: index)
        if navigator?.apply(.dismiss(modal: index, id: modal.id)) != true { render() }
    }

    /// A stack shows `shown` (by id) once a transition ended (UIKit's `didShow`). When it is
    /// what this renderer put there with pages taken off the top, the user went back (a back
    /// button, a completed swipe, a tap on the selected tab that pops to its root), and the
    /// navigator takes those pages off too, by id: pages it put there meanwhile stay. Anything
    /// else (a cancelled swipe, a late report of an older show) changes nothing. While a change
    /// of the renderer's own, or a transition of the user's, is under way on the stack, the
    /// report is left for its end, which reads the stack again.
    public func stack(_ stack: ScreenStack, shows shown: [Int]) {
        guard settingStacks[stack] == nil, !userTransitions.contains(stack), let before = stacks[stack],
            let popped = before.userPopped(showing: shown)
        else { return }
        stacks[stack] = StackOnScreen(shown)
        if navigator?.apply(.back(in: stack, popped: popped)) != true { render() }
    }

    /// A transition of `stack` began (UIKit's `willShow` with a transition coordinator). One the
    /// renderer did not start is the user's: a back button, a tap on the selected tab, an edge
    /// swipe. The renderer leaves that stack alone, and presents no modal, until
    /// ``transitionEnded(in:)``: UIKit breaks a navigation controller whose stack changes during
    /// such a transition, and refuses to present meanwhile.
    public func transitionBegan(in stack: ScreenStack) {
        guard settingStacks[stack] == nil else { return }
        userTransitions.insert(stack)
    }

    /// A transition of `stack` ended, finished or cancelled (its coordinator's completion): for
    /// the user's, what the stack shows is read, and changes the navigator made meanwhile are
    /// rendered.
    public func transitionEnded(in stack: ScreenStack) {
        guard userTransitions.remove(stack) != nil else { return }
        if let shown = screen?.pageIDs(on: stack) { self.stack(stack, shows: shown) }
        render()
    }

    /// Whether the user may swipe the modal with this id down (UIKit's
    /// `presentationControllerShouldDismiss`): not when a page in it, or in a modal above it,
    /// asks before it is left (``Navigator/guardLeaving(_:_:)``). The navigator then asks it,
    /// and dismisses the modal once it lets the user leave.
    public func userMayDismissModal(id: Int) -> Bool {
        guard let navigator, let index = target.modals.firstIndex(where: { $0.id == id }),
              target.modals[index...].contains(where: { $0.pages.contains { navigator.guardsLeaving($0.id) } })
        else { return true }
        navigator.apply(.dismiss(modal: index, id: id))
        return false
    }

    /// Whether the user may begin an edge swipe back in `stack` (the interactive pop gesture's
    /// `gestureRecognizerShouldBegin`): not when its top page asks before it is left
    /// (``Navigator/guardLeaving(_:_:)``). The navigator then asks it, and goes back once it
    /// lets the user leave.
    public func userMayGoBack(in stack: ScreenStack) -> Bool {
        guard let navigator, let top = target.pages(of: stack).last, navigator.guardsLeaving(top.id) else { return true }
        navigator.apply(.back(in: stack, popped: [top.id]))
        return false
    }

    /// Whether the user may select the tab of this name with the tab bar
    /// (`tabBarController(_:shouldSelect:)`): whether the interceptors of its root page's route
    /// let it through. When one of them waits (a login page), the answer is `false`, and the
    /// navigator selects the tab once they let it through.
    public func userMaySelectTab(named name: String) -> Bool {
        guard let navigator, !target.isSelected(tab: name) else { return true }
        if let allowed = navigator.interceptorsAllow(tab: name) { return allowed }
        Task { [weak navigator] in await navigator?.selectPassingInterceptors(tab: name) }
        return false
    }

    /// The user selected the tab of this name (a tab bar, the More list).
    public func userSelectedTab(named name: String) {
        guard target.tab(at: name) != nil else { return }
        // The name the user tapped: a tab of sections then shows the section the state selects,
        // which the next render tells the screen.
        selectedTab = name
        if navigator?.apply(.selectTab(name)) != true { render() }
    }

    /// The user tapped More: the screen shows the More list, no tab. The state keeps its tab;
    /// the next change of the navigator selects it again, so a link opened meanwhile is seen.
    public func userShowsMoreList() {
        selectedTab = nil
    }

    /// Compares the modals the screen shows with the renderer's, unless a modal step is under
    /// way (its end compares them), and has the navigator dismiss from the lowest one gone.
    func noticeModalsGone() {
        guard modals.underWay == nil, let screen, let index = modals.firstGone(shown: screen.modalIDsShown) else { return }
        modalLeft(id: modals.onScreen[index].id)
    }
}
