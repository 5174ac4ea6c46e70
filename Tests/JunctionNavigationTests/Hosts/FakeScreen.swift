import JunctionNavigation

/// A screen like UIKit's: a stack change, a presentation and a dismissal end later, when the
/// test runs their completions; a presentation is refused while the screen is not in a window.
@MainActor
final class FakeScreen: NavigationScreen {
    /// Whether the root is in a window.
    var inWindow = true
    /// Every request, in order.
    private(set) var requests: [String] = []
    /// What each stack shows, by page id.
    private(set) var stacks: [ScreenStack: [Int]] = [:]
    /// The modals presented, each as its pages' ids.
    private(set) var modals: [[Int]] = []
    private(set) var selectedTab = 0
    private var pending: [@MainActor () -> Void] = []

    func setStack(_ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void) {
        let ids = pages.map(\.id)
        requests.append("set \(Self.name(stack)) \(ids)")
        stacks[stack] = ids
        if case .modal(let index) = stack, modals.indices.contains(index) { modals[index] = ids }
        pending.append(completion)
    }

    func present(_ pages: [NavigationState.Page], asModal index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        guard inWindow else {
            requests.append("refused \(index)")
            return completion(false)
        }
        requests.append("present \(index) \(pages.map(\.id))")
        modals.append(pages.map(\.id))
        stacks[.modal(index)] = pages.map(\.id)
        pending.append { completion(true) }
    }

    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        requests.append("dismiss \(index)")
        pending.append { [self] in
            modals.removeSubrange(min(index, modals.count)...)
            for stack in stacks.keys { if case .modal(let other) = stack, other >= index { stacks[stack] = nil } }
            completion()
        }
    }

    func selectTab(at index: Int) {
        requests.append("select \(index)")
        selectedTab = index
    }

    /// Whether a change is under way.
    var isBusy: Bool { !pending.isEmpty }

    /// Ends the changes under way now, oldest first (not those they start).
    func finishChanges() {
        let now = pending
        pending = []
        for completion in now { completion() }
    }

    /// Ends every change, those started by the ends included.
    func settle() {
        while isBusy { finishChanges() }
    }

    /// The user taps the tab at `index` in the tab bar.
    func userSelectTab(at index: Int) {
        selectedTab = index
    }

    /// The user goes back in a stack (a back button, an edge swipe) until it holds `count` pages;
    /// returns what it then shows.
    func userGoBack(in stack: ScreenStack, keeping count: Int) -> [Int] {
        stacks[stack] = Array((stacks[stack] ?? []).prefix(count))
        return stacks[stack] ?? []
    }

    /// The user takes the modal at `index` and those above off the screen (a sheet swiped down).
    func userDismissModals(from index: Int) {
        modals.removeSubrange(index...)
    }

    static func name(_ stack: ScreenStack) -> String {
        switch stack {
        case .tab(let name): name
        case .modal(let index): "modal\(index)"
        }
    }
}
