import Junction
import JunctionRouteMap
import JunctionSupport

extension RemoteMapExposureLimit {
    /// What the bundled map lets an outside link bring to each page or handler besides the
    /// exposure: the parameters' types, the defaults, and the pages built under it as parents.
    ///
    /// A remote map's route that opens from outside must keep all three, judged against the
    /// bundled routes to the same page or handler that open from outside: every parameter any of
    /// them declares has a type one of them gives it (one that does not declare it takes it as
    /// text); every default, one of them sets to the same value; and every parent up the chain is
    /// one they are built on, or a route of the map exposed to every source the link may come
    /// from. A parent the map does not hold (a route the app registers in code) must be the one
    /// the bundled map names there: the map cannot say how it is exposed. It must also pin every
    /// value all of them pin (`?url:=/terms`), and take no host or scheme they do not: when each
    /// of them lists hosts (or schemes), it lists some of those.
    struct BundledValues: Sendable {
        /// A default: the parameter and its value.
        struct Default: Hashable, Sendable {
            var name: String
            var value: String
        }

        /// A child page or handler and the one the bundled map builds under it as a parent, on the
        /// chain of a link from outside.
        struct Parent: Hashable, Sendable {
            var child: RouteMap.Target
            var parent: RouteMap.Target
        }

        /// A child page or handler and the name of a route outside the bundled map (one the app
        /// registers in code, or another collection's) that the bundled map builds under it.
        struct OutsideParent: Hashable, Sendable {
            var child: RouteMap.Target
            var name: String
        }

        var types: [RouteMap.Target: [String: Set<String>]] = [:]
        var defaults: [RouteMap.Target: Set<Default>] = [:]
        var parents: Set<Parent> = []
        var outsideParents: Set<OutsideParent> = []
        /// The names every bundled route to the page pins in each of its patterns.
        var pinned: [RouteMap.Target: Set<String>] = [:]
        /// The hosts and the schemes (lower-cased) the bundled routes to the page take; `nil`
        /// where one of them takes any.
        var hosts: [RouteMap.Target: Set<String>?] = [:]
        var schemes: [RouteMap.Target: Set<String>?] = [:]
        /// The bundled map's web hosts, lower-cased: where a route may send its opens (`web`),
        /// a wildcard (`*.example.com`) standing for each of its subdomains.
        var webHosts: Set<String> = []

        init(_ map: RouteMap) {
            webHosts = Set(map.webHosts.map { $0.lowercased() })
            let byName = Dictionary(map.routes.map { ($0.name, $0) }) { first, _ in first }
            var declared: [RouteMap.Target: Set<String>] = [:]
            let outside = map.routes.filter { $0.redirect == nil && $0.exposure.reachesOutside }
            for route in outside {
                guard let target = route.target else { continue }
                declared[target, default: []].formUnion(Self.types(of: route).keys)
            }
            for route in outside {
                guard let target = route.target else { continue }
                let types = Self.types(of: route)
                for name in declared[target] ?? [] { self.types[target, default: [:]][name, default: []].insert(types[name] ?? "string") }
                defaults[target, default: []].formUnion(Self.defaults(of: route))
                let pins = route.patterns.map { Set($0.pinned) }.reduce(nil) { (all: Set<String>?, next) in all?.intersection(next) ?? next } ?? []
                pinned[target] = pinned[target].map { $0.intersection(pins) } ?? pins
                hosts[target] = Self.widened(hosts[target], by: route.hosts)
                schemes[target] = Self.widened(schemes[target], by: route.schemes)
                // The chain a link from outside builds, however each parent is exposed.
                var child = target
                var visited: Set<String> = [route.name]
                var next = route.parent
                while let name = next, visited.insert(name).inserted {
                    guard let parent = byName[name] else {
                        outsideParents.insert(OutsideParent(child: child, name: name))
                        break
                    }
                    guard let parentTarget = parent.target else { break }
                    parents.insert(Parent(child: child, parent: parentTarget))
                    child = parentTarget
                    next = parent.parent
                }
            }
        }

        /// The type of each parameter a route declares: a capture's converter, else its
        /// attribute's type, else text.
        static func types(of route: RouteMap.Route) -> [String: String] {
            var types: [String: String] = [:]
            for attribute in route.attributes where types[attribute.name] == nil { types[attribute.name] = attribute.type }
            for capture in route.patterns.flatMap(\.captures) {
                types[capture.name] = capture.converter ?? route.attributes.first { $0.name == capture.name }?.type ?? "string"
            }
            return types
        }

        /// What the routes to a page read so far take (`earlier`: absent before the first, `nil`
        /// inside for any) together with a route that lists `list` (empty for any).
        static func widened(_ earlier: Set<String>??, by list: [String]) -> Set<String>? {
            let taken = list.isEmpty ? nil : Set(list.map { $0.lowercased() })
            guard let earlier else { return taken }
            guard let earlier, let taken else { return nil }
            return earlier.union(taken)
        }

        /// The defaults a route sets: its attributes' and its patterns'.
        static func defaults(of route: RouteMap.Route) -> Set<Default> {
            var defaults = Set(route.attributes.compactMap { attribute in attribute.defaultValue.map { Default(name: attribute.name, value: $0) } })
            for item in route.patterns.flatMap(\.defaults) { defaults.insert(Default(name: item.name, value: item.value)) }
            return defaults
        }

        /// The first way a route of `map` that opens from outside brings its page more than the
        /// bundled map does, as the error that refuses the map.
        func violation(in map: RouteMap) -> RemoteMapError? {
            for route in map.routes {
                guard let web = route.web else { continue }
                let host = web.pathSegments.first.map { $0.text.lowercased() } ?? ""
                guard !WebHost.isListed(host, in: webHosts) else { continue }
                let named = webHosts.isEmpty ? "it names none" : webHosts.sorted().joined(separator: ", ")
                return RemoteMapError(
                    .widensExposure,
                    "route \"\(DisplayEscaping.escape(route.name))\" sends its opens to \"\(DisplayEscaping.escape(web.text))\", which is not on a web host of the bundled map (\(DisplayEscaping.escape(named)))")
            }
            let byName = Dictionary(map.routes.map { ($0.name, $0) }) { first, _ in first }
            for route in map.routes where route.redirect == nil && route.exposure.reachesOutside {
                guard let target = route.target else { continue }
                if let problem = typeProblem(route, target) ?? defaultProblem(route, target) ?? pinProblem(route, target)
                    ?? reachProblem(route, target) ?? parentProblem(route, target, byName)
                {
                    return RemoteMapError(.widensExposure, "route \"\(DisplayEscaping.escape(route.name))\", opened from outside, \(problem)")
                }
            }
            return nil
        }

        /// `page "ProductPage"`, `handler "cart.add"`.
        static func named(_ target: RouteMap.Target) -> String {
            switch target {
            case .page(let name): "page \"\(DisplayEscaping.escape(name))\""
            case .handler(let key): "handler \"\(DisplayEscaping.escape(key))\""
            }
        }

        private func typeProblem(_ route: RouteMap.Route, _ target: RouteMap.Target) -> String? {
            let types = Self.types(of: route)
            for (name, allowed) in (self.types[target] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let type = types[name] ?? "string"
                guard !allowed.contains(type) else { continue }
                return "takes \"\(DisplayEscaping.escape(name))\" as \(type); the bundled map's routes to \(Self.named(target)) take it as \(allowed.sorted().joined(separator: " or "))"
            }
            return nil
        }

        private func defaultProblem(_ route: RouteMap.Route, _ target: RouteMap.Target) -> String? {
            let allowed = defaults[target] ?? []
            guard let extra = Self.defaults(of: route).sorted(by: { ($0.name, $0.value) < ($1.name, $1.value) }).first(where: { !allowed.contains($0) }) else {
                return nil
            }
            return "gives \"\(DisplayEscaping.escape(extra.name))\" the default \"\(DisplayEscaping.escape(extra.value))\", which no bundled route to \(Self.named(target)) gives"
        }

        private func pinProblem(_ route: RouteMap.Route, _ target: RouteMap.Target) -> String? {
            for name in (pinned[target] ?? []).sorted() {
                guard let pattern = route.patterns.first(where: { !$0.pinned.contains(name) }) else { continue }
                return "lets \"\(DisplayEscaping.escape(pattern.text))\" set \"\(DisplayEscaping.escape(name))\", which every bundled route to \(Self.named(target)) pins"
            }
            return nil
        }

        private func reachProblem(_ route: RouteMap.Route, _ target: RouteMap.Target) -> String? {
            for (kind, list, allowed) in [("hosts", route.hosts, hosts[target] ?? nil), ("schemes", route.schemes, schemes[target] ?? nil)] {
                guard let allowed else { continue }
                let taken = list.map { $0.lowercased() }
                if taken.isEmpty || !allowed.isSuperset(of: taken) {
                    let own = taken.isEmpty ? "any of them" : taken.joined(separator: ", ")
                    return "takes \(kind) \(DisplayEscaping.escape(own)); the bundled map's routes to \(Self.named(target)) take \(DisplayEscaping.escape(allowed.sorted().joined(separator: ", "))) only"
                }
            }
            return nil
        }

        private func parentProblem(_ route: RouteMap.Route, _ target: RouteMap.Target, _ byName: [String: RouteMap.Route]) -> String? {
            var child = (route: route, target: target)
            var visited: Set<String> = [route.name]
            while let name = child.route.parent, visited.insert(name).inserted {
                guard let parent = byName[name] else {
                    // A route the map does not hold: the ceiling cannot see how it is exposed or
                    // what its handler does, so only the parent the bundled map names there.
                    guard outsideParents.contains(OutsideParent(child: child.target, name: name)) else {
                        return "is built on the parent \"\(DisplayEscaping.escape(name))\", which is not a route of the map, and the bundled map does not build it under \(Self.named(child.target))"
                    }
                    return nil
                }
                let sanctioned = parent.target.map { parents.contains(Parent(child: child.target, parent: $0)) } ?? false
                guard sanctioned || route.exposure.isWithin(parent.exposure) else {
                    return "is built on the parent \"\(DisplayEscaping.escape(name))\" (exposed \(parent.exposure)), which the bundled map does not build under \(Self.named(child.target))"
                }
                guard let parentTarget = parent.target else { return nil }
                child = (parent, parentTarget)
            }
            return nil
        }
    }
}
