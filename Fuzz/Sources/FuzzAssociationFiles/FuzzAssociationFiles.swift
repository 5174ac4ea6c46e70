import Foundation
import FuzzSupport
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// `apple-app-site-association` files, any bytes at all: reading either throws or gives a file
/// that writes back to JSON reading as the same file, and that checks against a map with
/// one-line findings, the same twice, without a crash or a hang.
@_cdecl("FuzzAssociationFiles_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzAssociationFiles($0, count) } ?? 0 }
}

let map = RouteMap(webHosts: ["example.com"], routes: [
    RouteMap.Route(name: "item", patterns: [try! RoutePattern("/i/{id:int}")], exposure: .sources(.universalLink)),
    RouteMap.Route(name: "admin", patterns: [try! RoutePattern("/i/admin")]),
    RouteMap.Route(name: "help", patterns: [try! RoutePattern("/help/**")], exposure: .everywhere),
    RouteMap.Route(name: "file", patterns: [try! RoutePattern("/f/v{major}.{minor}")], exposure: .everywhere),
])

func fuzzAssociationFiles(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    guard let association = try? AppSiteAssociation(json: bytes, file: "fuzzed") else { return 0 }
    let written = association.json
    guard let again = try? AppSiteAssociation(json: Data(written.utf8), file: "written") else {
        mismatch("the written file does not read back: \(written.debugDescription)")
    }
    if again != association { mismatch("the written file reads back differently: \(written.debugDescription)") }
    guard let first = try? map.check(association, file: "fuzzed", hosts: ["example.com"]) else { return 0 }
    for finding in first where finding.description.contains("\n") {
        mismatch("a finding spans lines: \(finding.description.debugDescription)")
    }
    if let second = try? map.check(association, file: "fuzzed", hosts: ["example.com"]), second != first {
        mismatch("two checks of one file disagree")
    }
    return 0
}
