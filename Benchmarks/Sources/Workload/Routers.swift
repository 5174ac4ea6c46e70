import Junction
import Logging
import RoutingKit

/// Builds each router's table from a workload, the way an app would register its routes.
public enum Routers {
    /// A Junction router with every route of `workload`, each with a trivial synchronous handler.
    /// With `named`, each route is also given a name (`r17`) to build URLs with.
    public static func junction(_ workload: Workload, named: Bool = false) -> Junction.Router {
        let router = Junction.Router()
        for route in workload.routes {
            do {
                try router.register(route.junctionPattern, name: named ? "r\(route.index)" : nil) { _ in }
            } catch {
                fatalError("workload: Junction rejected \(route.junctionPattern): \(error)")
            }
        }
        return router
    }

    /// A routing-kit `TrieRouter` with every route of `workload`; its output is the route index.
    public static func routingKit(_ workload: Workload) -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for route in workload.routes {
            router.register(route.index, at: route.routingKitPath)
        }
        return router
    }

    /// One logger for every routing-kit `Parameters`, so a lookup does not make a new logger
    /// (routing-kit's `Parameters()` would); this favours the peer.
    public static let routingKitLogger = Logger(label: "benchmarks.routing-kit")
}

/// Reads a URL string into the segments routing-kit routes on, as a server reads a request's
/// path: drops `scheme://`, stops at `?` or `#`, splits on `/` and drops empty segments.
///
/// - Complexity: One pass over the URL's UTF-8 bytes; one array and one `String` per segment
///   (segments of up to 15 bytes are stored inline, without a heap allocation).
public func routingKitSegments(_ url: String) -> [String] {
    let bytes = url.utf8
    var start = bytes.startIndex
    if let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
        bytes[colon...].starts(with: "://".utf8)
    {
        start = bytes.index(colon, offsetBy: 3)
    }
    let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
    var segments: [String] = []
    segments.reserveCapacity(8)
    var segmentStart = start
    var index = start
    while index < end {
        if bytes[index] == UInt8(ascii: "/") {
            if segmentStart < index { segments.append(String(Substring(bytes[segmentStart..<index]))) }
            segmentStart = bytes.index(after: index)
        }
        index = bytes.index(after: index)
    }
    if segmentStart < end { segments.append(String(Substring(bytes[segmentStart..<end]))) }
    return segments
}
