import FuzzSupport
import Junction

/// URLs, any bytes at all, against a varied route table, from in-app and from outside: no crash,
/// no hang, the same answer twice, and every capture of a route reached holds a value its
/// converter accepts.
let routers = [FuzzRoutes.router(), FuzzRoutes.router(caseInsensitive: true, fallback: true)]

@_cdecl("FuzzURLMatching_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzURLMatching($0, count) } ?? 0 }
}

func fuzzURLMatching(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let url = text(data, count)
    for router in routers {
        for source in [RouteSource.inApp, .push, .universalLink] {
            let first = try? router.match(RouteRequest(url: url, source: source))
            let second = try? router.match(RouteRequest(url: url, source: source))
            guard first?.pattern == second?.pattern, first?.parameters.merged == second?.parameters.merged else {
                mismatch("\(url.debugDescription) matched differently twice")
            }
            first?.checkCaptures(url: url)
            _ = first?.remainder
        }
    }
    return 0
}
