// Navigation as data: the navigator opens URLs through the router, changes a
// `NavigationState`, and tells its hosts what changed.

import Foundation
import Junction
import JunctionNavigation
import Synchronization

// snippet.pages
let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
try navigator.registerPage("shop://home", name: "home", presentation: .root, tab: "home")
try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home", exposure: .sources(.push))
try navigator.registerPage("shop://edit/{id:int}", name: "edit", presentation: .modal)
navigator.add(TerminalNavigationHost())   // prints each transition

// show: [home] home#1
try await navigator.open("shop://home")
// show: [home] home#1 > product#2 (id=7)
try await navigator.open("shop://product/7")
// show: [cart] cart#3, the cart tab
try await navigator.open("shop://cart")
// deepLink: [home] home#4 > product#5 (id=8)
try await navigator.open(RouteRequest(url: "shop://product/8", source: .push))
// back: [home] home#4
navigator.back()
// undo: [home] home#4 > product#5 (id=8)
navigator.undo()
// snippet.end
// snippet.hide
precondition(navigator.state.outline == "[home] home#4 > product#5 (id=8)")
// snippet.show

// snippet.result
Task { @MainActor in
    // The edit page, when the user saves: it hands its result back and closes.
    while navigator.state.top?.route != "edit" { await Task.yield() }
    navigator.finish(navigator.state.top!.id, with: "New title")
}
// "New title"
let title = try await navigator.open("shop://edit/7", expecting: String.self)
// snippet.end
// snippet.hide
precondition(title == "New title")
// snippet.show

// snippet.leave
// The edit page, once the user has typed: ask before anything closes it.
// show: [home] home#4 > product#5 (id=8) | edit#7 (id=8)
let edit = try await navigator.open("shop://edit/8")!
navigator.guardLeaving(edit.id) {
    // an app shows its own "Discard your changes?" dialog here
    false
}
// nil: the page is asked, and stays
let left = navigator.back()
// snippet.end
// snippet.hide
for _ in 0..<10 { await Task.yield() }
precondition(left == nil && navigator.state.top?.id == edit.id)
navigator.stopGuardingLeaving(edit.id)
navigator.back()
// snippet.show

// snippet.target
// page product (push) at shop://product/{id:int}
print(navigator.target(of: RouteRequest(url: "shop://product/9", source: .push)))
print(navigator.target(of: RouteRequest(url: "shop://cart", source: .otherApp)))
// nothing: notAllowed: "shop://cart" opens only from inside the app, not from other-app (shop://cart)
// snippet.end

// snippet.state
// when the app goes to the background
let saved = try JSONEncoder().encode(navigator.state)
let restored = try JSONDecoder().decode(NavigationState.self, from: saved)
// at the next launch: each tab's root, then the saved pages
let again = Navigator(router: navigator.router, state: NavigationState(tabs: ["home", "cart"]))
again.add(TerminalNavigationHost())
// loadRoots: [home] home#1
try await again.loadRoots(["home": "shop://home", "cart": "shop://cart"])
// restore: [home] home#4 > product#5 (id=8)
await again.restore(restored)
// snippet.end
// snippet.hide
precondition(again.state == navigator.state)
// snippet.show

// snippet.over
// show: [home] home#4 > product#5 (id=8) | edit#6 (id=7)
try await again.open("shop://edit/7")
// a notification while the edit page is open: shown over it, the edit page kept
// show: [home] home#4 > product#5 (id=8) | edit#6 (id=7) | product#7 (id=9)
try await again.open(RouteRequest(url: "shop://product/9", source: .push))
// or wait until the user is done with the edit page
again.linksOverModals = .waitForDismissal
// snippet.end

// snippet.recheck
final class Session: Sendable {
    let signedIn = Mutex(true)
}
let session = Session()
let shop = Navigator(router: Router())
try shop.registerPage("shop://home", name: "home", presentation: .root)
try shop.registerPage("shop://orders", name: "orders", tags: ["account"])
try shop.registerPage("shop://login", name: "login", presentation: .modal)
try shop.router.addInterceptor(DecidingInterceptor { interception in
    if session.signedIn.withLock({ $0 }) { return .proceed(interception.request) }
    // a check of a page already shown refuses rather than asking
    if interception.request.isRestoring { throw RouteError(.rejected, "signed out") }
    return .redirect("shop://login")
}, name: "login", scope: .tags("account"))
shop.add(TerminalNavigationHost())
// show: home#1, then show: home#1 > orders#2
try await shop.open("shop://home")
try await shop.open("shop://orders")
// the user signs out
session.signedIn.withLock { $0 = false }
// recheck: home#1
await shop.recheck()
// snippet.end
// snippet.hide
precondition(shop.state.outline == "home#1")
// snippet.show

// snippet.login
// The app's account: who is signed in.
actor Account {
    private(set) var userName: String?
    func signIn(_ name: String) { userName = name }
}

let account = Account()
let user = RouteCollection("user")
try user.registerPage("shop://user/login", name: "login", presentation: .modal)
try user.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
    if await account.userName == nil {
        // Shows the login page, and waits for the result its button hands back.
        guard try await navigator.open("shop://user/login", expecting: Bool.self) == true else {
            throw RouteError(.rejected, "\(interception.request.url) needs a signed-in user")
        }
    }
    return try await next(interception.request)
}
// What the login page's button does: sign in, and hand the result to the interceptor.
try user.register("shop://user/login/submit") { context in
    await account.signIn(try context.parameters.require("name", as: String.self))
    if let login = await navigator.state.top, login.route == "login" {
        await navigator.finish(login.id, with: true)
    }
}
try navigator.router.add(user)
// snippet.end

// snippet.web
// The app's web page: the hosts it shows, and the page for a URL.
enum WebModule {
    static let hosts = ["help.example.com", ".shop.example.com"]

    static func page(showing url: WebURL) -> PageDestination {
        PageDestination(route: "web", url: url.description, parameters: ["url": url.description])
    }
}

// A web link no module's route answers opens in the web module's page.
try navigator.router.add(.web(allowing: WebModule.hosts) { url, _ in WebModule.page(showing: url) })
// snippet.end
