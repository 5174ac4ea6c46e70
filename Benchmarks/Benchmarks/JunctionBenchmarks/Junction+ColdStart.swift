import Benchmark
import Foundation
import Junction
import JunctionRouteMap
import Workload

/// What a cold-start benchmark reads: a route map's bytes as an app ships them, the bindings
/// for its pages, and a URL to open once it is loaded.
struct ColdStartState: Sendable {
    let data: Data
    let format: RouteMapFile.Format
    let bindings: RouteMapBindings
    let probe: String

    init(routeCount: Int, format: RouteMapFile.Format) throws {
        let json = Data(RouteMapText.json(routeCount: routeCount).utf8)
        switch format {
        case .yaml: data = Data(RouteMapText.yaml(routeCount: routeCount).utf8)
        default: data = json
        }
        self.format = format
        var bindings = RouteMapBindings()
        for route in try RouteMapFile(data: data, format: format).map.routes {
            guard case .page(let page)? = route.target else { continue }
            bindings.page(page) { _ in page }
        }
        self.bindings = bindings
        probe = RouteMapText.url(routeIndex: routeCount - 1)
        // JSON is read straight into the model: the same text read as YAML (JSON is YAML's
        // flow style), through Yams and the decoder of located nodes, must give an equal map.
        if format == .json, let text = String(data: data, encoding: .utf8),
           try RouteMapFile(data: data, format: .json).map != RouteMapFile(text: text, format: .yaml).map {
            fatalError("cold start check failed: the JSON map reads differently as YAML")
        }
        // The map loads and its last route answers, before anything is measured.
        guard try Self.load(data, format: format, bindings: bindings).match(probe) != nil else {
            fatalError("cold start check failed: \(probe) reaches no route of the map")
        }
    }

    /// What an app does at launch: reads the map, checks it, and registers its routes.
    static func load(_ data: Data, format: RouteMapFile.Format, bindings: RouteMapBindings) throws -> Junction.Router {
        let file = try RouteMapFile(data: data, format: format, file: "routes")
        let router = Junction.Router(options: RouterOptions().adding(file.map))
        try file.load(into: router, bindings: bindings)
        return router
    }
}

/// A route map read, checked and registered, and one URL opened: what a large app pays at every
/// launch. One iteration is one whole map.
func registerJunctionColdStart() {
    for routeCount in [1_000, 10_000] {
        for (label, format) in [("JSON", RouteMapFile.Format.json), ("YAML", .yaml)] {
            // Each has a target on its wall clock (`Scripts/report.py`).
            Benchmark(
                "Junction cold start \(label) N=\(routeCount)",
                configuration: Configurations.building(targets: [.wallClock])
            ) { benchmark, state in
                let router = try ColdStartState.load(state.data, format: state.format, bindings: state.bindings)
                blackHole(try router.match(state.probe))
                benchmark.stopMeasurement()
                blackHole(router)
            } setup: {
                try ColdStartState(routeCount: routeCount, format: format)
            }
        }
    }
}
