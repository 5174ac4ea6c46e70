import Junction
import JunctionRouteMap

/// What the association file and the Android files share: errors at a place of the map, and the
/// web hosts to write for.
extension RouteMapFile {
    /// An error at `path` of the map (the whole file when empty), as the writers throw it.
    func linkFileError(_ message: String, at path: String = "") -> RouteMapLoadError {
        let place = path.isEmpty ? .keyPath("") : location(of: path) ?? .keyPath(path)
        return RouteMapLoadError(errors: [RouteMapError(file: file, location: place, message: message)])
    }

    /// The web hosts to write for, in lower case: `host` when it is one of the map's or a
    /// subdomain one of its wildcards covers (each host serves its own file), or every web host
    /// of the map.
    ///
    /// - Throws: `RouteMapLoadError` for a host the map does not name, or, when `required`, a
    ///   map with no web host.
    func linkHosts(_ host: String?, required: Bool) throws(RouteMapLoadError) -> [String] {
        if let host {
            guard map.webHosts.contains(where: { $0.lowercased() == host.lowercased() }) || WebHost.isListed(host.lowercased(), in: map.webHosts) else {
                throw linkFileError("\"\(host)\" is not one of the map's web hosts (\(map.webHosts.joined(separator: ", ")))", at: "webHosts")
            }
            return [host.lowercased()]
        }
        let hosts = map.webHosts.map { $0.lowercased() }
        if required, hosts.isEmpty { throw linkFileError("the map names no web hosts; add them under \"webHosts\"") }
        return hosts
    }
}
