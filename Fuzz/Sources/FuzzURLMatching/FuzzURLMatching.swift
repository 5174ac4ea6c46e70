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
        for source in [RouteSource.inApp, .push, .universalLink, .otherApp] {
            let first = try? router.match(RouteRequest(url: url, source: source))
            let second = try? router.match(RouteRequest(url: url, source: source))
            guard first?.pattern == second?.pattern, first?.parameters.merged == second?.parameters.merged else {
                mismatch("\(url.debugDescription) matched differently twice")
            }
            first?.checkCaptures(url: url)
            if let first { checkHostsAndSchemes(first, url: url, source: source) }
            _ = first?.remainder
        }
    }
    return 0
}

/// A route tied to hosts and schemes is reached only by a path or a URL of one of its schemes on
/// one of its hosts; a route for any host never by a URL on the web host, nor as a universal link.
func checkHostsAndSchemes(_ match: RouteMatch, url: String, source: RouteSource) {
    let scheme = match.url.scheme
    let host = match.url.authority ?? ""
    switch match.name {
    case "tied"?:
        guard let scheme else { return }
        guard FuzzRoutes.tiedSchemes.contains(scheme), WebHost.isListed(host, in: FuzzRoutes.tiedHosts) else {
            mismatch("\(url.debugDescription) reached the tied route with the scheme \(scheme) on \(host.debugDescription)")
        }
    case "any host"?:
        guard host != "shop.example.com", source != .universalLink else {
            mismatch("\(url.debugDescription) from \(source) reached the route for any host on \(host.debugDescription)")
        }
    default:
        return
    }
}
