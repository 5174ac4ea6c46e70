import Foundation
import Junction
import JunctionRouteMap
import Workload

/// `coldstart-json`: a JSON route map of `routeCount` routes read, checked and registered
/// (what an app does at launch), one route a unit; the map's last route must answer first.
func coldStartJSONScenario(routeCount: Int) throws -> Scenario {
    let data = Data(RouteMapText.json(routeCount: routeCount).utf8)
    var bindings = RouteMapBindings()
    for route in try RouteMapFile(data: data, format: .json).map.routes {
        guard case .page(let page)? = route.target else { continue }
        bindings.page(page) { _ in page }
    }
    func load() throws -> Junction.Router {
        let file = try RouteMapFile(data: data, format: .json, file: "routes")
        let router = Junction.Router(options: RouterOptions().adding(file.map))
        try router.load(file, bindings: bindings)
        return router
    }
    let probe = RouteMapText.url(routeIndex: routeCount - 1)
    guard try load().match(probe) != nil else { throw UsageError(message: "\(probe) reaches no route of the map") }
    return Scenario(unit: "route", operations: routeCount) { repeats in
        for _ in 0..<repeats { keep(try load()) }
    }
}
