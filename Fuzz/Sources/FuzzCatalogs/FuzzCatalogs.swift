import Foundation
import FuzzSupport
import Junction
import JunctionRouteMap

/// `junction docs` and `junction graph`, for a map made from any bytes (a JSON map, or texts
/// put in a map of three routes: `CatalogOutputCheck.map(fuzzed:)`): the HTML catalog has
/// exactly the elements and attributes the writer writes, the Markdown catalog shows no HTML and
/// keeps its code spans and cells, and the DOT and Mermaid graphs read as the graph meant
/// (`CatalogOutputCheck`, the file the property test uses).
@_cdecl("FuzzCatalogs_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzCatalogs($0, count) } ?? 0 }
}

func fuzzCatalogs(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let map = CatalogOutputCheck.map(fuzzed: Array(UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    let problems = CatalogOutputCheck.problems(in: map)
    if !problems.isEmpty { mismatch("\(problems.prefix(3)) for the routes \(map.routes.map(\.name).debugDescription)") }
    return 0
}
