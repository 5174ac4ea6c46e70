import Junction

/// The hosts and schemes a map names: its `webHosts`, and a route's `hosts` and `schemes`, which
/// tie its scheme-less patterns to them (ROUTING.md §3).
extension RouteMapDecoder {
    /// `webHosts` (and a route's `hosts`): hosts, each a wildcard only when well formed
    /// (`*.example.com`).
    mutating func webHosts(_ node: MapNode, what: String = "webHosts", path: @autoclosure () -> String = "webHosts") throws(RouteMapError) -> [String] {
        let hosts = try strings(node, what: what, path: path())
        for (index, host) in hosts.enumerated() {
            do throws(RouteError) {
                _ = try WebHost(host)
            } catch {
                guard case .list(let elements) = node.value else { throw self.error(error.message, at: node) }
                throw self.error(error.message, at: elements[index])
            }
        }
        return hosts
    }

    /// A route's `schemes`: each a scheme (`https`), without `://`, as `pattern` (the route's
    /// first) takes it.
    mutating func routeSchemes(_ node: MapNode, of pattern: RoutePattern, path: @autoclosure () -> String) throws(RouteMapError) -> [String] {
        let schemes = try strings(node, what: "schemes", path: path())
        for (index, scheme) in schemes.enumerated() {
            do throws(RouteError) {
                _ = try pattern.tied(hosts: [], schemes: [scheme])
            } catch {
                guard case .list(let elements) = node.value else { throw self.error(error.message, at: node) }
                throw self.error(error.message, at: elements[index])
            }
        }
        return schemes
    }

    /// Why the route `name`, which lists hosts or schemes, cannot have `pattern`, which has a scheme.
    static func tiedPatternProblem(route name: String, _ pattern: RoutePattern) -> String {
        "route \"\(name)\" lists hosts or schemes, which its scheme-less patterns take; \"\(pattern.text)\" has a scheme of its own"
    }
}
