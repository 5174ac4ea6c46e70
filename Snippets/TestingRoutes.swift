// Testing your routes: the app's real navigator, preloaded from its route map, with handlers
// recorded instead of run, and expectations that say what they found.

import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionTesting

// snippet.preloaded
let map = try RouteMapFile(text: """
    schemes: [recipes]
    webHosts: [recipes.example.com]
    routes:
      - {name: home, pattern: "recipes://home", page: Home, presentation: root}
      - name: recipe
        patterns: ["recipes://recipe/{id:int}", "/r/{id:int}"]
        page: Recipe
        parent: home
        exposure: [universal-link]
        attributes: [{name: servings, type: int, default: "2"}]
      - {name: save, pattern: "recipes://favorites/add/{id:int}", handler: favorites.add}
    """, format: .yaml)

let navigator = try map.preloadedNavigator()
let host = RecordingNavigationHost()
navigator.add(host)

try await navigator.open(RouteRequest(url: "https://recipes.example.com/r/7", source: .universalLink))
try navigator.state.expect(visible: ["home", "recipe"])
try navigator.state.expect(top: "recipe", parameters: ["id": "7", "servings": "2"])
// host.kinds == [.deepLink]
// snippet.end
// snippet.hide
precondition(host.kinds == [.deepLink])
// snippet.show

// snippet.handlerCalls
let call = try await navigator.router.open("recipes://favorites/add/7", as: HandlerCall.self)
// HandlerCall(handler: "favorites.add", route: "save", url: "recipes://favorites/add/7", parameters: ["id": "7"])
// snippet.end
// snippet.hide
precondition(call == HandlerCall(handler: "favorites.add", route: "save", url: "recipes://favorites/add/7", parameters: ["id": "7"]))
// snippet.show

// snippet.mismatch
do {
    try navigator.state.expect(top: "favorites")
} catch {
    print(error)   // expected favorites on top, found recipe
}
// snippet.end

// snippet.customize
let added = RouteRecorder()
let bound = try map.preloadedNavigator { bindings in
    bindings.handler("favorites.add") { request in "saved \(request.parameters["id"] ?? "")" }
}
bound.router.addObserver(added.record)
// "saved 8"
let answer = try await bound.router.open("recipes://favorites/add/8", as: String.self)
// snippet.end
// snippet.hide
precondition(answer == "saved 8")
precondition(added.events.map(\.url) == ["recipes://favorites/add/8"])
// snippet.show
