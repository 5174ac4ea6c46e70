import Junction
import JunctionSupport

/// A JSON route map loading at launch whose routes are made when first reached: found by their
/// bytes first (``RouteMapGroups``), then read and loaded a few groups at a time as lookups need
/// them, beside the routes in no group, and at last loaded whole in their place
/// (``Junction/RouteLoading/start(on:map:bindings:maximumSize:)``).
///
/// Each part is loaded as the map itself would be, with every check of
/// ``RouteMapFile/load(into:bindings:)``: a document of the part's routes is read and loaded as
/// the collection `route map FILE`, in place of the last part. A part that does not load fails
/// the lookup that needed it and takes the map's routes out of the router; the whole map's load
/// then reports every problem at its place, as a load of the file would.
final class LoadingRouteMap: RoutesMadeWhenReached {
    private let bytes: [UInt8]
    private let groups: RouteMapGroups
    /// The file, as errors name it.
    private let file: String
    private let bindings: RouteMapBindings
    /// The collection of the map's routes: `route map FILE`, as a load of the file names it.
    private let id: String
    /// What the router has of the map.
    private let progress = Locked(Progress())
    /// Held while the collection changes, so that parts and the whole map load one at a time.
    private let changing = Locked(())

    private struct Progress: Sendable {
        /// The routes in the router, by index in the map.
        var made: Set<Int> = []
        /// Whether the collection is in the router, with this object to make the rest.
        var isApplied = false
        /// Whether the whole map has loaded, or failed to: nothing is made on demand any more.
        var isDone = false
    }

    /// A map of `bytes` whose routes are found; `nil` when the scan cannot clear them (see
    /// ``RouteMapGroups``) or a page or handler they name is not bound: that map is read whole,
    /// and its load says what is wrong before any open runs.
    init?(bytes: [UInt8], file: String, bindings: RouteMapBindings) {
        guard let groups = RouteMapGroups(bytes),
              groups.pages.allSatisfy({ bindings.pages[String(decoding: bytes[$0], as: UTF8.self)] != nil }),
              groups.handlers.allSatisfy({ bindings.handlers[String(decoding: bytes[$0], as: UTF8.self)] != nil })
        else { return nil }
        self.bytes = bytes
        self.groups = groups
        self.file = file
        self.bindings = bindings
        id = "route map \(file)"
    }

    /// Adds the collection with the routes in no group, and this object to make the others:
    /// what opens at launch wait for.
    ///
    /// - Throws: ``RouteMapLoadError`` when they do not load.
    func start(in router: Router) throws(RouteMapLoadError) {
        try changing.withLock { _ throws(RouteMapLoadError) in try load([], in: router) }
    }

    /// Loads the whole map in place of the parts, in one commit; from then on nothing is made
    /// on demand. When it does not load, the parts are taken out of the router.
    ///
    /// - Throws: ``RouteMapError`` when the map does not read, ``RouteMapLoadError`` when it
    ///   does not load: what reading the file and loading it throw.
    func finish(in router: Router) throws {
        let whole: RouteMapFile
        do {
            whole = try RouteMapFile(bytes: bytes, format: .json, file: file)
        } catch {
            changing.withLock { _ in
                takeAway(from: router)
                progress.withLock { $0.isDone = true }
            }
            throw error
        }
        try changing.withLock { _ throws(RouteMapLoadError) in
            defer { progress.withLock { $0.isDone = true } }
            do throws(RouteMapLoadError) {
                try router.load(whole, bindings: bindings, id: id, replacing: progress.value.isApplied ? id : nil)
            } catch {
                takeAway(from: router)
                throw error
            }
        }
    }

    func makeRoutes(reaching url: String, in router: Router) throws(RouteError) {
        // A URL that does not read reaches nothing; its lookup says why.
        guard let url = try? RouteURL(url, options: router.options.parsing) else { return }
        try make(groups.routes(reaching: url), in: router)
    }

    func makeRoute(named name: String, in router: Router) throws(RouteError) {
        // The name, or what follows a `/` in it: a route's name qualified by its collection's
        // (`route map shop.json/product`), as the router reads names.
        var candidate = name[...]
        while true {
            if let route = groups.route(named: String(candidate), in: bytes) { return try make([route], in: router) }
            guard let slash = candidate.firstIndex(of: "/") else { return }
            candidate = candidate[candidate.index(after: slash)...]
        }
    }

    func makeEveryRoute(in router: Router) throws(RouteError) {
        try make(Array(groups.routes.indices), in: router)
    }

    /// Loads the routes `wanted` with those made before, unless they are all in already.
    private func make(_ wanted: [Int], in router: Router) throws(RouteError) {
        func lacks(_ progress: Progress) -> Bool {
            progress.isApplied && !progress.isDone && wanted.contains { !progress.made.contains($0) }
        }
        guard progress.withLock({ lacks($0) }) else { return }
        try changing.withLock { _ throws(RouteError) in
            // Another lookup may have made them meanwhile, or the whole map come in.
            guard progress.withLock({ lacks($0) }) else { return }
            do throws(RouteMapLoadError) {
                try load(wanted, in: router)
            } catch {
                takeAway(from: router)
                let problem = error.errors.first.map { ": \($0.message)" } ?? ""
                throw RouteError(
                    .notReady,
                    "the routes of the route map \(file) that this URL may reach did not load\(problem); the map's load reports every problem")
            }
        }
    }

    /// Loads the routes `wanted`, those made before and those in no group, in place of the
    /// last part. Called with `changing` held.
    private func load(_ wanted: [Int], in router: Router) throws(RouteMapLoadError) {
        let now = progress.value
        let chosen = now.made.union(wanted).union(groups.ungrouped).sorted()
        let part: RouteMapFile
        do {
            part = try RouteMapFile(bytes: groups.document(of: chosen, in: bytes), format: .json, file: file)
        } catch {
            throw RouteMapLoadError(errors: [error])
        }
        try router.load(part, bindings: bindings, id: id, replacing: now.isApplied ? id : nil, unmade: self)
        progress.withLock {
            $0.made = Set(chosen)
            $0.isApplied = true
        }
    }

    /// Takes the map's routes out of the router after a part or the whole map did not load: a
    /// map is in whole or not at all. Called with `changing` held.
    private func takeAway(from router: Router) {
        let wasApplied = progress.withLock { progress in
            defer { progress = Progress(made: [], isApplied: false, isDone: progress.isDone) }
            return progress.isApplied
        }
        if wasApplied { _ = try? router.remove(id) }
    }
}
