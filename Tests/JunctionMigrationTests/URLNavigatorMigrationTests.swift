import Junction
import JunctionNavigation
import Testing

/// The guide's "before" code, URLNavigator's own Swift: in an inactive `#if` block the compiler
/// parses it but does not type-check it (URLNavigator is not a dependency of this package).
func urlNavigatorCode() {
    #if false
    // snippet: urlnav-before-register
    let navigator = Navigator()
    navigator.register("myapp://user/<int:id>") { url, values, context in
        guard let id = values["id"] as? Int else { return nil }
        return UserViewController(id: id, tab: url.queryParameters["tab"])
    }
    navigator.handle("myapp://alert") { url, values, context in
        showAlert(title: url.queryParameters["title"])
        return true
    }
    navigator.push("myapp://user/42?tab=likes")
    navigator.present("myapp://user/42", wrap: UINavigationController.self)
    navigator.open("myapp://alert?title=Hello")
    // end snippet
    #endif
}

/// One test per row of the URLNavigator guide's table, and its "after" code.
@MainActor
@Suite struct URLNavigatorMigrationTests {

    @Test func navigatorIsJunctionNavigationsNavigatorOverARouter() throws {
        let navigator = JunctionNavigation.Navigator(router: Router())
        try navigator.registerPage("myapp://home", name: "home")
        #expect(navigator.router.canOpen("myapp://home"))
    }

    @Test func registerIsRegisterPageAndPushIsOpen() async throws {
        let screen = Screen()
        // snippet: urlnav-after-register
        let navigator = Navigator(router: Router())
        try navigator.registerPage("myapp://user/{id:int}", name: "user")   // the host makes its view controller
        try navigator.router.register("myapp://alert") { context in
            screen.show("alert \(context.parameters["title"] ?? "")")
        }
        try await navigator.open("myapp://user/42?tab=likes")                  // pushed: the page's presentation
        try await navigator.open("myapp://user/42", presentation: .modal)      // presented, in a stack of its own
        try await navigator.router.open("myapp://alert?title=Hello")
        // end snippet
        #expect(navigator.state.tab.pages.map(\.parameters) == [["id": "42", "tab": "likes"]])
        #expect(navigator.state.modals.map { $0.pages.map(\.route) } == [["user"]])
        #expect(screen.shown == ["alert Hello"])
    }

    @Test func theViewControllerIsMadeFromThePage() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("myapp://user/{id:int}", name: "user")
        let page = try #require(try await navigator.open("myapp://user/42?tab=likes"))
        // snippet: urlnav-page
        // What a host's closure gets (UIKitNavigationHost(navigator:) { page in ... }):
        func makePage(_ page: NavigationState.Page) -> UserPage {
            let id = Int(page.parameters["id"] ?? "")           // 42: checked by {id:int} already
            return UserPage(id: id ?? 0, tab: page.parameters["tab"] ?? "posts")
        }
        // end snippet
        let built = makePage(page)
        #expect(page.route == "user")
        #expect(built == UserPage(id: 42, tab: "likes"))
    }

    @Test func handleIsARouteOnTheRouter() throws {
        let navigator = Navigator(router: Router())
        try navigator.router.register("myapp://alert") { context in context.parameters["title"] ?? "" }
        #expect(try navigator.router.openSynchronously("myapp://alert?title=Hi", as: String.self) == "Hi")
        #expect(navigator.target(of: "myapp://alert").kind == .handler)
    }

    @Test func placeholdersAreCapturesWithConverters() throws {
        // snippet: urlnav-placeholders
        let router = Router()
        try router.register("myapp://user/{id:int}") { context in try context.parameters.require("id", as: Int.self) }
        try router.register("myapp://price/{value:double}") { context in try context.parameters.require("value", as: Double.self) }
        try router.register("myapp://post/:title") { context in context.parameters["title"] ?? "" }
        try router.register("myapp://file/**") { context in context.remainder ?? "" }   // <path:path>
        // end snippet
        #expect(try router.openSynchronously("myapp://user/123", as: Int.self) == 123)
        #expect(!router.canOpen("myapp://user/devxoul"))
        #expect(try router.openSynchronously("myapp://price/9.5", as: Double.self) == 9.5)
        #expect(try router.openSynchronously("myapp://post/hello", as: String.self) == "hello")
        #expect(try router.openSynchronously("myapp://file/a/b.txt", as: String.self) == "a/b.txt")
    }

    @Test func valuesAndQueryParametersAreOneParameterView() throws {
        let router = Router()
        try router.register("myapp://user/{id:int}") { context in
            "\(try context.parameters.require("id", as: Int.self)) \(context.parameters["tab"] ?? "")"
        }
        #expect(try router.openSynchronously("myapp://user/7?tab=likes", as: String.self) == "7 likes")
        let error = #expect(throws: RouteError.self) {
            try router.register("myapp://n/:n") { context in try context.parameters.require("n", as: Int.self) }
            return try router.openSynchronously("myapp://n/x")
        }
        #expect(error?.code == .invalidParameter)
    }

    @Test func contextIsUserInfo() async throws {
        let navigator = Navigator(router: Router())
        try navigator.router.register("myapp://share") { context in (context.userInfo["avatar"] as? Avatar)?.name ?? "" }
        // snippet: urlnav-context
        let request = RouteRequest(url: "myapp://share", userInfo: ["avatar": Avatar(name: "me.png")])
        let shared = try await navigator.router.open(request)
        // end snippet
        #expect(shared as? String == "me.png")
    }

    @Test func openReturningFalseIsAThrownNotFound() async throws {
        let navigator = Navigator(router: Router())
        #expect(!navigator.router.canOpen("myapp://nothing"))
        let error = await #expect(throws: RouteError.self) { try await navigator.open("myapp://nothing") }
        #expect(error?.code == .notFound)
    }

    @Test func viewControllerForIsTargetOf() throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("myapp://user/{id:int}", name: "user", presentation: .modal)
        // snippet: urlnav-target
        let target = navigator.target(of: "myapp://user/42")   // what it would show, showing nothing
        // target.kind == .page, target.route == "user", target.presentation == .modal
        // end snippet
        #expect(target.kind == .page)
        #expect(target.route == "user")
        #expect(target.presentation == .modal)
        #expect(navigator.state.allPages.isEmpty)
    }

    @Test func handlerForIsMatch() throws {
        let router = Router()
        try router.register("myapp://alert", name: "alert") { _ in }
        let match = try #require(try router.match("myapp://alert?title=Hi"))
        #expect(match.name == "alert")
        #expect(match.parameters["title"] == "Hi")
    }

    @Test func valueConvertersAreParameterConverters() throws {
        let router = Router()
        // snippet: urlnav-converter
        try router.add(ParameterConverter("ssn") { text in
            text.count == 11 && text.allSatisfy { $0.isNumber || $0 == "-" }
        })
        try router.register("myapp://person/{number:ssn}") { context in context.parameters["number"] ?? "" }
        // end snippet
        #expect(try router.openSynchronously("myapp://person/123-45-6789", as: String.self) == "123-45-6789")
        #expect(!router.canOpen("myapp://person/12"))
    }

    @Test func navigatorDelegateIsAnInterceptor() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("myapp://user/{id:int}", name: "user", tags: ["account"])
        // snippet: urlnav-interceptor
        let signedIn = false   // the app's session
        try navigator.router.addInterceptor(name: "sign-in", scope: .tags("account")) { interception, next in
            guard signedIn else { throw RouteError(.rejected, "sign in first") }   // shouldPush: false
            return try await next(interception.request)
        }
        // end snippet
        let error = await #expect(throws: RouteError.self) { try await navigator.open("myapp://user/1") }
        #expect(error?.code == .rejected)
        #expect(error?.message == "sign in first")
        #expect(navigator.state.allPages.isEmpty)
    }

    @Test func navigationMapInitializeIsARouteCollection() throws {
        // snippet: urlnav-collection
        func userPages() throws -> RouteCollection {   // in the user feature module
            let pages = RouteCollection("user")
            try pages.registerPage("myapp://user/{id:int}", name: "user")
            try pages.register("myapp://user/{id:int}/follow") { _ in }
            return pages
        }
        let app = Navigator(router: Router())
        try app.router.add(userPages())                // in the app, once per module
        // end snippet
        #expect(app.target(of: "myapp://user/1").kind == .page)
        #expect(app.target(of: "myapp://user/1/follow").kind == .handler)
    }

    @Test func aSchemelessPatternMatchesEveryScheme() throws {
        let router = Router()
        try router.register("myapp://user/:id") { _ in "scheme" }
        try router.register("/help") { _ in "any scheme" }
        #expect(!router.canOpen("/user/devxoul"))
        #expect(try router.openSynchronously("myapp://help", as: String.self) == "any scheme")
        #expect(try router.openSynchronously("/help", as: String.self) == "any scheme")
    }

    @Test func aCallbackInContextForAPagesResultIsOpenExpecting() async throws {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("myapp://edit/{id:int}", name: "edit", presentation: .modal)
        let editPage = SavingEditPage()
        navigator.add(editPage)
        // snippet: urlnav-result
        let title = try await navigator.open("myapp://edit/7", expecting: String.self)
        // the edit page calls navigator.finish(page.id, with: "New title") when the user saves;
        // title is "New title", or nil when the page is closed without one
        // end snippet
        #expect(title == "New title")
    }
}

/// Plays the edit page of the page-result example: it saves as soon as it is shown.
@MainActor
final class SavingEditPage: NavigationHost {
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        guard let page = transition.after.top, page.route == "edit", transition.before.top?.id != page.id else { return }
        navigator.finish(page.id, with: "New title")
    }
}
