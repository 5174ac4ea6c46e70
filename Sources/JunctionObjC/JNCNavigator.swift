import Foundation
import Junction
import JunctionNavigation

/// A page on screen, as Objective-C reads it.
#if canImport(ObjectiveC)
@objc(JNCPage) @objcMembers
#endif
public final class JNCPage: NSObject, Sendable {
    /// A number unique within the navigator's life.
    public let pageID: Int
    /// The route's name (or its pattern, for an unnamed route).
    public let route: String
    /// The URL that opened the page.
    public let url: String
    /// The parameters it was opened with.
    public let parameters: [String: String]
    /// How it was shown: `"push"`, `"modal"`, `"root"`, ..., or with its options such as
    /// `"sheet(medium)"`.
    public let presentation: String

    init(_ page: NavigationState.Page) {
        pageID = page.id
        route = page.route
        url = page.url
        parameters = page.parameters
        presentation = page.presentation.description
    }

    /// `route#id`.
    public override var description: String { "\(route)#\(pageID)" }
}

/// The navigator for Objective-C code: open pages by URL, go back, dismiss, reset and read the
/// page on top, on the same `Navigator` (and so the same screens) as the
/// app's Swift code. It lives on the main thread, as UIKit does.
///
/// ```objc
/// [navigator openURL:@"shop://product/42" completion:^(JNCPage *page, NSError *error) { ... }];
/// [navigator goBack];
/// ```
#if canImport(ObjectiveC)
@objc(JNCNavigator) @objcMembers
#endif
@MainActor
public final class JNCNavigator: NSObject {
    /// The Swift navigator underneath.
    public let navigator: Navigator

    /// A layer over `navigator`, which the app's Swift code made.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// A navigator over the routes of `router`, for an app whose launch code is Objective-C.
    public convenience init(router: JNCRouter) {
        self.init(navigator: Navigator(router: router.router))
    }

    /// Registers a page route (see the Swift navigator's `registerPage`): `presentation` is
    /// `"push"`, `"modal"`, `"replace"`, `"root"`, `"fullScreenCover"` or `"popover"`.
    ///
    /// - Throws: An `NSError` of ``JNCError/domain`` for a malformed or taken pattern or name,
    ///   or an unknown presentation (``JNCErrorCode/invalidParameter``).
    public func registerPagePattern(_ pattern: String, name: String, presentation: String) throws {
        try registerPagePattern(pattern, name: name, presentation: presentation, parent: nil, tab: nil)
    }

    /// Registers a page route with its parent (the route whose page an outside link shows
    /// under it) and its tab; see ``registerPagePattern(_:name:presentation:)``.
    public func registerPagePattern(
        _ pattern: String, name: String, presentation: String, parent: String?, tab: String?
    ) throws {
        do {
            guard let shown = RoutePresentation(word: presentation) else {
                throw RouteError(
                    .invalidParameter,
                    "unknown presentation \"\(presentation)\"; expected one of \(RoutePresentation.words.joined(separator: ", "))")
            }
            try navigator.registerPage(pattern, name: name, presentation: shown, parent: parent, tab: tab)
        } catch {
            throw JNCError.error(from: error)
        }
    }

    /// Opens a URL: the page it reaches is shown, and `completion` gets it, or the error. A
    /// route that is not a page runs and `completion` gets `nil` for both.
    public func openURL(_ url: String, completion: (@MainActor (JNCPage?, NSError?) -> Void)?) {
        Task {
            do {
                let page = try await navigator.open(url)
                completion?(page.map(JNCPage.init), nil)
            } catch {
                completion?(nil, JNCError.error(from: error))
            }
        }
    }

    /// Closes the page on top.
    ///
    /// - Returns: Whether a page closed (not when the top page is a tab's root).
    @discardableResult
    public func goBack() -> Bool {
        navigator.back() != nil
    }

    /// Dismisses the modal on top, with its pages.
    ///
    /// - Returns: Whether a modal was dismissed.
    @discardableResult
    public func dismiss() -> Bool {
        !navigator.dismiss().isEmpty
    }

    /// Closes every modal and every pushed page, back to each tab's root.
    public func reset() {
        navigator.reset()
    }

    /// The page on top: the top modal's, else the selected tab's.
    public var currentPage: JNCPage? {
        navigator.state.top.map(JNCPage.init)
    }

    /// The visible pages, bottom first.
    public var visiblePages: [JNCPage] {
        navigator.state.visiblePages.map(JNCPage.init)
    }
}
