import Junction
import JunctionRouteMap

/// A map's routes as a tree of path segments, one tree per scheme, for showing what a map
/// routes (`junction routes`).
public struct RouteTree: Sendable {
    /// One segment, the routes whose pattern ends at it, and the segments below it.
    public struct Node: Sendable {
        /// The segment; `nil` for the root of a scheme.
        public var segment: RoutePattern.Segment?
        /// The names of the routes whose pattern ends here, in the map's order.
        public var routes: [String] = []
        /// The segments below, in the order they first appear in the map.
        public var children: [Node] = []
    }

    /// The tree of one scheme.
    public struct Branch: Sendable {
        /// The scheme; `nil` for scheme-less patterns, which match any of the app's schemes.
        public var scheme: String?
        /// Its root, holding the first segments.
        public var root: Node
    }

    /// The schemes in the order they first appear, scheme-less patterns last.
    public var branches: [Branch]

    /// The tree of a map's patterns. Patterns that have more segments than a URL may
    /// (`URLLimits.maxSegments`) are left out (`RouteMapFile.lint(converters:)` reports
    /// them).
    public init(_ map: RouteMap) {
        var branches: [Branch] = []
        var anyScheme = Branch(scheme: nil, root: Node())
        for route in map.routes {
            // A pattern with optional groups shows as each pattern it stands for.
            for pattern in route.patterns.flatMap(\.expansions) where pattern.pathSegments.count <= URLLimits().maxSegments {
                if let scheme = pattern.scheme {
                    if let index = branches.firstIndex(where: { $0.scheme == scheme }) {
                        branches[index].root.insert(pattern.pathSegments[...], route: route.name)
                    } else {
                        var branch = Branch(scheme: scheme, root: Node())
                        branch.root.insert(pattern.pathSegments[...], route: route.name)
                        branches.append(branch)
                    }
                } else {
                    anyScheme.root.insert(pattern.pathSegments[...], route: route.name)
                }
            }
        }
        if !anyScheme.root.routes.isEmpty || !anyScheme.root.children.isEmpty { branches.append(anyScheme) }
        self.branches = branches
    }
}

extension RouteTree.Node {
    fileprivate mutating func insert(_ segments: ArraySlice<RoutePattern.Segment>, route: String) {
        guard let first = segments.first else {
            routes.append(route)
            return
        }
        if let index = children.firstIndex(where: { $0.segment == first }) {
            children[index].insert(segments.dropFirst(), route: route)
        } else {
            var child = RouteTree.Node(segment: first)
            child.insert(segments.dropFirst(), route: route)
            children.append(child)
        }
    }
}
