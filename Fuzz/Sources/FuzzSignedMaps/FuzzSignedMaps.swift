import Foundation
import FuzzSupport
import JunctionRemoteMaps
import JunctionRouteMap

/// Signed maps, any bytes at all, checked as an app checks a download: against a key set holding
/// the key the seed corpus is signed with, at a fixed time. Checking either throws an error whose
/// description is one line, or gives a map that checks again the same way; the same bytes read
/// as a JWK Set either throw or give a set that reads back as itself. No crash, no hang.
@_cdecl("FuzzSignedMaps_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzSignedMaps($0, count) } ?? 0 }
}

/// The public key of the seed corpus (its private key was thrown away once the seeds were signed).
let seedKeys = try! JSONWebKeySet(json: Array(#"{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"fuzz-seeds","x":"et_3ls3fuxsN00fXgJZN8dzWbZhg2DhDph4QwKtA8ms"}]}"#.utf8))

/// 2026-11-24T12:00:00Z: the seeds were issued that day and expire in 2100.
let options: RemoteMapOptions = {
    var options = RemoteMapOptions()
    options.now = { Date(timeIntervalSince1970: 1_795_521_600) }
    options.maximumSize = 64 * 1024
    return options
}()

func fuzzSignedMaps(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    do {
        let map = try SignedRouteMap(verifying: bytes, keys: seedKeys, app: "com.example.shop", options: options)
        let again = try SignedRouteMap(verifying: bytes, keys: seedKeys, app: "com.example.shop", options: options)
        if again.version != map.version || again.file.map != map.file.map { mismatch("the same token checked twice gave two maps") }
    } catch {
        if error.description.contains("\n") { mismatch("an error spans lines: \(error.description.debugDescription)") }
    }
    if let set = try? JSONWebKeySet(json: bytes) {
        if (try? JSONWebKeySet(json: Array(set.json.utf8))) != set { mismatch("a key set does not read back as itself") }
    }
    return 0
}
