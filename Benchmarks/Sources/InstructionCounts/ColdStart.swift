import Foundation
import Junction
import JunctionRouteMap
import Workload

/// `coldstart-json`: a JSON route map of `routeCount` routes read, checked and registered
/// (what an app does at launch), one route a unit; the map's last route must answer first.
func coldStartJSONScenario(routeCount: Int) throws -> Scenario {
    let data = Data(RouteMapText.json(routeCount: routeCount).utf8)
    try checkDirectJSONReading(routeCount: min(routeCount, 100))
    var bindings = RouteMapBindings()
    for route in try RouteMapFile(data: data, format: .json).map.routes {
        guard case .page(let page)? = route.target else { continue }
        bindings.page(page) { _ in page }
    }
    func load() throws -> Junction.Router {
        let file = try RouteMapFile(data: data, format: .json, file: "routes")
        let router = Junction.Router(options: RouterOptions().adding(file.map))
        try file.load(into: router, bindings: bindings)
        return router
    }
    let probe = RouteMapText.url(routeIndex: routeCount - 1)
    guard try load().match(probe) != nil else { throw UsageError(message: "\(probe) reaches no route of the map") }
    return Scenario(unit: "route", operations: routeCount) { repeats in
        for _ in 0..<repeats { keep(try load()) }
    }
}

/// JSON maps are read straight into the model; the same text read as YAML (JSON is YAML's flow
/// style) goes through Yams and the decoder of located nodes, which must give an equal map.
func checkDirectJSONReading(routeCount: Int) throws {
    let text = RouteMapText.json(routeCount: routeCount)
    let direct = try RouteMapFile(text: text, format: .json).map
    guard direct == (try RouteMapFile(text: text, format: .yaml).map) else {
        throw UsageError(message: "the JSON map of \(routeCount) routes reads differently as YAML")
    }
}
