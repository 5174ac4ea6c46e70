import JunctionRouteMap

/// What applying a map changed, by route name, each list in the order of the map it comes from.
public struct RouteMapChanges: Hashable, Sendable, CustomStringConvertible {
    /// Routes the new map has and the old one did not.
    public var added: [String]
    /// Routes the old map had and the new one does not.
    public var removed: [String]
    /// Routes both have, declared differently (patterns, target, exposure, attributes...).
    public var changed: [String]

    /// Changes listed by hand (tests compare with these).
    public init(added: [String] = [], removed: [String] = [], changed: [String] = []) {
        self.added = added
        self.removed = removed
        self.changed = changed
    }

    /// The changes from `old` (nothing when `nil`) to `new`.
    init(from old: RouteMap?, to new: RouteMap) {
        var before: [String: RouteMap.Route] = [:]
        for route in old?.routes ?? [] { before[route.name] = route }
        let names = Set(new.routes.map(\.name))
        self.init(
            added: new.routes.filter { before[$0.name] == nil }.map(\.name),
            removed: (old?.routes ?? []).filter { !names.contains($0.name) }.map(\.name),
            changed: new.routes.filter { route in before[route.name].map { $0 != route } ?? false }.map(\.name))
    }

    /// `added a, b; removed c; changed d`, or `no route changed`.
    public var description: String {
        let parts = [("added", added), ("removed", removed), ("changed", changed)]
            .filter { !$0.1.isEmpty }
            .map { "\($0.0) \($0.1.joined(separator: ", "))" }
        return parts.isEmpty ? "no route changed" : parts.joined(separator: "; ")
    }
}
