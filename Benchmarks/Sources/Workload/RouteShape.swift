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
    /// A segment mixing literal text and captures (`{slug}-{id:int}.html`, `v{major:int}.{minor:int}`).
    /// Routers without mixed segments get one capture for the whole segment instead (see
    /// ``WorkloadRoute/peerCaptureName(_:)``); the workload only puts text of the right shape
    /// there, so every router matches the same URLs.
    case mixed([MixedPart])
    /// A trailing wildcard that takes the rest of the path (`**`).
    case remainder
}

/// A part of a mixed segment.
public enum MixedPart: Hashable, Sendable {
    /// Literal text between captures (`-`, `.html`, `v`).
    case text(String)
    /// A capture, typed `int` when `integer`.
    case capture(String, integer: Bool)
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
            case .mixed(let parts):
                parts.map { part in
                    switch part {
                    case .text(let text): text
                    case .capture(let name, integer: true): "{\(name):int}"
                    case .capture(let name, integer: false): "{\(name)}"
                    }
                }.joined()
            case .remainder: "**"
            }
        }
        return Workload.scheme + "://" + path.joined(separator: "/")
    }

    /// The path in routing-kit's syntax: `m17`, `order`, `:order`, `item`, `:item`. A mixed
    /// segment is one parameter (`:slug_id`), the nearest routing-kit has.
    public var routingKitPath: [PathComponent] {
        segments.map { segment -> PathComponent in
            switch segment {
            case .literal(let text): .constant(text)
            case .capture(let name, _): .parameter(name)
            case .mixed(let parts): .parameter(Self.peerCaptureName(parts))
            case .remainder: .catchall
            }
        }
    }

    /// The names of the route's captures, in order, mixed segments' included.
    public var captureNames: [String] {
        segments.flatMap { segment -> [String] in
            switch segment {
            case .capture(let name, _): [name]
            case .mixed(let parts):
                parts.compactMap { part in
                    if case .capture(let name, _) = part { name } else { nil }
                }
            case .literal, .remainder: []
            }
        }
    }

    /// Whether the route ends with `**`.
    public var hasRemainder: Bool { segments.last == .remainder }

    /// The name of the one capture a router without mixed segments gets for a mixed segment:
    /// its capture names joined by `_` (`slug_id`).
    public static func peerCaptureName(_ parts: [MixedPart]) -> String {
        parts.compactMap { part in
            if case .capture(let name, _) = part { name } else { nil }
        }.joined(separator: "_")
    }
}
