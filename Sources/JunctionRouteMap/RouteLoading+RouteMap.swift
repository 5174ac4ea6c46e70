import Foundation
import Junction

extension RouteLoading {
    /// Starts loading a JSON route map on a background task, with the router usable once the
    /// map's routes are found in its bytes, long before they are all read: each route is loaded
    /// when a URL first may reach it, and the whole map right after.
    ///
    /// ```swift
    /// let router = Router(options: RouterOptions(schemes: ["shop"]))
    /// let map = Bundle.main.url(forResource: "routes", withExtension: "json")!
    /// RouteLoading.start(on: router, map: map, bindings: bindings)
    /// ```
    ///
    /// Opens wait, as with `start(on:_:)`, while the file is read and its routes are found
    /// (the routes' text is scanned, not parsed). Then each open runs once the routes its URL
    /// may reach are loaded: those whose patterns start with the URL's host or one of its first
    /// two path segments, and those whose patterns may start with anything (a capture, a
    /// wildcard). So an open finds what it would find with the whole map in, and pays for a few
    /// routes, not for all. Building a URL by name loads that route first; listing or
    /// explaining routes loads them all. The whole map is then read and loaded in one commit in
    /// place of the routes loaded so far, with every check of
    /// ``RouteMapFile/load(into:bindings:)``; `wait()` returns once it is in.
    ///
    /// Every part is checked as the whole map is before an open runs its routes. A map with a
    /// problem fails as a load of the file does, from `wait()`, with every problem at its
    /// place, and the map's routes loaded meanwhile are taken out of the router; an open whose
    /// own routes did not load throws `RouteError.Code.notReady`. What the scan sees, a page or
    /// handler not bound or a name two routes share, sends the map to be read whole before any
    /// open runs; a problem it cannot see (a pattern or an attribute that does not parse, a
    /// conflict) is found when its route is first reached or when the whole map loads, after
    /// opens of other routes may have run. Until `wait()` returns, leave the map's routes to
    /// it: a route removed meanwhile comes back with the whole map, and a collection removed
    /// makes the load fail.
    /// The map's routes are the collection `route map PATH` (`PATH` the URL's path), as a load
    /// of the file names it. A file that is not `.json`, one whose routes cannot be found
    /// without reading it, one whose routes that may start with anything do not load, and a
    /// second map of the same path are read and loaded whole first, as `start(on:_:)` with a
    /// load of the file would.
    ///
    /// - Parameters:
    ///   - router: The router the routes go to, and whose opens wait.
    ///   - url: The map's file URL (in an app, from its bundle).
    ///   - bindings: The code for the map's page names and handler keys.
    ///   - maximumSize: The most bytes read; a larger file is refused before it is read.
    /// - Returns: The load; its `wait()` returns once every route is in, and throws what the
    ///   map's load threw.
    @discardableResult
    public static func start(
        on router: Router, map url: URL, bindings: RouteMapBindings, maximumSize: Int = RouteMapFile.defaultMaximumSize
    ) -> RouteLoading {
        startWithRest(on: router, { router in
            guard url.isFileURL, url.pathExtension.lowercased() == "json" else {
                try RouteMapFile(contentsOf: url, maximumSize: maximumSize).load(into: router, bindings: bindings)
                return nil
            }
            let bytes = try RouteMapFile.contents(of: url.path, file: url.path, maximumSize: maximumSize)
            guard let map = LoadingRouteMap(bytes: bytes, file: url.path, bindings: bindings), (try? map.start(in: router)) != nil else {
                // Read whole, a map that cannot be found by parts says what is wrong with it.
                try RouteMapFile(bytes: bytes, format: .json, file: url.path).load(into: router, bindings: bindings)
                return nil
            }
            return { try map.finish(in: router) }
        })
    }
}
