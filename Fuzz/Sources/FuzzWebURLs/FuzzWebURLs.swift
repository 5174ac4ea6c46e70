import FuzzSupport
import Junction

/// URLs, any bytes at all, through the web fallback: what it hands on is on an allowed host, with
/// an http or https scheme, and reads back as itself. Percent-encoding can make the URL handed on
/// longer than the limits Junction reads links within, so it is read back without them.
let router = FuzzRoutes.router()
let reader = FuzzRoutes.router(limits: URLLimits(maxURLLength: 1 << 20, maxSegments: 4_096, maxSegmentLength: 1 << 20))

@_cdecl("FuzzWebURLs_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzWebURLs($0, count) } ?? 0 }
}

func fuzzWebURLs(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let url = text(data, count)
    guard let handed = (try? router.openSynchronously(url)) as? WebURL else { return 0 }
    guard handed.scheme == "http" || handed.scheme == "https" else { mismatch("\(url.debugDescription) went to the web as \(handed)") }
    let allowed = handed.host == "good.com" || handed.host.hasSuffix(".cdn.good.com") || (handed.host == "localhost" && handed.port == 8080)
    guard allowed else { mismatch("\(url.debugDescription) went to the web on \(handed.host)") }
    guard let again = (try? reader.openSynchronously(handed.description)) as? WebURL, again == handed else {
        mismatch("\(url.debugDescription) went to the web as \(handed), which does not read back as itself")
    }
    return 0
}
