#if canImport(UIKit) && !os(watchOS)
import JunctionNavigation
import UIKit

/// Renders a navigator's state with UIKit: one `UINavigationController` per tab (inside a
/// `UITabBarController` when there are several), and each modal presented in a navigation
/// controller of its own, as a sheet (with its detents), a full-screen cover or a popover.
/// Compiled where UIKit has view controllers (iOS, tvOS, visionOS).
///
/// The host keeps one view controller per page, made once by `makePage` and reused while the
/// page is shown. It changes a stack only once the stack's last change has ended, and never while
/// the user drags it back; it presents or dismisses one modal at a time, each after the one
/// before has ended. When the user goes back with the system's own controls (the back button, an
/// edge swipe, a tap on the selected tab), swipes a sheet down, taps a tab (in the tab bar or
/// under More), or a page dismisses its own modal (a Done button calling `dismiss`), the host
/// tells the navigator, so the state stays the truth.
///
/// Some things UIKit does not report, and the host works around them: a modal asked for while
/// the app shows something of its own (an alert, a share sheet, a page's own modal) is presented
/// once that goes, the host looking again every half second; a modal of a restored state is
/// presented once ``rootViewController`` is in a window; and a transition whose completion never
/// comes is taken as ended after two seconds, from what the controllers show.
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
///
/// The host's root must not be inside a `UISplitViewController`: when a split view collapses,
/// UIKit moves view controllers between navigation controllers the host does not own, and the
/// host would lose its stacks. A debug build stops with that message when the root appears in
/// one. In SwiftUI, `NavigationSplitView` is supported (`SwiftUINavigationHost.sidebarSelection`).
@MainActor
public final class UIKitNavigationHost: NSObject {
    /// Makes the view controller that shows a page.
    public typealias PageFactory = @MainActor (NavigationState.Page) -> UIViewController

    /// The controller to put in the window: the tab bar controller, or the only tab's stack.
    public let rootViewController: UIViewController
    /// Finds the view a popover presented with `.popover(source: name)` points at, in the
    /// controller of the page it is presented over. By default, the first view in that page
    /// whose `accessibilityIdentifier` is the name; when none is found, the popover points at the
    /// page itself, without an arrow.
    public var popoverSource: @MainActor (_ name: String, _ page: UIViewController) -> UIView? = { name, page in
        page.viewIfLoaded.flatMap { UIKitNavigationHost.view(identifiedBy: name, in: $0) }
    }
    /// The app's own delegate for the host's navigation controllers. The host is their
    /// delegate, and hands this one every call: those it answers itself after its own work,
    /// any other (custom transitions, supported orientations) as it comes.
    public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    /// The app's own delegate for the tab bar controller, handed every call as
    /// ``navigationDelegate`` is. A tab the host lets the user select (its root page's
    /// interceptors let it through) is selected only if this delegate agrees.
    public weak var tabBarDelegate: (any UITabBarControllerDelegate)?
    /// The app's own delegate for the presentation controllers of the host's modals, handed every
    /// call as ``navigationDelegate`` is: `presentationControllerShouldDismiss(_:)` can keep a
    /// half-filled form from being swiped away, and `presentationControllerDidAttemptToDismiss(_:)`
    /// ask "discard changes?".
    public weak var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?
    private let makePage: PageFactory
    /// The tab bar's tabs: each name and controller (a navigation controller, or a tab of
    /// sections).
    let tabNames: [String]
    let tabControllers: [UIViewController]
    /// Every stack of a tab, by its path (`home`, `library/albums`), and the tabs of sections.
    let stackPaths: [String]
    let tabStacks: [UINavigationController]
    let sectionControllers: [SectionsViewController]
    /// The alert the host presented, with the navigator's id for it.
    var alertShown: (id: Int, controller: UIAlertController)?
    private var pages: [Int: UIViewController] = [:]
    var renderer: ScreenRenderer?
    /// The renderer's screen (the renderer holds it weakly).
    private var screen: UIKitScreen?

    /// A host for the navigator's tabs; it renders the current state at once and every change
    /// after.
    public init(navigator: Navigator, makePage: @escaping PageFactory) {
        self.makePage = makePage
        let tabs = navigator.state.tabs
        tabNames = tabs.map(\.name)
        var stacks: [(path: String, controller: UINavigationController)] = []
        var sections: [SectionsViewController] = []
        if tabs.count == 1, tabs[0].sections.isEmpty {
            let stack = AppearingNavigationController()
            stacks = [(tabs[0].name, stack)]
            tabControllers = [stack]
            rootViewController = stack
        } else {
            tabControllers = tabs.map { Self.controller(for: $0, at: $0.name, stacks: &stacks, sections: &sections) }
            let tabBar = AppearingTabBarController()
            tabBar.viewControllers = tabControllers
            rootViewController = tabBar
        }
        stackPaths = stacks.map(\.path)
        tabStacks = stacks.map(\.controller)
        sectionControllers = sections
        super.init()
        for controller in sectionControllers {
            controller.userSelects = { [weak self] path in
                guard let renderer = self?.renderer, renderer.userMaySelectTab(named: path) else { return false }
                renderer.userSelectedTab(named: path)
                return true
            }
        }
        for stack in tabStacks {
            stack.delegate = self
            #if !os(tvOS)
            stack.interactivePopGestureRecognizer?.delegate = self
            #endif
        }
        if let tabBar = rootViewController as? UITabBarController {
            tabBar.delegate = self
            // The tabs past the tab bar's room are picked from the More list: its navigation
            // controller tells the host when it shows one.
            moreNavigationController?.delegate = self
        }
        let appeared: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            // A split view collapsing moves the host's controllers into other navigation
            // controllers, where the host no longer finds them: not supported.
            assert(
                rootViewController.splitViewController == nil,
                "UIKitNavigationHost's root is inside a UISplitViewController, which the host does not support: a collapsing split view moves its controllers where the host no longer finds them")
            renderer?.screenAppeared()
        }
        (rootViewController as? AppearingNavigationController)?.appeared = appeared
        (rootViewController as? AppearingTabBarController)?.appeared = appeared
        let screen = UIKitScreen(host: self)
        self.screen = screen
        renderer = ScreenRenderer(navigator: navigator, screen: screen)
    }

    /// The first view in `view`'s hierarchy (itself included) whose `accessibilityIdentifier` is
    /// `name`.
    public static func view(identifiedBy name: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == name { return view }
        for subview in view.subviews {
            if let found = Self.view(identifiedBy: name, in: subview) { return found }
        }
        return nil
    }

    /// The modals this host presented that are on screen, lowest first: the chain of presented
    /// controllers from the root, less what the app presented itself.
    func presentedModals() -> [ModalNavigationController] {
        var modals: [ModalNavigationController] = []
        var controller = rootViewController.presentedViewController
        while let presented = controller {
            if let modal = presented as? ModalNavigationController, modal.host === self { modals.append(modal) }
            controller = presented.presentedViewController
        }
        return modals
    }

    func navigationController(for stack: ScreenStack) -> UINavigationController? {
        switch stack {
        case .tab(let path): return stackPaths.firstIndex(of: path).map { tabStacks[$0] }
        case .modal(let index):
            let modals = presentedModals()
            return modals.indices.contains(index) ? modals[index] : nil
        }
    }

    /// The tab bar's More navigation controller, which lists the tabs past the tab bar's room;
    /// `nil` with one tab, and where there is no More list (tvOS, visionOS).
    var moreNavigationController: UINavigationController? {
        #if os(iOS)
        (rootViewController as? UITabBarController)?.moreNavigationController
        #else
        nil
        #endif
    }

    /// The More navigation controller while it shows the pages of the tab `name`: a tab picked
    /// from the More list lends it its pages (its own navigation controller is then empty).
    func moreController(showing name: String) -> UINavigationController? {
        guard let tabBar = rootViewController as? UITabBarController, let index = tabNames.firstIndex(of: name),
            let stack = tabControllers[index] as? UINavigationController, tabBar.selectedViewController === stack,
            stack.viewControllers.isEmpty,
            let more = moreNavigationController, more.viewControllers.count > 1
        else { return nil }
        return more
    }

    func stack(of navigationController: UINavigationController) -> ScreenStack? {
        if let index = tabStacks.firstIndex(where: { $0 === navigationController }) { return .tab(stackPaths[index]) }
        if navigationController === moreNavigationController, let selected = (rootViewController as? UITabBarController)?.selectedViewController,
            let name = tabName(of: selected)
        {
            return .tab(name)
        }
        return presentedModals().firstIndex { $0 === navigationController }.map { .modal($0) }
    }

    /// The controller of the tab at `path`: a navigation controller for a tab that holds
    /// pages, a tab of sections for the others; each stack and tab of sections made is added.
    private static func controller(
        for tab: NavigationState.Tab, at path: String, stacks: inout [(path: String, controller: UINavigationController)],
        sections: inout [SectionsViewController]
    ) -> UIViewController {
        guard !tab.sections.isEmpty else {
            let stack = UINavigationController()
            stacks.append((path, stack))
            return stack
        }
        var children: [UIViewController] = []
        for section in tab.sections {
            children.append(controller(for: section, at: path + "/" + section.name, stacks: &stacks, sections: &sections))
        }
        let container = SectionsViewController(path: path, names: tab.sections.map(\.name), sections: children, layout: tab.layout)
        if let selected = tab.selectedSection { container.select(selected) }
        sections.append(container)
        return container
    }

    /// The name of the tab whose controller is `controller`; `nil` for any other (the More list).
    func tabName(of controller: UIViewController) -> String? {
        tabControllers.firstIndex { $0 === controller }.map { tabNames[$0] }
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
        let more = moreNavigationController.map { [$0] } ?? []
        let shown = Set((tabStacks + more + presentedModals()).flatMap { $0.viewControllers }.map(ObjectIdentifier.init))
        pages = pages.filter { shown.contains(ObjectIdentifier($0.value)) }
    }
}

/// A modal's navigation controller, which tells the host when it disappears while being
/// dismissed: a page's own Done button calling `dismiss` is reported to no delegate.
final class ModalNavigationController: UINavigationController {
    weak var host: UIKitNavigationHost?
    var modalID = 0

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { host?.renderer?.modalLeft(id: modalID) }
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
