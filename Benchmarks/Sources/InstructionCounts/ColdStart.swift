import Foundation
import Junction
import JunctionRouteMap
import Workload

/// `coldstart-json`, `coldstart-yaml`: a route map of `routeCount` routes in that form read,
/// checked and registered (what an app does at launch), one route a unit; the map's last route
/// must answer first.
func coldStartScenario(_ format: RouteMapFile.Format, routeCount: Int) throws -> Scenario {
    let json = Data(RouteMapText.json(routeCount: routeCount).utf8)
    try checkDirectJSONReading(routeCount: min(routeCount, 100))
    let source = try RouteMapFile(data: json, format: .json)
    let data = switch format {
    case .json: json
    case .yaml: Data(RouteMapText.yaml(routeCount: routeCount).utf8)
    case .propertyList: throw UsageError(message: "no property-list cold start")
    }
    guard try RouteMapFile(data: data, format: format).map == source.map else {
        throw UsageError(message: "the \(format) map of \(routeCount) routes reads differently from the JSON one")
    }
    var bindings = RouteMapBindings()
    for route in source.map.routes {
        guard case .page(let page)? = route.target else { continue }
        bindings.page(page) { _ in page }
    }
    func load() throws -> Junction.Router {
        let file = try RouteMapFile(data: data, format: format, file: "routes")
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
