import Junction
import JunctionNavigation
import JunctionRouteMap
import Testing

/// A route map's pages reach the navigator through bindings that answer a `PageDestination`
/// (docs/Decisions.md, "Modules as built"): the map's attributes are checked and defaulted,
/// and its presentation and parents shape the stack.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteMapPagesTests {
    @Test func mapPagesOpenThroughTheNavigator() async throws {
        let file = try RouteMapFile(text: """
            routes:
              - {name: home, pattern: "shop://home", page: Home, presentation: root}
              - name: product
                pattern: "shop://product/{id:int}"
                page: Product
                parent: home
                exposure: [push]
                description: A product
                attributes: [{name: id, type: int, required: true}, {name: tab, default: info}, {name: count, type: int}]
              - {name: login, pattern: "shop://login", page: Login, presentation: modal}
            """, format: .yaml)
        var bindings = RouteMapBindings()
        for route in file.map.routes {
            guard case .page(let name)? = route.target else { continue }
            bindings.page(name) { request in
                PageDestination(
                    route: request.route.name, url: request.context.url.description, parameters: request.parameters.merged,
                    presentation: request.route.presentation ?? .push,
                    parent: request.route.parent)
            }
        }
        let navigator = Navigator(router: Router())
        try file.load(into: navigator.router, bindings: bindings)

        try await navigator.open(RouteRequest(url: "shop://product/4", source: .push))
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "product"])
        #expect(navigator.state.top?.parameters == ["id": "4", "tab": "info"])
        try await navigator.open("shop://login")
        #expect(navigator.state.modals.map { $0.pages.map(\.route) } == [["login"]])
        await #expect(throws: RouteError(.invalidParameter, "parameter \"count\" is \"x\"; expected an integer")) {
            try await navigator.open("shop://product/4?count=x")
        }
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "product", "login"])
    }
}
