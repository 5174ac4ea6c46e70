#if canImport(UIKit) && !os(watchOS)
import JunctionNavigation
import UIKit

/// Renders a navigator's state with UIKit: one `UINavigationController` per tab (inside a
/// `UITabBarController` when there are several), and each modal presented in a navigation
/// controller of its own. Compiled where UIKit has view controllers (iOS, tvOS, visionOS).
///
/// The host keeps one view controller per page, made once by `makePage` and reused while the
/// page is shown. It changes a stack only once the stack's last change has ended, and presents
/// or dismisses one modal at a time, each after the one before has ended; modals of a restored
/// state are presented once ``rootViewController`` is in a window. When the user goes back with
/// the system's own controls (the back button, an edge swipe, a sheet swiped down) or taps a
/// tab, the host tells the navigator, so the state stays the truth.
///
/// ```swift
/// let host = UIKitNavigationHost(navigator: navigator) { page in
///     let controller = UIViewController()
///     controller.title = page.route
///     return controller
/// }
/// window.rootViewController = host.rootViewController
/// ```
///
/// Keep the host as long as its window: the navigator holds it weakly.
@MainActor
public final class UIKitNavigationHost: NSObject {
    /// Makes the view controller that shows a page.
    public typealias PageFactory = @MainActor (NavigationState.Page) -> UIViewController

    /// The controller to put in the window: the tab bar controller, or the only tab's stack.
    public let rootViewController: UIViewController
    private let makePage: PageFactory
    private let tabNames: [String]
    private let tabStacks: [UINavigationController]
    var modals: [UINavigationController] = []
    private var pages: [Int: UIViewController] = [:]
    private var renderer: ScreenRenderer?

    /// A host for the navigator's tabs; it renders the current state at once and every change
    /// after.
    public init(navigator: Navigator, makePage: @escaping PageFactory) {
        self.makePage = makePage
        tabNames = navigator.state.tabs.map(\.name)
        if tabNames.count == 1 {
            let stack = AppearingNavigationController()
            tabStacks = [stack]
            rootViewController = stack
        } else {
            tabStacks = tabNames.map { _ in UINavigationController() }
            let tabBar = AppearingTabBarController()
            tabBar.viewControllers = tabStacks
            rootViewController = tabBar
        }
        super.init()
        for stack in tabStacks { stack.delegate = self }
        (rootViewController as? UITabBarController)?.delegate = self
        let appeared: @MainActor () -> Void = { [weak self] in self?.renderer?.screenAppeared() }
        (rootViewController as? AppearingNavigationController)?.appeared = appeared
        (rootViewController as? AppearingTabBarController)?.appeared = appeared
        renderer = ScreenRenderer(navigator: navigator, screen: self)
    }

    func navigationController(for stack: ScreenStack) -> UINavigationController? {
        switch stack {
        case .tab(let name): tabNames.firstIndex(of: name).map { tabStacks[$0] }
        case .modal(let index): modals.indices.contains(index) ? modals[index] : nil
        }
    }

    func stack(of navigationController: UINavigationController) -> ScreenStack? {
        if let index = tabStacks.firstIndex(where: { $0 === navigationController }) { return .tab(tabNames[index]) }
        return modals.firstIndex { $0 === navigationController }.map { .modal($0) }
    }

    func controllers(for pages: [NavigationState.Page]) -> [UIViewController] {
        pages.map { page in
            if let made = self.pages[page.id] { return made }
            let made = makePage(page)
            self.pages[page.id] = made
            return made
        }
    }

    func pageIDs(of navigationController: UINavigationController) -> [Int] {
        navigationController.viewControllers.compactMap { controller in pages.first { $0.value === controller }?.key }
    }

    /// Forgets the controllers of pages no stack shows any more.
    func forgetHiddenPages() {
        let shown = Set((tabStacks + modals).flatMap { $0.viewControllers }.map(ObjectIdentifier.init))
        pages = pages.filter { shown.contains(ObjectIdentifier($0.value)) }
    }

    /// The controller a modal at `index` is presented from: the one below it, or the root.
    func presenter(ofModal index: Int) -> UIViewController? {
        index == 0 ? rootViewController : modals.indices.contains(index - 1) ? modals[index - 1] : nil
    }

    func userDismissed(_ presented: UIViewController) {
        guard let index = modals.firstIndex(where: { $0 === presented }) else { return }
        modals.removeSubrange(index...)
        forgetHiddenPages()
        renderer?.userDismissedModal(at: index)
    }

    func userShowed(_ navigationController: UINavigationController) {
        guard let stack = stack(of: navigationController) else { return }
        renderer?.stack(stack, shows: pageIDs(of: navigationController))
    }

    func userSelectedTab(at index: Int) {
        renderer?.userSelectedTab(at: index)
    }
}

/// The only tab's stack as the root, telling the host when it is in a window.
private final class AppearingNavigationController: UINavigationController {
    var appeared: (@MainActor () -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared?()
    }
}

/// The tab bar controller as the root, telling the host when it is in a window.
private final class AppearingTabBarController: UITabBarController {
    var appeared: (@MainActor () -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared?()
    }
}
#endif
