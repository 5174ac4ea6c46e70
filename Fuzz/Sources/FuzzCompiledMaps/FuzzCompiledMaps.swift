import Foundation
import FuzzSupport
import Junction
import JunctionRouteMap

/// Compiled route maps (`.jmap`), any bytes at all, read twice: as a whole file, whose header,
/// length and checksum the fuzzer rarely gets right, and as the values behind a header made to
/// hold, so that the reader of the values is reached. Either read throws or gives a map that
/// compiles and reads back as itself and loads into a router (or says why), without a crash or
/// a hang.
@_cdecl("FuzzCompiledMaps_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzCompiledMaps($0, count) } ?? 0 }
}

func fuzzCompiledMaps(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    check(bytes)
    check(withHeader(bytes))
    return 0
}

/// `payload` behind the header `junction compile` writes: `JMAP`, version 1, the length, FNV-1a.
func withHeader(_ payload: [UInt8]) -> [UInt8] {
    func littleEndian(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    let checksum = payload.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    return Array("JMAP".utf8) + littleEndian(1, 4) + littleEndian(UInt64(payload.count), 8) + littleEndian(checksum, 8) + payload
}

func check(_ bytes: [UInt8]) {
    let file: RouteMapFile
    do {
        file = try RouteMapFile(data: Data(bytes), format: .compiled, file: "fuzzed.jmap")
    } catch {
        if error.description.contains("\n") { mismatch("an error spans lines: \(error.description.debugDescription)") }
        return
    }
    do {
        let again = try RouteMapFile(data: file.map.compiled, format: .compiled, file: "again.jmap")
        if again.map != file.map { mismatch("the map compiled again reads back as another map: \(bytes)") }
    } catch {
        mismatch("the map compiled again does not read back: \(error) from \(bytes)")
    }
    _ = try? file.load(into: Router(), bindings: RouteMapBindings())
}
