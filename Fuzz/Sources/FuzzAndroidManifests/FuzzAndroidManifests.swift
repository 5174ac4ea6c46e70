import Foundation
import FuzzSupport
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// Android manifests and `intent-filters.xml` files, any bytes at all: reading either throws an
/// error of one line or gives filters that, written back to XML, read back as the same filters;
/// checking them against a map gives one-line findings, the same twice, within the check's
/// budget, without a crash or a hang.
@_cdecl("FuzzAndroidManifests_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzAndroidManifests($0, count) } ?? 0 }
}

let map = RouteMap(schemes: ["shop"], webHosts: ["example.com", "*.example.org"], routes: [
    RouteMap.Route(name: "item", patterns: [try! RoutePattern("/i/{id:int}")], exposure: .sources(.universalLink)),
    RouteMap.Route(name: "admin", patterns: [try! RoutePattern("/i/admin")]),
    RouteMap.Route(name: "help", patterns: [try! RoutePattern("/help/**")], exposure: .everywhere),
    RouteMap.Route(name: "file", patterns: [try! RoutePattern("/f/v{major}.{minor}")], exposure: .everywhere),
    RouteMap.Route(name: "cart", patterns: [try! RoutePattern("shop://cart")], exposure: .sources(.otherApp)),
    RouteMap.Route(name: "console", patterns: [try! RoutePattern("https://admin.example.org/{action}")]),
])

func fuzzAndroidManifests(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    let filters: [AndroidIntentFilter]
    do {
        filters = try AndroidAppLinks.intentFilters(xml: bytes, file: "fuzzed")
    } catch {
        if error.description.contains("\n") { mismatch("an error spans lines: \(error.description.debugDescription)") }
        return 0
    }
    let written = AndroidAppLinks(packageName: "com.example.app", certificateSHA256: [], filters: filters).intentFiltersXML
    guard let again = try? AndroidAppLinks.intentFilters(xml: Data(written.utf8), file: "written") else {
        mismatch("the written filters do not read back: \(written.debugDescription)")
    }
    if again != filters { mismatch("the written filters read back differently: \(written.debugDescription)") }
    guard let first = try? map.checkAndroid(filters, file: "fuzzed") else { return 0 }
    for finding in first where finding.description.contains("\n") {
        mismatch("a finding spans lines: \(finding.description.debugDescription)")
    }
    if let second = try? map.checkAndroid(filters, file: "fuzzed"), second != first {
        mismatch("two checks of one file disagree")
    }
    return 0
}
