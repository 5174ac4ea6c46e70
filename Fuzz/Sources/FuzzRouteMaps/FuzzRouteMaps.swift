import Foundation
import FuzzSupport
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// Route-map files, any bytes at all: the first byte picks the format (0 JSON, 1 YAML, 2 property
/// list), the rest is the file. Reading either throws or gives a map that lints and loads into a
/// router (or says why), without a crash or a hang. A map read is also written as JSON
/// (`RouteMap.json`, what `junction compile` writes), and that text must read back as the same
/// map; JSON Junction reads, Foundation's `JSONSerialization` must read too.
@_cdecl("FuzzRouteMaps_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzRouteMaps($0, count) } ?? 0 }
}

func fuzzRouteMaps(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let formats: [RouteMapFile.Format] = [.json, .yaml, .propertyList]
    let format = formats[Int(data[0]) % formats.count]
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: count - 1))
    guard let file = try? RouteMapFile(data: bytes, format: format, file: "fuzzed") else { return 0 }
    if format == .json, (try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])) == nil {
        mismatch("Junction read JSON that JSONSerialization refuses: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
    let written = file.map.json
    do {
        let reread = try RouteMapFile(text: written, format: .json, file: "written")
        if reread.map != file.map { mismatch("the map written as JSON reads back as another map: \(written.debugDescription)") }
    } catch {
        mismatch("the map written as JSON does not read back: \(error) in \(written.debugDescription)")
    }
    for diagnostic in file.lint() {
        if diagnostic.description.contains("\n") { mismatch("a diagnostic spans lines: \(diagnostic.description.debugDescription)") }
    }
    let router = Router()
    _ = try? file.load(into: router, bindings: RouteMapBindings())
    return 0
}
