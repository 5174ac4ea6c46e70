import Junction
import RoutingKit

/// One segment of a workload route, written once and rendered in each router's syntax.
public enum RouteSegment: Hashable, Sendable {
    /// Literal text (the module, `settings`, `about`).
    case literal(String)
    /// One captured segment; `integer` captures are typed (`{id:int}`) for Junction and plain
    /// (`:id`) for routers without typed captures. The workload only ever puts integers there,
    /// so every router matches the same URLs.
    case capture(String, integer: Bool)
    /// A trailing wildcard that takes the rest of the path (`**`).
    case remainder
}

/// A workload route: the segments after the scheme, the first of which is the module (the
/// URL's authority, read as the first path segment, as Junction and routing-kit both do).
public struct WorkloadRoute: Hashable, Sendable {
    /// The route's index in its table; what each router returns for it.
    public let index: Int
    /// The module this route belongs to (`m17`).
    public let module: String
    /// The segments, the module first.
    public let segments: [RouteSegment]

    /// The pattern in Junction's syntax: `app://m17/order/:order/item/{item:int}`.
    public var junctionPattern: String {
        let path = segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .capture(let name, integer: true): "{\(name):int}"
            case .capture(let name, integer: false): ":\(name)"
            case .remainder: "**"
            }
        }
        return Workload.scheme + "://" + path.joined(separator: "/")
    }

    /// The path in routing-kit's syntax: `m17`, `order`, `:order`, `item`, `:item`.
    public var routingKitPath: [PathComponent] {
        segments.map { segment -> PathComponent in
            switch segment {
            case .literal(let text): .constant(text)
            case .capture(let name, _): .parameter(name)
            case .remainder: .catchall
            }
        }
    }

    /// The names of the route's captures, in order.
    public var captureNames: [String] {
        segments.compactMap { segment in
            if case .capture(let name, _) = segment { name } else { nil }
        }
    }

    /// Whether the route ends with `**`.
    public var hasRemainder: Bool { segments.last == .remainder }
}
